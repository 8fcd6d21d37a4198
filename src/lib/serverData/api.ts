// The app's cache of server data (RTK Query) for everything SPEC.md keeps in no slice: board,
// leaderboard, quizzes, pictures, recordings, preferences, the administrators' grids and logs.
// Features add their endpoints with `serverData.injectEndpoints`; tags say which answers a
// change makes stale (approving a quiz refreshes the pending list and the leaderboard).
import type { SerializedError } from '@reduxjs/toolkit';
import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { ApiClient } from '../apiClient';
import { loadFailure, type LoadFailureMeta } from '../errors';
import { serverDataLoaded } from './attach';

export interface ServerRequest {
  url: string;
  method?: 'get' | 'post' | 'put' | 'patch' | 'delete';
  params?: Record<string, unknown>;
  body?: unknown;
  /** Only where the body's type is not JSON's (a recording's WAV). */
  headers?: Record<string, string>;
}

/** A failed call as screens show it: a sentence, with the status and field issues if any. */
export type ServerError = { message: string } & LoadFailureMeta;

/** Said when a call fails without a sentence of the server's own (given per endpoint). */
export interface ServerExtraOptions {
  fallback?: string;
}

/**
 * Every call goes through the app's one API client (thunk `extra.api`), which attaches the
 * signed-in user's fresh token.
 */
const apiClientQuery: BaseQueryFn<
  ServerRequest | string,
  unknown,
  ServerError,
  ServerExtraOptions
> = async (request, { extra }, extraOptions) => {
  const {
    url,
    method = 'get',
    params,
    body,
    headers,
  } = typeof request === 'string' ? { url: request } : request;
  const { api } = extra as { api: ApiClient };
  const config = params || headers ? { params, headers } : undefined;
  try {
    const answer =
      method === 'get'
        ? await api.get(url, config)
        : method === 'delete'
          ? await api.delete(url, body === undefined ? config : { ...config, data: body })
          : await api[method](url, body, config);
    return { data: answer.data as unknown };
  } catch (error) {
    const [message, meta] = loadFailure(error, extraOptions?.fallback ?? 'Something went wrong');
    return { error: { message, ...meta } };
  }
};

export const TAG_TYPES = [
  'Board',
  'BoardReviews',
  'Leaderboard',
  'Quiz',
  'PendingQuizzes',
  'Pictures',
  'Recordings',
  'Preferences',
  'AdminStories',
  'ErrorLog',
  'Accounts',
  'Children',
] as const;

export const serverData = createApi({
  reducerPath: 'serverData',
  baseQuery: apiClientQuery,
  tagTypes: TAG_TYPES,
  // A screen opened again shows what it had at once, and asks afresh when that is over 30 s old.
  refetchOnMountOrArgChange: 30,
  endpoints: () => ({}),
});

serverDataLoaded({
  reducerPath: serverData.reducerPath,
  reducer: serverData.reducer,
  middleware: serverData.middleware,
  reset: () => serverData.util.resetApiState(),
});

/** The sentence of a failed query or mutation as a hook reports it. */
export const messageOf = (
  error: ServerError | { message?: string } | undefined,
  fallback: string,
): string => error?.message ?? fallback;

/**
 * The failure of a query or mutation as a screen takes it: the base query's own error, or for
 * anything that failed outside the call (it never should), its message or the fallback.
 */
export const serverErrorOf = (
  error: ServerError | SerializedError | undefined,
  fallback: string,
): ServerError => ({ ...error, message: error?.message ?? fallback });
