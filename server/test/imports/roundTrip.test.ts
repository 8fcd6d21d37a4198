import { createHash } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Credits, Licence } from '../../../contract/credits';
import { importAnswerSchema } from '../../../contract/imports';
import { languagesOf, pageTextIn, storySchema, type Story } from '../../../contract/stories';
import { recordings } from '../../src/db/schema';
import { findPictureFile } from '../../src/pictures/pictureStore';
import { preparePicture, savePreparedPicture } from '../../src/pictures/preparePicture';
import {
  ADMIN_UID,
  PARENT_UID,
  bearer,
  createTestApp,
  requestStory,
  type TestContext,
} from '../helpers';
import { recordPage } from '../exports/exportKit';
import {
  BOAT_STORY,
  blankPageFor,
  boatPages,
  storyPages,
  type TestPage,
} from '../exports/storyPages';
import { multipartBody } from '../support/pictureUploads';

// A story taken out as EPUB 3 and brought back in: its text, pictures, credits, licence and
// the recorded narration's word times must come back as they were.

const LICENCE: Licence = { id: 'CC-BY-SA-4.0', words: 'CC BY-SA 4.0' };
const CREDITS: Credits = {
  authors: ['Meera Rao', 'Kiran Shah'],
  illustrators: ['Arjun Das'],
  translators: {},
  originalTitle: 'The Rabbit Who Lived on the Moon',
  publisher: 'Kahani Test Press',
  sourceUrl: 'https://example.org/moon-rabbit',
};
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 30"><circle cx="20" cy="15" r="10" fill="#f5e6a8"/></svg>';
/** Word times may move by less than this between the export and the import. */
const TIME_TOLERANCE_SECONDS = 0.01;

let ctx: TestContext;
let original: Story;
let pages: TestPage[];

async function storyOf(id: string): Promise<Story> {
  const response = await ctx.app.inject({ url: `/StoryJson/${id}`, headers: bearer(ADMIN_UID) });
  expect(response.statusCode, response.body).toBe(200);
  return storySchema.parse(response.json());
}

const narrationOf = (storyId: string) =>
  ctx.database.db
    .select({ pageNo: recordings.pageNo, text: recordings.text, words: recordings.words })
    .from(recordings)
    .where(and(eq(recordings.storyId, storyId), isNull(recordings.listener)))
    .orderBy(asc(recordings.pageNo));

async function pictureSize(path: string) {
  const file = await findPictureFile(ctx.database.db, path);
  if (!file) throw new Error(`no picture at ${path}`);
  if (file.contentType === 'image/svg+xml') return { svg: file.bytes.toString('utf8') };
  const { width, height } = await sharp(file.bytes).metadata();
  return { width, height };
}

beforeAll(async () => {
  ctx = await createTestApp();
  const svg = await savePreparedPicture(
    ctx.database.db,
    { kind: 'svg', hash: createHash('sha256').update(SVG).digest('hex'), svg: SVG, removed: [] },
    ADMIN_UID,
    'moon.svg',
  );
  const png = await sharp({
    create: { width: 160, height: 100, channels: 3, background: { r: 30, g: 50, b: 110 } },
  })
    .png()
    .toBuffer();
  const prepared = await preparePicture('night.png', png);
  if (!prepared.ok) throw new Error(prepared.reason);
  const painting = await savePreparedPicture(
    ctx.database.db,
    prepared.picture,
    ADMIN_UID,
    'night.png',
  );

  const { _id } = await requestStory(ctx, PARENT_UID, 'The Moon Rabbit');
  pages = storyPages(svg.path, painting.path);
  const saved = await ctx.app.inject({
    method: 'PUT',
    url: `/storiesModification/${_id}`,
    headers: bearer(ADMIN_UID),
    payload: {
      title: 'The Moon Rabbit',
      author: 'Meera Rao and Kiran Shah',
      version: 1,
      pages: pages.map(blankPageFor),
      licence: LICENCE,
      credits: CREDITS,
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  for (const [index, page] of pages.entries()) {
    if (!page.english) continue;
    const place = {
      storyId: _id,
      pageNo: index + 1,
      language: 'english' as const,
      text: page.english,
    };
    await recordPage(ctx, place, 22_050);
  }
  original = await storyOf(_id);
});
afterAll(async () => ctx?.close());

describe('export as EPUB, then import', () => {
  it('gives back the text, pictures, credits, licence and word times of the story', async () => {
    const exported = await ctx.app.inject({
      url: `/stories/${original._id}/export.epub?language=english`,
      headers: bearer(ADMIN_UID),
    });
    expect(exported.statusCode, exported.body).toBe(200);
    const { payload, contentType } = await multipartBody([
      {
        name: 'the-moon-rabbit-en.epub',
        content: exported.rawPayload,
        type: 'application/epub+zip',
      },
    ]);
    const imported = await ctx.app.inject({
      method: 'POST',
      url: '/imports',
      payload,
      headers: { ...bearer(ADMIN_UID), 'content-type': contentType },
    });
    expect(imported.statusCode, imported.body).toBe(201);
    const [result] = importAnswerSchema.parse(imported.json()).results;
    expect(result).toMatchObject({ ok: true, narration: ['english'] });
    const copy = await storyOf(result!.storyId!);

    expect(copy.title).toBe(original.title);
    expect(copy.licence.id).toBe(LICENCE.id);
    expect(copy.credits).toEqual(CREDITS);
    expect(copy.pages.map((page) => page.parent_narration_text)).toEqual(
      original.pages.map((page) => page.parent_narration_text),
    );
    expect(copy.pages.map((page) => page.image_description)).toEqual(
      original.pages.map((page) => page.image_description),
    );
    for (const [index, page] of copy.pages.entries()) {
      expect(await pictureSize(page.image_path)).toEqual(
        await pictureSize(original.pages[index]!.image_path),
      );
    }

    const before = await narrationOf(original._id);
    const after = await narrationOf(copy._id);
    expect(after.map(({ pageNo, text }) => ({ pageNo, text }))).toEqual(
      before.map(({ pageNo, text }) => ({ pageNo, text })),
    );
    for (const [index, recording] of after.entries()) {
      const expected = before[index]!.words;
      expect(recording.words.map((word) => word.text)).toEqual(expected.map((word) => word.text));
      for (const [at, word] of recording.words.entries()) {
        expect(Math.abs(word.startSeconds - expected[at]!.startSeconds)).toBeLessThan(
          TIME_TOLERANCE_SECONDS,
        );
        expect(Math.abs(word.endSeconds - expected[at]!.endSeconds)).toBeLessThan(
          TIME_TOLERANCE_SECONDS,
        );
      }
    }
  });
});

describe('a story in English, Bengali and Urdu, taken out and brought back', () => {
  const LANGUAGES = ['english', 'bn', 'ur'];

  it('gives back one story with the same texts, titles, translators and languages', async () => {
    const picture = original.pages[0]!.image_path;
    const { _id } = await requestStory(ctx, PARENT_UID, BOAT_STORY.titles.english!);
    const credits: Credits = {
      ...CREDITS,
      translators: { bn: ['Rina Das'], ur: ['Sana Iqbal'] },
    };
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/storiesModification/${_id}`,
      headers: bearer(ADMIN_UID),
      payload: {
        title: BOAT_STORY.titles.english,
        author: 'Meera Rao and Kiran Shah',
        version: 1,
        translated_titles: { bn: BOAT_STORY.titles.bn, ur: BOAT_STORY.titles.ur },
        pages: boatPages(picture, LANGUAGES),
        licence: LICENCE,
        credits,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const story = await storyOf(_id);
    expect(languagesOf(story.pages)).toEqual(LANGUAGES);

    // One EPUB per language, all with the story's identifier: one book in three languages.
    const epubs = [];
    for (const language of LANGUAGES) {
      const exported = await ctx.app.inject({
        url: `/stories/${_id}/export.epub?language=${language}`,
        headers: bearer(ADMIN_UID),
      });
      expect(exported.statusCode, exported.body).toBe(200);
      epubs.push({
        name: `little-boat-${language}.epub`,
        content: exported.rawPayload,
        type: 'application/epub+zip',
      });
    }
    const { payload, contentType } = await multipartBody(epubs);
    const imported = await ctx.app.inject({
      method: 'POST',
      url: '/imports',
      payload,
      headers: { ...bearer(ADMIN_UID), 'content-type': contentType },
    });
    expect(imported.statusCode, imported.body).toBe(201);
    const { results } = importAnswerSchema.parse(imported.json());
    expect(results.map(({ ok, languages, update }) => ({ ok, languages, update }))).toEqual([
      { ok: true, languages: ['english'], update: false },
      { ok: true, languages: ['bn'], update: true },
      { ok: true, languages: ['ur'], update: true },
    ]);
    expect(new Set(results.map((result) => result.storyId)).size).toBe(1);

    const copy = await storyOf(results[0]!.storyId!);
    expect(copy._id).not.toBe(_id);
    expect(languagesOf(copy.pages)).toEqual(LANGUAGES);
    expect(copy.title).toBe(story.title);
    expect(copy.translated_titles).toEqual(story.translated_titles);
    expect(copy.credits).toEqual(credits);
    for (const language of LANGUAGES) {
      expect(
        copy.pages.map((page) => pageTextIn(page, language)),
        language,
      ).toEqual(story.pages.map((page) => pageTextIn(page, language)));
    }
    expect(copy.pages.map((page) => page.texts)).toEqual(story.pages.map((page) => page.texts));

    // Bringing back one language again updates it and keeps the others.
    const again = await multipartBody([epubs[2]!]);
    const updated = await ctx.app.inject({
      method: 'POST',
      url: '/imports',
      payload: again.payload,
      headers: { ...bearer(ADMIN_UID), 'content-type': again.contentType },
    });
    expect(updated.statusCode, updated.body).toBe(201);
    const after = await storyOf(copy._id);
    expect(languagesOf(after.pages)).toEqual(LANGUAGES);
    expect(after.version).toBe(copy.version + 1);
  });
});
