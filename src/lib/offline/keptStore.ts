import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { NarrationAnswer } from '../../../contract/api';
import type { Story, StorySummary } from '../../../contract/stories';

/**
 * Whose a kept copy is: `public` for what any visitor may read (a published story, its
 * pictures, the synthesised voice), or the uid of the account that may see it (a family
 * recording, a story waiting for review). Signing out removes that account's copies.
 */
export type KeptScope = 'public' | (string & {});
export const PUBLIC_SCOPE: KeptScope = 'public';

export interface KeptStory {
  storyId: string;
  slug: string;
  scope: KeptScope;
  /** The story as GET /KahaniJson/slug/{slug} answers it. */
  story: Story;
  /** Its card on the list. */
  card: StorySummary;
  /** The languages whose narration is kept. */
  languages: string[];
  /** Addresses of the kept pictures (in the kept-pictures cache). */
  pictures: string[];
  /** Bytes on the device: text, narration, pictures. */
  bytes: number;
  keptAt: string;
}

export interface KeptNarration {
  key: string;
  scope: KeptScope;
  storyId: string;
  page_no: number;
  language: string;
  answer: Partial<NarrationAnswer>;
  bytes: number;
}

/** Another read a kept story needs offline (its quizzes), answered as the server answered. */
export interface KeptRead {
  key: string;
  scope: KeptScope;
  storyId: string;
  url: string;
  data: unknown;
  bytes: number;
}

interface KeptSchema extends DBSchema {
  stories: { key: string; value: KeptStory; indexes: { slug: string; scope: string } };
  narrations: { key: string; value: KeptNarration; indexes: { storyId: string; scope: string } };
  reads: {
    key: string;
    value: KeptRead;
    indexes: { storyId: string; scope: string; url: string };
  };
}

export const KEPT_DATABASE = 'kahani-kept';
export { KEPT_PICTURES_CACHE } from './cacheNames';

let database: Promise<IDBPDatabase<KeptSchema>> | null = null;

export function keptDatabase(): Promise<IDBPDatabase<KeptSchema>> {
  return (database ??= openDB<KeptSchema>(KEPT_DATABASE, 1, {
    upgrade(db) {
      const stories = db.createObjectStore('stories', { keyPath: 'storyId' });
      stories.createIndex('slug', 'slug');
      stories.createIndex('scope', 'scope');
      const narrations = db.createObjectStore('narrations', { keyPath: 'key' });
      narrations.createIndex('storyId', 'storyId');
      narrations.createIndex('scope', 'scope');
      const reads = db.createObjectStore('reads', { keyPath: 'key' });
      reads.createIndex('storyId', 'storyId');
      reads.createIndex('scope', 'scope');
      reads.createIndex('url', 'url');
    },
    // Another tab with a newer version wants the database: let it, and open afresh next time.
    blocking() {
      void database?.then((db) => db.close());
      database = null;
    },
  }));
}

/** Forgets the open connection (tests give each case a fresh IndexedDB). */
export function closeKeptDatabase(): void {
  void database?.then((db) => db.close());
  database = null;
}

const SEPARATOR = '\u0000';
export const narrationKey = (
  scope: KeptScope,
  place: { storyId: string; page_no: number; language: string },
) => [scope, place.storyId, place.page_no, place.language].join(SEPARATOR);
/** Each story keeps its own copy of a read (the voices list): removing one leaves the others'. */
export const readKey = (scope: KeptScope, storyId: string, url: string) =>
  [scope, storyId, url].join(SEPARATOR);

/** What the given account may see: public copies, and its own. */
export const visibleTo = (account: string | null, scope: KeptScope) =>
  scope === PUBLIC_SCOPE || scope === account;

/** Approximate bytes of a JSON value as stored (UTF-16 length is close enough for sizes). */
export const jsonBytes = (value: unknown) => new Blob([JSON.stringify(value)]).size;
