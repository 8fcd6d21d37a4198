/** A ginger cat with pointed ears, stripes and whiskers. */
export function CatArt() {
  return (
    <>
      <path d="M26 44 L30 15 L49 32 Z" fill="#f4a259" />
      <path d="M74 44 L70 15 L51 32 Z" fill="#f4a259" />
      <path d="M31 36 L33 22 L42 31 Z" fill="#f9c9a5" />
      <path d="M69 36 L67 22 L58 31 Z" fill="#f9c9a5" />
      <ellipse cx="50" cy="55" rx="27" ry="24" fill="#f4a259" />
      <path
        d="M50 33 V40 M43 34 L45 40 M57 34 L55 40"
        stroke="#d9752a"
        strokeWidth="2.6"
        strokeLinecap="round"
      />
      <ellipse cx="50" cy="65" rx="11" ry="8" fill="#fff3e3" />
      <ellipse cx="40" cy="53" rx="3.2" ry="4.2" fill="#2d2a32" />
      <ellipse cx="60" cy="53" rx="3.2" ry="4.2" fill="#2d2a32" />
      <circle cx="41" cy="51.5" r="1.1" fill="#fff" />
      <circle cx="61" cy="51.5" r="1.1" fill="#fff" />
      <path d="M47 61 H53 L50 64 Z" fill="#f06d8c" />
      <path
        d="M50 64 Q47.5 68 45 66 M50 64 Q52.5 68 55 66"
        stroke="#6b3f22"
        strokeWidth="1.5"
        fill="none"
        strokeLinecap="round"
      />
      <path
        d="M38 63 H25 M38 66 L26 70 M62 63 H75 M62 66 L74 70"
        stroke="#6b3f22"
        strokeWidth="1.2"
        strokeLinecap="round"
      />
    </>
  );
}
