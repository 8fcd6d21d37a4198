/** A cream-coloured rabbit with long pink-lined ears and a little nose. */
export function RabbitArt() {
  return (
    <>
      <ellipse cx="39" cy="26" rx="8" ry="20" fill="#fbf5ee" stroke="#e7d6c5" strokeWidth="1.5" />
      <ellipse cx="61" cy="26" rx="8" ry="20" fill="#fbf5ee" stroke="#e7d6c5" strokeWidth="1.5" />
      <ellipse cx="39" cy="27" rx="4" ry="13" fill="#f7b2bd" />
      <ellipse cx="61" cy="27" rx="4" ry="13" fill="#f7b2bd" />
      <circle cx="50" cy="58" r="23" fill="#fbf5ee" stroke="#e7d6c5" strokeWidth="1.5" />
      <circle cx="42" cy="54" r="3.2" fill="#2d2a32" />
      <circle cx="58" cy="54" r="3.2" fill="#2d2a32" />
      <circle cx="43" cy="52.8" r="1.1" fill="#fff" />
      <circle cx="59" cy="52.8" r="1.1" fill="#fff" />
      <ellipse cx="36" cy="63" rx="4.5" ry="2.8" fill="#f48fa8" opacity="0.75" />
      <ellipse cx="64" cy="63" rx="4.5" ry="2.8" fill="#f48fa8" opacity="0.75" />
      <path d="M47 61 H53 L50 64.5 Z" fill="#f06d8c" />
      <path
        d="M50 64.5 V67 M50 67 Q47 70 44.5 68 M50 67 Q53 70 55.5 68"
        stroke="#6b4f4f"
        strokeWidth="1.5"
        fill="none"
        strokeLinecap="round"
      />
      <rect
        x="48"
        y="68"
        width="4"
        height="4"
        rx="1"
        fill="#fff"
        stroke="#e7d6c5"
        strokeWidth="0.8"
      />
    </>
  );
}
