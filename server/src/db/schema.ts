import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ChildAvatar, ReadingMode } from '../../../contract/children';
import type { Credits, Licence } from '../../../contract/credits';
import type { Alignment, Language } from '../../../contract/languages';
import type { FallbackFormat } from '../../../contract/picturePaths';
import type { PictureJobStatus, PictureUploadResult } from '../../../contract/pictures';
import type { ReaderPreferences } from '../../../contract/preferences';
import type { RecordedWord, RecordingAudience } from '../../../contract/recordings';
import type { QuizDraft, QuizQuestion, QuizStatus } from '../../../contract/quizzes';
import type { Page, StoryStatus } from '../../../contract/stories';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** PostgreSQL's text-search document; written as SQL, never read back into JavaScript. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const users = pgTable(
  'users',
  {
    uid: text('uid').primaryKey(),
    username: text('username').notNull(),
    /** Only a verified address, null until the person has verified one (migration 0009). */
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('users_email_lower_idx').on(sql`lower(${table.email})`)],
);

export const stories = pgTable(
  'stories',
  {
    id: text('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    author: text('author').notNull(),
    summary: text('summary').notNull().default(''),
    status: text('status').$type<StoryStatus>().notNull(),
    createdBy: text('created_by'),
    version: integer('version').notNull().default(1),
    rejectionReason: text('rejection_reason'),
    translatedTitles: jsonb('translated_titles')
      .$type<Record<string, string>>()
      .notNull()
      .default({}),
    pages: jsonb('pages').$type<Page[]>().notNull(),
    licence: jsonb('licence')
      .$type<Licence>()
      .notNull()
      .default({ id: 'LicenseRef-All-Rights-Reserved', words: '' }),
    credits: jsonb('credits').$type<Credits>().notNull().default({
      authors: [],
      illustrators: [],
      translators: {},
      originalTitle: '',
      publisher: '',
      sourceUrl: '',
    }),
    /**
     * Where an imported book came from ("epub:<identifier>", "global-storybooks:0001"), so
     * that importing it again updates this story instead of making a second copy.
     */
    sourceKey: text('source_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // The catalogue's columns (migration 0015, docs/catalogue.md). The database derives the
    // first three from the pages; the search columns come from catalogueSearchColumns and
    // are null until computed.
    pageCount: integer('page_count').generatedAlwaysAs(sql`jsonb_array_length(pages)`),
    coverImage: text('cover_image').generatedAlwaysAs(
      sql`coalesce(pages -> 0 ->> 'image_path', '')`,
    ),
    languages: text('languages')
      .array()
      .generatedAlwaysAs(sql`catalogue_languages(pages)`),
    searchText: text('search_text'),
    searchCard: tsvector('search_card'),
    searchDocument: tsvector('search_document'),
  },
  (table) => [
    uniqueIndex('stories_source_key_idx').on(table.sourceKey),
    index('stories_status_idx').on(table.status),
    index('stories_created_by_idx').on(table.createdBy),
    index('stories_published_title_idx')
      .on(table.title, table.id)
      .where(sql`${table.status} = 'published'`),
    index('stories_languages_idx').using('gin', table.languages).with({ fastupdate: false }),
    index('stories_page_count_idx').on(table.pageCount),
    index('stories_search_document_idx')
      .using('gin', table.searchDocument)
      .with({ fastupdate: false }),
    index('stories_search_text_idx')
      .using('gin', sql`${table.searchText} gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('stories_search_missing_idx')
      .on(table.id)
      .where(sql`${table.searchDocument} IS NULL`),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: text('id').primaryKey(),
    recipient: text('recipient').notNull(),
    sender: text('sender').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    read: boolean('read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('messages_recipient_idx').on(table.recipient)],
);

export const narrationCache = pgTable(
  'narration_cache',
  {
    key: text('key').primaryKey(),
    audio: bytea('audio').notNull(),
    alignment: jsonb('alignment').$type<Alignment>().notNull(),
    /** Audio and timing together, counted against the cache's bound. */
    bytes: integer('bytes').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When it was last answered; the least recently used go first when the cache is full. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('narration_cache_last_used_idx').on(table.lastUsedAt)],
);

/**
 * The stories whose text a cached narration speaks. A narration goes when its last story
 * lets go of it (a trigger, migration 0011): when the story is deleted, rejected or its
 * text changes.
 */
export const narrationCacheStories = pgTable(
  'narration_cache_stories',
  {
    storyId: text('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    key: text('key')
      .notNull()
      .references(() => narrationCache.key, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.storyId, table.key] }),
    index('narration_cache_stories_key_idx').on(table.key),
  ],
);

export const readingProgress = pgTable(
  'reading_progress',
  {
    uid: text('uid').notNull(),
    storyId: text('story_id').notNull(),
    lastPage: integer('last_page').notNull(),
    pagesRead: jsonb('pages_read').$type<number[]>().notNull().default([]),
    finished: boolean('finished').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.uid, table.storyId] })],
);

/** Errors reported by readers' browsers, for the administrators' Error Log. */
export const errorLog = pgTable(
  'error_log',
  {
    id: text('id').primaryKey(),
    kind: text('kind').$type<'uncaught' | 'boundary' | 'load'>().notNull(),
    message: text('message').notNull(),
    stack: text('stack').notNull().default(''),
    url: text('url').notNull().default(''),
    uid: text('uid'),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('error_log_created_idx').on(table.createdAt)],
);

/**
 * One counter per group of tables behind an in-memory cache, bumped by triggers (migration
 * 0002) in the writing transaction, so every API process sees a committed write at once.
 */
export const dataVersions = pgTable('data_versions', {
  name: text('name').$type<'stories' | 'narration'>().primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/** A process synthesising a narration; others wait for its result instead of repeating it. */
export const narrationClaims = pgTable('narration_claims', {
  key: text('key').primaryKey(),
  owner: text('owner').notNull(),
  /** Renewed while the synthesis is queued or running; a crashed owner's claim lapses. */
  claimedUntil: timestamp('claimed_until', { withTimezone: true }).notNull(),
});

/** New syntheses counted per caller (user or address) and hour, shared by every process. */
export const narrationQuota = pgTable(
  'narration_quota',
  {
    subject: text('subject').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    used: integer('used').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.subject, table.windowStart] }),
    index('narration_quota_window_idx').on(table.windowStart),
  ],
);

// ---- Message board ----

export const boardPosts = pgTable(
  'board_posts',
  {
    id: text('id').primaryKey(),
    author: text('author').notNull(),
    text: text('text').notNull(),
    hidden: boolean('hidden').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('board_posts_created_idx').on(table.createdAt),
    index('board_posts_author_created_idx').on(table.author, table.createdAt),
  ],
);

/**
 * Every post made, kept for the posting pace after the post itself may have been deleted,
 * so deleting one's posts makes no room for more. Rows older than the pace window are pruned.
 */
export const boardPostsMade = pgTable(
  'board_posts_made',
  {
    postId: text('post_id').primaryKey(),
    author: text('author').notNull(),
    madeAt: timestamp('made_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('board_posts_made_author_idx').on(table.author, table.madeAt),
    index('board_posts_made_at_idx').on(table.madeAt),
  ],
);

/** One row per user who reported a post since an administrator last reviewed it. */
export const boardReports = pgTable(
  'board_reports',
  {
    postId: text('post_id')
      .notNull()
      .references(() => boardPosts.id, { onDelete: 'cascade' }),
    reporter: text('reporter').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.postId, table.reporter] })],
);

// ---- Account removal ----

/** What administrators may read about each deletion: who, when, how much; never the address. */
export const accountDeletions = pgTable(
  'account_deletions',
  {
    id: text('id').primaryKey(),
    uid: text('uid').notNull(),
    /** The deleted address with most of it masked, enough to recognise a request. */
    maskedEmail: text('masked_email').notNull(),
    deletedBy: text('deleted_by').notNull(),
    removed: jsonb('removed').$type<Record<string, number>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('account_deletions_created_idx').on(table.createdAt),
    index('account_deletions_uid_idx').on(table.uid),
  ],
);

// ---------------------------------------------------------------------------------------
// Picture library (/uploadSVG): sanitised SVG files and re-encoded photographs in the
// database, so that every API process serves the same ones. Addressed by the SHA-256 of the
// stored bytes (the SVG text, or a raster picture's fallback file).
// ---------------------------------------------------------------------------------------
export const pictures = pgTable(
  'pictures',
  {
    hash: text('hash').primaryKey(),
    name: text('name').notNull(),
    /** 'svg', or the format of a raster picture's fallback file. */
    format: text('format').$type<'svg' | FallbackFormat>().notNull().default('svg'),
    svg: text('svg'),
    /** A raster picture's fallback file (JPEG, or PNG with transparency), and its size. */
    fallback: bytea('fallback'),
    width: integer('width'),
    height: integer('height'),
    /** Bytes of the SVG text or of the fallback file. */
    size: integer('size').notNull(),
    uploadedBy: text('uploaded_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('pictures_created_idx').on(table.createdAt),
    check(
      'pictures_file_check',
      sql`(${table.format} = 'svg' AND ${table.svg} IS NOT NULL) OR (${table.format} IN ('jpeg', 'png') AND ${table.fallback} IS NOT NULL AND ${table.width} IS NOT NULL AND ${table.height} IS NOT NULL)`,
    ),
  ],
);

/** The smaller copies of a raster picture, for srcset; they go with their picture. */
export const pictureVariants = pgTable(
  'picture_variants',
  {
    hash: text('hash')
      .notNull()
      .references(() => pictures.hash, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    format: text('format').$type<'webp'>().notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (table) => [primaryKey({ columns: [table.hash, table.width, table.format] })],
);

/**
 * An upload of pictures, checked in the background file after file by whichever API process
 * holds its lease (a process that stops lets the lease run out and another takes the job on).
 */
export const pictureJobs = pgTable(
  'picture_jobs',
  {
    id: text('id').primaryKey(),
    /** The administrator who uploaded; only they may read the job. */
    owner: text('owner').notNull(),
    status: text('status').$type<PictureJobStatus>().notNull().default('waiting'),
    /** The process checking the files, while lease_until is in the future. */
    claimedBy: text('claimed_by'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('picture_jobs_status_idx').on(table.status, table.createdAt),
    index('picture_jobs_owner_idx').on(table.owner),
  ],
);

/** The files of an upload: the bytes as received until checked, then what became of them. */
export const pictureJobFiles = pgTable(
  'picture_job_files',
  {
    jobId: text('job_id')
      .notNull()
      .references(() => pictureJobs.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    fileName: text('file_name').notNull(),
    input: bytea('input'),
    result: jsonb('result').$type<PictureUploadResult>(),
  },
  (table) => [primaryKey({ columns: [table.jobId, table.position] })],
);

// ---- Story quizzes and the leaderboard ------------------------------------------------

/** A parent's quiz about one story: pending until an administrator approves or rejects it. */
export const quizzes = pgTable(
  'quizzes',
  {
    id: text('id').primaryKey(),
    storyId: text('story_id').notNull(),
    title: text('title').notNull(),
    questions: jsonb('questions').$type<QuizQuestion[]>().notNull(),
    status: text('status').$type<QuizStatus>().notNull(),
    createdBy: text('created_by').notNull(),
    /** The author's name from their sign-in, for accounts without a users row. */
    authorName: text('author_name').notNull().default(''),
    rejectionReason: text('rejection_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('quizzes_status_created_idx').on(table.status, table.createdAt),
    index('quizzes_story_status_idx').on(table.storyId, table.status),
  ],
);

/** The one quiz a user is writing in the wizard, saved as they type. */
export const quizDrafts = pgTable('quiz_drafts', {
  uid: text('uid').primaryKey(),
  draft: jsonb('draft').$type<QuizDraft>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every play of a quiz by a signed-in child. Each answer is stored before its right answer is
 * told (`answers` holds null for a question not answered yet), so no answer can be changed
 * once it is known. A user has at most one open attempt per quiz; only the first attempt they
 * ever started earns points.
 */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: text('id').primaryKey(),
    quizId: text('quiz_id').notNull(),
    uid: text('uid').notNull(),
    answers: jsonb('answers').$type<(number | null)[]>().notNull(),
    correct: integer('correct').notNull(),
    total: integer('total').notNull(),
    earnsPoints: boolean('earns_points').notNull().default(false),
    /** Null while the attempt is being played. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    index('quiz_attempts_uid_quiz_idx').on(table.uid, table.quizId),
    uniqueIndex('quiz_attempts_open_idx')
      .on(table.uid, table.quizId)
      .where(sql`${table.completedAt} is null`),
  ],
);

/**
 * The leaderboard's ledger: one row per point-earning event, written when progress or a
 * quiz attempt is recorded. reading_progress keeps only its latest change per story, which
 * cannot say when each page was first read; a ledger can, so "this week" is a range scan.
 * `source` names the event ('page:<story>:<n>', 'finish:<story>', 'quiz:<quiz>'), and the
 * primary key (uid, source) makes "only the first time counts" a conflict the database
 * settles, even for two requests at once.
 */
export const pointEvents = pgTable(
  'point_events',
  {
    uid: text('uid').notNull(),
    source: text('source').notNull(),
    points: integer('points').notNull(),
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.uid, table.source] }),
    // Week: scan one range of earned_at and sum without reading the table.
    index('point_events_earned_idx').on(table.earnedAt, table.uid, table.points),
    // All time: sum per uid from the index alone.
    index('point_events_uid_points_idx').on(table.uid, table.points),
  ],
);

/**
 * A signed-in reader's settings (language, theme, text size, font, music, self-reading,
 * speed), so they follow the reader to any device. One row per user, replaced on each save.
 */
export const readerPreferences = pgTable('reader_preferences', {
  uid: text('uid').primaryKey(),
  /** Read back through preferencesFrom: older rows may hold values no longer offered. */
  preferences: jsonb('preferences').$type<ReaderPreferences>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---- Family voices ----------------------------------------------------------------------

/**
 * A page read aloud by a person, encoded as MP3 and aligned word by word. The story's own
 * narration (an administrator's, audience 'everyone') has no listener; a private recording's
 * listener is the uid of the only account that hears it. One narration per page and
 * language, and one private recording per page, language and listener.
 */
export const recordings = pgTable(
  'recordings',
  {
    id: text('id').primaryKey(),
    storyId: text('story_id').notNull(),
    pageNo: integer('page_no').notNull(),
    language: text('language').notNull(),
    audience: text('audience').$type<RecordingAudience>().notNull(),
    listener: text('listener'),
    recordedBy: text('recorded_by').notNull(),
    recorderName: text('recorder_name').notNull(),
    /** The page text the recording was aligned to; a changed page is not played with it. */
    text: text('text').notNull(),
    audio: bytea('audio').notNull(),
    durationSeconds: doublePrecision('duration_seconds').notNull(),
    words: jsonb('words').$type<RecordedWord[]>().notNull(),
    unplacedWords: jsonb('unplaced_words').$type<string[]>().notNull(),
    timesAdjusted: boolean('times_adjusted').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('recordings_place_idx').on(
      table.storyId,
      table.pageNo,
      table.language,
      table.listener,
    ),
    uniqueIndex('recordings_narration_idx')
      .on(table.storyId, table.pageNo, table.language)
      .where(sql`${table.listener} is null`),
    check(
      'recordings_audience_listener_check',
      sql`(${table.audience} = 'everyone') = (${table.listener} is null)`,
    ),
    index('recordings_recorded_by_idx').on(table.recordedBy),
  ],
);

// ---- Children (docs/children.md) ---------------------------------------------------------

/**
 * A child's profile under a parent's account: no e-mail address, no birth date. What is kept
 * per reader (progress, points, quiz attempts, settings, reading events, coach words) is
 * keyed by the child's reader key, "child:<id>", in the same columns as an account's uid.
 */
export const children = pgTable(
  'children',
  {
    id: text('id').primaryKey(),
    ownerUid: text('owner_uid').notNull(),
    nickname: text('nickname').notNull(),
    avatar: text('avatar').$type<ChildAvatar>().notNull(),
    storyLanguage: text('story_language').notNull(),
    interfaceLanguage: text('interface_language').$type<Language>().notNull(),
    textSize: integer('text_size').notNull(),
    onLeaderboard: boolean('on_leaderboard').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('children_owner_idx').on(table.ownerUid, table.createdAt)],
);

/**
 * One row per page view a reader reported (POST /progress): when, how the page was read and
 * how long it was open (capped), for the family view's minutes, pages, modes and streak.
 */
export const readingEvents = pgTable(
  'reading_events',
  {
    reader: text('reader').notNull(),
    storyId: text('story_id').notNull(),
    pageNo: integer('page_no').notNull(),
    mode: text('mode').$type<ReadingMode>(),
    seconds: integer('seconds').notNull().default(0),
    /** This view made the story finished for the first time. */
    finishedStory: boolean('finished_story').notNull().default(false),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('reading_events_reader_at_idx').on(table.reader, table.at),
    check('reading_events_mode_check', sql`${table.mode} IN ('listened', 'self', 'coach')`),
  ],
);

/** Each word of a page read aloud to the coach, and whether it was read right. */
export const coachWords = pgTable(
  'coach_words',
  {
    reader: text('reader').notNull(),
    storyId: text('story_id').notNull(),
    pageNo: integer('page_no').notNull(),
    word: text('word').notNull(),
    right: boolean('right').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('coach_words_reader_at_idx').on(table.reader, table.at)],
);
