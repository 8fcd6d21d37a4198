import { isNetworkFailure } from './offline/networkFailure';
/**
 * What a failed API call carries when the server answered. The same test as axios's own
 * isAxiosError, without loading axios for it (the client loads it with its first call).
 */
interface ApiCallError {
  isAxiosError: true;
  response?: { status: number; data: unknown; headers?: Record<string, unknown> };
}

export function isApiCallError(error: unknown): error is ApiCallError {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { isAxiosError?: unknown }).isAxiosError === true
  );
}

/** The body of the server's answer to a failed call, if it answered. */
export const answerOf = (error: unknown): unknown =>
  isApiCallError(error) ? error.response?.data : undefined;

/**
 * The message a failed load keeps: the server's `message` field if present, otherwise the
 * error's own message, otherwise the screen's default.
 */
export function messageOf(error: unknown, fallback: string): string {
  const data = answerOf(error);
  if (data && typeof data === 'object' && 'message' in data) {
    const message = (data as { message?: unknown }).message;
    if (typeof message === 'string' && message) return message;
  }
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return fallback;
}

/**
 * What a failed load carries besides its message: the HTTP status, when there was an answer,
 * and the problems a 400 listed (see validationMessages.ts, which checks their shape).
 */
export interface LoadFailureMeta {
  status?: number;
  issues?: unknown[];
  /** How long a busy server (429, 503) asked to wait before trying again, in seconds. */
  retryAfterSeconds?: number;
  /** No answer came at all (offline, a dropped connection): the device's situation, not a fault. */
  noAnswer?: true;
}

/**
 * A thunk's rejection: the message to keep and the status, so that expected refusals
 * (not found, not allowed) are told apart from errors. `rejectWithValue(...loadFailure(e, X))`.
 */
export function loadFailure(error: unknown, fallback: string): [string, LoadFailureMeta] {
  const status = statusOf(error);
  const issues = (answerOf(error) as { issues?: unknown } | undefined)?.issues;
  const retryAfterSeconds = retryAfterOf(error);
  return [
    messageOf(error, fallback),
    {
      ...(status === undefined ? {} : { status }),
      ...(Array.isArray(issues) ? { issues } : {}),
      ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
      ...(isNetworkFailure(error) ? { noAnswer: true as const } : {}),
    },
  ];
}

/** The answer's Retry-After (seconds, or a date), as seconds from now. */
export function retryAfterOf(error: unknown, now = Date.now()): number | undefined {
  const value = isApiCallError(error) ? error.response?.headers?.['retry-after'] : undefined;
  if (typeof value !== 'string' || !value.trim()) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/** HTTP status of a failed call, when there was an answer. */
export function statusOf(error: unknown): number | undefined {
  return isApiCallError(error) ? error.response?.status : undefined;
}

/** Words a parent understands for the few technical messages a failed call can carry. */
export function friendlyMessage(message: string): string {
  if (message === 'Network Error') {
    return 'We could not reach Kahani. Please check your internet connection and try again.';
  }
  if (/^timeout of \d+ms exceeded$/.test(message)) {
    return 'Kahani is taking too long to answer. Please try again.';
  }
  return message;
}
