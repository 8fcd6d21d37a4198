import type { FastifyReply } from 'fastify';

/**
 * Answers of hot read routes kept in memory for a short time. Every write in this process
 * clears it; the time-out bounds staleness when several processes share one database.
 */
export class ReadCache {
  private readonly entries = new Map<string, { value: Promise<unknown>; expires: number }>();

  constructor(
    private readonly ttlMs = 5_000,
    private readonly maxEntries = 1_000,
  ) {}

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value as Promise<T>;
    const value = load();
    this.entries.set(key, { value, expires: now + this.ttlMs });
    // A failed load is not kept.
    value.catch(() => this.entries.delete(key));
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return value;
  }

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
}

/** Sends JSON text that was serialized (and checked) once, bypassing per-request serialization. */
export function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
