import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Caller, TokenVerifier } from './verifier';
import type { ValidationIssue } from '../../../contract/api';

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified caller, or null for an anonymous request. */
    caller: Caller | null;
  }
  interface FastifyInstance {
    requireCaller(request: FastifyRequest): Caller;
    requireAdmin(request: FastifyRequest): Caller;
    isAdmin(caller: Pick<Caller, 'uid'> | null): boolean;
  }
}

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** For a 400 found by a route itself: the problems, listed like the schema's own. */
    readonly issues?: ValidationIssue[],
  ) {
    super(message);
  }
}

/**
 * Reads the bearer token of every request. A missing token makes an anonymous caller; a
 * token that does not verify is refused with 401 (never silently treated as anonymous).
 */
export const authPlugin = fp<{ verifier: TokenVerifier; adminUids: readonly string[] }>(
  async (app: FastifyInstance, { verifier, adminUids }) => {
    app.decorateRequest('caller', null);
    const refuse = (reply: FastifyReply, message: string) =>
      reply.code(401).send({ statusCode: 401, error: 'Unauthorized', message });
    // Callback style: anonymous requests (most of them) pass without creating a promise.
    app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done) => {
      const header = request.headers.authorization;
      if (!header) return done();
      const match = /^Bearer\s+(.+)$/i.exec(header);
      if (!match?.[1]) {
        refuse(reply, 'The Authorization header must be "Bearer <ID token>"');
        return;
      }
      verifier.verify(match[1]).then(
        (caller) => {
          request.caller = caller;
          done();
        },
        () => refuse(reply, 'Your sign-in has expired or is not valid. Please sign in again.'),
      );
    });
    app.decorate('isAdmin', (caller: Pick<Caller, 'uid'> | null) =>
      Boolean(caller && adminUids.includes(caller.uid)),
    );
    app.decorate('requireCaller', (request: FastifyRequest) => {
      if (!request.caller) throw new HttpError(401, 'Please sign in to do this.');
      return request.caller;
    });
    app.decorate('requireAdmin', (request: FastifyRequest) => {
      const caller = app.requireCaller(request);
      if (!adminUids.includes(caller.uid)) {
        throw new HttpError(403, 'Only administrators can do this.');
      }
      return caller;
    });
  },
  { name: 'auth' },
);
