import { changeSignal } from './keptChanges';
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { ApiClient } from '../apiClient';
import { statusOf } from '../errors';
import { isNetworkFailure } from './networkFailure';

/**
 * Changes made without a network (pages read, stories finished, quiz answers) wait here, on
 * the device, per account, and are sent when the network is back. The server's point ledger
 * counts each page, finish and quiz once, so sending an entry again after a lost answer is
 * harmless; an entry is removed only once the server has answered it.
 */

export type OutboxMethod = 'post' | 'put' | 'patch' | 'delete';

/** A change the server is to be told of, as a request. */
export interface OutboxRequest {
  method: OutboxMethod;
  /** As the API client takes it: relative to the API's address. */
  url: string;
  body?: unknown;
  /** What the change is ('progress', 'quizAttempt'…): a kind may have a replay of its own. */
  kind: string;
}

export interface OutboxEntry extends OutboxRequest {
  id: number;
  /** The uid of the account that made the change: only its session sends it. */
  account: string;
  /** When it was made (ms since the epoch). */
  madeAt: number;
}

/**
 * Sends an entry of a kind whose change takes more than one request (a quiz's answers); it
 * rejects with the failing call's error, which decides whether the entry is kept.
 */
export type Replay = (api: ApiClient, entry: OutboxEntry) => Promise<unknown>;
export type Replays = Readonly<Partial<Record<string, Replay>>>;

export interface FlushOptions {
  /** How entries of the kinds that need more than their one request are sent. */
  replays?: Replays;
  /**
   * Whether the account is still the one signed in (the API client sends the current user's
   * token): checked before each entry, so no entry is ever sent in another account's name.
   */
  stillSignedIn?: () => boolean;
}

interface OutboxSchema extends DBSchema {
  entries: { key: number; value: OutboxEntry; indexes: { account: string } };
}

export const OUTBOX_DATABASE = 'kahani-outbox';
const CHANNEL = 'kahani-outbox';
/** A server that did not answer in time, or asked to wait: the entry is tried again later. */
const TRY_AGAIN_STATUSES = new Set([401, 408, 429]);

let database: Promise<IDBPDatabase<OutboxSchema>> | null = null;

function outboxDatabase(): Promise<IDBPDatabase<OutboxSchema>> {
  if (typeof indexedDB === 'undefined') {
    return Promise.reject(new Error('This browser cannot keep changes for later'));
  }
  return (database ??= openDB<OutboxSchema>(OUTBOX_DATABASE, 1, {
    upgrade(db) {
      db.createObjectStore('entries', { keyPath: 'id', autoIncrement: true }).createIndex(
        'account',
        'account',
      );
    },
    // Another tab with a newer version wants the database: let it, and open afresh next time.
    blocking() {
      void database?.then((db) => db.close());
      database = null;
    },
    terminated() {
      database = null;
    },
  }).catch((error: unknown) => {
    database = null;
    throw error;
  }));
}

// Screens that show how much is waiting: this tab's at once, the other tabs' through a channel.
const changes = changeSignal(CHANNEL);

/**
 * Calls `listener` whenever an entry is queued, sent, refused or dropped, in this tab or
 * another; it then asks `pendingCount` for the new figure. Returns the unsubscribe function.
 */
export const onOutboxChange = changes.listen;
const announceChange = changes.announce;

/**
 * Keeps a change for later. Resolves once the write is on disk (the transaction completed,
 * with strict durability), so a tab closed right after loses nothing.
 */
export async function queueRequest(account: string, request: OutboxRequest): Promise<void> {
  const db = await outboxDatabase();
  const tx = db.transaction('entries', 'readwrite', { durability: 'strict' });
  const entry: Omit<OutboxEntry, 'id'> = {
    method: request.method,
    url: request.url,
    body: request.body,
    kind: request.kind,
    account,
    madeAt: Date.now(),
  };
  // The key is given by the store (in the order entries are made, across tabs).
  await Promise.all([tx.store.add(entry as OutboxEntry), tx.done]);
  announceChange();
}

/** The account's entries waiting to be sent. */
export async function pendingCount(account: string): Promise<number> {
  if (typeof indexedDB === 'undefined') return 0;
  const db = await outboxDatabase();
  return db.countFromIndex('entries', 'account', account);
}

/** Removes the account's waiting changes from the device (signing out). */
export async function dropOutboxOf(account: string): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  const db = await outboxDatabase();
  const tx = db.transaction('entries', 'readwrite');
  let cursor = await tx.store.index('account').openKeyCursor(account);
  while (cursor) {
    void tx.store.delete(cursor.primaryKey);
    cursor = await cursor.continue();
  }
  await tx.done;
  announceChange();
}

async function oldestOf(account: string): Promise<OutboxEntry | undefined> {
  const db = await outboxDatabase();
  const cursor = await db.transaction('entries').store.index('account').openCursor(account);
  return cursor?.value;
}

async function remove(id: number) {
  const db = await outboxDatabase();
  await db.delete('entries', id);
  announceChange();
}

/** An entry without a replay of its own is its one request. */
function send(api: ApiClient, { method, url, body }: OutboxEntry) {
  return method === 'delete'
    ? api.delete(url, body === undefined ? undefined : { data: body })
    : api[method](url, body);
}

/**
 * What a failed send means for the entry: the server refused it for good (a 4xx other than
 * those that ask to try again), or it waits for the next flush (no answer, 5xx, 401, 408, 429).
 */
function refusedForGood(error: unknown): boolean {
  if (isNetworkFailure(error)) return false;
  const status = statusOf(error);
  return status !== undefined && status >= 400 && status < 500 && !TRY_AGAIN_STATUSES.has(status);
}

// Where the Web Locks API is missing, flushes in this tab wait for each other; tabs cannot
// share this, but such browsers are old enough to have few tabs open on the app.
let inThisTab: Promise<unknown> = Promise.resolve();

async function holdingLock<Result>(name: string, work: () => Promise<Result>): Promise<Result> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (locks) return await locks.request(name, work);
  const turn = inThisTab.then(work, work);
  inThisTab = turn.catch(() => undefined);
  return turn;
}

/**
 * Sends the account's waiting changes, oldest first, each removed once the server answered it
 * (2xx, or a refusal for good, which nothing more can mend). Stops at the first change that
 * gets no answer, a 5xx, or a request to try again later, keeping it and those after it. One
 * tab flushes at a time (a Web Lock), each reading the next entry afresh, so no entry is sent
 * twice by two tabs. Every kind with a replay must have it in `replays` (an entry of a kind
 * without one is sent as its request). Resolves with the entries the server accepted.
 */
export async function flushOutbox(
  api: ApiClient,
  account: string,
  { replays = {}, stillSignedIn = () => true }: FlushOptions = {},
): Promise<OutboxEntry[]> {
  if (typeof indexedDB === 'undefined') return [];
  return holdingLock(`${OUTBOX_DATABASE}:${account}`, async () => {
    const sent: OutboxEntry[] = [];
    for (let entry = await oldestOf(account); entry; entry = await oldestOf(account)) {
      if (!stillSignedIn()) break;
      const replay = replays[entry.kind];
      try {
        await (replay ? replay(api, entry) : send(api, entry));
        sent.push(entry);
      } catch (error) {
        if (!refusedForGood(error)) break;
      }
      await remove(entry.id);
    }
    return sent;
  });
}
