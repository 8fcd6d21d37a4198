import { describe, expect, it } from 'vitest';
import type { ImportedBook, UploadedFile } from '../../src/imports/book';
import { prepareBook, type NarrationEncoder } from '../../src/imports/prepareBook';
import { languageFromNameOrTag } from '../../src/imports/read/languages';
import { readFiles } from '../../src/imports/read/readFiles';
import { buildEpub, buildReadAlong, markdownFile, testMp3, testPicture } from './fixtures';

// Books in languages beyond the first eight: every language a book comes in is kept, by its
// tag, name or code; only what names no language is refused.

const bookOf = async (files: UploadedFile[]): Promise<ImportedBook> => {
  const outcomes = await readFiles(files);
  expect(outcomes).toHaveLength(1);
  if (!outcomes[0]!.ok) throw new Error(outcomes[0]!.reason);
  return outcomes[0]!.book;
};

const refusalsOf = async (files: UploadedFile[]) =>
  (await readFiles(files)).map((outcome) => (outcome.ok ? 'read' : outcome.reason));

/** MP3 narration needs no encoding; a WAV would. */
const noEncoder: NarrationEncoder = {
  encode: () => Promise.reject(new Error('no WAV in these books')),
};

describe('the language a book names', () => {
  it('reads tags, ISO 639-3 and 639-2 codes, English names and own names alike', () => {
    const cases: [string, string | null][] = [
      ['hi-IN', 'hindi'],
      ['pa-Guru', 'panjabi'],
      ['eng', 'english'],
      ['ben', 'bn'],
      ['urd', 'ur'],
      ['bn-IN', 'bn'],
      ['sw-KE', 'sw'],
      ['zh-TW', 'zh-Hant'],
      ['zh-Hans', 'zh-Hans'],
      ['zho', 'zh'],
      ['pa-PK', 'pa-Arab'],
      ['ger', 'de'],
      ['iw', 'he'],
      ['Kiswahili', 'sw'],
      ['Swahili', 'sw'],
      ['isiZulu', 'zu'],
      ['বাংলা', 'bn'],
      ['Bengali', 'bn'],
      ['Bangla', 'bn'],
      ['اردو', 'ur'],
      ['Oriya', 'or'],
      ['中文', 'zh'],
      ['Chinese (Simplified)', 'zh-Hans'],
      ['Dholuo', 'luo'],
      ['Lugbara', 'lgg'],
      ['हिंदी', 'hindi'],
      ['Español', 'spanish'],
      ['und', null],
      ['zxx', null],
      ['qqa', null],
      ['zz', null],
      ['x-kahani', null],
      ['Moonspeak', null],
      ['', null],
    ];
    expect(cases.map(([value]) => [value, languageFromNameOrTag(value)])).toEqual(cases);
  });
});

describe('a Global Storybooks book in Kiswahili and Bengali', () => {
  const KISWAHILI = {
    title: 'Kishada Chekundu',
    pages: ['Amina alitengeneza kishada chekundu.', 'Upepo ulikipeperusha juu ya mwembe.'],
  };
  const BENGALI = {
    title: 'লাল ঘুড়ি',
    pages: ['আমিনা একটা লাল ঘুড়ি বানাল।', 'বাতাস ঘুড়িটাকে আমগাছের উপরে তুলে নিল।'],
  };

  it('keeps both languages by their tags: page texts, titles and translators', async () => {
    const pictures = await Promise.all(
      ['#cc3344', '#3344cc'].map(async (color, index) => ({
        name: `p${index + 1}.png`,
        bytes: await testPicture('png', { color }),
      })),
    );
    const image = (index: number) => ({ path: `p${index + 1}.png`, alt: `Picture ${index + 1}` });
    const book = await bookOf([
      markdownFile('0101_kishada.md', {
        title: KISWAHILI.title,
        pages: KISWAHILI.pages.map((text, index) => ({ text, image: image(index) })),
        licence: 'CC-BY',
        authors: 'Asha Rao',
        translators: 'Juma Mwangi',
        language: 'Kiswahili',
      }),
      markdownFile('0101_lal-ghuri.md', {
        title: BENGALI.title,
        pages: BENGALI.pages.map((text, index) => ({ text, image: image(index) })),
        licence: 'CC-BY',
        authors: 'Asha Rao',
        translators: 'Rina Das',
        language: 'বাংলা',
      }),
      ...pictures,
    ]);
    expect(book).toMatchObject({
      sourceKey: 'global-storybooks:0101',
      // The eight first, then the others by tag.
      languages: ['bn', 'sw'],
      titles: { bn: BENGALI.title, sw: KISWAHILI.title },
      credits: { authors: ['Asha Rao'], translators: { bn: ['Rina Das'], sw: ['Juma Mwangi'] } },
      warnings: [],
    });
    expect(book.pages.map((page) => page.texts)).toEqual([
      { bn: BENGALI.pages[0], sw: KISWAHILI.pages[0] },
      { bn: BENGALI.pages[1], sw: KISWAHILI.pages[1] },
    ]);
    expect(book.pages.map((page) => page.picture)).toEqual([0, 1]);

    const { story } = await prepareBook(book, noEncoder);
    // No English: the title is the book's own language's, and no English text is made up.
    expect(story.title).toBe(BENGALI.title);
    expect(story.translated_titles).toEqual({ bn: BENGALI.title, sw: KISWAHILI.title });
    expect(story.pages.map((page) => page.parent_narration_text)).toEqual(['', '']);
    expect(story.pages.map((page) => page.texts)).toEqual([
      { bn: BENGALI.pages[0], sw: KISWAHILI.pages[0] },
      { bn: BENGALI.pages[1], sw: KISWAHILI.pages[1] },
    ]);
  });

  it('still refuses two files of one story in the same language, whatever they call it', async () => {
    const file = (name: string, language: string) =>
      markdownFile(name, { title: 'Jua', pages: [{ text: 'Jua linawaka.' }], language });
    expect(
      await refusalsOf([file('0102_jua.md', 'Kiswahili'), file('0102_jua-2.md', 'sw-TZ')]),
    ).toEqual([
      '0102_jua.md and 0102_jua-2.md are both in Swahili; a story has one text per language.',
    ]);
  });
});

describe('an EPUB in Urdu', () => {
  it('keeps its text, title and Media Overlays narration in Urdu', async () => {
    const audio = await testMp3(2);
    const words = ['ایک', 'بلی', 'نے', 'دودھ', 'پیا۔'].map((text, index) => ({
      text,
      startSeconds: Math.round((0.2 + index * 0.3) * 1000) / 1000,
      endSeconds: Math.round((0.45 + index * 0.3) * 1000) / 1000,
    }));
    const epub = await buildEpub({
      title: 'پیاسی بلی',
      languages: ['ur-PK'],
      identifier: 'urn:uuid:6b0c8f0e-2c1f-4a53-9a7e-0f3e6d1c2b10',
      creators: [
        { name: 'Sana Iqbal', role: 'aut' },
        { name: 'Bilal Ahmed', role: 'trl', contributor: true },
      ],
      rights: 'CC BY 4.0',
      audio: [{ name: 'page1.mp3', bytes: audio }],
      pages: [{ narration: { audio: 'page1.mp3', words } }, { text: 'پھر وہ دھوپ میں سو گئی۔' }],
    });
    const book = await bookOf([{ name: 'billi.epub', bytes: epub }]);
    expect(book).toMatchObject({
      languages: ['ur'],
      titles: { ur: 'پیاسی بلی' },
      credits: { authors: ['Sana Iqbal'], translators: { ur: ['Bilal Ahmed'] } },
    });
    expect(book.pages.map((page) => page.texts)).toEqual([
      { ur: 'ایک بلی نے دودھ پیا۔' },
      { ur: 'پھر وہ دھوپ میں سو گئی۔' },
    ]);
    expect(book.narration.ur![0]!.words).toEqual(words);
    expect(book.narration.ur![1]).toBeNull();

    const prepared = await prepareBook(book, noEncoder);
    expect(
      prepared.narration.map(({ language, pageNo, unplacedWords }) => [
        language,
        pageNo,
        unplacedWords,
      ]),
    ).toEqual([['ur', 1, []]]);
    expect(prepared.narration[0]!.words.map((word) => word.text)).toEqual([
      'ایک',
      'بلی',
      'نے',
      'دودھ',
      'پیا',
    ]);
  });
});

describe('a ReadAlongs file in Chinese', () => {
  it('keeps the text as written, and places each timed word within it', async () => {
    const fixture = await buildReadAlong({
      name: 'xiaomao',
      language: 'cmn',
      title: '小猫喝水',
      pages: [{ sentences: ['小猫 喝 水。'] }, { sentences: ['它 很 开心。'] }],
      audio: 'mp3',
      wordSeparator: '',
    });
    const book = await bookOf(fixture.files);
    expect(book.languages).toEqual(['zh']);
    expect(book.titles).toEqual({ zh: '小猫喝水' });
    expect(book.pages.map((page) => page.texts.zh)).toEqual(['小猫喝水。', '它很开心。']);
    expect(book.narration.zh!.map((page) => page!.words.map((word) => word.text))).toEqual([
      ['小猫', '喝', '水'],
      ['它', '很', '开心'],
    ]);

    // The page text has no spaces to split words at: the book's own words mark them.
    const prepared = await prepareBook(book, noEncoder);
    expect(
      prepared.narration.map(({ language, text, words, unplacedWords }) => ({
        language,
        text,
        words: words.map(({ text: word, offset, length }) => [word, offset, length]),
        unplacedWords,
      })),
    ).toEqual([
      {
        language: 'zh',
        text: '小猫喝水。',
        words: [
          ['小猫', 0, 2],
          ['喝', 2, 1],
          ['水', 3, 1],
        ],
        unplacedWords: [],
      },
      {
        language: 'zh',
        text: '它很开心。',
        words: [
          ['它', 0, 1],
          ['很', 1, 1],
          ['开心', 2, 2],
        ],
        unplacedWords: [],
      },
    ]);
  });
});

describe('what names no language is still refused, with a sentence', () => {
  const page = { text: 'A short page.' };

  it('refuses an undetermined, private-use or unknown tag and a name of no language', async () => {
    expect(
      await refusalsOf([
        {
          name: 'zz.epub',
          bytes: await buildEpub({ title: 'Z', languages: ['zz'], pages: [page] }),
        },
      ]),
    ).toEqual(['zz.epub is in a language tagged "zz", which names no language a story can be in.']);
    expect(
      await refusalsOf([
        {
          name: 'mul.epub',
          bytes: await buildEpub({ title: 'M', languages: ['mul'], pages: [page] }),
        },
      ]),
    ).toEqual([
      'mul.epub is in a language tagged "mul", which names no language a story can be in.',
    ]);
    expect(
      await refusalsOf([
        markdownFile('elvish.md', { title: 'E', pages: [page], language: 'High Elvish' }),
      ]),
    ).toEqual(['elvish.md is in "High Elvish", which is not the name or tag of a language.']);
    const privateUse = await buildReadAlong({
      language: 'qaa',
      pages: [{ sentences: ['Hm.'] }],
      audio: 'none',
    });
    expect(await refusalsOf(privateUse.files)).toEqual([
      'story.readalong is in a language tagged "qaa", which names no language a story can be in.',
    ]);
  });
});
