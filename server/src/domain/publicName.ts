/** What other families see of a user: first name and last initial, never an e-mail address. */
export const ANONYMOUS_READER = 'A Kahani reader';

export function publicName(username: string | null | undefined): string {
  const words = (username ?? '').trim().split(/\s+/).filter(Boolean);
  const [first, ...rest] = words;
  if (!first || words.some((word) => word.includes('@'))) return ANONYMOUS_READER;
  const last = rest.at(-1);
  return last ? `${first} ${Array.from(last)[0]!.toLocaleUpperCase()}.` : first;
}

/**
 * What other families see of a child: the nickname a parent gave, never the parent's name;
 * a nickname that holds an e-mail address shows as an anonymous reader.
 */
export function childPublicName(nickname: string): string {
  const name = nickname.trim();
  return !name || name.includes('@') ? ANONYMOUS_READER : name;
}
