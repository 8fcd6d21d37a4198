/** A golden lion with a big fluffy mane. */
export function LionArt() {
  return (
    <>
      <g fill="#d9822b">
        <circle cx="79.0" cy="50.0" r="10" />
        <circle cx="75.1" cy="64.5" r="10" />
        <circle cx="64.5" cy="75.1" r="10" />
        <circle cx="50.0" cy="79.0" r="10" />
        <circle cx="35.5" cy="75.1" r="10" />
        <circle cx="24.9" cy="64.5" r="10" />
        <circle cx="21.0" cy="50.0" r="10" />
        <circle cx="24.9" cy="35.5" r="10" />
        <circle cx="35.5" cy="24.9" r="10" />
        <circle cx="50.0" cy="21.0" r="10" />
        <circle cx="64.5" cy="24.9" r="10" />
        <circle cx="75.1" cy="35.5" r="10" />
      </g>
      <circle cx="50" cy="50" r="29" fill="#d9822b" />
      <circle cx="34" cy="34" r="6.5" fill="#f6c453" />
      <circle cx="66" cy="34" r="6.5" fill="#f6c453" />
      <circle cx="34" cy="34" r="3.2" fill="#e39a35" />
      <circle cx="66" cy="34" r="3.2" fill="#e39a35" />
      <circle cx="50" cy="52" r="21" fill="#f6c453" />
      <ellipse cx="50" cy="61" rx="11" ry="8" fill="#fff1d0" />
      <circle cx="42" cy="48" r="3.2" fill="#2d2a32" />
      <circle cx="58" cy="48" r="3.2" fill="#2d2a32" />
      <circle cx="43" cy="46.8" r="1.1" fill="#fff" />
      <circle cx="59" cy="46.8" r="1.1" fill="#fff" />
      <path d="M46 56.5 H54 L50 60.5 Z" fill="#7a4a2a" />
      <path
        d="M50 60.5 Q47 65 44 62.5 M50 60.5 Q53 65 56 62.5"
        stroke="#7a4a2a"
        strokeWidth="1.6"
        fill="none"
        strokeLinecap="round"
      />
    </>
  );
}
