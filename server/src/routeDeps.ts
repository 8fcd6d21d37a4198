import type { Database } from './db/open';
import type { ReadCache } from './domain/readCache';
import type { NarrationCache } from './narration/cache';
import type { NarrationProvider } from './narration/provider';

/** What every route plugin is given; kept apart from app.ts so routes never import the app. */
export interface RouteDeps {
  db: Database;
  narration: NarrationProvider;
  /** Narrations kept for stories; story writes let go of the ones their text no longer has. */
  narrations: NarrationCache;
  /** Short-lived answers of hot reads; every story write clears it. */
  reads: ReadCache;
}
