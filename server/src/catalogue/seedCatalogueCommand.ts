/**
 * `npm run seed:catalogue -- --stories N`: fills the database `npm start` uses (DATABASE_URL,
 * or the PGlite folder PGLITE_DIR, server/data/pglite by default) with N generated published
 * stories. Running it again updates them instead of adding more. Stop the server first when
 * it runs on PGlite: only one process may open a PGlite folder.
 */
import { loadConfig } from '../config';
import { openDatabase } from '../db/open';
import { seedCatalogue } from './seedCatalogue';

function storiesWanted(): number {
  const at = process.argv.indexOf('--stories');
  const value = at >= 0 ? Number(process.argv[at + 1]) : NaN;
  if (!Number.isInteger(value) || value < 1 || value > 1_000_000) {
    console.error('Usage: npm run seed:catalogue -- --stories N   (N a whole number, 1 or more)');
    process.exit(2);
  }
  return value;
}

const count = storiesWanted();
const config = loadConfig();
const started = performance.now();
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  pgliteDir: config.PGLITE_DIR,
});
const where = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.PGLITE_DIR}`;
try {
  let shown = 0;
  const { inserted, updated } = await seedCatalogue(database.db, count, (done) => {
    if (done - shown >= 1000 || done === count) {
      process.stdout.write(`  ${done} of ${count}\n`);
      shown = done;
    }
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Catalogue in ${where}: ${inserted} stories added, ${updated} updated, in ${seconds} s.`,
  );
} finally {
  await database.close();
}
