/** A blue peacock with a fan of green and gold tail feathers. */
export function PeacockArt() {
  return (
    <>
      <g fill="#2a9d8f">
        <circle cx="20" cy="46" r="12" />
        <circle cx="30" cy="27" r="12" />
        <circle cx="50" cy="19" r="12" />
        <circle cx="70" cy="27" r="12" />
        <circle cx="80" cy="46" r="12" />
      </g>
      <g fill="#f4c430">
        <circle cx="20" cy="46" r="6" />
        <circle cx="30" cy="27" r="6" />
        <circle cx="50" cy="19" r="6" />
        <circle cx="70" cy="27" r="6" />
        <circle cx="80" cy="46" r="6" />
      </g>
      <g fill="#1d4e89">
        <circle cx="20" cy="46" r="2.8" />
        <circle cx="30" cy="27" r="2.8" />
        <circle cx="50" cy="19" r="2.8" />
        <circle cx="70" cy="27" r="2.8" />
        <circle cx="80" cy="46" r="2.8" />
      </g>
      <ellipse cx="50" cy="70" rx="15" ry="18" fill="#2f6fb5" />
      <circle cx="50" cy="46" r="13" fill="#2f6fb5" />
      <path
        d="M50 33 L46 25 M50 33 L50 23 M50 33 L54 25"
        stroke="#1d4e89"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
      <circle cx="46" cy="25" r="2.2" fill="#2a9d8f" />
      <circle cx="50" cy="22.5" r="2.2" fill="#2a9d8f" />
      <circle cx="54" cy="25" r="2.2" fill="#2a9d8f" />
      <circle cx="45" cy="44" r="3.6" fill="#fff" />
      <circle cx="55" cy="44" r="3.6" fill="#fff" />
      <circle cx="45.5" cy="44.5" r="2" fill="#2d2a32" />
      <circle cx="55.5" cy="44.5" r="2" fill="#2d2a32" />
      <path d="M47 49 L53 49 L50 54 Z" fill="#f4a261" />
    </>
  );
}
