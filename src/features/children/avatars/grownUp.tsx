/** The grown-up of the account: a reader with an open book. */
export function GrownUpArt() {
  return (
    <>
      <path d="M24 86 Q26 64 50 62 Q74 64 76 86 Z" fill="#3b7fc4" />
      <circle cx="50" cy="40" r="17" fill="#f5cba7" />
      <path d="M33 40 Q32 22 50 21 Q68 22 67 40 Q62 30 50 30 Q38 30 33 40 Z" fill="#5b3a29" />
      <circle cx="44" cy="41" r="2.4" fill="#2d2a32" />
      <circle cx="56" cy="41" r="2.4" fill="#2d2a32" />
      <path
        d="M45 48 Q50 52 55 48"
        stroke="#7a4a2a"
        strokeWidth="1.8"
        fill="none"
        strokeLinecap="round"
      />
      <path d="M30 74 Q40 70 50 76 Q60 70 70 74 V86 Q60 82 50 88 Q40 82 30 86 Z" fill="#fff" />
      <path d="M50 76 V88" stroke="#c9d6e3" strokeWidth="1.5" />
    </>
  );
}
