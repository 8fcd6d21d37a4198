import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CATALOGUE_CURSOR_REFUSAL,
  catalogueLanguagesSchema,
  cataloguePageSchema,
  type CataloguePage,
} from '../../contract/catalogue';
import { emptyPage, languagesOf, withPageText } from '../../contract/pages';
import { storyListSchema, type StorySummary } from '../../contract/stories';
import { LANGUAGES } from '../../contract/languageNames';
import { sortLanguages } from '../../contract/storyLanguages';
import { seedCatalogue } from '../src/catalogue/seedCatalogue';
import * as schema from '../src/db/schema';
import { readingProgress, stories } from '../src/db/schema';
import {
  STEMMING_CONFIGURATIONS,
  fillMissingSearchColumns,
  stemmingOf,
} from '../src/domain/catalogueSearch';
import { newStoryId, toSummary } from '../src/domain/storyRecords';
import {
  ADMIN_UID,
  OTHER_UID,
  PARENT_UID,
  bearer,
  createTestApp,
  requestStory,
  type TestContext,
} from './helpers';

/*
 * The catalogue: GET /KahaniJson/kahanis and /KahaniJson/getkahanis/:uid a page at a time,
 * searched and filtered on the server, and GET /KahaniJson/languages. The database holds the
 * eight seed stories, 48 generated ones in sixteen languages, and a few told here.
 */

let ctx: TestContext;
const GENERATED = 48;

beforeAll(async () => {
  ctx = await createTestApp();
  await seedCatalogue(ctx.database.db, GENERATED);
});
afterAll(async () => ctx.close());

const get = (url: string, uid?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: uid ? bearer(uid) : {} });

async function page(url: string, uid?: string): Promise<CataloguePage> {
  const response = await get(url, uid);
  expect(response.statusCode, response.body).toBe(200);
  return cataloguePageSchema.parse(response.json());
}

/** Every story of a list, page by page; `between` runs after each page. */
async function walk(
  url: string,
  { uid, between }: { uid?: string; between?: (pageNumber: number) => Promise<void> } = {},
) {
  const seen: StorySummary[] = [];
  const totals: number[] = [];
  let cursor: string | null = null;
  let pageNumber = 0;
  do {
    const join = url.includes('?') ? '&' : '?';
    const next: CataloguePage = await page(cursor ? `${url}${join}cursor=${cursor}` : url, uid);
    seen.push(...next.stories);
    totals.push(next.total);
    cursor = next.nextCursor;
    pageNumber += 1;
    if (between) await between(pageNumber);
  } while (cursor);
  return { seen, totals, pages: pageNumber };
}

const titlesOf = (list: { title: string }[]) => list.map((story) => story.title);

/** Published ids in the database's own order (title, then id). */
async function publishedIdsInOrder(): Promise<string[]> {
  const rows = await ctx.database.db
    .select({ id: stories.id })
    .from(stories)
    .where(eq(stories.status, 'published'))
    .orderBy(stories.title, stories.id);
  return rows.map((row) => row.id);
}

/** Any write through the API, so the server's cached answers see direct database writes. */
let writes = 0;
const writeThroughApi = async () => {
  writes += 1;
  await requestStory(ctx, `parent-writer-${writes}`, `Cache Clearing Tale ${writes}`);
};

/** A story told through the API: requested, written by an administrator, approved. */
async function publishStory(story: {
  title: string;
  translated_titles?: Record<string, string>;
  summary?: string;
  pages: Record<string, string>[];
}): Promise<string> {
  const { _id } = await requestStory(ctx, OTHER_UID, story.title);
  const [row] = await ctx.database.db.select().from(stories).where(eq(stories.id, _id));
  const pages = story.pages.map((texts, index) =>
    Object.entries(texts).reduce(
      (built, [language, text]) => withPageText(built, language, text),
      emptyPage(index + 1),
    ),
  );
  const saved = await ctx.app.inject({
    method: 'PUT',
    url: `/storiesModification/${_id}`,
    headers: bearer(ADMIN_UID),
    payload: {
      title: story.title,
      author: 'Kahani Tests',
      summary: story.summary ?? '',
      version: row!.version,
      translated_titles: story.translated_titles ?? {},
      pages,
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const approved = await ctx.app.inject({
    method: 'POST',
    url: `/storiesModification/${_id}/review`,
    headers: bearer(ADMIN_UID),
    payload: { decision: 'approve' },
  });
  expect(approved.statusCode, approved.body).toBe(200);
  return _id;
}

describe('without catalogue parameters', () => {
  it("answers SPEC.md's array exactly as the whole rows make it, for anyone and for a parent", async () => {
    const rows = await ctx.database.db
      .select()
      .from(stories)
      .where(eq(stories.status, 'published'))
      .orderBy(stories.title);
    const anonymous = await get('/KahaniJson/kahanis');
    expect(anonymous.body).toBe(
      JSON.stringify(storyListSchema.parse(rows.map((row) => toSummary(row)))),
    );
    // A parameter the catalogue does not know changes nothing.
    expect((await get('/KahaniJson/kahanis?page=2')).body).toBe(anonymous.body);

    const personal = storyListSchema.parse(
      (await get(`/KahaniJson/getkahanis/${PARENT_UID}`, PARENT_UID)).json(),
    );
    expect(personal).toEqual(storyListSchema.parse(rows.map((row) => toSummary(row))));
  });

  it('gives a card the languages, page count and cover the whole story has', async () => {
    const list = storyListSchema.parse((await get('/KahaniJson/kahanis')).json());
    const generated = list.filter((story) => story.slug.startsWith('catalogue-'));
    expect(generated).toHaveLength(GENERATED);
    const rows = await ctx.database.db.select().from(stories);
    for (const story of generated) {
      const row = rows.find((candidate) => candidate.id === story._id)!;
      expect(story.languages).toEqual(languagesOf(row.pages));
      expect(story.pageCount).toBe(row.pages.length);
      expect(story.coverImage).toBe(row.pages[0]!.image_path);
    }
  });
});

describe('paging', () => {
  it('walks every published story once, by title then id, with nextCursor null at the end', async () => {
    const { seen, totals, pages } = await walk('/KahaniJson/kahanis?limit=7');
    const ids = seen.map((story) => story._id);
    expect(ids).toEqual(await publishedIdsInOrder());
    expect(new Set(totals)).toEqual(new Set([ids.length]));
    expect(pages).toBe(Math.ceil(ids.length / 7));
  });

  it('stays correct while stories are added between pages', async () => {
    const before = await publishedIdsInOrder();
    let added = GENERATED;
    const { seen } = await walk('/KahaniJson/kahanis?limit=9', {
      between: async (pageNumber) => {
        if (pageNumber > 3) return;
        added += 5;
        await seedCatalogue(ctx.database.db, added);
      },
    });
    const ids = seen.map((story) => story._id);
    expect(new Set(ids).size).toBe(ids.length);
    // Every story there at the start, once, in order; new ones where the order puts them.
    for (const id of before) expect(ids).toContain(id);
    const after = await publishedIdsInOrder();
    expect(after.filter((id) => ids.includes(id))).toEqual(ids);
    expect(after.length).toBe(before.length + 15);
    await writeThroughApi();
  });

  it('keeps the first page like the whole list, and shows a story published since', async () => {
    const before = await page('/KahaniJson/kahanis?length=short');
    expect((await get('/KahaniJson/kahanis?length=short')).body).toBe(JSON.stringify(before));
    const id = await publishStory({
      title: 'AAA A Short New Tale',
      pages: [{ english: 'Hello.' }],
    });
    const after = await page('/KahaniJson/kahanis?length=short');
    expect(after.stories[0]?._id).toBe(id);
    expect(after.total).toBe(before.total + 1);
  });

  it('takes the page size from limit, 24 when only another parameter is sent', async () => {
    expect((await page('/KahaniJson/kahanis?limit=3')).stories).toHaveLength(3);
    const first = await page('/KahaniJson/kahanis?length=long');
    expect(first.stories.length).toBeLessThanOrEqual(24);
    expect(first.total).toBeGreaterThan(0);
  });
});

describe('filters', () => {
  let everyone: StorySummary[];
  beforeAll(async () => {
    everyone = (await walk('/KahaniJson/kahanis?limit=100')).seen;
  });

  it('language: the stories readable in it, by name or by tag', async () => {
    for (const [asked, id] of [
      ['bn', 'bn'],
      ['hi', 'hindi'],
      ['zh-hans', 'zh-Hans'],
      ['ur', 'ur'],
    ] as const) {
      const { seen, totals } = await walk(`/KahaniJson/kahanis?limit=10&language=${asked}`);
      const expected = everyone.filter((story) => story.languages.includes(id));
      expect(expected.length, id).toBeGreaterThan(0);
      expect(seen.map((story) => story._id).sort()).toEqual(
        expected.map((story) => story._id).sort(),
      );
      expect(totals[0]).toBe(expected.length);
    }
  });

  it('length: the stories whose page count is in its range', async () => {
    const ranges = { short: [1, 6], medium: [7, 10], long: [11, Infinity] } as const;
    for (const [length, [from, to]] of Object.entries(ranges)) {
      const { seen } = await walk(`/KahaniJson/kahanis?limit=50&length=${length}`);
      const expected = everyone.filter((story) => story.pageCount >= from && story.pageCount <= to);
      expect(expected.length, length).toBeGreaterThan(0);
      expect(seen.map((story) => story._id).sort()).toEqual(
        expected.map((story) => story._id).sort(),
      );
    }
  });

  it('language and length together', async () => {
    const { seen } = await walk('/KahaniJson/kahanis?limit=50&language=english&length=long');
    expect(seen.map((story) => story._id).sort()).toEqual(
      everyone
        .filter((story) => story.languages.includes('english') && story.pageCount > 10)
        .map((story) => story._id)
        .sort(),
    );
  });
});

describe('search', () => {
  let butterfly: string;
  let kitten: string;
  let thaiCat: string;
  let sparrow: string;
  beforeAll(async () => {
    butterfly = await publishStory({
      title: 'নীল প্রজাপতি',
      pages: [{ bn: 'একটি নীল প্রজাপতি বাগানে উড়ছিল।' }, { bn: 'বিড়ালটি তাকে দেখে হাসল।' }],
    });
    kitten = await publishStory({
      title: '小猫和月亮',
      pages: [{ 'zh-Hans': '小猫坐在窗边看月亮。' }, { 'zh-Hans': '月亮又大又圆。' }],
    });
    thaiCat = await publishStory({
      title: 'แมวน้อยกับดวงดาว',
      pages: [{ th: 'แมวน้อยนอนหลับใต้ต้นไม้' }],
    });
    sparrow = await publishStory({
      title: 'ننھی چڑیا',
      pages: [{ ur: 'ننھی چڑیا درخت پر گانا گاتی ہے۔' }],
    });
  });

  const search = async (q: string, extra = '') =>
    page(`/KahaniJson/kahanis?q=${encodeURIComponent(q)}${extra}`);
  const idsOf = (found: CataloguePage) => found.stories.map((story) => story._id);

  it('finds words in Bengali, Chinese, Thai and Urdu text', async () => {
    expect(idsOf(await search('প্রজাপতি'))).toEqual([butterfly]);
    // The start of a word: "বিড়ালটি" is "the cat".
    expect(idsOf(await search('বিড়াল', '&limit=100'))).toContain(butterfly);
    const cat = idsOf(await search('猫', '&limit=100'));
    expect(cat).toContain(kitten);
    expect(cat).not.toContain(thaiCat);
    expect(idsOf(await search('月亮'))[0]).toBe(kitten);
    expect(idsOf(await search('แมว', '&limit=100'))).toContain(thaiCat);
    expect(idsOf(await search('چڑیا'))).toEqual([sparrow]);
  });

  it('finds Latin-script words, their other forms, and a title spelt a little wrong', async () => {
    const crow = await search('crow');
    expect(crow.stories[0]?.title).toBe('The Thirsty Crow');
    expect(titlesOf((await search('thirsti')).stories)).toContain('The Thirsty Crow');
    // Spanish stems: "cuervos" is the plural of "cuervo".
    expect(titlesOf((await search('cuervos')).stories)).toContain('The Thirsty Crow');
    expect(titlesOf((await search('tortoyse')).stories)).toContain('The Tortoise and the Hare');
    expect(titlesOf((await search('the thirs')).stories)).toContain('The Thirsty Crow');
    expect(titlesOf((await search('कौआ')).stories)).toContain('The Thirsty Crow');
  });

  it('finds nothing for words no story has, and searches within a filter', async () => {
    const none = await search('zzyzzyva');
    expect(none).toEqual({ stories: [], nextCursor: null, total: 0 });
    expect(idsOf(await search('প্রজাপতি', '&language=english'))).toEqual([]);
    expect(idsOf(await search('প্রজাপতি', '&language=bn&length=short'))).toEqual([butterfly]);
  });

  it('pages through a search in order of relevance, each story once', async () => {
    const all = await search('猫', '&limit=100');
    expect(all.total).toBeGreaterThan(3);
    const { seen, totals } = await walk('/KahaniJson/kahanis?q=%E7%8C%AB&limit=2');
    expect(seen.map((story) => story._id)).toEqual(idsOf(all));
    expect(new Set(totals)).toEqual(new Set([all.total]));
  });

  it('pages through stories found by their spelling when no story has the words', async () => {
    // "rabit": no story has the word or a word it starts; trigrams find "rabbit".
    const all = await search('rabit', '&limit=100');
    expect(all.total).toBeGreaterThan(2);
    expect(all.stories.every((story) => /rabbit/i.test(JSON.stringify(story)))).toBe(true);
    expect(all.stories[0]?.title).toBe('The Clever Rabbit');
    const { seen } = await walk('/KahaniJson/kahanis?q=rabit&limit=1');
    expect(seen.map((story) => story._id)).toEqual(idsOf(all));
  });

  it('keeps what a story is found by right when it is edited', async () => {
    const [row] = await ctx.database.db.select().from(stories).where(eq(stories.id, butterfly));
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/storiesModification/${butterfly}`,
      headers: bearer(ADMIN_UID),
      payload: {
        title: 'নীল ফড়িং',
        author: row!.author,
        version: row!.version,
        pages: [withPageText(emptyPage(1), 'bn', 'একটি নীল ফড়িং বাগানে উড়ছিল।')],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(idsOf(await search('প্রজাপতি'))).toEqual([]);
    expect(idsOf(await search('ফড়িং'))).toEqual([butterfly]);
  });

  it('finds stories written without search columns, and ones changed behind the server', async () => {
    // A write that changes the text but not the search columns leaves them to be computed.
    await ctx.database.db
      .update(stories)
      .set({ pages: [withPageText(emptyPage(1), 'ur', 'ننھی مینا درخت پر گانا گاتی ہے۔')] })
      .where(eq(stories.id, sparrow));
    const [stale] = await ctx.database.db
      .select({ document: stories.searchDocument })
      .from(stories)
      .where(eq(stories.id, sparrow));
    expect(stale!.document).toBeNull();
    // A story stored with no search columns at all.
    const id = newStoryId();
    await ctx.database.db.insert(stories).values({
      id,
      slug: `stored-plainly-${id}`,
      title: 'Stored Plainly',
      author: 'Tester',
      status: 'published',
      pages: [withPageText(emptyPage(1), 'english', 'A quokka smiled at the sun.')],
    });
    await writeThroughApi();
    expect(idsOf(await search('quokka'))).toEqual([id]);
    expect(idsOf(await search('مینا'))).toEqual([sparrow]);
    expect(await fillMissingSearchColumns(ctx.database.db)).toBe(0);
  });
});

describe('the personalised list', () => {
  let pendingId: string;
  let rejectedId: string;
  let othersPending: string;
  let bySlug: Map<string, StorySummary>;
  beforeAll(async () => {
    pendingId = (await requestStory(ctx, PARENT_UID, 'Parent Pending Tale'))._id;
    rejectedId = (await requestStory(ctx, PARENT_UID, 'Parent Rejected Tale'))._id;
    othersPending = (await requestStory(ctx, OTHER_UID, 'Another Parent Pending Tale'))._id;
    const rejected = await ctx.app.inject({
      method: 'POST',
      url: `/storiesModification/${rejectedId}/review`,
      headers: bearer(ADMIN_UID),
      payload: { decision: 'reject', reason: 'Too short.' },
    });
    expect(rejected.statusCode).toBe(200);
    bySlug = new Map(
      storyListSchema
        .parse((await get('/KahaniJson/kahanis')).json())
        .map((story) => [story.slug, story]),
    );
    /** Reads pages 1 to `lastPage` of a story; finished when it was the story's last. */
    const read = async (slug: string, lastPage: number, minutesAgo: number) => {
      const { _id: storyId, pageCount } = bySlug.get(slug)!;
      for (let page_no = 1; page_no <= lastPage; page_no += 1) {
        const answer = await ctx.app.inject({
          method: 'POST',
          url: '/progress',
          headers: bearer(PARENT_UID),
          payload: { storyId, page_no, finished: page_no === pageCount },
        });
        expect(answer.statusCode, answer.body).toBe(200);
      }
      await ctx.database.db
        .update(readingProgress)
        .set({ updatedAt: new Date(Date.now() - minutesAgo * 60_000) })
        .where(
          sql`${readingProgress.uid} = ${PARENT_UID} AND ${readingProgress.storyId} = ${storyId}`,
        );
    };
    await read('the-thirsty-crow', 2, 30);
    await read('the-blue-jackal', 1, 5);
    await read('the-clever-rabbit', bySlug.get('the-clever-rabbit')!.pageCount, 1);
  });

  it("puts the caller's own pending and rejected stories first, and no one else's", async () => {
    const first = await page(`/KahaniJson/getkahanis/${PARENT_UID}?limit=5`, PARENT_UID);
    expect(first.stories.slice(0, 2).map((story) => [story._id, story.status])).toEqual([
      [pendingId, 'pending'],
      [rejectedId, 'rejected'],
    ]);
    const { seen, totals } = await walk(`/KahaniJson/getkahanis/${PARENT_UID}?limit=11`, {
      uid: PARENT_UID,
    });
    const ids = seen.map((story) => story._id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toContain(othersPending);
    const published = await publishedIdsInOrder();
    expect(ids.slice(2)).toEqual(published);
    expect(totals[0]).toBe(published.length + 2);
  });

  it('shows reading progress on the cards, and the unfinished stories as continueReading', async () => {
    const first = await page(`/KahaniJson/getkahanis/${PARENT_UID}?limit=24`, PARENT_UID);
    expect(first.continueReading?.map((story) => [story.slug, story.lastPageRead])).toEqual([
      ['the-blue-jackal', 1],
      ['the-thirsty-crow', 2],
    ]);
    const { seen } = await walk(`/KahaniJson/getkahanis/${PARENT_UID}?limit=50`, {
      uid: PARENT_UID,
    });
    const crow = seen.find((story) => story.slug === 'the-thirsty-crow');
    expect(crow).toMatchObject({ lastPageRead: 2, finished: false });
    expect(seen.find((story) => story.slug === 'the-clever-rabbit')).toMatchObject({
      finished: true,
    });
    expect(seen.find((story) => story.slug === 'the-lion-and-the-mouse')?.lastPageRead).toBe(
      undefined,
    );
  });

  it('gives continueReading on the first page without a search or filter only', async () => {
    const base = `/KahaniJson/getkahanis/${PARENT_UID}?limit=3`;
    const first = await page(base, PARENT_UID);
    expect(first.continueReading).toHaveLength(2);
    for (const url of [
      `${base}&cursor=${first.nextCursor}`,
      `${base}&q=crow`,
      `${base}&language=english`,
      `${base}&length=short`,
    ]) {
      expect((await page(url, PARENT_UID)).continueReading, url).toBeUndefined();
    }
    expect((await page('/KahaniJson/kahanis?limit=3')).continueReading).toBeUndefined();
  });

  it("searches the caller's own stories too, and keeps another parent out", async () => {
    const mine = await page(`/KahaniJson/getkahanis/${PARENT_UID}?q=parent`, PARENT_UID);
    expect(mine.stories.map((story) => story._id)).toEqual(
      expect.arrayContaining([pendingId, rejectedId]),
    );
    expect(mine.stories.map((story) => story._id)).not.toContain(othersPending);
    expect((await get(`/KahaniJson/getkahanis/${PARENT_UID}?limit=3`, OTHER_UID)).statusCode).toBe(
      403,
    );
    // A cursor is the caller's own: another parent's does not page this list.
    const theirs = await page(`/KahaniJson/getkahanis/${OTHER_UID}?limit=3`, OTHER_UID);
    const reused = await get(
      `/KahaniJson/getkahanis/${PARENT_UID}?limit=3&cursor=${theirs.nextCursor}`,
      PARENT_UID,
    );
    expect(reused.statusCode).toBe(400);
  });
});

describe('GET /KahaniJson/languages', () => {
  it('counts the published stories readable in each language, the eight first', async () => {
    await writeThroughApi();
    const answer = catalogueLanguagesSchema.parse((await get('/KahaniJson/languages')).json());
    const published = (await walk('/KahaniJson/kahanis?limit=100')).seen;
    const counts = new Map<string, number>();
    for (const story of published) {
      for (const language of story.languages) counts.set(language, (counts.get(language) ?? 0) + 1);
    }
    expect(answer.languages).toEqual(
      sortLanguages(counts.keys()).map((language) => ({
        language,
        stories: counts.get(language),
      })),
    );
    expect(answer.languages.slice(0, LANGUAGES.length).map((entry) => entry.language)).toEqual([
      ...LANGUAGES,
    ]);
    expect(answer.languages.map((entry) => entry.language)).toEqual(
      expect.arrayContaining(['bn', 'ur', 'ar', 'zh-Hans', 'sw', 'th', 'fr', 'ru']),
    );
  });
});

describe("the database's own languages column", () => {
  it('is languagesOf(pages) for every story, wordless and blank pages included', async () => {
    const id = newStoryId();
    const hindiOnlyInTexts = {
      ...withPageText(emptyPage(2), 'bn', 'পাতা'),
      texts: { bn: 'পাতা', hindi: 'पन्ना' },
    };
    await ctx.database.db.insert(stories).values({
      id,
      slug: `languages-${id}`,
      title: 'Languages',
      author: 'Tester',
      status: 'rejected',
      pages: [
        withPageText(withPageText(emptyPage(1), 'english', 'Words.'), 'bn', 'শব্দ।'),
        hindiOnlyInTexts,
        emptyPage(3),
        withPageText(withPageText(emptyPage(4), 'bn', 'আরও'), 'english', ' \u00a0\u3000'),
      ],
    });
    const rows = await ctx.database.db
      .select({ pages: stories.pages, languages: stories.languages })
      .from(stories);
    for (const row of rows) {
      expect(sortLanguages(row.languages ?? [])).toEqual(languagesOf(row.pages));
    }
    const [mine] = await ctx.database.db
      .select({ languages: stories.languages })
      .from(stories)
      .where(eq(stories.id, id));
    expect(mine!.languages).toEqual(['bn']);
  });
});

describe('stemming', () => {
  it('uses only text-search configurations the database has', async () => {
    const { rows } = await ctx.database.db.execute<{ cfgname: string }>(
      sql`SELECT cfgname FROM pg_ts_config`,
    );
    const present = rows.map((row) => row.cfgname);
    expect(present).toEqual(expect.arrayContaining([...STEMMING_CONFIGURATIONS]));
    expect(stemmingOf('english')).toBe('english');
    expect(stemmingOf('pt-BR')).toBe('portuguese');
    expect(stemmingOf('bn')).toBeUndefined();
  });
});

describe('migration 0015', () => {
  it('keeps every story: page count, cover and languages by SQL, search columns at start', async () => {
    const folder = new URL('../drizzle/', import.meta.url);
    const journal = JSON.parse(readFileSync(new URL('meta/_journal.json', folder), 'utf8')) as {
      entries: { idx: number; tag: string }[];
    };
    const client = new PGlite('memory://', { extensions: { pg_trgm } });
    const migrate = async (from: number, to: number) => {
      for (const { tag } of journal.entries.filter(
        (entry) => entry.idx >= from && entry.idx < to,
      )) {
        const file = readFileSync(new URL(`${tag}.sql`, folder), 'utf8');
        for (const statement of file.split('--> statement-breakpoint'))
          await client.exec(statement);
      }
    };
    const index = journal.entries.find((entry) => entry.tag === '0015_catalogue_search')!.idx;
    try {
      await migrate(0, index);
      const pages = [
        withPageText(
          { ...emptyPage(1), image_path: '/illustrations/the-blue-jackal/page-1.svg' },
          'bn',
          'একটি শিয়াল।',
        ),
        withPageText(withPageText(emptyPage(2), 'english', 'Blue.'), 'bn', 'নীল।'),
      ];
      await client.query(
        `insert into stories (id, slug, title, author, status, pages) values ('old', 'old', 'An Old Tale', 'Someone', 'published', $1)`,
        [JSON.stringify(pages)],
      );
      await migrate(index, index + 1);
      const { rows } = await client.query<Record<string, unknown>>(
        'select page_count, cover_image, languages, search_document from stories',
      );
      expect(rows).toEqual([
        {
          page_count: 2,
          cover_image: '/illustrations/the-blue-jackal/page-1.svg',
          languages: ['bn'],
          search_document: null,
        },
      ]);
      const db = drizzle(client, { schema });
      expect(await fillMissingSearchColumns(db)).toBe(1);
      const found = await client.query(
        `select id from stories where search_document @@ '''শিয়াল'''::tsquery`,
      );
      expect(found.rows).toEqual([{ id: 'old' }]);
    } finally {
      await client.close();
    }
  });
});

describe('refusals', () => {
  const refusal = async (url: string) => {
    const response = await get(url);
    expect(response.statusCode, url).toBe(400);
    return response.json<{ message: string }>().message;
  };

  it('refuses a limit, language or length that is not one, with a sentence', async () => {
    expect(await refusal('/KahaniJson/kahanis?limit=0')).toBe(
      'querystring.limit: limit must be 1 or more.',
    );
    expect(await refusal('/KahaniJson/kahanis?limit=101')).toBe(
      'querystring.limit: limit must be at most 100.',
    );
    expect(await refusal('/KahaniJson/kahanis?limit=2.5')).toBe(
      'querystring.limit: limit must be a whole number.',
    );
    expect(await refusal('/KahaniJson/kahanis?limit=ten')).toMatch(/^querystring\.limit: /);
    expect(await refusal('/KahaniJson/kahanis?language=und')).toMatch(/^querystring\.language: /);
    expect(await refusal('/KahaniJson/kahanis?language=no!such')).toMatch(
      /^querystring\.language: /,
    );
    expect(await refusal('/KahaniJson/kahanis?length=huge')).toBe(
      'querystring.length: length must be one of: short, medium, long.',
    );
    expect(await refusal(`/KahaniJson/kahanis?q=${'x'.repeat(201)}`)).toBe(
      'querystring.q: q must be at most 200 characters.',
    );
  });

  it('refuses a cursor that is malformed, edited, or from another search', async () => {
    const sentence = `querystring.cursor: ${CATALOGUE_CURSOR_REFUSAL}`;
    expect(await refusal('/KahaniJson/kahanis?cursor=not*a*cursor')).toBe(sentence);
    expect(await refusal('/KahaniJson/kahanis?cursor=bm90IGpzb24')).toBe(sentence);
    const { nextCursor } = await page('/KahaniJson/kahanis?limit=2&q=crow%20the');
    const crowCursor = nextCursor ?? (await page('/KahaniJson/kahanis?limit=2')).nextCursor!;
    const { k, c } = JSON.parse(Buffer.from(crowCursor, 'base64url').toString()) as {
      k: unknown[];
      c: string;
    };
    const edited = Buffer.from(
      JSON.stringify({ k: [...k.slice(0, -1), 'another-id'], c }),
    ).toString('base64url');
    expect(await refusal(`/KahaniJson/kahanis?limit=2&cursor=${edited}`)).toBe(sentence);
    const plain = (await page('/KahaniJson/kahanis?limit=2')).nextCursor!;
    expect(await refusal(`/KahaniJson/kahanis?limit=2&q=crow&cursor=${plain}`)).toBe(sentence);
    expect(await refusal(`/KahaniJson/kahanis?limit=2&language=bn&cursor=${plain}`)).toBe(sentence);
    // The page size may change from page to page.
    expect((await get(`/KahaniJson/kahanis?limit=5&cursor=${plain}`)).statusCode).toBe(200);
  });
});
