import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { DEFAULT_LICENCE, NO_CREDITS } from '../../contract/credits';
import { TRANSLATION_LANGUAGES, type TranslationLanguage } from '../../contract/languages';
import { ILLUSTRATIONS_DIR } from '../src/app';
import { openDatabase } from '../src/db/open';
import { stories as storiesTable } from '../src/db/schema';
import { applySeed, readSeedStories } from '../src/seed';

/** The Unicode block each translation must be written in (Spanish in Latin letters). */
const SCRIPTS: Record<TranslationLanguage, RegExp> = {
  hindi: /[\u0900-\u097F]/u,
  marathi: /[\u0900-\u097F]/u,
  telgu: /[\u0C00-\u0C7F]/u,
  tamil: /[\u0B80-\u0BFF]/u,
  panjabi: /[\u0A00-\u0A7F]/u,
  gujarati: /[\u0A80-\u0AFF]/u,
  spanish: /[a-záéíóúñü]/iu,
};
const LATIN_WORD = /[A-Za-z]{3,}/u;

const stories = readSeedStories();

describe('seed stories', () => {
  it('are at least eight, with 5 to 10 pages each and unique slugs', () => {
    expect(stories.length).toBeGreaterThanOrEqual(8);
    expect(new Set(stories.map((story) => story.slug)).size).toBe(stories.length);
    for (const story of stories) {
      expect(story.pages.length).toBeGreaterThanOrEqual(5);
      expect(story.pages.length).toBeLessThanOrEqual(10);
    }
  });

  it.each(stories.map((story) => [story.slug, story] as const))(
    '%s has every translation in its own script',
    (_slug, story) => {
      for (const page of story.pages) {
        for (const language of TRANSLATION_LANGUAGES) {
          const text = page[language];
          expect(text, `${language}`).toMatch(SCRIPTS[language]);
          expect(text).not.toBe(page.parent_narration_text);
          if (language !== 'spanish') expect(text, `${language}: ${text}`).not.toMatch(LATIN_WORD);
        }
      }
    },
  );

  it.each(stories.map((story) => [story.slug, story] as const))(
    '%s has a safe, self-contained illustration on every page',
    (_slug, story) => {
      for (const page of story.pages) {
        const file = join(ILLUSTRATIONS_DIR, page.illustration);
        expect(existsSync(file), file).toBe(true);
        const svg = readFileSync(file, 'utf8');
        expect(svg).toMatch(/<svg[^>]+viewBox="0 0 800 600"/);
        expect(svg).not.toMatch(
          /<script|<foreignObject|\son[a-z]+\s*=|href\s*=\s*["'](?!#)|javascript:/i,
        );
        expect(svg.length).toBeLessThan(25_000);
        expect(page.image_description.length).toBeGreaterThan(10);
      }
    },
  );
});

describe('applying the seed', () => {
  it('gives seed stories stored before licences their licence and credits, and nothing else', async () => {
    const database = await openDatabase({ pgliteDir: 'memory://' });
    try {
      const { db } = database;
      await applySeed(db);
      // As a library stored before licences had them: the column defaults.
      await db
        .update(storiesTable)
        .set({ licence: DEFAULT_LICENCE, credits: NO_CREDITS })
        .where(inArray(storiesTable.slug, ['the-thirsty-crow', 'the-blue-jackal']));
      // An administrator's own choice for a seed story is kept.
      const chosen = { id: 'CC0-1.0' as const, words: 'CC0' };
      await db
        .update(storiesTable)
        .set({ licence: chosen })
        .where(eq(storiesTable.slug, 'the-clever-rabbit'));
      expect(await applySeed(db)).toBe(0);
      const rows = await db
        .select({
          slug: storiesTable.slug,
          licence: storiesTable.licence,
          credits: storiesTable.credits,
        })
        .from(storiesTable);
      const bySlug = new Map(rows.map((row) => [row.slug, row]));
      const seed = new Map(stories.map((story) => [story.slug, story]));
      for (const slug of ['the-thirsty-crow', 'the-blue-jackal']) {
        expect(bySlug.get(slug)?.licence).toEqual(seed.get(slug)?.licence);
        expect(bySlug.get(slug)?.credits).toEqual(seed.get(slug)?.credits);
      }
      expect(bySlug.get('the-clever-rabbit')?.licence).toEqual(chosen);
    } finally {
      await database.close();
    }
  });
});
