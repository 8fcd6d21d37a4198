/** A smiling grey elephant with big pink-lined ears and a curled trunk. */
export function ElephantArt() {
  return (
    <>
      <ellipse cx="24" cy="48" rx="17" ry="21" fill="#9d97c2" />
      <ellipse cx="76" cy="48" rx="17" ry="21" fill="#9d97c2" />
      <ellipse cx="25" cy="49" rx="10" ry="14" fill="#f6b8c8" />
      <ellipse cx="75" cy="49" rx="10" ry="14" fill="#f6b8c8" />
      <circle cx="50" cy="46" r="22" fill="#b4aed6" />
      <path d="M43 56 Q42 74 50 80 Q57 84 62 78 Q56 77 55 70 L56 56 Z" fill="#b4aed6" />
      <circle cx="42" cy="44" r="3.2" fill="#2d2a32" />
      <circle cx="58" cy="44" r="3.2" fill="#2d2a32" />
      <circle cx="43" cy="42.8" r="1.1" fill="#fff" />
      <circle cx="59" cy="42.8" r="1.1" fill="#fff" />
      <ellipse cx="36" cy="54" rx="4.5" ry="2.8" fill="#f48fa8" opacity="0.75" />
      <ellipse cx="64" cy="54" rx="4.5" ry="2.8" fill="#f48fa8" opacity="0.75" />
    </>
  );
}
