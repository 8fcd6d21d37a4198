/** The tab remembers the chosen language (SPEC keeps only the user in lasting storage). */
export const INTERFACE_LANGUAGE_KEY = 'kahani.interfaceLanguage';

/**
 * The tab's earlier choice, else the browser's first language Kahani speaks, else English.
 * `tags` maps each language to its BCP 47 tag. Self-contained (no imports, no closures), so
 * index.html's early script carries it as text and titles the first screen as the app will.
 */
export function pickLanguage(
  saved: string | null,
  preferred: readonly string[],
  tags: Readonly<Record<string, string>>,
): string {
  if (saved !== null && Object.prototype.hasOwnProperty.call(tags, saved)) return saved;
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    const match = Object.keys(tags).find((language) => tags[language] === base);
    if (match) return match;
  }
  return 'english';
}
