import type { ServerOptions } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { setAnswerSignal } from './domain/answerSignal';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This route's answer time-out, for work known to take longer than the default. */
    answerTimeoutMs?: number;
  }
}

/**
 * How long a client may take, so slow or half-sent requests cannot hold sockets forever, and
 * how long the server may take, so every request that arrived gets an answer.
 */
export interface ConnectionLimits {
  /** Whole request, headers and body, from the first byte; past it 408 (nothing was run). */
  requestTimeoutMs: number;
  /** Request line and headers. */
  headersTimeoutMs: number;
  /**
   * A socket on which the client sends or reads nothing. Not counted while the server works
   * on an answer: a quiet socket then waits for the server, not for a slow client.
   */
  idleTimeoutMs: number;
  /**
   * From the start of the route's work (its body read) to the answer; past it the server answers 503 with
   * Retry-After itself, so no request is left unanswered. A route doing longer work sets its
   * own (`config.answerTimeoutMs`); one that stores something checks `answerSignal` first
   * (domain/answerSignal.ts).
   */
  answerTimeoutMs: number;
}

export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  requestTimeoutMs: 20_000,
  headersTimeoutMs: 10_000,
  idleTimeoutMs: 10_000,
  answerTimeoutMs: 30_000,
};

/** Seconds a client is asked to wait after an answer that did not come in time. */
export const ANSWER_TIMEOUT_RETRY_AFTER_SECONDS = 10;

export function connectionLimitsWith(limits: Partial<ConnectionLimits> = {}): ConnectionLimits {
  return { ...DEFAULT_CONNECTION_LIMITS, ...limits };
}

/** Fastify's server options for the limits. */
export function connectionOptions(limits: Partial<ConnectionLimits> = {}): {
  requestTimeout: number;
  connectionTimeout: number;
  http: ServerOptions;
} {
  const { requestTimeoutMs, headersTimeoutMs, idleTimeoutMs } = connectionLimitsWith(limits);
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

/**
 * Every request that arrived gets an HTTP answer. Once the whole request is in, the idle
 * time-out pauses (the socket is quiet because the server is working, not because of the
 * client; destroying it would leave the request with no status at all) and the answer
 * deadline starts: past it the server answers 503 with Retry-After. The idle time-out starts
 * again with the answer, so a client that stops reading it is still cut off.
 *
 * (Fastify's own handlerTimeout is not used: it clears its timer as soon as a request body
 * has been read, so requests with a body never time out.)
 */
export function answerEveryRequest(
  app: FastifyInstance,
  limits: Pick<ConnectionLimits, 'idleTimeoutMs' | 'answerTimeoutMs'>,
): void {
  // preValidation runs before any route work, once Fastify has read the body; a body the
  // route reads itself (multipart) is still the client's to send until it has all come in.
  app.addHook('preValidation', (request, reply, done) => {
    const pauseIdleTimeout = () => request.raw.socket?.setTimeout?.(0);
    if (request.raw.complete || !hasBody(request)) pauseIdleTimeout();
    else request.raw.once('end', pauseIdleTimeout);
    const abandoned = new AbortController();
    setAnswerSignal(request, abandoned.signal);
    const timeoutMs = request.routeOptions.config.answerTimeoutMs ?? limits.answerTimeoutMs;
    const deadline = setTimeout(() => {
      if (reply.sent || reply.raw.headersSent) return;
      abandoned.abort(new Error(`no answer within ${timeoutMs} ms`));
      request.log.warn({ answerTimeoutMs: timeoutMs }, 'no answer in time; 503 sent');
      sendAnswerTimeout(reply);
    }, timeoutMs);
    // Nothing is left to answer once the process has nothing else to do.
    deadline.unref();
    reply.raw.once('close', () => {
      clearTimeout(deadline);
      if (!reply.raw.writableEnded) abandoned.abort(new Error('the client went away'));
    });
    done();
  });
  app.addHook('onSend', (request, _reply, payload, done) => {
    request.raw.socket?.setTimeout?.(limits.idleTimeoutMs);
    done(null, payload);
  });
}

const hasBody = (request: FastifyRequest) =>
  request.headers['transfer-encoding'] !== undefined ||
  Number(request.headers['content-length'] ?? 0) > 0;

/** The 503 sent when a request could not be answered within its time. */
export function sendAnswerTimeout(reply: FastifyReply): FastifyReply {
  return reply
    .code(503)
    .header('Retry-After', String(ANSWER_TIMEOUT_RETRY_AFTER_SECONDS))
    .send({
      statusCode: 503,
      error: 'Service Unavailable',
      message: `The server is busy and could not answer in time. Please try again in ${ANSWER_TIMEOUT_RETRY_AFTER_SECONDS} seconds.`,
    });
}
