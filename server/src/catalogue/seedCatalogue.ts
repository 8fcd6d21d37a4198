import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/open';
import { stories } from '../db/schema';
import { withCatalogueSearch } from '../domain/catalogueSearch';
import { newStoryId } from '../domain/storyRecords';
import { generatedStory } from './generatedStories';

const ILLUSTRATIONS_DIR = fileURLToPath(new URL('../../seed/illustrations', import.meta.url));

/** The seed stories' pictures, which the generated stories borrow ("/illustrations/…svg"). */
export function seedIllustrations(dir = ILLUSTRATIONS_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((folder) =>
      readdirSync(`${dir}/${folder.name}`)
        .filter((file) => file.endsWith('.svg'))
        .map((file) => `/illustrations/${folder.name}/${file}`),
    )
    .sort();
}

/** Rows per INSERT: large enough to be quick, small enough for PostgreSQL's parameter limit. */
const BATCH = 100;

/** Columns an upsert replaces: everything but the id, the slug and who made it. */
const replaced = {
  title: sql`excluded.title`,
  author: sql`excluded.author`,
  summary: sql`excluded.summary`,
  status: sql`excluded.status`,
  translatedTitles: sql`excluded.translated_titles`,
  licence: sql`excluded.licence`,
  credits: sql`excluded.credits`,
  pages: sql`excluded.pages`,
  searchText: sql`excluded.search_text`,
  searchCard: sql`excluded.search_card`,
  searchDocument: sql`excluded.search_document`,
  updatedAt: sql`excluded.updated_at`,
};

/**
 * Stores the generated stories numbered 1 to `count`, published; a story stored by an
 * earlier run (same source key, "catalogue:00001") is updated, not stored twice.
 */
export async function seedCatalogue(
  db: Database,
  count: number,
  onBatch: (done: number) => void = () => {},
): Promise<{ inserted: number; updated: number }> {
  const illustrations = seedIllustrations();
  let inserted = 0;
  let updated = 0;
  for (let start = 1; start <= count; start += BATCH) {
    const numbers = Array.from({ length: Math.min(BATCH, count - start + 1) }, (_, i) => start + i);
    const rows = numbers.map((number) => {
      const story = generatedStory(number, illustrations);
      return withCatalogueSearch({
        ...story,
        id: newStoryId(),
        status: 'published' as const,
        createdBy: null,
        updatedAt: new Date(),
      });
    });
    const answers = await db
      .insert(stories)
      .values(rows)
      .onConflictDoUpdate({ target: stories.sourceKey, set: replaced })
      // A row the statement inserted has no deleting transaction id yet.
      .returning({ inserted: sql<boolean>`(xmax = 0)` });
    for (const answer of answers) {
      if (answer.inserted) inserted += 1;
      else updated += 1;
    }
    onBatch(start + numbers.length - 1);
  }
  // The planner's figures, so searches and filters use their indexes at once (PGlite has no
  // autovacuum to gather them, and PostgreSQL's comes later).
  await db.execute(sql`ANALYZE stories`);
  return { inserted, updated };
}
