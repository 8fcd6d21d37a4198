import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { NarrationLimits, NarrationOrder } from '../narration/narrator';

/**
 * Whose hourly quota a new synthesis counts against: administrators are not metered;
 * everyone else by account, or by address when anonymous.
 */
export function narrationPayer(
  app: FastifyInstance,
  request: FastifyRequest,
  limits: Pick<NarrationLimits, 'synthesesPerHour' | 'synthesesPerHourAnonymous'>,
): NarrationOrder['payer'] {
  const { caller } = request;
  if (app.isAdmin(caller)) return null;
  return caller
    ? { subject: `user:${caller.uid}`, perHour: limits.synthesesPerHour }
    : { subject: `address:${request.ip}`, perHour: limits.synthesesPerHourAnonymous };
}
