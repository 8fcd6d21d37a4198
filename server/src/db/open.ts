import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Trigrams find catalogue titles spelt a little wrong (migration 0015 creates the extension). */
const extensions = { pg_trgm };

export type Database = ReturnType<typeof drizzlePglite<typeof schema>>;

export interface OpenedDatabase {
  db: Database;
  close(): Promise<void>;
  kind: 'pglite' | 'postgres';
}

/**
 * Real PostgreSQL when a URL is given, otherwise embedded PGlite in a folder (or in memory
 * for `memory://`). Only one process may open a PGlite folder; migrations run here.
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  pgliteDir?: string;
  /** A PGlite data folder to start from (PGlite's dumpDataDir), instead of an empty one. */
  pgliteTemplate?: Blob;
}): Promise<OpenedDatabase> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    // Both drivers expose the same query builder; the PGlite type stands for either.
    return { db: db as unknown as Database, close: () => pool.end(), kind: 'postgres' };
  }
  const dir = options.pgliteDir ?? 'memory://';
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  const client = new PGlite(dir, {
    extensions,
    ...(options.pgliteTemplate ? { loadDataDir: options.pgliteTemplate } : {}),
  });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db, close: () => client.close(), kind: 'pglite' };
}

/** An in-memory PGlite, migrated and prepared by `prepare`, as a data folder to start from. */
export async function pgliteTemplate(prepare: (db: Database) => Promise<void>): Promise<Blob> {
  const client = new PGlite('memory://', { extensions });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  await prepare(db);
  const dump = await client.dumpDataDir('none');
  await client.close();
  return dump;
}
