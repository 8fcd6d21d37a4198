import { describe, expect, it } from 'vitest';
import type { ImportedBook, ReadOutcome, UploadedFile } from '../../src/imports/book';
import { readFiles } from '../../src/imports/read/readFiles';
import { KITE_STORY, kiteStoryUpload, markdownFile, testPicture } from './fixtures';

const bookOf = (outcome: ReadOutcome | undefined): ImportedBook => {
  if (!outcome?.ok) throw new Error(`refused: ${JSON.stringify(outcome)}`);
  return outcome.book;
};

describe('reading Global Storybooks Markdown', () => {
  it('reads files of one story number as one book in English, Hindi and Tamil', async () => {
    const upload = await kiteStoryUpload();
    const outcomes = await readFiles(upload);
    expect(outcomes).toHaveLength(1);
    expect(outcomes[0]!.files).toEqual(upload.map((file) => file.name));
    const book = bookOf(outcomes[0]);
    const { english, hindi, tamil } = KITE_STORY;
    expect(book).toMatchObject({
      sourceKey: 'global-storybooks:0042',
      languages: ['english', 'hindi', 'tamil'],
      titles: { english: english.title, hindi: hindi.title, tamil: tamil.title },
      summary: '',
      licence: { id: 'CC-BY-4.0', words: 'CC-BY' },
      credits: {
        authors: ['Asha Rao'],
        illustrators: ['Ben Okafor', 'Chen Li'],
        translators: { hindi: ['Devika Sharma'], tamil: ['Kavin Murugan'] },
        originalTitle: '',
        publisher: '',
        sourceUrl: '',
      },
      narration: {},
      warnings: [],
    });
    expect(book.pages).toEqual(
      english.pages.map((text, index) => ({
        texts: { english: text, hindi: hindi.pages[index], tamil: tamil.pages[index] },
        picture: index,
        imageDescription: `Picture ${index + 1}`,
      })),
    );
    expect(book.pictures.map((picture) => picture.name)).toEqual(['p1.png', 'p2.png', 'p3.png']);
    expect(Buffer.from(book.pictures[0]!.bytes)).toEqual(upload[3]!.bytes);
  });

  it('orders languages as Kahani does, whatever the upload order', async () => {
    const upload = await kiteStoryUpload();
    const [english, hindi, tamil, ...pictures] = upload;
    const book = bookOf((await readFiles([tamil!, hindi!, english!, ...pictures]))[0]);
    expect(book.languages).toEqual(['english', 'hindi', 'tamil']);
  });

  it('reads language names as well as codes, and drops Markdown marks from the text', async () => {
    const book = bookOf(
      (
        await readFiles([
          markdownFile('0007_el-gato.md', {
            title: 'El *gato* dormilón',
            subtitle: 'Un cuento corto',
            pages: [
              { text: 'El gato **duerme** en el [sol](https://example.org).' },
              { text: 'Luego come\npescado.' },
            ],
            licence: 'CC-BY-NC',
            authors: 'Lucía Gómez, Pedro Ruiz & Ana Sol',
            language: 'Español',
          }),
        ])
      )[0],
    );
    expect(book.languages).toEqual(['spanish']);
    expect(book.titles).toEqual({ spanish: 'El gato dormilón' });
    expect(book.summary).toBe('Un cuento corto');
    expect(book.licence).toEqual({ id: 'CC-BY-NC-4.0', words: 'CC-BY-NC' });
    expect(book.credits.authors).toEqual(['Lucía Gómez', 'Pedro Ruiz', 'Ana Sol']);
    expect(book.pages.map((page) => page.texts.spanish)).toEqual([
      'El gato duerme en el sol.',
      'Luego come pescado.',
    ]);
    expect(book.pages.every((page) => page.picture === null)).toBe(true);
  });

  it('keeps a page whose picture is not in the upload, and says so', async () => {
    const outcomes = await readFiles([
      markdownFile('0009_seeds.md', {
        title: 'Seeds',
        pages: [
          { text: 'A seed slept.', image: { path: 'images/missing.jpg' } },
          { text: 'Rain woke it.' },
        ],
        language: 'English',
      }),
      { name: 'stray.png', bytes: await testPicture('png') },
    ]);
    const book = bookOf(outcomes[0]);
    expect(book.pages[0]!.picture).toBeNull();
    expect(book.warnings).toEqual([
      '0009_seeds.md: the picture of page 1 (images/missing.jpg) is not in the upload, so the page has no picture.',
    ]);
    expect(book.licence).toEqual({ id: 'LicenseRef-All-Rights-Reserved', words: '' });
    expect(outcomes[1]).toEqual({
      files: ['stray.png'],
      ok: false,
      reason: 'stray.png is not used by any book in this upload.',
    });
  });
});

describe('refusing Markdown that cannot become a story', () => {
  const refusals = async (files: UploadedFile[]) =>
    (await readFiles(files)).map((outcome) => [outcome.files, outcome.ok ? 'ok' : outcome.reason]);

  it('refuses the whole story when one file names no language, naming it', async () => {
    const [english, hindi] = await kiteStoryUpload();
    const moon = markdownFile('0042_moon.md', {
      title: 'Moon Kite',
      pages: [{ text: 'Mim mam.' }, { text: 'Mum.' }, { text: 'Mom.' }],
      language: 'Moonspeak',
    });
    expect(await refusals([english!, hindi!, moon])).toEqual([
      [
        ['0042_the-red-kite.md', '0042_lal-patang.md', '0042_moon.md'],
        '0042_moon.md is in "Moonspeak", which is not the name or tag of a language.',
      ],
    ]);
  });

  it('refuses a story whose languages have different page counts, naming files and counts', async () => {
    const [english, hindi, tamil] = await kiteStoryUpload();
    const shortTamil = markdownFile(tamil!.name, {
      title: KITE_STORY.tamil.title,
      pages: KITE_STORY.tamil.pages.slice(0, 2).map((text) => ({ text })),
      language: 'ta',
    });
    expect(await refusals([english!, hindi!, shortTamil])).toEqual([
      [
        ['0042_the-red-kite.md', '0042_lal-patang.md', '0042_sivappu-pattam.md'],
        '0042_the-red-kite.md, 0042_lal-patang.md and 0042_sivappu-pattam.md are one story in several languages, but their page counts differ (0042_the-red-kite.md: 3, 0042_lal-patang.md: 3, 0042_sivappu-pattam.md: 2).',
      ],
    ]);
  });

  it('refuses two files of one story in the same language', async () => {
    const [english] = await kiteStoryUpload();
    const again = { ...english!, name: '0042_the-red-kite-copy.md' };
    expect(await refusals([english!, again])).toEqual([
      [
        ['0042_the-red-kite.md', '0042_the-red-kite-copy.md'],
        '0042_the-red-kite.md and 0042_the-red-kite-copy.md are both in English; a story has one text per language.',
      ],
    ]);
  });

  it('refuses files without a title line, a language or pages', async () => {
    expect(
      await refusals([
        { name: 'notitle.md', bytes: Buffer.from('Just words\n##\nMore words\n') },
        markdownFile('nolanguage.md', { title: 'No Language', pages: [{ text: 'Words.' }] }),
        markdownFile('empty.md', { title: 'Empty', pages: [], language: 'mr' }),
        markdownFile('untitled.md', { title: '', pages: [{ text: 'Words.' }], language: 'gu' }),
      ]),
    ).toEqual([
      [['notitle.md'], 'notitle.md does not start with a title line ("# Title").'],
      [
        ['nolanguage.md'],
        'nolanguage.md does not say which language it is in (a "* Language:" line).',
      ],
      [['empty.md'], 'empty.md has no pages.'],
      [['untitled.md'], 'untitled.md has no title.'],
    ]);
    expect(
      await refusals([
        { name: 'long.md', bytes: Buffer.from(`# Long\n##\n${'*a '.repeat(3000)}\n`) },
      ]),
    ).toEqual([
      [
        ['long.md'],
        "long.md has a line of 9,000 characters (line 3); a story's lines have at most 5,000.",
      ],
    ]);
  });
});
