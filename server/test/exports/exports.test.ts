import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attributionSentence, type Credits, type Licence } from '../../../contract/credits';
import { tokenize } from '../../../contract/words';
import { stories } from '../../src/db/schema';
import { createEspeakProvider } from '../../src/narration';
import { readFrameHeader, readMp3Info } from '../../src/narration/mp3';
import { findPictureFile } from '../../src/pictures/pictureStore';
import { preparePicture, savePreparedPicture } from '../../src/pictures/preparePicture';
import { saveRecording } from '../../src/recordings/recordingStore';
import {
  ADMIN_UID,
  OTHER_UID,
  PARENT_UID,
  bearer,
  createTestApp,
  requestStory,
  type TestContext,
} from '../helpers';
import {
  elements,
  epubcheck,
  epubcheckAvailable,
  parseXml,
  recordPage,
  unzip,
  type ZipItem,
} from './exportKit';
import { blankPageFor, storyPages, type TestPage } from './storyPages';

// Exports through the API with the real offline voice (eSpeak NG), so every MP3 is real:
// the seeded Thirsty Crow (published) and a short story of the test's own, waiting for review,
// with a recorded page, a page without words, and an SVG and a painting from the library.

const EPUBCHECK = epubcheckAvailable();
if (!EPUBCHECK && !process.env.CI) {
  console.warn(
    'epubcheck is not installed here (/usr/share/java/epubcheck.jar and Java): the EPUB validity tests are skipped. CI installs it and runs them.',
  );
}
/**
 * epubcheck starts a JVM (5 to 15 s on a busy 2-core machine) and the seeded story's pages are
 * synthesised first: these tests get longer than the usual minute.
 */
const EPUBCHECK_TIMEOUT_MS = 240_000;
/** In CI, epubcheck must be there: a missing validator fails instead of passing quietly. */
const epubcheckTest = EPUBCHECK || process.env.CI ? it : it.skip;

const TITLE = 'The Moon Rabbit';
const HINDI_TITLE = 'चाँद का खरगोश';
const LICENCE: Licence = { id: 'CC-BY-NC-SA-4.0', words: 'CC BY-NC-SA' };
const CREDITS: Credits = {
  authors: ['Meera Rao'],
  illustrators: ['Arjun Das'],
  translators: { hindi: ['Sita Verma'] },
  originalTitle: 'The Rabbit Who Lived on the Moon',
  publisher: 'Kahani Test Press',
  sourceUrl: 'https://example.org/moon-rabbit',
};
const PICTURE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 30"><circle cx="20" cy="15" r="10" fill="#f5e6a8"/></svg>';

let ctx: TestContext;
let narration: ReturnType<typeof createEspeakProvider>;
let storyId: string;
let pictureBytes: Buffer;
/** The file the library keeps of the painting on page 2 (re-encoded as JPEG, since it is opaque). */
let painting: { bytes: Buffer; contentType: string; extension: string };
let pages: TestPage[];
let recorded: Buffer;
let seededId: string;

beforeAll(async () => {
  narration = createEspeakProvider();
  ctx = await createTestApp({ narration });
  const [seeded] = await ctx.database.db
    .select({ id: stories.id })
    .from(stories)
    .where(eq(stories.slug, 'the-thirsty-crow'));
  seededId = seeded!.id;

  // An SVG and a painting (PNG) in the library, stored the way uploads store them.
  const svg = await savePreparedPicture(
    ctx.database.db,
    {
      kind: 'svg',
      hash: createHash('sha256').update(PICTURE_SVG).digest('hex'),
      svg: PICTURE_SVG,
      removed: [],
    },
    ADMIN_UID,
    'moon.svg',
  );
  pictureBytes = Buffer.from(PICTURE_SVG);
  const png = await sharp({
    create: { width: 120, height: 80, channels: 3, background: { r: 40, g: 60, b: 120 } },
  })
    .png()
    .toBuffer();
  const prepared = await preparePicture('night.png', png);
  if (!prepared.ok) throw new Error(`the painting was refused: ${prepared.reason}`);
  const paintingPath = (
    await savePreparedPicture(ctx.database.db, prepared.picture, ADMIN_UID, 'night.png')
  ).path;
  painting = (await findPictureFile(ctx.database.db, paintingPath))!;
  storyId = (await requestStory(ctx, PARENT_UID, TITLE))._id;
  pages = storyPages(svg.path, paintingPath);
  const editing = (
    await ctx.app.inject({
      method: 'GET',
      url: `/storiesModification/${storyId}`,
      headers: bearer(ADMIN_UID),
    })
  ).json<{ version: number }>();
  const saved = await ctx.app.inject({
    method: 'PUT',
    url: `/storiesModification/${storyId}`,
    headers: bearer(ADMIN_UID),
    payload: {
      title: TITLE,
      author: 'Meera Rao',
      version: editing.version,
      translated_titles: { hindi: HINDI_TITLE },
      pages: pages.map(blankPageFor),
      licence: LICENCE,
      credits: CREDITS,
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  // Recorded at the synthesised voice's rate, so the joined MP3 keeps the recording.
  recorded = await recordPage(
    ctx,
    { storyId, pageNo: 2, language: 'english', text: pages[1]!.english },
    22_050,
  );
});

afterAll(async () => {
  await ctx?.close();
  await narration?.close();
});

type Format = 'epub' | 'readalong' | 'mp3';

function exportOf(
  id: string,
  format: Format,
  options: { language?: string; uid?: string | null } = {},
) {
  const query = options.language ? `?language=${options.language}` : '';
  const uid = options.uid === undefined ? ADMIN_UID : options.uid;
  return ctx.app.inject({
    method: 'GET',
    url: `/stories/${id}/export.${format}${query}`,
    headers: uid ? bearer(uid) : {},
  });
}

async function epubOf(id: string, language?: string, uid?: string | null) {
  const response = await exportOf(id, 'epub', { language, uid });
  expect(response.statusCode, response.body).toBe(200);
  return { response, files: await unzip(response.rawPayload) };
}

const text = (item: ZipItem | undefined) => {
  if (!item) throw new Error('the file is not in the EPUB');
  return item.bytes.toString('utf8');
};

/** Errors and fatal errors epubcheck reports; its warnings are logged for the record. */
function epubcheckProblems(epub: Buffer, label: string): string[] {
  if (!EPUBCHECK) throw new Error('epubcheck is not installed: CI must install it (.ci/run).');
  const messages = epubcheck(epub);
  const warnings = messages.filter((message) => message.severity === 'WARNING');
  console.info(
    `epubcheck ${label}: ${messages.length} messages, ${warnings.length} warnings${warnings
      .map((warning) => `\n  ${warning.id} ${warning.message} (${warning.where})`)
      .join('')}`,
  );
  return messages
    .filter((message) => message.severity === 'ERROR' || message.severity === 'FATAL')
    .map((message) => `${message.id} ${message.message} (${message.where})`);
}

const wordsOf = (pageText: string) =>
  tokenize(pageText)
    .filter((token) => token.wordIndex !== null)
    .map((token) => token.text);

const seconds = (value: string | null) => Number((value ?? '').replace(/s$/, ''));

describe('EPUB export', () => {
  epubcheckTest(
    'passes epubcheck: a seeded story in English and in Hindi, read by the synthesised voice',
    async () => {
      for (const language of ['english', 'hindi']) {
        // Published: anyone may export it, no token needed.
        const { response, files } = await epubOf(seededId, language, null);
        expect(epubcheckProblems(response.rawPayload, `the-thirsty-crow ${language}`)).toEqual([]);
        expect([...files.keys()].filter((name) => name.endsWith('.smil'))).toHaveLength(6);
      }
    },
    EPUBCHECK_TIMEOUT_MS,
  );

  epubcheckTest(
    'passes epubcheck: a story with a recorded page, a page without words, an SVG and a photograph',
    async () => {
      for (const language of ['english', 'hindi']) {
        const { response } = await epubOf(storyId, language);
        expect(epubcheckProblems(response.rawPayload, `${TITLE} ${language}`)).toEqual([]);
      }
    },
    EPUBCHECK_TIMEOUT_MS,
  );

  it('stores mimetype first and uncompressed, then the container and the package', async () => {
    const { response, files } = await epubOf(storyId, 'english');
    expect(response.headers['content-type']).toBe('application/epub+zip');
    const names = [...files.keys()];
    expect(names.slice(0, 3)).toEqual(['mimetype', 'META-INF/container.xml', 'EPUB/package.opf']);
    expect(files.get('mimetype')).toEqual({
      bytes: Buffer.from('application/epub+zip'),
      stored: true,
    });
    // The raw zip starts with the mimetype entry and its name, no extra field.
    expect(response.rawPayload.subarray(30, 38).toString('latin1')).toBe('mimetype');
    expect(response.rawPayload.readUInt16LE(28)).toBe(0);
    expect(names).toEqual(
      expect.arrayContaining([
        'EPUB/nav.xhtml',
        'EPUB/style.css',
        'EPUB/title.xhtml',
        'EPUB/page-1.xhtml',
        'EPUB/page-2.xhtml',
        'EPUB/page-3.xhtml',
        'EPUB/credits.xhtml',
        'EPUB/images/picture-1.svg',
        'EPUB/audio/page-1.mp3',
        'EPUB/audio/page-2.mp3',
        'EPUB/page-1.smil',
        'EPUB/page-2.smil',
      ]),
    );
    // The page without words has no narration and no overlay.
    expect(names).not.toContain('EPUB/page-3.smil');
    expect(names).not.toContain('EPUB/audio/page-3.mp3');
    // Pages 1 and 3 share one picture, kept once.
    expect(names.filter((name) => name.startsWith('EPUB/images/'))).toHaveLength(2);
    expect(files.get('EPUB/images/picture-1.svg')!.bytes).toEqual(pictureBytes);
    const paintingFile = files.get(`EPUB/images/picture-2.${painting.extension}`)!;
    expect(paintingFile.bytes).toEqual(painting.bytes);
    expect(paintingFile.stored).toBe(true);
    expect(files.get('EPUB/audio/page-1.mp3')!.stored).toBe(true);
  });

  it('gives every word its <span> and one SMIL <par>, clips rising within the page audio', async () => {
    for (const language of ['english', 'hindi'] as const) {
      const { files } = await epubOf(storyId, language);
      for (const [index, page] of pages.entries()) {
        const number = index + 1;
        const pageText = page[language];
        const xhtml = parseXml(text(files.get(`EPUB/page-${number}.xhtml`)));
        const spans = elements(xhtml, 'span').filter((span) =>
          /^w\d+$/.test(span.getAttribute('id') ?? ''),
        );
        expect(spans.map((span) => span.textContent)).toEqual(wordsOf(pageText));
        expect(elements(xhtml, 'img')[0]?.getAttribute('alt')).toBe(page.imageDescription);
        if (!pageText) continue;
        const smil = parseXml(text(files.get(`EPUB/page-${number}.smil`)));
        const pars = elements(smil, 'par');
        expect(pars).toHaveLength(wordsOf(pageText).length);
        const audioSeconds = readMp3Info(
          files.get(`EPUB/audio/page-${number}.mp3`)!.bytes,
        )!.durationSeconds;
        let previousEnd = 0;
        pars.forEach((par, word) => {
          expect(elements(par, 'text')[0]!.getAttribute('src')).toBe(
            `page-${number}.xhtml#w${word}`,
          );
          const audio = elements(par, 'audio')[0]!;
          expect(audio.getAttribute('src')).toBe(`audio/page-${number}.mp3`);
          const begin = audio.getAttribute('clipBegin')!;
          const end = audio.getAttribute('clipEnd')!;
          expect(begin).toMatch(/^\d+\.\d{3}s$/);
          expect(seconds(begin)).toBeGreaterThanOrEqual(previousEnd);
          expect(seconds(end)).toBeGreaterThan(seconds(begin));
          previousEnd = seconds(end);
        });
        expect(previousEnd).toBeLessThanOrEqual(audioSeconds + 0.001);
      }
    }
  });

  it('writes story text as escaped text, never as markup', async () => {
    const { files } = await epubOf(storyId, 'english');
    const page = text(files.get('EPUB/page-1.xhtml'));
    expect(page).toContain('&lt;3');
    expect(page).toContain('&amp;');
    expect(page).not.toContain('<3');
    expect(page).not.toContain('<b>');
  });

  it('names the active class in the package and styles it, with each overlay’s length and the total', async () => {
    const { files } = await epubOf(storyId, 'english');
    const opf = parseXml(text(files.get('EPUB/package.opf')));
    const metas = elements(opf, 'meta');
    const property = (name: string) =>
      metas.filter((meta) => meta.getAttribute('property') === name);
    expect(property('media:active-class').map((meta) => meta.textContent)).toEqual([
      '-epub-media-overlay-active',
    ]);
    expect(text(files.get('EPUB/style.css'))).toContain('.-epub-media-overlay-active {');
    const clock = (value: string | null) => {
      const [h, m, s] = (value ?? '').split(':').map(Number);
      return h! * 3600 + m! * 60 + s!;
    };
    const durations = property('media:duration');
    const perOverlay = durations.filter((meta) => meta.getAttribute('refines'));
    expect(perOverlay.map((meta) => meta.getAttribute('refines'))).toEqual([
      '#overlay-1',
      '#overlay-2',
    ]);
    const total = durations.find((meta) => !meta.getAttribute('refines'))!;
    const sum = perOverlay.reduce((seconds, meta) => seconds + clock(meta.textContent), 0);
    expect(clock(total.textContent)).toBeCloseTo(sum, 3);
    const items = elements(opf, 'item');
    const item = (id: string) => items.find((candidate) => candidate.getAttribute('id') === id)!;
    expect(item('page-1').getAttribute('media-overlay')).toBe('overlay-1');
    expect(item('page-3').hasAttribute('media-overlay')).toBe(false);
    expect(item('overlay-1').getAttribute('media-type')).toBe('application/smil+xml');
    expect(item('picture-1').getAttribute('media-type')).toBe('image/svg+xml');
    expect(item('picture-1').getAttribute('properties')).toBe('cover-image');
    expect(item('picture-2').getAttribute('media-type')).toBe(painting.contentType);
  });

  it('carries the licence and credits in the package and on the credits page', async () => {
    const { files } = await epubOf(storyId, 'hindi');
    const opf = parseXml(text(files.get('EPUB/package.opf')));
    const dc = (name: string) => elements(opf, name).map((element) => element.textContent);
    expect(dc('dc:identifier')).toEqual([`urn:uuid:${storyId}`]);
    expect(dc('dc:title')).toEqual([HINDI_TITLE]);
    expect(dc('dc:language')).toEqual(['hi']);
    expect(dc('dc:creator')).toEqual(['Meera Rao']);
    expect(dc('dc:contributor')).toEqual(['Arjun Das', 'Sita Verma']);
    expect(dc('dc:publisher')).toEqual(['Kahani Test Press']);
    expect(dc('dc:source')).toEqual(['https://example.org/moon-rabbit']);
    const attribution = attributionSentence(
      { title: HINDI_TITLE, author: 'Meera Rao', credits: CREDITS, licence: LICENCE },
      'hindi',
    );
    expect(dc('dc:rights')).toEqual([attribution]);
    const metas = elements(opf, 'meta');
    const roles = Object.fromEntries(
      metas
        .filter((meta) => meta.getAttribute('property') === 'role')
        .map((meta) => [meta.getAttribute('refines'), meta.textContent]),
    );
    const idOf = (name: string) =>
      [...elements(opf, 'dc:creator'), ...elements(opf, 'dc:contributor')]
        .find((element) => element.textContent === name)!
        .getAttribute('id');
    expect(roles[`#${idOf('Meera Rao')}`]).toBe('aut');
    expect(roles[`#${idOf('Arjun Das')}`]).toBe('ill');
    expect(roles[`#${idOf('Sita Verma')}`]).toBe('trl');
    expect(
      metas.find((meta) => meta.getAttribute('property') === 'dcterms:license')?.textContent,
    ).toBe('https://creativecommons.org/licenses/by-nc-sa/4.0/');
    expect(
      metas.find((meta) => meta.getAttribute('property') === 'dcterms:modified')?.textContent,
    ).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);

    const credits = text(files.get('EPUB/credits.xhtml'));
    for (const expected of [
      HINDI_TITLE,
      'Meera Rao',
      'Arjun Das',
      'Sita Verma',
      'The Rabbit Who Lived on the Moon',
      'Kahani Test Press',
      'href="https://example.org/moon-rabbit"',
      'CC BY-NC-SA 4.0',
      'href="https://creativecommons.org/licenses/by-nc-sa/4.0/"',
      'Non-commercial:',
      'Share-alike:',
    ]) {
      expect(credits).toContain(expected);
    }
    expect(credits).toContain(attribution.replaceAll('"', '&quot;'));
    expect(credits).not.toContain('No derivatives');
    // The credits come last in the reading order.
    const spine = elements(opf, 'itemref').map((itemref) => itemref.getAttribute('idref'));
    expect(spine).toEqual(['title-page', 'page-1', 'page-2', 'page-3', 'credits']);
  });

  it('narrates a page with the story’s recording, never with someone’s private one', async () => {
    await saveRecording(ctx.database.db, {
      storyId,
      pageNo: 1,
      language: 'english',
      audience: 'private',
      recordedBy: OTHER_UID,
      recorderName: 'Other',
      text: pages[0]!.english,
      audio: Buffer.from('ID3private'),
      durationSeconds: 2,
      words: [],
      unplacedWords: [],
    });
    const { files } = await epubOf(storyId, 'english');
    expect(files.get('EPUB/audio/page-2.mp3')!.bytes).toEqual(recorded);
    const synthesised = files.get('EPUB/audio/page-1.mp3')!.bytes;
    expect(readMp3Info(synthesised)?.sampleRate).toBe(22_050);
    expect(synthesised.includes(Buffer.from('ID3private'))).toBe(false);
  });
});

describe('who may export', () => {
  it('exports a story waiting for review for its requester and administrators only', async () => {
    for (const format of ['epub', 'readalong', 'mp3'] as const) {
      expect((await exportOf(storyId, format, { uid: null })).statusCode).toBe(404);
      expect((await exportOf(storyId, format, { uid: OTHER_UID })).statusCode).toBe(404);
    }
    for (const uid of [PARENT_UID, ADMIN_UID]) {
      const response = await exportOf(storyId, 'epub', { uid });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
    }
    const hidden = await exportOf(storyId, 'epub', { uid: OTHER_UID });
    expect(hidden.json()).toMatchObject({ message: 'Story not found' });
  });

  it('answers 404 for a story that does not exist', async () => {
    const response = await exportOf('no-such-story', 'epub');
    expect(response.statusCode).toBe(404);
  });

  it('refuses a language the story is not written in, naming the ones it is', async () => {
    const response = await exportOf(storyId, 'readalong', { language: 'tamil' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(
      'This story is not written in tamil. It can be exported in english, hindi.',
    );
  });

  it('refuses what is not a language with a readable 400', async () => {
    const response = await exportOf(storyId, 'epub', { language: 'klingon' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(
      '"klingon" is not a language: give english, hindi',
    );
  });

  it('exports the story’s first language when none is asked for', async () => {
    const { response, files } = await epubOf(storyId);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="the-moon-rabbit-en.epub"',
    );
    expect(text(files.get('EPUB/package.opf'))).toContain('<dc:language>en</dc:language>');
  });

  it('names the file after the slug and language, with the title as filename* when not ASCII', async () => {
    const response = await exportOf(storyId, 'readalong', { language: 'hindi' });
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="the-moon-rabbit-hi.readalong"; filename*=UTF-8''${encodeURIComponent(`${HINDI_TITLE}-hi.readalong`)}`,
    );
    expect(response.headers['content-type']).toBe('application/readalong+xml; charset=utf-8');
    // The app on another origin may read the name to save the file under.
    const fromApp = await ctx.app.inject({
      method: 'GET',
      url: `/stories/${storyId}/export.readalong?language=hindi`,
      headers: { ...bearer(ADMIN_UID), origin: 'http://127.0.0.1:4173' },
    });
    expect(fromApp.headers['access-control-expose-headers']).toContain('Content-Disposition');
  });
});

/** The frames of an MP3 and their sample rates. */
function frameRates(mp3: Buffer): number[] {
  const rates: number[] = [];
  for (let at = 0; ;) {
    const header = readFrameHeader(mp3, at);
    if (!header) break;
    rates.push(header.sampleRate);
    at += header.length;
  }
  return rates;
}

/** The elements and attributes ReadAlongs' read-along-1.2.dtd allows (those this export uses). */
const READALONG_SHAPE: Record<string, { children: string[]; attributes: string[] }> = {
  'read-along': { children: ['meta', 'text'], attributes: ['version', 'audio'] },
  meta: { children: [], attributes: ['name', 'content'] },
  text: { children: ['body'], attributes: ['xml:lang', 'id'] },
  body: { children: ['div'], attributes: ['id'] },
  div: { children: ['graphic', 'p'], attributes: ['type', 'id'] },
  graphic: { children: [], attributes: ['url', 'id'] },
  p: { children: ['s'], attributes: ['id'] },
  s: { children: ['w'], attributes: ['id'] },
  w: { children: [], attributes: ['id', 'time', 'dur'] },
};

describe('ReadAlongs export', () => {
  it('writes a ReadAlongs 1.2 file as the web component reads it: pages, pictures, timed words', async () => {
    const response = await exportOf(storyId, 'readalong', { language: 'hindi' });
    expect(response.statusCode).toBe(200);
    const document = parseXml(response.body);
    const root = document.documentElement!;
    expect(root.tagName).toBe('read-along');
    expect(root.getAttribute('version')).toBe('1.2');
    expect(root.getAttribute('audio')).toBe('export.mp3?language=hindi');
    for (const element of elements(document, '*')) {
      const shape = READALONG_SHAPE[element.tagName];
      expect(shape, element.tagName).toBeDefined();
      const children = Array.from(element.childNodes).filter((node) => node.nodeType === 1);
      for (const child of children) expect(shape!.children).toContain(child.nodeName);
      for (const attribute of Array.from(element.attributes)) {
        expect(shape!.attributes).toContain(attribute.name);
      }
    }
    expect(elements(document, 'text')[0]!.getAttribute('xml:lang')).toBe('hi');
    const meta = Object.fromEntries(
      elements(document, 'meta').map((item) => [
        item.getAttribute('name'),
        item.getAttribute('content'),
      ]),
    );
    expect(meta).toMatchObject({
      title: HINDI_TITLE,
      author: 'Meera Rao',
      illustrator: 'Arjun Das',
      translator: 'Sita Verma',
      license: 'CC BY-NC-SA 4.0',
      'license-url': 'https://creativecommons.org/licenses/by-nc-sa/4.0/',
    });

    // As the web component finds them: div[type=page], graphic[url], p, w[time][dur].
    const divs = elements(document, 'div').filter((div) => div.getAttribute('type') === 'page');
    expect(divs).toHaveLength(pages.length);
    const ids = new Set<string>();
    let previous = -1;
    divs.forEach((div, index) => {
      const graphic = elements(div, 'graphic')[0];
      const [type, data] = (graphic?.getAttribute('url') ?? '').split(',');
      const painted = index === 1;
      expect(type).toBe(`data:${painted ? painting.contentType : 'image/svg+xml'};base64`);
      expect(Buffer.from(data!, 'base64')).toEqual(painted ? painting.bytes : pictureBytes);
      const words = elements(div, 'w');
      expect(words.map((word) => word.textContent)).toEqual(wordsOf(pages[index]!.hindi));
      for (const word of words) {
        const id = word.getAttribute('id')!;
        expect(ids.has(id)).toBe(false);
        ids.add(id);
        const time = Number(word.getAttribute('time'));
        expect(word.getAttribute('time')).toMatch(/^\d+\.\d{3}$/);
        expect(time).toBeGreaterThan(previous);
        expect(Number(word.getAttribute('dur'))).toBeGreaterThan(0);
        previous = time;
      }
    });
    // A blank line starts a new paragraph.
    expect(elements(divs[1]!, 'p')).toHaveLength(2);
    expect(elements(divs[2]!, 'p')).toHaveLength(0);
  });

  it('joins the pages’ MP3s: as long as they are together, each page’s words moved by where it starts', async () => {
    const { files } = await epubOf(storyId, 'english');
    const pageAudio = [1, 2].map((number) => files.get(`EPUB/audio/page-${number}.mp3`)!.bytes);
    const mp3 = await exportOf(storyId, 'mp3', { language: 'english' });
    expect(mp3.statusCode).toBe(200);
    expect(mp3.headers['content-type']).toBe('audio/mpeg');
    const joined = mp3.rawPayload;
    const parts = pageAudio.map((audio) => readMp3Info(audio)!);
    const whole = readMp3Info(joined)!;
    expect(whole.frames).toBe(parts[0]!.frames + parts[1]!.frames);
    expect(whole.durationSeconds).toBeCloseTo(
      parts[0]!.durationSeconds + parts[1]!.durationSeconds,
      9,
    );
    // Frame for frame: page 1's audio, then the recording.
    expect(joined).toEqual(Buffer.concat(pageAudio));
    expect(pageAudio[1]).toEqual(recorded);

    const readAlong = parseXml(
      (await exportOf(storyId, 'readalong', { language: 'english' })).body,
    );
    const divs = elements(readAlong, 'div').filter((div) => div.getAttribute('type') === 'page');
    const pageStart = [0, parts[0]!.durationSeconds];
    for (const number of [1, 2]) {
      const smil = parseXml(text(files.get(`EPUB/page-${number}.smil`)));
      const clips = elements(smil, 'audio');
      const words = elements(divs[number - 1]!, 'w');
      expect(words).toHaveLength(clips.length);
      words.forEach((word, index) => {
        const begin = seconds(clips[index]!.getAttribute('clipBegin'));
        const end = seconds(clips[index]!.getAttribute('clipEnd'));
        expect(Number(word.getAttribute('time'))).toBeCloseTo(pageStart[number - 1]! + begin, 2);
        expect(Number(word.getAttribute('dur'))).toBeCloseTo(end - begin, 3);
      });
    }
  });

  it('keeps one sample rate in the joined MP3: a recording at another rate gives way to the synthesised voice there, not in the EPUB', async () => {
    const otherRate = await recordPage(
      ctx,
      { storyId, pageNo: 1, language: 'hindi', text: pages[0]!.hindi },
      48_000,
    );
    const { files } = await epubOf(storyId, 'hindi');
    expect(files.get('EPUB/audio/page-1.mp3')!.bytes).toEqual(otherRate);
    const mp3 = await exportOf(storyId, 'mp3', { language: 'hindi' });
    const rates = new Set(frameRates(mp3.rawPayload));
    expect([...rates]).toEqual([22_050]);
    expect(mp3.rawPayload.includes(otherRate.subarray(0, 400))).toBe(false);
  });
});
