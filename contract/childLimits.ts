/*
 * The children's rules that the app needs as plain values, free of zod (as languageNames.ts
 * is): the app's screens and the reading coach read them without loading the schema library.
 * contract/children.ts builds its schemas on them and exports them again.
 */

export const CHILDREN_MAX = 8;
export const NICKNAME_MAX = 30;
export const TOO_MANY_CHILDREN = `An account can have at most ${CHILDREN_MAX} children.`;

/**
 * The built-in pictures a child chooses from, by id (the app draws them). Ids are only ever
 * added: a stored profile keeps its picture.
 */
export const CHILD_AVATARS = [
  'elephant',
  'peacock',
  'tiger',
  'parrot',
  'fish',
  'butterfly',
  'owl',
  'turtle',
  'rabbit',
  'lion',
  'monkey',
  'cat',
] as const;
export type ChildAvatar = (typeof CHILD_AVATARS)[number];

/** How a page was read: listened to the narration, read alone, or read aloud to the coach. */
export const READING_MODES = ['listened', 'self', 'coach'] as const;
export type ReadingMode = (typeof READING_MODES)[number];

/**
 * Time on one page view counts up to this many seconds: a page left open (a tab forgotten,
 * a child gone to dinner) does not become an hour of reading.
 */
export const PAGE_SECONDS_COUNTED_MAX = 300;

/** Words of one page read to the coach; a page holds at most 1,500 characters. */
export const COACH_WORDS_MAX = 500;
export const COACH_WORD_MAX = 40;
/** Words still hard, in the family view. */
export const HARD_WORDS_SHOWN = 20;
