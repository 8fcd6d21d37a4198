import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { Alignment } from '../../../contract/languages';
import type { Page, StoryStatus } from '../../../contract/stories';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

export const users = pgTable(
  'users',
  {
    uid: text('uid').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('stories_status_idx').on(table.status),
    index('stories_created_by_idx').on(table.createdBy),
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

export const narrationCache = pgTable('narration_cache', {
  key: text('key').primaryKey(),
  audio: bytea('audio').notNull(),
  alignment: jsonb('alignment').$type<Alignment>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

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
