import type { FastifyReply } from 'fastify';

/** Work refused for now: too many of the caller's own (429) or too much in all (503). */
export interface BusyRefusal {
  statusCode: 429 | 503;
  retryAfterSeconds: number;
  message: string;
}

const REFUSAL_NAMES = { 429: 'Too Many Requests', 503: 'Service Unavailable' } as const;

/** Answers a refusal with the error shape every route uses, and when to try again. */
export function sendRefusal(reply: FastifyReply, refusal: BusyRefusal): FastifyReply {
  return reply
    .code(refusal.statusCode)
    .header('Retry-After', String(refusal.retryAfterSeconds))
    .send({
      statusCode: refusal.statusCode,
      error: REFUSAL_NAMES[refusal.statusCode],
      message: refusal.message,
    });
}
