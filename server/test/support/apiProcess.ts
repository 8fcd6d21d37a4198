// One API process for the multi-process tests: the real app on the PostgreSQL named by
// DATABASE_URL, test tokens, and a slow stand-in engine whose syntheses are counted.
// Prints {"url": ...} on its first stdout line once it listens.
import { buildApp } from '../../src/app';
import { openDatabase } from '../../src/db/open';
import { ADMIN_UID, fakeNarration, fakeVerifier } from '../helpers';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL is required');
const database = await openDatabase({ databaseUrl });
const narration = fakeNarration({ delayMs: Number(process.env.NARRATION_DELAY_MS ?? 0) });
const app = await buildApp({
  db: database.db,
  verifier: fakeVerifier,
  narration,
  adminUids: [ADMIN_UID],
  corsOrigins: [],
  narrationRatePerMinute: 1_000_000,
});
app.get('/test/syntheses', async () => ({ calls: narration.calls }));
const url = await app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`${JSON.stringify({ url })}\n`);

async function shutdown() {
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown());
process.on('disconnect', () => void shutdown());
