/** A green turtle with a patterned shell, peeking out with a smile. */
export function TurtleArt() {
  return (
    <>
      <ellipse cx="31" cy="70" rx="7" ry="5" fill="#8fd19e" />
      <ellipse cx="63" cy="70" rx="7" ry="5" fill="#8fd19e" />
      <circle cx="77" cy="54" r="12" fill="#8fd19e" />
      <path d="M18 66 A29 27 0 0 1 70 66 Z" fill="#52b788" />
      <path d="M18 66 H70" stroke="#2d6a4f" strokeWidth="3" strokeLinecap="round" />
      <g fill="#2d6a4f" opacity="0.55">
        <path d="M44 46 L51 50 V58 L44 62 L37 58 V50 Z" />
        <circle cx="28" cy="58" r="4" />
        <circle cx="60" cy="58" r="4" />
        <circle cx="44" cy="38" r="3" />
      </g>
      <circle cx="80" cy="51" r="2.8" fill="#2d2a32" />
      <circle cx="80.8" cy="50" r="1" fill="#fff" />
      <ellipse cx="83" cy="57" rx="3" ry="2" fill="#f48fa8" opacity="0.8" />
      <path
        d="M72 58 Q76 61 80 58.5"
        stroke="#2d2a32"
        strokeWidth="1.6"
        fill="none"
        strokeLinecap="round"
      />
    </>
  );
}
