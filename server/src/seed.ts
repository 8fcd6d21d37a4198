import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { DEFAULT_LICENCE, NO_CREDITS, creditsSchema, licenceSchema } from '../../contract/credits';
import { translatedTitlesSchema, type Page } from '../../contract/stories';
import type { Database } from './db/open';
import { stories } from './db/schema';
import { fillMissingSearchColumns, withCatalogueSearch } from './domain/catalogueSearch';
import { newStoryId } from './domain/storyRecords';

export const SEED_STORIES_DIR = fileURLToPath(new URL('../seed/stories', import.meta.url));

const translation = z.string().min(1);
const seedPageSchema = z.object({
  parent_narration_text: z.string().min(1),
  image_description: z.string().min(1),
  illustration: z.string().regex(/^[a-z0-9-]+\/page-\d+\.svg$/),
  hindi: translation,
  spanish: translation,
  telgu: translation,
  tamil: translation,
  panjabi: translation,
  gujarati: translation,
  marathi: translation,
});

export const seedStorySchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1),
  author: z.string().min(1),
  summary: z.string().default(''),
  translated_titles: translatedTitlesSchema.default({}),
  licence: licenceSchema,
  credits: creditsSchema,
  pages: z.array(seedPageSchema).min(1),
});
export type SeedStory = z.infer<typeof seedStorySchema>;

export function readSeedStories(dir = SEED_STORIES_DIR): SeedStory[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      const raw: unknown = JSON.parse(readFileSync(join(dir, name), 'utf8'));
      const parsed = seedStorySchema.safeParse(raw);
      if (!parsed.success)
        throw new Error(`Seed story ${name} is not valid: ${parsed.error.message}`);
      return parsed.data;
    });
}

function toPages(story: SeedStory): Page[] {
  return story.pages.map(({ illustration, ...page }, index) => ({
    ...page,
    parent_narration_audio: '',
    image_path: `/illustrations/${illustration}`,
    video_path: '',
    page_no: index + 1,
  }));
}

/**
 * Inserts the seed stories that are not there yet (by slug), and gives a seed story stored
 * before stories had licences (still all rights reserved, no credits) the seed's licence and
 * credits, and computes the search columns stories lack (docs/catalogue.md); safe to run at
 * every start.
 */
export async function applySeed(db: Database, seedStories = readSeedStories()): Promise<number> {
  if (!seedStories.length) return 0;
  const inserted = await db
    .insert(stories)
    .values(
      seedStories.map((story) =>
        withCatalogueSearch({
          id: newStoryId(),
          slug: story.slug,
          title: story.title,
          author: story.author,
          summary: story.summary,
          status: 'published' as const,
          createdBy: null,
          translatedTitles: story.translated_titles,
          licence: story.licence,
          credits: story.credits,
          pages: toPages(story),
        }),
      ),
    )
    .onConflictDoNothing({ target: stories.slug })
    .returning({ id: stories.id });
  for (const story of seedStories) {
    await db
      .update(stories)
      .set({ licence: story.licence, credits: story.credits })
      .where(
        and(
          eq(stories.slug, story.slug),
          isNull(stories.createdBy),
          sql`${stories.licence} = ${JSON.stringify(DEFAULT_LICENCE)}::jsonb`,
          sql`${stories.credits} = ${JSON.stringify(NO_CREDITS)}::jsonb`,
        ),
      );
  }
  await fillMissingSearchColumns(db);
  return inserted.length;
}
