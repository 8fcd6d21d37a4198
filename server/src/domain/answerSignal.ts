import type { FastifyRequest } from 'fastify';

const signals = new WeakMap<FastifyRequest, AbortSignal>();
const NEVER_ABORTED = new AbortController().signal;

/**
 * Aborted once the request can no longer be answered with its result: its answer time ran out
 * (503 sent) or the client went away. Work that stores something checks it first, so that
 * nothing is kept for a request that was told it failed. (Fastify's `request.signal` cannot
 * tell: it aborts when a request body has been read, or never when asked for after that.)
 */
export function answerSignal(request: FastifyRequest): AbortSignal {
  return signals.get(request) ?? NEVER_ABORTED;
}

/** Given by the app to every request as its route work starts (see connectionLimits.ts). */
export function setAnswerSignal(request: FastifyRequest, signal: AbortSignal): void {
  signals.set(request, signal);
}
