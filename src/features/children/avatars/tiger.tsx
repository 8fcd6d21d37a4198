/** A friendly orange tiger with black stripes and a white muzzle. */
export function TigerArt() {
  return (
    <>
      <circle cx="29" cy="29" r="9" fill="#f08a24" />
      <circle cx="71" cy="29" r="9" fill="#f08a24" />
      <circle cx="29" cy="29" r="4.5" fill="#ffd9b0" />
      <circle cx="71" cy="29" r="4.5" fill="#ffd9b0" />
      <circle cx="50" cy="53" r="27" fill="#f08a24" />
      <ellipse cx="50" cy="64" rx="14" ry="11" fill="#fff4e6" />
      <g stroke="#3b2a20" strokeWidth="3" strokeLinecap="round" fill="none">
        <path d="M50 27 V35" />
        <path d="M42 29 L45 35" />
        <path d="M58 29 L55 35" />
        <path d="M24 47 H31" />
        <path d="M25 55 H31" />
        <path d="M76 47 H69" />
        <path d="M75 55 H69" />
      </g>
      <circle cx="41" cy="48" r="3.2" fill="#2d2a32" />
      <circle cx="59" cy="48" r="3.2" fill="#2d2a32" />
      <circle cx="42" cy="46.8" r="1.1" fill="#fff" />
      <circle cx="60" cy="46.8" r="1.1" fill="#fff" />
      <path d="M45.5 59 H54.5 L50 63.5 Z" fill="#e56b6f" />
      <path
        d="M50 63.5 Q47 68 43.5 65.5 M50 63.5 Q53 68 56.5 65.5"
        stroke="#3b2a20"
        strokeWidth="1.6"
        fill="none"
        strokeLinecap="round"
      />
    </>
  );
}
