import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Database } from '../db/open';
import { dataVersions } from '../db/schema';

type DataName = (typeof dataVersions.$inferSelect)['name'];

/**
 * The version of a group of tables, which triggers bump in every writing transaction
 * (migration 0002), so a cache that checks it sees writes made by any process at once.
 *
 * Concurrent callers share a query, but only one sent after they asked: a query already
 * under way may have started before the caller's own write committed.
 */
export class DataVersion {
  private running: Promise<number> | undefined;
  private next: Promise<number> | undefined;

  constructor(
    private readonly db: Database,
    private readonly name: DataName,
  ) {}

  read(): Promise<number> {
    if (!this.running) return this.start();
    this.next ??= this.running
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        this.next = undefined;
        return this.start();
      });
    return this.next;
  }

  private start(): Promise<number> {
    const query = this.db
      .select({ version: dataVersions.version })
      .from(dataVersions)
      .where(eq(dataVersions.name, this.name))
      .then(([row]) => row?.version ?? 0);
    this.running = query;
    const settle = () => {
      if (this.running === query) this.running = undefined;
    };
    query.then(settle, settle);
    return query;
  }
}

/**
 * Answers of hot read routes kept in memory while the stories behind them are unchanged;
 * every read checks the stories' version, so writes through any process are seen at once.
 */
export class ReadCache {
  private readonly entries = new Map<string, { value: Promise<unknown>; version: number }>();
  private readonly version: DataVersion;

  constructor(
    db: Database,
    private readonly maxEntries = 1_000,
  ) {
    this.version = new DataVersion(db, 'stories');
  }

  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    // Read before loading: a write landing in between leaves the entry marked as older.
    const version = await this.version.read();
    const hit = this.entries.get(key);
    // An entry at least as new as the version read is fresh enough for this request.
    if (hit && hit.version >= version) return hit.value as Promise<T>;
    const value = load();
    this.entries.delete(key);
    this.entries.set(key, { value, version });
    // A failed load is not kept.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return value;
  }

  /** Forgets every answer (writes in this process need not wait for the version check). */
  clear(): void {
    this.entries.clear();
  }
}

/** Least-recently-used strings within a byte budget (narration answers are ~100 KB each). */
export class ByteBudgetCache {
  private readonly entries = new Map<string, string>();
  private bytes = 0;

  constructor(private readonly maxBytes = 64 * 1024 * 1024) {}

  get(key: string): string | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: string): void {
    const previous = this.entries.get(key);
    if (previous !== undefined) this.bytes -= previous.length;
    this.entries.delete(key);
    this.entries.set(key, value);
    this.bytes += value.length;
    for (const [oldKey, oldValue] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldKey);
      this.bytes -= oldValue.length;
    }
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }
}

/** Sends JSON text that was serialized (and checked) once, bypassing per-request serialization. */
export function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
