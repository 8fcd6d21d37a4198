import { buildApp } from './app';
import { createFirebaseVerifier } from './auth/verifier';
import type { ServerConfig } from './config';
import { openDatabase } from './db/open';
import { createNarrationProvider } from './narration';
import { createAligner } from './recordings/aligner';
import { applySeed } from './seed';

/** Opens the database (migrated and seeded), builds the app and listens. */
export async function startServer(config: ServerConfig) {
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDir: config.PGLITE_DIR,
  });
  const seeded = await applySeed(database.db);
  const narration = createNarrationProvider(config);
  const app = await buildApp({
    db: database.db,
    verifier: createFirebaseVerifier(config.FIREBASE_PROJECT_ID),
    narration,
    adminUids: config.ADMIN_UIDS,
    corsOrigins: config.CORS_ORIGINS,
    narrationRatePerMinute: config.NARRATION_RATE_LIMIT_PER_MINUTE,
    narrationLimits: {
      synthesesPerHour: config.NARRATION_SYNTHESES_PER_HOUR,
      synthesesPerHourAnonymous: config.NARRATION_SYNTHESES_PER_HOUR_ANONYMOUS,
      queueLimit: config.NARRATION_QUEUE_LIMIT,
    },
    narrationCache: { maxBytes: config.NARRATION_CACHE_MAX_MB * 1024 * 1024 },
    aligner: createAligner({ workers: config.ALIGNMENT_WORKERS }),
    recordingLimits: {
      perUser: config.RECORDINGS_PER_USER,
      queueLimit: config.RECORDING_QUEUE_LIMIT,
    },
    trustProxy: config.TRUST_PROXY,
    webDir: config.WEB_DIR,
    logger: { level: config.LOG_LEVEL },
  });
  await app.listen({ host: config.API_HOST, port: config.API_PORT });
  app.log.info(
    {
      database: database.kind,
      seeded,
      narration: narration.engine,
      web: config.WEB_DIR ?? null,
      environment: config.NODE_ENV ?? null,
    },
    `Kahani API ready on http://${config.API_HOST}:${config.API_PORT}`,
  );
  return {
    app,
    async close() {
      await app.close();
      await narration.close();
      await database.close();
    },
  };
}
