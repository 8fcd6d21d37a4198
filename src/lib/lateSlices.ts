import type { Reducer } from '@reduxjs/toolkit';

/** A slice whose code loads with the screen that needs it, not with the first screen. */
export interface LateSlice {
  reducerPath: string;
  reducer: Reducer;
}

type Inject = (slice: LateSlice) => void;

const stores = new Set<Inject>();
const loaded: LateSlice[] = [];

/**
 * A store takes in every late slice: those already loaded at once, the others as their
 * modules load (each module announces itself with `lateSliceLoaded`).
 */
export function injectLateSlices(inject: Inject): () => void {
  for (const slice of loaded) inject(slice);
  stores.add(inject);
  return () => stores.delete(inject);
}

/** Called once, as a late slice's module loads. */
export function lateSliceLoaded(slice: LateSlice): void {
  loaded.push(slice);
  for (const inject of stores) inject(slice);
}
