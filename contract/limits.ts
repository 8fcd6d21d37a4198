/**
 * The one set of limits shared by the server's validation, request splitting, narration
 * and the app's character counters. Lengths count UTF-16 code units, as zod and
 * HTML maxLength do.
 */

/** From this share of a limit on, a counter warns that the limit is near. */
export const LIMIT_WARNING_SHARE = 0.9;

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
/** Sign-up joins first and last name with a space into the username, so each gets half. */
export const NAME_PART_MAX = Math.floor((USERNAME_MAX - 1) / 2);
export const EMAIL_MAX = 254;
/** Firebase uids are at most 128 characters. */
export const UID_MAX = 128;
/** Story and message ids (UUIDs, 36 characters). */
export const RECORD_ID_MAX = 64;
export const SLUG_MAX = 120;
/** PostgreSQL's integer column. */
export const VERSION_MAX = 2_147_483_647;

/** The message board. */
export const BOARD_POST_MAX = 500;

/** A story quiz. */
export const QUIZ_TITLE_MAX = 120;
export const QUIZ_QUESTIONS_MIN = 1;
export const QUIZ_QUESTIONS_MAX = 20;
export const QUESTION_TEXT_MAX = 200;
export const OPTIONS_MIN = 2;
export const OPTIONS_MAX = 4;
export const OPTION_TEXT_MAX = 80;

/** The picture library: an SVG file, and a photograph or painting (JPEG, PNG or WebP). */
export const PICTURE_MAX_BYTES = 512 * 1024;
export const RASTER_PICTURE_MAX_BYTES = 15 * 1024 * 1024;
/** All the files of one upload together: every one is held in memory until it is stored. */
export const PICTURE_UPLOAD_MAX_BYTES = 64 * 1024 * 1024;
/** A raster picture's fallback file is kept at most this wide (a page never needs more). */
export const PICTURE_FALLBACK_WIDTH_MAX = 2400;
export const PICTURES_PER_UPLOAD_MAX = 20;
/** Longer file names are shortened to this when stored; the upload results say so. */
export const PICTURE_NAME_MAX = 200;

/** Searching accounts by e-mail needs this much of the address. */
export const ACCOUNT_SEARCH_MIN = 3;

export const ERROR_MESSAGE_MAX = 2000;
export const ERROR_STACK_MAX = 8000;
export const ERROR_URL_MAX = 2000;

/** Reader text size, in percent of the base reading size: 50 to 150 in steps of 10. */
export const TEXT_SIZE_MIN = 50;
export const TEXT_SIZE_MAX = 150;
export const TEXT_SIZE_STEP = 10;
export const TEXT_SIZE_DEFAULT = 100;

/** Family voices: one page's recording. */
export const RECORDING_SECONDS_MAX = 120;
export const RECORDING_SECONDS_MIN = 1;
/** Sample rates a recording may be sent at (the browser records at 24 kHz). */
export const RECORDING_SAMPLE_RATES = [16000, 22050, 24000, 32000, 44100, 48000] as const;
export const RECORDING_SAMPLE_RATE = 24000;
/** Mono, or stereo (mixed to mono on the server). */
export const RECORDING_CHANNELS_MAX = 2;
/**
 * The biggest WAV body taken: the longest recording in the largest format accepted (16-bit
 * stereo at the highest rate), with room for header chunks. The length itself is judged by
 * the duration the WAV's header gives.
 */
export const RECORDING_BYTES_MAX =
  RECORDING_SECONDS_MAX * Math.max(...RECORDING_SAMPLE_RATES) * RECORDING_CHANNELS_MAX * 2 +
  64 * 1024;

/** Credits and licence of a story. */
export const CREDIT_NAME_MAX = 200;
export const CREDIT_NAMES_MAX = 20;
export const LICENCE_WORDS_MAX = 200;
export const PUBLISHER_MAX = 200;
export const SOURCE_URL_MAX = 500;

/** Importing books (POST /imports): files per request and bytes per file. */
export const IMPORT_FILES_MAX = 50;
export const IMPORT_FILE_MAX_BYTES = 50 * 1024 * 1024;
/** An archive (EPUB or .zip) is refused past any of these, before it is unpacked. */
export const ARCHIVE_ENTRIES_MAX = 2000;
export const ARCHIVE_UNPACKED_MAX_BYTES = 200 * 1024 * 1024;
/** Unpacked size over packed size, per entry: more is the mark of a zip bomb. */
export const ARCHIVE_RATIO_MAX = 100;
/** A picture's pixels, checked before it is decoded. */
export const PICTURE_PIXELS_MAX = 40_000_000;
/** All files of one import request together; the app sends a large batch book by book. */
export const IMPORT_REQUEST_MAX_BYTES = 256 * 1024 * 1024;
