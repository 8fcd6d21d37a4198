/** A cheeky brown monkey with a peach face and round ears. */
export function MonkeyArt() {
  return (
    <>
      <circle cx="23" cy="50" r="10" fill="#8b5e3c" />
      <circle cx="77" cy="50" r="10" fill="#8b5e3c" />
      <circle cx="23" cy="50" r="5" fill="#f2c6a0" />
      <circle cx="77" cy="50" r="5" fill="#f2c6a0" />
      <circle cx="50" cy="50" r="26" fill="#8b5e3c" />
      <circle cx="42" cy="47" r="10" fill="#f2c6a0" />
      <circle cx="58" cy="47" r="10" fill="#f2c6a0" />
      <ellipse cx="50" cy="61" rx="16" ry="12" fill="#f2c6a0" />
      <circle cx="42" cy="47" r="3" fill="#2d2a32" />
      <circle cx="58" cy="47" r="3" fill="#2d2a32" />
      <circle cx="43" cy="45.8" r="1.1" fill="#fff" />
      <circle cx="59" cy="45.8" r="1.1" fill="#fff" />
      <circle cx="47.5" cy="57" r="1.3" fill="#5a3a22" />
      <circle cx="52.5" cy="57" r="1.3" fill="#5a3a22" />
      <path
        d="M42 62 Q50 70 58 62"
        stroke="#5a3a22"
        strokeWidth="1.8"
        fill="none"
        strokeLinecap="round"
      />
    </>
  );
}
