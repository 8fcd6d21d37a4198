import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importAnswerSchema, importRefusalSchema } from '../../../contract/imports';
import { storySchema } from '../../../contract/stories';
import { pictures, recordings, stories } from '../../src/db/schema';
import { ADMIN_UID, PARENT_UID, bearer, createTestApp, type TestContext } from '../helpers';
import { multipartBody, type UploadFile } from '../support/pictureUploads';
import { buildEpub, renameEntry, zipFiles } from './fixtures';
import { storybookMarkdown } from './fixtures/markdown';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

/** A Global Storybooks book: a page per text and its colophon, in one language. */
function storybook(language: string, title: string, pages: string[], picture = true) {
  return storybookMarkdown({
    title,
    pages: pages.map((text, index) => ({
      text,
      ...(picture
        ? { image: { path: `images/kite-${index + 1}.png`, alt: `Page ${index + 1}` } }
        : {}),
    })),
    licence: 'CC-BY',
    authors: 'Asha Rao',
    illustrators: 'Ravi Menon',
    ...(language === 'English' ? {} : { translators: 'Meera Iyer' }),
    language,
  });
}

const KITE = {
  english: storybook('English', 'The Red Kite', [
    'Tara made a red kite from paper.',
    'The wind lifted it over the mango trees.',
    'At dusk the kite came home to Tara.',
  ]),
  hindi: storybook('Hindi', 'लाल पतंग', [
    'तारा ने कागज़ से लाल पतंग बनाई।',
    'हवा उसे आम के पेड़ों के ऊपर ले गई।',
    'शाम को पतंग तारा के पास लौट आई।',
  ]),
  tamil: storybook('Tamil', 'சிவப்புப் பட்டம்', [
    'தாரா காகிதத்தில் சிவப்புப் பட்டம் செய்தாள்.',
    'காற்று அதை மாமரங்களுக்கு மேலே தூக்கியது.',
    'மாலையில் பட்டம் தாராவிடம் திரும்பியது.',
  ]),
};

async function png(red: number): Promise<Buffer> {
  return sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: red, g: 90, b: 40 } },
  })
    .png()
    .toBuffer();
}

async function kiteFiles(): Promise<UploadFile[]> {
  const markdown = (name: string, content: string): UploadFile => ({
    name,
    content,
    type: 'text/markdown',
  });
  return [
    markdown('0042_red-kite.md', KITE.english),
    markdown('0042_red-kite_hi.md', KITE.hindi),
    markdown('0042_red-kite_ta.md', KITE.tamil),
    ...(await Promise.all(
      [1, 2, 3].map(async (n) => ({
        name: `kite-${n}.png`,
        content: await png(n * 60),
        type: 'image/png',
      })),
    )),
  ];
}

async function importFiles(
  files: UploadFile[],
  query = '',
  headers: Record<string, string> = bearer(ADMIN_UID),
) {
  const { payload, contentType } = await multipartBody(files);
  return ctx.app.inject({
    method: 'POST',
    url: `/imports${query}`,
    payload,
    headers: { ...headers, 'content-type': contentType },
  });
}

async function countOf(table: typeof stories | typeof pictures) {
  const [row] = await ctx.database.db.select({ n: count() }).from(table);
  return row!.n;
}

async function storyAsAdmin(id: string) {
  const response = await ctx.app.inject({ url: `/StoryJson/${id}`, headers: bearer(ADMIN_UID) });
  expect(response.statusCode).toBe(200);
  return storySchema.parse(response.json());
}

describe('POST /imports', () => {
  let storyId = '';

  it('previews a Global Storybooks book in three languages without storing anything', async () => {
    const before = { stories: await countOf(stories), pictures: await countOf(pictures) };
    const response = await importFiles(await kiteFiles(), '?preview=true');
    expect(response.statusCode).toBe(200);
    const { results } = importAnswerSchema.parse(response.json());
    const books = results.filter((result) => result.file.endsWith('.md'));
    expect(books).toHaveLength(3);
    for (const result of books) {
      expect(result).toMatchObject({
        ok: true,
        storyId: null,
        title: 'The Red Kite',
        pages: 3,
        pictures: 3,
        update: false,
        licence: { id: 'CC-BY-4.0', words: 'CC-BY' },
      });
      expect(result.languages).toEqual(['english', 'hindi', 'tamil']);
    }
    expect(await countOf(stories)).toBe(before.stories);
    expect(await countOf(pictures)).toBe(before.pictures);
  });

  it('imports the book as one story waiting for review, with its credits, licence and pictures', async () => {
    const response = await importFiles(await kiteFiles());
    expect(response.statusCode).toBe(201);
    const { results } = importAnswerSchema.parse(response.json());
    const ids = new Set(results.filter((r) => r.file.endsWith('.md')).map((r) => r.storyId));
    expect(ids.size).toBe(1);
    storyId = [...ids][0]!;
    const story = await storyAsAdmin(storyId);
    expect(story.status).toBe('pending');
    expect(story.title).toBe('The Red Kite');
    expect(story.translated_titles).toMatchObject({ hindi: 'लाल पतंग', tamil: 'சிவப்புப் பட்டம்' });
    expect(story.licence).toEqual({ id: 'CC-BY-4.0', words: 'CC-BY' });
    expect(story.credits).toMatchObject({
      authors: ['Asha Rao'],
      illustrators: ['Ravi Menon'],
      translators: { hindi: ['Meera Iyer'], tamil: ['Meera Iyer'] },
    });
    expect(story.pages.map((page) => page.parent_narration_text)).toEqual([
      'Tara made a red kite from paper.',
      'The wind lifted it over the mango trees.',
      'At dusk the kite came home to Tara.',
    ]);
    expect(story.pages[1]!.hindi).toBe('हवा उसे आम के पेड़ों के ऊपर ले गई।');
    expect(story.pages[2]!.tamil).toBe('மாலையில் பட்டம் தாராவிடம் திரும்பியது.');
    const picture = await ctx.app.inject({ url: story.pages[0]!.image_path });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toMatch(/^image\//);
    // Not on the public list until an administrator publishes it.
    const list = await ctx.app.inject({ url: '/KahaniJson/kahanis' });
    expect(list.body).not.toContain(storyId);
  });

  it('imports the same book again as an update of its story, not a second copy', async () => {
    const storiesBefore = await countOf(stories);
    const preview = importAnswerSchema.parse(
      (await importFiles(await kiteFiles(), '?preview=true')).json(),
    );
    expect(preview.results[0]).toMatchObject({ storyId, update: true });
    const response = await importFiles(await kiteFiles(), '?publish=true');
    expect(response.statusCode).toBe(201);
    const { results } = importAnswerSchema.parse(response.json());
    expect(results[0]).toMatchObject({ ok: true, storyId, update: true });
    expect(await countOf(stories)).toBe(storiesBefore);
    const story = await storyAsAdmin(storyId);
    expect(story.version).toBe(2);
    expect(story.status).toBe('published');
  });

  it('answers 207 with a reason for the file it could not read, and imports the rest', async () => {
    const response = await importFiles([
      {
        name: '0077_moon.md',
        content: storybook('English', 'The Moon Boat', ['The moon sailed slowly.'], false),
      },
      { name: '0078_lua.md', content: storybook('Moonspeak', 'Lua', ['Nothing here.'], false) },
    ]);
    expect(response.statusCode).toBe(207);
    const { results } = importAnswerSchema.parse(response.json());
    expect(results.find((r) => r.file === '0077_moon.md')).toMatchObject({
      ok: true,
      reason: null,
    });
    const refused = results.find((r) => r.file === '0078_lua.md');
    expect(refused).toMatchObject({ ok: false, storyId: null });
    expect(refused!.reason).toMatch(/0078_lua\.md/);
    expect(refused!.reason).toMatch(/language/i);
  });

  it('answers 400 when nothing could be imported, and keeps none of a refused book\u2019s pictures', async () => {
    const before = { stories: await countOf(stories), pictures: await countOf(pictures) };
    const response = await importFiles([
      {
        name: '0090_broken.md',
        content: storybook('English', 'Broken Pictures', ['One.', 'Two.']),
      },
      { name: 'kite-1.png', content: await png(10), type: 'image/png' },
      { name: 'kite-2.png', content: Buffer.from('not a picture at all'), type: 'image/png' },
    ]);
    expect(response.statusCode).toBe(400);
    const body = importRefusalSchema.parse(response.json());
    expect(body.message).toMatch(/^Nothing was imported\./);
    expect(body.results?.[0]).toMatchObject({ ok: false });
    expect(body.results?.[0]?.reason).toMatch(/kite-2\.png/);
    expect(await countOf(stories)).toBe(before.stories);
    expect(await countOf(pictures)).toBe(before.pictures);
  });

  it('refuses hostile books each with its reason, and keeps no story or picture of them', async () => {
    const before = { stories: await countOf(stories), pictures: await countOf(pictures) };
    const picture = { name: 'moon.png', bytes: await png(200), alt: 'The moon' };
    const bomb = await zipFiles([{ name: 'zeros.md', data: Buffer.alloc(20 * 1024 * 1024) }]);
    const climbing = renameEntry(
      await zipFiles([
        { name: 'qqqqq.md', data: storybook('English', 'Out', ['Out we go.'], false) },
      ]),
      'qqqqq.md',
      '../up.md',
    );
    const entities = await buildEpub({
      title: 'Laughing Entities',
      pages: [{ text: 'Ha.', picture }],
      edit: (files) => {
        for (const [name, content] of files) {
          if (name.endsWith('.xhtml') && typeof content === 'string') {
            files.set(name, content.replace('<html', '<!DOCTYPE html [<!ENTITY ha "ha">]>\n<html'));
          }
        }
      },
    });
    const truncated = (
      await buildEpub({ title: 'Cut Short', pages: [{ text: 'Cut.', picture }] })
    ).subarray(0, 400);
    const response = await importFiles([
      { name: 'bomb.zip', content: bomb, type: 'application/zip' },
      { name: 'climbing.zip', content: climbing, type: 'application/zip' },
      { name: 'entities.epub', content: entities, type: 'application/epub+zip' },
      { name: 'cut.epub', content: truncated, type: 'application/epub+zip' },
      { name: '0093_empty.md', content: '# Nothing Inside\n\n##\n\n* Language: English\n' },
    ]);
    expect(response.statusCode).toBe(400);
    const { results } = importRefusalSchema.parse(response.json());
    const reasonOf = (file: string) => results?.find((result) => result.file === file)?.reason;
    expect(reasonOf('bomb.zip')).toMatch(/zip bomb/);
    expect(reasonOf('climbing.zip')).toMatch(/outside the archive/);
    expect(reasonOf('entities.epub')).toMatch(/entities/);
    expect(reasonOf('cut.epub')).toMatch(/cut\.epub/);
    expect(reasonOf('0093_empty.md')).toMatch(/no pages/);
    expect(await countOf(stories)).toBe(before.stories);
    expect(await countOf(pictures)).toBe(before.pictures);
  });

  it('lets only administrators import', async () => {
    const files = [{ name: '0091_x.md', content: storybook('English', 'X', ['Words.'], false) }];
    expect((await importFiles(files, '', bearer(PARENT_UID))).statusCode).toBe(403);
    expect((await importFiles(files, '', {})).statusCode).toBe(401);
  });

  it('refuses a request without books, one that is not multipart, and a bad query', async () => {
    const empty = await multipartBody([], { note: 'nothing' });
    const none = await ctx.app.inject({
      method: 'POST',
      url: '/imports',
      payload: empty.payload,
      headers: { ...bearer(ADMIN_UID), 'content-type': empty.contentType },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(
      'Choose at least one book to import, sent in fields named files.',
    );
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/imports',
      payload: { files: [] },
      headers: bearer(ADMIN_UID),
    });
    expect(json.statusCode).toBe(400);
    const query = await importFiles([{ name: 'a.md', content: '# A' }], '?publish=yes');
    expect(query.statusCode).toBe(400);
    expect(query.json().message).toMatch(/publish must be true or false/);
  });

  it('keeps the narration of a book that brings none empty', async () => {
    const [row] = await ctx.database.db
      .select({ n: count() })
      .from(recordings)
      .where(eq(recordings.storyId, storyId));
    expect(row!.n).toBe(0);
  });
});

describe('a book in a language beyond the eight, without English', () => {
  const PAGES = ['রিনা একটা লাল ঘুড়ি বানাল।', 'বাতাস ঘুড়িটাকে আকাশে তুলে নিল।'];
  const TITLE = 'লাল ঘুড়ি';

  it('is kept in its language, listed, opened and exported in it', async () => {
    const response = await importFiles(
      [{ name: '0301_lal-ghuri.md', content: storybook('Bengali', TITLE, PAGES, false) }],
      '?publish=true',
    );
    expect(response.statusCode, response.body).toBe(201);
    const [result] = importAnswerSchema.parse(response.json()).results;
    expect(result).toMatchObject({ ok: true, languages: ['bn'], title: TITLE });
    const id = result!.storyId!;

    // Its title is its own language's; no English text is made up for it.
    const story = await storyAsAdmin(id);
    expect(story.title).toBe(TITLE);
    expect(story.translated_titles).toEqual({ bn: TITLE });
    expect(story.credits.translators).toEqual({ bn: ['Meera Iyer'] });
    expect(story.pages.map((page) => [page.parent_narration_text, page.texts])).toEqual(
      PAGES.map((text) => ['', { bn: text }]),
    );

    const list = await ctx.app.inject({ url: '/KahaniJson/kahanis' });
    const card = list
      .json<{ _id: string; languages: string[]; title: string }[]>()
      .find((summary) => summary._id === id);
    expect(card).toMatchObject({ languages: ['bn'], title: TITLE });
    const opened = await ctx.app.inject({ url: `/KahaniJson/slug/${result!.slug}` });
    expect(opened.statusCode).toBe(200);
    expect(storySchema.parse(opened.json()).pages[0]!.texts).toEqual({ bn: PAGES[0] });

    // Exported in its own language when none is asked for.
    const exported = await ctx.app.inject({ url: `/stories/${id}/export.readalong` });
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.body).toContain('<text xml:lang="bn" id="t0">');
    expect(exported.body).toContain(`<meta name="title" content="${TITLE}"/>`);
  });
});
