import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/open';
import { narrationQuota } from '../db/schema';

const HOUR_MS = 3_600_000;

export type QuotaAnswer = { granted: true } | { granted: false; retryAfterSeconds: number };

/**
 * New syntheses per caller and clock hour, counted in the database so every API process
 * shares one count. A fixed window keeps the check to one statement.
 */
export class SynthesisQuota {
  private sweptWindow = 0;

  constructor(
    private readonly db: Database,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one synthesis for `subject` unless it has had `limit` this hour. */
  async take(subject: string, limit: number): Promise<QuotaAnswer> {
    const windowStart = this.windowStart();
    await this.forgetPastWindows(windowStart);
    const [counted] = await this.db
      .insert(narrationQuota)
      .values({ subject, windowStart: new Date(windowStart), used: 1 })
      .onConflictDoUpdate({
        target: [narrationQuota.subject, narrationQuota.windowStart],
        set: { used: sql`${narrationQuota.used} + 1` },
        setWhere: lt(narrationQuota.used, limit),
      })
      .returning({ used: narrationQuota.used });
    if (counted && counted.used <= limit) return { granted: true };
    return {
      granted: false,
      retryAfterSeconds: Math.max(1, Math.ceil((windowStart + HOUR_MS - this.now()) / 1000)),
    };
  }

  /** Gives back a unit taken for a synthesis that did not happen. */
  async giveBack(subject: string): Promise<void> {
    await this.db
      .update(narrationQuota)
      .set({ used: sql`greatest(${narrationQuota.used} - 1, 0)` })
      .where(
        and(
          eq(narrationQuota.subject, subject),
          eq(narrationQuota.windowStart, new Date(this.windowStart())),
        ),
      );
  }

  private windowStart(): number {
    return Math.floor(this.now() / HOUR_MS) * HOUR_MS;
  }

  /** Past hours' counts are kept by nobody; each process clears them once an hour. */
  private async forgetPastWindows(windowStart: number): Promise<void> {
    if (this.sweptWindow === windowStart) return;
    this.sweptWindow = windowStart;
    await this.db
      .delete(narrationQuota)
      .where(lt(narrationQuota.windowStart, new Date(windowStart)));
  }
}
