import type { Database } from './db/open';
import type { ReadCache } from './domain/readCache';
import type { NarrationProvider } from './narration/provider';

/** What every route plugin is given; kept apart from app.ts so routes never import the app. */
export interface RouteDeps {
  db: Database;
  narration: NarrationProvider;
  /** Short-lived answers of hot reads; every story write clears it. */
  reads: ReadCache;
}
