/** Every remote load goes idle -> loading -> succeeded | failed. */
export type LoadStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

/** Which request of a load counts; answers of older (or cleared) requests are dropped. */
export interface LatestRequest {
  requestId: string | null;
}

/**
 * True when an answer belongs to the load's latest request. A slow answer that was
 * overtaken by a newer request, or that arrives after sign-out cleared the state, is not.
 */
export const isLatest = (load: LatestRequest, action: { meta: { requestId: string } }) =>
  load.requestId === action.meta.requestId;
