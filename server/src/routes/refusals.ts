import { errorSchema } from '../../../contract/api';
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

/**
 * What an administrator's upload may be refused with besides a 400: not signed in (401), not
 * an administrator (403), too many parts (413), a compressed body (415), busy (429, 503).
 */
export const uploadRefusalSchemas = {
  401: errorSchema,
  403: errorSchema,
  413: errorSchema,
  415: errorSchema,
  429: errorSchema,
  503: errorSchema,
} as const;
