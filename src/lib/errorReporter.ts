import type { Middleware } from '@reduxjs/toolkit';
import type { ApiClient } from './apiClient';
import type { ErrorReport } from '../../contract/api';

const MAX_PER_MINUTE = 10;
const MESSAGE_MAX = 2000;
const STACK_MAX = 8000;

let send: ((report: ErrorReport) => Promise<unknown>) | null = null;
let sentTimes: number[] = [];
const lastSent = new Map<string, number>();

/** Sends an error to the server's Error Log: the same message once a minute, ten a minute at most. */
export function reportError(kind: ErrorReport['kind'], error: unknown): void {
  // An offline device's failed loads are its situation, not the app's fault (and no report
  // could reach the server anyway).
  if (!send || navigator.onLine === false) return;
  const message = (
    error instanceof Error ? `${error.name}: ${error.message}` : String(error)
  ).slice(0, MESSAGE_MAX);
  const now = Date.now();
  if ((lastSent.get(message) ?? -Infinity) > now - 60_000) return;
  sentTimes = sentTimes.filter((time) => time > now - 60_000);
  if (sentTimes.length >= MAX_PER_MINUTE) return;
  sentTimes.push(now);
  lastSent.set(message, now);
  const stack = error instanceof Error ? (error.stack ?? '').slice(0, STACK_MAX) : '';
  // Reporting must never cause another error.
  send({ kind, message, stack, url: window.location.pathname }).catch(() => undefined);
}

/** Reports uncaught errors and rejected promises from now on. */
export function startErrorReporting(api: ApiClient): () => void {
  send = (report) => api.post('/errorLog', report);
  const onError = (event: ErrorEvent) => reportError('uncaught', event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => reportError('uncaught', event.reason);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    send = null;
    sentTimes = [];
    lastSent.clear();
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}

/**
 * Answers that describe the visitor's situation rather than a fault: signed out, not
 * allowed, not found, changed by someone else, too many requests.
 */
const EXPECTED_REFUSALS = new Set([401, 403, 404, 409, 429]);

interface RejectedAction {
  type: string;
  payload?: unknown;
  meta?: {
    status?: number;
    noAnswer?: boolean;
    condition?: boolean;
    aborted?: boolean;
    arg?: { endpointName?: string };
  };
}

const isRejected = (action: unknown): action is RejectedAction =>
  typeof action === 'object' &&
  action !== null &&
  'type' in action &&
  typeof action.type === 'string' &&
  action.type.endsWith('/rejected');

/**
 * What failed and why: a thunk's type and message, or a server-data endpoint's name and the
 * sentence its query or mutation failed with (lib/serverData).
 */
function failureOf(action: RejectedAction): {
  what: string;
  why: unknown;
  status?: number;
  noAnswer?: boolean;
} {
  const endpoint = action.meta?.arg?.endpointName;
  if (endpoint) {
    const error = action.payload as
      { message?: string; status?: number; noAnswer?: boolean } | undefined;
    return {
      what: endpoint,
      why: error?.message,
      status: error?.status,
      noAnswer: error?.noAnswer,
    };
  }
  return {
    what: action.type.replace(/\/rejected$/, ''),
    why: action.payload,
    status: action.meta?.status,
    noAnswer: action.meta?.noAnswer,
  };
}

/**
 * Failed loads are reported too. Sign-in failures are a person's typing, not errors, and
 * expected refusals are the visitor's situation; both are left out, and so is a server-data
 * query skipped because its answer was already on its way (a condition, not a failure), or
 * one the app stopped waiting for (aborted: its reader signed out, say).
 */
export const failedLoadReporter: Middleware = () => (next) => (action) => {
  const result = next(action);
  const failed = isRejected(action) && !action.meta?.condition && !action.meta?.aborted;
  if (failed && !action.type.startsWith('user/')) {
    const { what, why, status, noAnswer } = failureOf(action);
    // A load that got no answer at all is the network's doing (offline, on a bus), not a fault.
    if (!noAnswer && !EXPECTED_REFUSALS.has(status ?? 0))
      reportError('load', `${what}: ${String(why ?? 'failed')}`);
  }
  return result;
};
