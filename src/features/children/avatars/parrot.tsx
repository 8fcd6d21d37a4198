/** A bright red and green parrot with a curved yellow beak. */
export function ParrotArt() {
  return (
    <>
      <ellipse cx="50" cy="78" rx="19" ry="16" fill="#43aa8b" />
      <path d="M33 76 Q27 86 36 92 Q40 84 40 76 Z" fill="#2e8b6f" />
      <path d="M67 76 Q73 86 64 92 Q60 84 60 76 Z" fill="#2e8b6f" />
      <path d="M44 24 Q46 14 52 18 Q56 12 59 20 Q65 18 62 27 Z" fill="#f9844a" />
      <circle cx="50" cy="46" r="21" fill="#e4572e" />
      <circle cx="42" cy="42" r="6.5" fill="#fff" />
      <circle cx="58" cy="42" r="6.5" fill="#fff" />
      <circle cx="42.5" cy="42.5" r="3" fill="#2d2a32" />
      <circle cx="58.5" cy="42.5" r="3" fill="#2d2a32" />
      <path d="M43 50 Q50 45 57 50 Q56 60 50 64 Q44 60 43 50 Z" fill="#f9c74f" />
      <path d="M45 56 Q50 60 55 56 Q53 62 50 64 Q47 62 45 56 Z" fill="#e0a526" />
    </>
  );
}
