/**
 * The one set of limits shared by the server's validation, request splitting, narration
 * and the app's character counters. Lengths count UTF-16 code units, as zod and
 * HTML maxLength do.
 */

/** A page is narrated whole, so its text never exceeds what narration accepts. */
export const PAGE_TEXT_MAX = 1500;
export const NARRATION_TEXT_MAX = PAGE_TEXT_MAX;
/** Words on a page made from a parent's story request. */
export const WORDS_PER_PAGE = 60;
export const PAGES_PER_STORY_MAX = 100;

export const STORY_TITLE_MAX = 200;
export const AUTHOR_MAX = 200;
export const SUMMARY_MAX = 500;
export const STORY_CONTENT_MAX = 20_000;
export const REJECT_REASON_MAX = 1000;
export const IMAGE_DESCRIPTION_MAX = 1000;
export const MEDIA_PATH_MAX = 500;
/** The storybook field repeats the whole story as JSON text. */
export const STORYBOOK_MAX = 2_000_000;

export const USERNAME_MAX = 100;
export const EMAIL_MAX = 254;
/** Firebase uids are at most 128 characters. */
export const UID_MAX = 128;
/** Story and message ids (UUIDs, 36 characters). */
export const RECORD_ID_MAX = 64;
export const SLUG_MAX = 120;
/** PostgreSQL's integer column. */
export const VERSION_MAX = 2_147_483_647;

export const ERROR_MESSAGE_MAX = 2000;
export const ERROR_STACK_MAX = 8000;
export const ERROR_URL_MAX = 2000;

/** Reader text size, in percent of the base reading size: 50 to 150 in steps of 10. */
export const TEXT_SIZE_MIN = 50;
export const TEXT_SIZE_MAX = 150;
export const TEXT_SIZE_STEP = 10;
export const TEXT_SIZE_DEFAULT = 100;
