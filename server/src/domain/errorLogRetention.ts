import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/open';
import { errorLog } from '../db/schema';

/** Reports older than this are deleted. */
export const ERROR_LOG_RETENTION_DAYS = 30;
/** The log never holds more rows than this (one process pruning). */
export const ERROR_LOG_MAX_ROWS = 10_000;
/** Pruning runs on the first report after start and then on every this-many-th (or hourly). */
export const ERROR_LOG_PRUNE_EVERY = 50;

/** Longest text kept per field: a report is for finding a bug, not an archive of payloads. */
export const STORED_FIELD_LIMITS = {
  message: 1000,
  stack: 4000,
  url: 1000,
  userAgent: 300,
} as const;

/** Cuts text to at most `max` characters, marking the cut, never splitting a surrogate pair. */
export function capField(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = max - 1;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return `${text.slice(0, end)}…`;
}

/**
 * Deletes expired reports and the oldest beyond the cap. It leaves room for the reports
 * that arrive before the next prune, so the cap holds between prunes too.
 */
export async function pruneErrorLog(db: Database, now = new Date()): Promise<void> {
  const cutoff = new Date(now.getTime() - ERROR_LOG_RETENTION_DAYS * 86_400_000);
  await db.delete(errorLog).where(lt(errorLog.createdAt, cutoff));
  const keep = ERROR_LOG_MAX_ROWS - ERROR_LOG_PRUNE_EVERY;
  await db.execute(
    sql`DELETE FROM error_log WHERE id IN (
      SELECT id FROM error_log ORDER BY created_at DESC, id DESC OFFSET ${keep}
    )`,
  );
}

/**
 * Says when a report should prune: the first after start, then every `every`-th, and at
 * least once an `intervalMs` so expired reports go even when few arrive.
 */
export function pruneSchedule({
  every = ERROR_LOG_PRUNE_EVERY,
  intervalMs = 3_600_000,
  now = Date.now,
}: { every?: number; intervalMs?: number; now?: () => number } = {}) {
  let reportsSincePrune = 0;
  let lastPrune = -Infinity;
  return (): boolean => {
    reportsSincePrune += 1;
    const due = reportsSincePrune >= every || now() - lastPrune >= intervalMs;
    if (due) {
      reportsSincePrune = 0;
      lastPrune = now();
    }
    return due;
  };
}
