/**
 * True when a request failed without any answer from the server (offline, DNS, a dropped
 * connection): the cases where a kept copy may stand in, or a change may wait for the network.
 * An answer with a status (even 500) is the server's word and is never replaced.
 */
export function isNetworkFailure(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { isAxiosError, response, code, name } = error as {
    isAxiosError?: boolean;
    response?: unknown;
    code?: string;
    name?: string;
  };
  if (isAxiosError) return response === undefined && code !== 'ERR_CANCELED';
  // The identity provider could not refresh the sign-in token: no network either.
  if (code === 'auth/network-request-failed') return true;
  // fetch() rejects with a TypeError when no answer came.
  return name === 'TypeError';
}
