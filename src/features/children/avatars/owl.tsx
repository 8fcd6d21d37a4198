/** A round brown owl with big golden eyes and ear tufts. */
export function OwlArt() {
  return (
    <>
      <path d="M27 36 L29 17 L42 29 Z" fill="#7a4b2f" />
      <path d="M73 36 L71 17 L58 29 Z" fill="#7a4b2f" />
      <ellipse cx="50" cy="56" rx="27" ry="29" fill="#8d5a3b" />
      <ellipse cx="50" cy="70" rx="15" ry="14" fill="#e0b084" />
      <path
        d="M43 66 Q46 69 49 66 M51 66 Q54 69 57 66 M46 73 Q49 76 52 73 M48 73 Q51 76 54 73"
        stroke="#b98157"
        strokeWidth="1.3"
        fill="none"
      />
      <circle cx="39" cy="47" r="11" fill="#f2c14e" />
      <circle cx="61" cy="47" r="11" fill="#f2c14e" />
      <circle cx="39" cy="47" r="7.5" fill="#fff" />
      <circle cx="61" cy="47" r="7.5" fill="#fff" />
      <circle cx="40" cy="48" r="4.2" fill="#2d2a32" />
      <circle cx="62" cy="48" r="4.2" fill="#2d2a32" />
      <circle cx="41.3" cy="46.5" r="1.4" fill="#fff" />
      <circle cx="63.3" cy="46.5" r="1.4" fill="#fff" />
      <path d="M46.5 55 H53.5 L50 61 Z" fill="#f4a261" />
    </>
  );
}
