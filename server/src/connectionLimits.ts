import type { ServerOptions } from 'node:http';

/** How long a client may take, so slow or half-sent requests cannot hold sockets forever. */
export interface ConnectionLimits {
  /** Whole request, headers and body, from the first byte. */
  requestTimeoutMs: number;
  /** Request line and headers. */
  headersTimeoutMs: number;
  /** A socket with no traffic at all. */
  idleTimeoutMs: number;
}

export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  requestTimeoutMs: 20_000,
  headersTimeoutMs: 10_000,
  idleTimeoutMs: 10_000,
};

export function connectionOptions(limits: Partial<ConnectionLimits> = {}): {
  requestTimeout: number;
  connectionTimeout: number;
  http: ServerOptions;
} {
  const { requestTimeoutMs, headersTimeoutMs, idleTimeoutMs } = {
    ...DEFAULT_CONNECTION_LIMITS,
    ...limits,
  };
  return {
    requestTimeout: requestTimeoutMs,
    connectionTimeout: idleTimeoutMs,
    http: {
      requestTimeout: requestTimeoutMs,
      headersTimeout: Math.min(headersTimeoutMs, requestTimeoutMs),
      // Node checks both time-outs only this often (30 s by default), which would let a
      // request outlive its limit by that much.
      connectionsCheckingInterval: Math.max(100, Math.min(1000, headersTimeoutMs / 4)),
    },
  };
}
