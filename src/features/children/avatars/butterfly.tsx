/** A smiling butterfly with pink and yellow spotted wings. */
export function ButterflyArt() {
  return (
    <>
      <ellipse cx="31" cy="38" rx="17" ry="15" fill="#f15bb5" transform="rotate(-20 31 38)" />
      <ellipse cx="69" cy="38" rx="17" ry="15" fill="#f15bb5" transform="rotate(20 69 38)" />
      <ellipse cx="35" cy="65" rx="12" ry="11" fill="#fdb833" />
      <ellipse cx="65" cy="65" rx="12" ry="11" fill="#fdb833" />
      <g fill="#fff" opacity="0.8">
        <circle cx="27" cy="36" r="4.5" />
        <circle cx="73" cy="36" r="4.5" />
        <circle cx="34" cy="66" r="3.2" />
        <circle cx="66" cy="66" r="3.2" />
      </g>
      <rect x="46.5" y="36" width="7" height="40" rx="3.5" fill="#6b4432" />
      <path
        d="M47 25 Q43 16 36 15 M53 25 Q57 16 64 15"
        stroke="#6b4432"
        strokeWidth="1.8"
        fill="none"
        strokeLinecap="round"
      />
      <circle cx="36" cy="15" r="2.4" fill="#6b4432" />
      <circle cx="64" cy="15" r="2.4" fill="#6b4432" />
      <circle cx="50" cy="30" r="8.5" fill="#6b4432" />
      <circle cx="47" cy="29" r="1.6" fill="#fff" />
      <circle cx="53" cy="29" r="1.6" fill="#fff" />
      <path
        d="M47 33 Q50 35.5 53 33"
        stroke="#fff"
        strokeWidth="1.3"
        fill="none"
        strokeLinecap="round"
      />
    </>
  );
}
