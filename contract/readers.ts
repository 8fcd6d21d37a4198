import { z } from 'zod';
import { RECORD_ID_MAX } from './limits';
import { safeId } from './text';

/*
 * A reader is a signed-in account or one of its children (docs/children.md). Every route
 * that reads or writes what is kept per reader (progress, points, quiz attempts, settings,
 * reading time, coach results) takes an optional `childId`: without it, the account reads;
 * with it, that child of the account does. Another family's child is "not found".
 */

/** A child profile's id, as a route names the child who is reading. */
export const childIdSchema = safeId('childId', RECORD_ID_MAX).describe(
  'The child of the account who is reading (GET /children); left out, the account itself.',
);

/** GET routes: the reader in the query. */
export const readerQuerySchema = z.object({ childId: childIdSchema.optional() });
export type ReaderQuery = z.input<typeof readerQuerySchema>;

/**
 * POST routes without a body of their own: the reader in the body, or no body at all (which
 * Fastify validates as null).
 */
export const readerBodySchema = z.object({ childId: childIdSchema.optional() }).nullish();
export type ReaderBody = z.input<typeof readerBodySchema>;
