/** A round orange goldfish with a happy smile and bubbles. */
export function FishArt() {
  return (
    <>
      <path d="M66 52 L86 36 Q82 52 86 68 Z" fill="#f8961e" />
      <path d="M36 37 Q46 24 58 36 Z" fill="#f8961e" />
      <path d="M44 67 Q50 76 58 68 Z" fill="#f8961e" />
      <ellipse cx="46" cy="52" rx="26" ry="19" fill="#f3722c" />
      <path
        d="M52 42 Q57 52 52 62 M60 44 Q64 52 60 60"
        stroke="#f8b26a"
        strokeWidth="2.4"
        fill="none"
        strokeLinecap="round"
      />
      <circle cx="34" cy="48" r="6" fill="#fff" />
      <circle cx="33" cy="48.5" r="3.2" fill="#2d2a32" />
      <circle cx="34" cy="47.2" r="1.1" fill="#fff" />
      <ellipse cx="38" cy="57" rx="4" ry="2.4" fill="#f48fa8" opacity="0.8" />
      <path
        d="M25 56 Q29 60 33 57"
        stroke="#5a2a12"
        strokeWidth="1.8"
        fill="none"
        strokeLinecap="round"
      />
      <circle cx="22" cy="28" r="4" fill="none" stroke="#fff" strokeWidth="2" />
      <circle cx="30" cy="19" r="2.6" fill="none" stroke="#fff" strokeWidth="1.8" />
    </>
  );
}
