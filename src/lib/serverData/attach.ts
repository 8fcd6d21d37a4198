import type { Dispatch, Middleware, Reducer, UnknownAction } from '@reduxjs/toolkit';

/** The server-data cache as a store takes it in: its reducer under its path, and its middleware. */
export interface ServerDataCache {
  reducerPath: 'serverData';
  reducer: Reducer;
  middleware: Middleware;
  /** The action that empties the cache (what one account saw is not another's). */
  reset(): UnknownAction;
}

type Attach = (cache: ServerDataCache) => void;

const waiting = new Set<Attach>();
let loaded: ServerDataCache | null = null;

/**
 * A store is given the server-data cache (RTK Query) once its code has loaded, which happens
 * with the first screen that needs it: the first screen's own code stays without it.
 */
export function attachServerDataWhenLoaded(attach: Attach): void {
  if (loaded) attach(loaded);
  else waiting.add(attach);
}

/** Called once, as the cache's module loads. */
export function serverDataLoaded(cache: ServerDataCache): void {
  loaded = cache;
  for (const attach of waiting) attach(cache);
  waiting.clear();
}

/** Empties a store's cache, if its code has loaded: a new account starts afresh. */
export function resetServerData(dispatch: Dispatch): void {
  if (loaded) dispatch(loaded.reset());
}
