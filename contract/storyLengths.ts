/**
 * Story lengths by page count, shared by the list's filter and the server's catalogue query.
 * A length holds the stories of up to `upTo` pages that a shorter length does not. Free of
 * zod: the first screen's filter bar reads it.
 */
export const STORY_LENGTHS = [
  { id: 'short', upTo: 6 },
  { id: 'medium', upTo: 10 },
  { id: 'long', upTo: Infinity },
] as const satisfies readonly { id: string; upTo: number }[];

export type StoryLength = (typeof STORY_LENGTHS)[number]['id'];
export const STORY_LENGTH_IDS = STORY_LENGTHS.map(({ id }) => id);

export const lengthOf = (pageCount: number): StoryLength =>
  STORY_LENGTHS.find((length) => pageCount <= length.upTo)!.id;

/** The page counts a length covers, both ends included (`to` null: no upper end). */
export function pageRangeOf(length: StoryLength): { from: number; to: number | null } {
  const index = STORY_LENGTHS.findIndex(({ id }) => id === length);
  const from = index === 0 ? 1 : STORY_LENGTHS[index - 1]!.upTo + 1;
  const upTo = STORY_LENGTHS[index]!.upTo;
  return { from, to: Number.isFinite(upTo) ? upTo : null };
}
