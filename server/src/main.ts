import { buildApp } from './app';
import { createFirebaseVerifier } from './auth/verifier';
import { loadConfig } from './config';
import { openDatabase } from './db/open';
import { createNarrationProvider } from './narration';
import { applySeed } from './seed';

const config = loadConfig();
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
  logger: { level: config.LOG_LEVEL },
});

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await narration.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ host: config.API_HOST, port: config.API_PORT });
app.log.info(
  { database: database.kind, seeded, narration: narration.engine },
  `Kahani API ready on http://${config.API_HOST}:${config.API_PORT}`,
);
