import { eq, like, or } from 'drizzle-orm';
import type { Database } from '../db/open';
import { stories } from '../db/schema';
import { slugify } from './storyRecords';

type Reader = Pick<Database, 'select'>;

/** A slug for a new story with this title that no story has yet: "the-crow", "the-crow-2", … */
export async function freeSlug(db: Reader, title: string): Promise<string> {
  const base = slugify(title);
  const taken = await db
    .select({ slug: stories.slug })
    .from(stories)
    .where(or(eq(stories.slug, base), like(stories.slug, `${base}-%`)));
  const takenSlugs = new Set(taken.map((row) => row.slug));
  let slug = base;
  for (let n = 2; takenSlugs.has(slug); n += 1) slug = `${base}-${n}`;
  return slug;
}
