import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languageTag } from '../../../contract/languages';
import { tokenize } from '../../../contract/words';
import { createEspeakProvider, type NarrationProvider } from '../../src/narration';
import { savePreparedPicture } from '../../src/pictures/preparePicture';
import {
  ADMIN_UID,
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
  unzip,
  type ZipItem,
} from './exportKit';
import { BOAT_STORY, boatPages } from './storyPages';

// Exports in languages beyond the eight: Bengali (left to right) and Urdu (right to left),
// with the offline voice, and Swahili as a language the voice is made not to speak.

const EPUBCHECK = epubcheckAvailable();
/** epubcheck starts a JVM and the pages are synthesised first: longer than the usual minute. */
const EPUBCHECK_TIMEOUT_MS = 240_000;
const epubcheckTest = EPUBCHECK || process.env.CI ? it : it.skip;

const LANGUAGES = ['english', 'bn', 'ur', 'sw'];
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 30"><path d="M5 20h30l-5 6H10z" fill="#8a5a2b"/></svg>';

let ctx: TestContext;
let espeak: ReturnType<typeof createEspeakProvider>;
let narration: NarrationProvider;
let storyId: string;

/** The offline voice, made to have no voice for Swahili whatever its own list says. */
function withoutSwahili(provider: NarrationProvider): NarrationProvider {
  return {
    engine: provider.engine,
    parallelism: provider.parallelism,
    voiceFor: (language) => (language === 'sw' ? undefined : provider.voiceFor(language)),
    synthesize: (text, language) => provider.synthesize(text, language),
    close: () => provider.close(),
  } as NarrationProvider;
}

/** Whether the voice speaks a language (it answers none, or throws, when it does not). */
function speaks(language: string): boolean {
  try {
    return Boolean(narration.voiceFor(language));
  } catch {
    return false;
  }
}

beforeAll(async () => {
  espeak = createEspeakProvider();
  narration = withoutSwahili(espeak);
  ctx = await createTestApp({ narration });
  const picture = await savePreparedPicture(
    ctx.database.db,
    { kind: 'svg', hash: createHash('sha256').update(SVG).digest('hex'), svg: SVG, removed: [] },
    ADMIN_UID,
    'boat.svg',
  );
  storyId = (await requestStory(ctx, PARENT_UID, BOAT_STORY.titles.english!))._id;
  const saved = await ctx.app.inject({
    method: 'PUT',
    url: `/storiesModification/${storyId}`,
    headers: bearer(ADMIN_UID),
    payload: {
      title: BOAT_STORY.titles.english,
      author: 'Meera Rao',
      version: 1,
      translated_titles: {
        bn: BOAT_STORY.titles.bn,
        ur: BOAT_STORY.titles.ur,
        sw: BOAT_STORY.titles.sw,
      },
      pages: boatPages(picture.path, LANGUAGES),
      licence: { id: 'CC-BY-4.0', words: 'CC BY 4.0' },
      credits: {
        authors: ['Meera Rao'],
        illustrators: ['Arjun Das'],
        translators: { bn: ['Rina Das'], ur: ['Sana Iqbal'] },
        originalTitle: '',
        publisher: '',
        sourceUrl: '',
      },
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
});

afterAll(async () => {
  await ctx?.close();
  await espeak?.close();
});

function exportOf(format: 'epub' | 'readalong' | 'mp3', language: string) {
  return ctx.app.inject({
    url: `/stories/${storyId}/export.${format}?language=${encodeURIComponent(language)}`,
    headers: bearer(ADMIN_UID),
  });
}

async function epubOf(language: string) {
  const response = await exportOf('epub', language);
  expect(response.statusCode, response.body).toBe(200);
  return { response, files: await unzip(response.rawPayload) };
}

const text = (item: ZipItem | undefined) => {
  if (!item) throw new Error('the file is not in the EPUB');
  return item.bytes.toString('utf8');
};

const wordsOf = (pageText: string, language: string) =>
  tokenize(pageText, language)
    .filter((token) => token.wordIndex !== null)
    .map((token) => token.text);

describe('EPUB export beyond the eight languages', () => {
  epubcheckTest(
    'passes epubcheck with no error and no warning in Urdu and in Bengali',
    async () => {
      if (!EPUBCHECK) throw new Error('epubcheck is not installed: CI must install it (.ci/run).');
      for (const language of ['ur', 'bn']) {
        const { response } = await epubOf(language);
        const messages = epubcheck(response.rawPayload).map(
          (message) => `${message.severity} ${message.id} ${message.message} (${message.where})`,
        );
        expect(messages, language).toEqual([]);
      }
    },
    EPUBCHECK_TIMEOUT_MS,
  );

  it('lays an Urdu book out right to left: dir on its pages, pages turned right to left', async () => {
    const { files } = await epubOf('ur');
    const opf = parseXml(text(files.get('EPUB/package.opf')));
    expect(elements(opf, 'spine')[0]!.getAttribute('page-progression-direction')).toBe('rtl');
    expect(elements(opf, 'package')[0]!.getAttribute('dir')).toBe('rtl');
    expect(elements(opf, 'dc:language').map((element) => element.textContent)).toEqual(['ur']);
    expect(elements(opf, 'dc:title').map((element) => element.textContent)).toEqual([
      BOAT_STORY.titles.ur,
    ]);
    // The attribution is English: it runs left to right within the right-to-left package.
    expect(elements(opf, 'dc:rights')[0]!.getAttribute('dir')).toBe('ltr');
    for (const name of ['title', 'nav', 'page-1', 'page-2', 'page-3']) {
      const root = parseXml(text(files.get(`EPUB/${name}.xhtml`))).documentElement!;
      expect([
        root.getAttribute('lang'),
        root.getAttribute('xml:lang'),
        root.getAttribute('dir'),
      ]).toEqual(['ur', 'ur', 'rtl']);
    }
    // The credits page is English, left to right; the Urdu title on it is marked as such.
    const credits = parseXml(text(files.get('EPUB/credits.xhtml')));
    expect(credits.documentElement!.getAttribute('dir')).toBeNull();
    const title = elements(credits, 'dd').find((dd) => dd.textContent === BOAT_STORY.titles.ur)!;
    expect([title.getAttribute('lang'), title.getAttribute('dir')]).toEqual(['ur', 'rtl']);
    // English words on the right-to-left title page are marked left to right.
    const byline = elements(parseXml(text(files.get('EPUB/title.xhtml'))), 'p');
    expect(byline.map((p) => [p.getAttribute('lang'), p.getAttribute('dir')])).toEqual([
      ['en', 'ltr'],
      ['en', 'ltr'],
    ]);
  });

  it('gives every word its span, as the shared tokenizer counts words in the language', async () => {
    for (const language of ['ur', 'bn']) {
      const { files } = await epubOf(language);
      for (const [index, page] of BOAT_STORY.pages.entries()) {
        const document = parseXml(text(files.get(`EPUB/page-${index + 1}.xhtml`)));
        const spans = elements(document, 'span').filter((span) =>
          /^w\d+$/.test(span.getAttribute('id') ?? ''),
        );
        expect(spans.map((span) => span.textContent)).toEqual(wordsOf(page[language]!, language));
        const overlay = files.get(`EPUB/page-${index + 1}.smil`);
        // Narrated where the voice speaks the language, with one <par> per word.
        if (speaks(language) && page[language]) {
          expect(elements(parseXml(text(overlay)), 'par')).toHaveLength(spans.length);
        } else {
          expect(overlay).toBeUndefined();
        }
      }
    }
    const { files } = await epubOf('bn');
    const opf = parseXml(text(files.get('EPUB/package.opf')));
    expect(elements(opf, 'spine')[0]!.hasAttribute('page-progression-direction')).toBe(false);
    const root = parseXml(text(files.get('EPUB/page-1.xhtml'))).documentElement!;
    expect([root.getAttribute('lang'), root.hasAttribute('dir')]).toEqual(['bn', false]);
  });

  it('makes a book of text and pictures in a language no voice speaks', async () => {
    const { files } = await epubOf('sw');
    const names = [...files.keys()];
    expect(names.filter((name) => name.endsWith('.smil') || name.endsWith('.mp3'))).toEqual([]);
    expect(names).toContain('EPUB/page-1.xhtml');
    const opf = text(files.get('EPUB/package.opf'));
    expect(opf).not.toContain('media:active-class');
    const mp3 = await exportOf('mp3', 'sw');
    expect(mp3.statusCode).toBe(400);
    expect(mp3.json<{ message: string }>().message).toBe(
      'Narration is not available in Swahili (sw).',
    );
  });

  it('takes a language by tag in any case, and says which languages the story has', async () => {
    const upper = await exportOf('readalong', 'UR');
    expect(upper.statusCode, upper.body).toBe(200);
    const readAlong = parseXml(upper.body);
    expect(elements(readAlong, 'text')[0]!.getAttribute('xml:lang')).toBe(languageTag('ur'));
    expect(
      elements(readAlong, 'w')
        .slice(0, 3)
        .map((word) => word.textContent),
    ).toEqual(wordsOf(BOAT_STORY.pages[0]!.ur!, 'ur').slice(0, 3));

    const missing = await exportOf('epub', 'ta');
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ message: string }>().message).toBe(
      'This story is not written in tamil. It can be exported in english, bn, sw, ur.',
    );
    const nonsense = await exportOf('epub', 'klingon');
    expect(nonsense.statusCode).toBe(400);
    expect(nonsense.json<{ message: string }>().message).toContain('"klingon" is not a language');
  });
});
