import {
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

export const users = pgTable('users', {
  uid: text('uid').primaryKey(),
  username: text('username').notNull(),
  email: text('email').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

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
  (table) => [index('stories_status_idx').on(table.status)],
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

// ---------------------------------------------------------------------------------------
// Picture library (/uploadSVG): sanitised SVG files in the database, so that every API
// process serves the same ones. Addressed by the SHA-256 of the stored bytes.
// ---------------------------------------------------------------------------------------
export const pictures = pgTable(
  'pictures',
  {
    hash: text('hash').primaryKey(),
    name: text('name').notNull(),
    svg: text('svg').notNull(),
    size: integer('size').notNull(),
    uploadedBy: text('uploaded_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('pictures_created_idx').on(table.createdAt)],
);
