import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyError, type FastifyServerOptions, type RouteOptions } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { ValidationIssue } from '../../contract/api';
import { refuseDeletedAccounts } from './auth/deletedAccounts';
import { HttpError, authPlugin } from './auth/plugin';
import type { AccountAdmin, TokenVerifier } from './auth/verifier';
import type { Database } from './db/open';
import type { NarrationProvider } from './narration/provider';
import { NarrationCache, type NarrationCacheOptions } from './narration/cache';
import { narrationLimitsWith, type NarrationLimits } from './narration/narrator';
import { ReadCache } from './domain/readCache';
import type { RouteDeps } from './routeDeps';
import {
  answerEveryRequest,
  connectionLimitsWith,
  connectionOptions,
  type ConnectionLimits,
} from './connectionLimits';
import { fastifyTrustProxy, type TrustProxy } from './trustProxy';
import { PAGES_SHARED_WITH_API, webAppPlugin } from './webApp';
import { openApiOptions } from './openapi';
import { addSecurityHeaders } from './securityHeaders';
import { accountRoutes } from './routes/accounts';
import { boardRoutes } from './routes/board';
import { childRoutes } from './routes/children';
import { summarizeForLog } from './errorSummary';
import { errorLogRoutes } from './routes/errorLog';
import { exportRoutes } from './routes/exports';
import { healthRoutes } from './routes/health';
import { inboxRoutes } from './routes/inbox';
import { leaderboardRoutes } from './routes/leaderboard';
import { importRoutes } from './routes/imports';
import { pictureRoutes } from './routes/pictures';
import type { PictureJobTimings } from './pictures/pictureJobRunner';
import { narrationRoutes } from './routes/narration';
import { preferenceRoutes } from './routes/preferences';
import { progressRoutes } from './routes/progress';
import { quizPlayRoutes } from './routes/quizPlay';
import { quizRoutes } from './routes/quizzes';
import { recordingRoutes } from './routes/recordings';
import { createAligner, type Aligner } from './recordings/aligner';
import { recordingLimitsWith, type RecordingLimits } from './recordings/recordingQueue';
import { storyModificationRoutes } from './routes/storyModification';
import { storyRequestRoutes } from './routes/storyRequests';
import { storyRoutes } from './routes/stories';
import { userRoutes } from './routes/users';

export const ILLUSTRATIONS_DIR = fileURLToPath(new URL('../seed/illustrations', import.meta.url));
export const BODY_LIMIT_BYTES = 1_048_576;

export interface AppDeps {
  db: Database;
  verifier: TokenVerifier & Partial<AccountAdmin>;
  narration: NarrationProvider;
  adminUids: readonly string[];
  corsOrigins: readonly string[];
  narrationRatePerMinute?: number;
  /** Quotas on new syntheses and the synthesis queue's bound (defaults in narrator.ts). */
  narrationLimits?: Partial<NarrationLimits>;
  /** The narration cache's byte bound and use tracking (defaults in narration/cache.ts). */
  narrationCache?: Partial<NarrationCacheOptions>;
  logger?: FastifyServerOptions['logger'];
  connectionLimits?: Partial<ConnectionLimits>;
  /** Proxies whose X-Forwarded-For is believed (rate limits key on the caller's address). */
  trustProxy?: TrustProxy;
  /** Word alignment of recorded pages (default: echogarden in a worker thread, started on first use). */
  aligner?: Aligner;
  /** Recordings per account and in the alignment queue (defaults in recordingQueue.ts). */
  recordingLimits?: Partial<RecordingLimits>;
  /** Leases and retention of picture upload jobs (defaults in pictureJobRunner.ts). */
  pictureJobs?: Partial<PictureJobTimings>;
  /** The built SPA, served beside the API when given. */
  webDir?: string | undefined;
  /** Told of every route as it is added (the authorization test builds its table from it). */
  onRoute?: (route: RouteOptions) => void;
}

/** One bad field is enough to fix; a list of a hundred would bury it. */
const ISSUES_SHOWN = 5;
/** The structured list may name more, so a form can mark every field it has. */
const ISSUES_LISTED = 50;

/** Where an issue is, as the message names it: "body.storyRequest.storyName". */
const issuePath = (context: string, instancePath: string) =>
  `${context}${instancePath.replaceAll('/', '.')}`.replace(/\.$/, '');

/** The list of a 400: path, zod's code, what was measured and the limit, and the sentence. */
function validationIssues(error: FastifyError): ValidationIssue[] {
  const context = error.validationContext ?? 'request';
  return (error.validation ?? []).slice(0, ISSUES_LISTED).map((issue) => {
    const params = issue.params as { origin?: unknown; maximum?: unknown; minimum?: unknown };
    const limit = issue.keyword === 'too_big' ? params.maximum : params.minimum;
    return {
      path: issuePath(context, issue.instancePath),
      code: issue.keyword,
      ...(typeof params.origin === 'string' ? { origin: params.origin } : {}),
      ...((issue.keyword === 'too_big' || issue.keyword === 'too_small') &&
      typeof limit === 'number'
        ? { limit }
        : {}),
      message: issue.message ?? 'is not valid',
    };
  });
}

/** A readable sentence from zod issues: "body.storyRequest.storyName: Story name is required.". */
function validationMessage(error: FastifyError): string {
  const context = error.validationContext ?? 'request';
  const issues = error.validation ?? [];
  if (!issues.length) return error.message;
  const more = issues.length > ISSUES_SHOWN ? ` (and ${issues.length - ISSUES_SHOWN} more)` : '';
  const shown = issues
    .slice(0, ISSUES_SHOWN)
    .map((issue) => {
      const where = `${context}${issue.instancePath.replaceAll('/', '.')}`;
      return `${where}: ${issue.message ?? 'is not valid'}`;
    })
    .join('; ');
  return `${shown}${more}`;
}

const isAccountAdmin = (verifier: AppDeps['verifier']): verifier is TokenVerifier & AccountAdmin =>
  typeof verifier.deleteUser === 'function' && typeof verifier.findUserByEmail === 'function';

export async function buildApp(deps: AppDeps) {
  const connectionLimits = connectionLimitsWith(deps.connectionLimits);
  const app = Fastify({
    logger: deps.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    // Long enough for any Firebase uid (128) so zod, not the router, judges a param.
    routerOptions: { maxParamLength: 200 },
    trustProxy: fastifyTrustProxy(deps.trustProxy ?? false),
    ...connectionOptions(connectionLimits),
  }).withTypeProvider<ZodTypeProvider>();
  answerEveryRequest(app, connectionLimits);
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      return reply.code(400).send({
        statusCode: 400,
        error: 'Bad Request',
        message: validationMessage(error),
        issues: validationIssues(error),
      });
    }
    if (error instanceof HttpError) {
      const names: Record<number, string> = {
        400: 'Bad Request',
        401: 'Unauthorized',
        403: 'Forbidden',
        404: 'Not Found',
        409: 'Conflict',
        429: 'Too Many Requests',
        503: 'Service Unavailable',
      };
      return reply.code(error.statusCode).send({
        statusCode: error.statusCode,
        error: names[error.statusCode] ?? 'Error',
        message: error.message,
        ...(error.issues ? { issues: error.issues } : {}),
      });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      return reply
        .code(status)
        .send({ statusCode: status, error: error.code ?? 'Bad Request', message: error.message });
    }
    // Database errors carry the query's parameters: log what failed, never the payload.
    request.log.error({ err: summarizeForLog(error) }, 'request failed');
    return reply
      .code(500)
      .send({ statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong' });
  });

  addSecurityHeaders(app, {
    // The SPA on another origin shows our illustrations and reads our JSON.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    contentSecurityPolicy: false,
  });
  await app.register(cors, {
    origin: deps.corsOrigins.length ? [...deps.corsOrigins] : false,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    // The app on another origin reads how long a busy server asks it to wait, and the name
    // an exported book is saved under.
    exposedHeaders: ['Retry-After', 'Content-Disposition'],
    maxAge: 600,
  });
  // JSON answers (a story is ~50 KB with its eight languages) and the SVG illustrations shrink
  // four- to five-fold; the built app's own files are already compressed at build time.
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(rateLimit, { global: false });
  await app.register(
    swagger,
    openApiOptions({
      bodyLimit: BODY_LIMIT_BYTES,
      pagesSharedWithApi: deps.webDir ? PAGES_SHARED_WITH_API : new Set(),
    }),
  );
  await app.register(authPlugin, {
    verifier: refuseDeletedAccounts(deps.verifier, deps.db),
    adminUids: deps.adminUids,
  });

  await app.register(fastifyStatic, {
    root: ILLUSTRATIONS_DIR,
    prefix: '/illustrations/',
    decorateReply: false,
    setHeaders: (res) => {
      res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Cache-Control', 'public, max-age=86400');
    },
  });

  const routeDeps: RouteDeps = {
    db: deps.db,
    narration: deps.narration,
    narrations: new NarrationCache(deps.db, deps.narration, deps.narrationCache),
    reads: new ReadCache(deps.db),
  };
  await app.register(healthRoutes);
  await app.register(userRoutes, routeDeps);
  await app.register(storyRoutes, routeDeps);
  await app.register(storyModificationRoutes, routeDeps);
  await app.register(storyRequestRoutes, routeDeps);
  await app.register(inboxRoutes, routeDeps);
  await app.register(progressRoutes, routeDeps);
  await app.register(preferenceRoutes, routeDeps);
  await app.register(errorLogRoutes, routeDeps);
  await app.register(boardRoutes, routeDeps);
  await app.register(accountRoutes, {
    ...routeDeps,
    ...(isAccountAdmin(deps.verifier) ? { accounts: deps.verifier } : {}),
  });
  await app.register(quizRoutes, routeDeps);
  await app.register(quizPlayRoutes, routeDeps);
  await app.register(leaderboardRoutes, routeDeps);
  await app.register(childRoutes, routeDeps);
  await app.register(pictureRoutes, { ...routeDeps, pictureJobs: deps.pictureJobs });
  await app.register(importRoutes, routeDeps);
  const aligner = deps.aligner ?? createAligner();
  app.addHook('onClose', () => aligner.close());
  await app.register(recordingRoutes, {
    ...routeDeps,
    aligner,
    limits: recordingLimitsWith(deps.recordingLimits),
  });
  await app.register(narrationRoutes, {
    ...routeDeps,
    ratePerMinute: deps.narrationRatePerMinute ?? 60,
    limits: narrationLimitsWith(deps.narrationLimits),
  });
  await app.register(exportRoutes, {
    ...routeDeps,
    limits: narrationLimitsWith(deps.narrationLimits),
    illustrationsDir: ILLUSTRATIONS_DIR,
  });

  if (deps.webDir) await app.register(webAppPlugin, { webDir: deps.webDir });

  app.get('/docs', { schema: { hide: true } }, async () => app.swagger());
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
