/** What other families see of a user: first name and last initial, never an e-mail address. */
export const ANONYMOUS_READER = 'A Kahani reader';

export function publicName(username: string | null | undefined): string {
  const words = (username ?? '').trim().split(/\s+/).filter(Boolean);
  const [first, ...rest] = words;
  if (!first || words.some((word) => word.includes('@'))) return ANONYMOUS_READER;
  const last = rest.at(-1);
  return last ? `${first} ${Array.from(last)[0]!.toLocaleUpperCase()}.` : first;
}
