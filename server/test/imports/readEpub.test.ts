import { describe, expect, it } from 'vitest';
import type { ImportedBook, ReadOutcome } from '../../src/imports/book';
import { readFiles } from '../../src/imports/read/readFiles';
import { readMp3Layout } from '../../src/imports/read/audio/mp3';
import { readWavLayout } from '../../src/imports/read/audio/wav';
import { buildEpub, testMp3, testPicture, testWav, type EpubFixtureOptions } from './fixtures';

async function readOne(name: string, bytes: Uint8Array): Promise<ImportedBook> {
  const [outcome, ...rest] = await readFiles([{ name, bytes }]);
  expect(rest).toEqual([]);
  if (!outcome!.ok) throw new Error(`refused: ${outcome!.reason}`);
  return outcome!.book;
}

async function refusal(name: string, bytes: Uint8Array): Promise<string> {
  const outcomes: ReadOutcome[] = await readFiles([{ name, bytes }]);
  expect(outcomes).toHaveLength(1);
  expect(outcomes[0]!.ok).toBe(false);
  return (outcomes[0] as { reason: string }).reason;
}

const picture = async (name: string, color: string, alt?: string) => ({
  name,
  bytes: await testPicture(name.endsWith('.jpg') ? 'jpeg' : 'png', { color }),
  alt,
});

const HINDI_PAGES = [
  'एक छोटी चिड़िया ने घोंसला बनाया।',
  'बारिश आई तो चिड़िया पत्तों के नीचे छिप गई।',
  'धूप निकली और चिड़िया ने गाना गाया।',
];

describe('reading EPUB 3 as StoryWeaver makes it', () => {
  it('takes metadata, creators by role, rights, and one page per document, without cover or credits', async () => {
    const pictures = await Promise.all([
      picture('p1.jpg', '#aa3322', 'A bird building a nest'),
      picture('p2.png', '#2233aa', 'Rain on leaves'),
      picture('p3.jpg', '#ddaa22', ''),
    ]);
    const epub = await buildEpub({
      title: 'छोटी चिड़िया',
      languages: ['hi'],
      identifier: 'urn:uuid:0b8a3b57-1f7e-4a8e-9d3c-5b2f1e7d6c4a',
      creators: [
        { name: 'Asha Rao', role: 'aut' },
        { name: 'Ben Okafor', role: 'ill' },
        { name: 'Devika Sharma', role: 'trl' },
        { name: 'Ravi Iyer', role: 'edt' },
      ],
      rights: 'CC BY 4.0',
      description: 'A little bird and the <b>rain</b>.',
      source: 'https://example.org/stories/little-bird',
      publisher: 'Example Books',
      cover: { name: 'cover.jpg', bytes: await testPicture('jpeg', { color: '#000000' }) },
      pages: HINDI_PAGES.map((text, index) => ({ text, picture: pictures[index] })),
      creditsPage:
        'This story was written by Asha Rao. Released under a CC BY 4.0 licence. This book was made possible by many readers.',
    });
    const book = await readOne('little-bird.epub', epub);
    expect(book).toMatchObject({
      sourceKey: 'epub:urn:uuid:0b8a3b57-1f7e-4a8e-9d3c-5b2f1e7d6c4a',
      languages: ['hindi'],
      titles: { hindi: 'छोटी चिड़िया' },
      summary: 'A little bird and the rain .',
      licence: { id: 'CC-BY-4.0', words: 'CC BY 4.0' },
      credits: {
        authors: ['Asha Rao'],
        illustrators: ['Ben Okafor'],
        translators: { hindi: ['Devika Sharma'] },
        originalTitle: '',
        publisher: 'Example Books',
        sourceUrl: 'https://example.org/stories/little-bird',
      },
      narration: {},
      warnings: [],
    });
    expect(book.pages).toEqual([
      { texts: { hindi: HINDI_PAGES[0] }, picture: 0, imageDescription: 'A bird building a nest' },
      { texts: { hindi: HINDI_PAGES[1] }, picture: 1, imageDescription: 'Rain on leaves' },
      { texts: { hindi: HINDI_PAGES[2] }, picture: 2, imageDescription: '' },
    ]);
    expect(book.pictures.map((item) => item.name)).toEqual([
      'OEBPS/images/p1.jpg',
      'OEBPS/images/p2.png',
      'OEBPS/images/p3.jpg',
    ]);
    expect(Buffer.from(book.pictures[1]!.bytes)).toEqual(pictures[1]!.bytes);
  });

  it('uses the licence a credits page names when the metadata has no rights', async () => {
    const book = await readOne(
      'credits.epub',
      await buildEpub({
        title: 'The Lost Button',
        pages: [{ text: 'Tara lost a blue button.' }, { text: 'Her cat found it under the bed.' }],
        creditsPage:
          'Story by Asha Rao. © Example Books. Licensed under CC BY-NC 4.0. Written by many.',
      }),
    );
    expect(book.licence).toEqual({ id: 'CC-BY-NC-4.0', words: 'CC BY-NC 4.0' });
    expect(book.pages).toHaveLength(2);
  });

  it('names a book without an identifier by its title and text, the same each time', async () => {
    const options: EpubFixtureOptions = {
      title: 'No Number',
      identifier: null,
      pages: [{ text: 'A page without a number.' }],
    };
    const first = await readOne('a.epub', await buildEpub(options));
    const again = await readOne('b.epub', await buildEpub(options));
    expect(first.sourceKey).toMatch(/^epub:[0-9a-f]{64}$/);
    expect(again.sourceKey).toBe(first.sourceKey);
  });
});

describe('reading an EPUB as Kahani exports it', () => {
  it('keeps a first page of only a picture, and takes the licence named in an attribution sentence', async () => {
    const epub = await buildEpub({
      title: 'The Quiet Pond',
      titlePage: true,
      creators: [{ name: 'Asha Rao', role: 'aut' }],
      rights:
        '"The Quiet Pond" by Asha Rao, is licensed under CC BY-SA 4.0 (https://creativecommons.org/licenses/by-sa/4.0/). Source: Kahani.',
      pages: [
        { picture: await picture('pond.png', '#336699', 'A still pond') },
        { text: 'A frog sat very still.' },
      ],
      creditsPage: 'Credits. "The Quiet Pond" by Asha Rao, is licensed under CC BY-SA 4.0.',
    });
    const book = await readOne('pond.epub', epub);
    expect(book.licence).toEqual({ id: 'CC-BY-SA-4.0', words: 'CC BY-SA 4.0' });
    expect(book.pages).toEqual([
      { texts: {}, picture: 0, imageDescription: 'A still pond' },
      { texts: { english: 'A frog sat very still.' }, picture: null, imageDescription: '' },
    ]);
  });

  it('falls back on the dcterms:license address when there are no rights', async () => {
    const epub = await buildEpub({
      title: 'Address Only',
      pages: [{ text: 'One page.' }],
      edit: (files) => {
        const opf = files.get('OEBPS/content.opf') as string;
        files.set(
          'OEBPS/content.opf',
          opf.replace(
            '<meta property="dcterms:modified">',
            '<meta property="dcterms:license">https://creativecommons.org/publicdomain/zero/1.0/</meta><meta property="dcterms:modified">',
          ),
        );
      },
    });
    expect((await readOne('address.epub', epub)).licence).toEqual({
      id: 'CC0-1.0',
      words: 'https://creativecommons.org/publicdomain/zero/1.0/',
    });
  });
});

describe('reading EPUB 2', () => {
  it('reads opf:role creators (no role is an author), the cover meta and a title page', async () => {
    const epub = await buildEpub({
      version: 2,
      title: 'Two Goats',
      languages: ['en-US'],
      creators: [
        { name: 'Lena Park' },
        { name: 'Omar Haddad', role: 'ill', contributor: true },
        { name: 'Sam Lee', role: 'aut' },
      ],
      rights: 'Free for schools',
      titlePage: true,
      cover: { name: 'front.png', bytes: await testPicture('png') },
      pages: [
        { text: 'Two goats met on a narrow bridge.', picture: await picture('g1.png', '#777777') },
        { text: ['Neither would step back.', 'So they both sat down.'] },
      ],
    });
    const book = await readOne('goats.epub', epub);
    expect(book.languages).toEqual(['english']);
    expect(book.credits.authors).toEqual(['Lena Park', 'Sam Lee']);
    expect(book.credits.illustrators).toEqual(['Omar Haddad']);
    expect(book.licence).toEqual({
      id: 'LicenseRef-All-Rights-Reserved',
      words: 'Free for schools',
    });
    expect(book.warnings).toEqual([
      'The licence "Free for schools" is not one Kahani knows, so the book is marked all rights reserved.',
    ]);
    expect(book.pages).toEqual([
      { texts: { english: 'Two goats met on a narrow bridge.' }, picture: 0, imageDescription: '' },
      {
        texts: { english: 'Neither would step back.\n\nSo they both sat down.' },
        picture: null,
        imageDescription: '',
      },
    ]);
    expect(book.pictures).toHaveLength(1);
  });
});

describe('reading EPUB as pandoc makes it', () => {
  it('splits one document into a page per figure, with the alt text as description only', async () => {
    const texts = [
      'The sun woke the farm.',
      'The hens ran to the gate.',
      'The farmer brought grain.',
    ];
    const epub = await buildEpub({
      style: 'pandoc',
      title: 'Morning on the Farm',
      titlePage: true,
      creators: [{ name: 'Noor Ali', role: 'aut' }],
      pages: await Promise.all(
        texts.map(async (text, index) => ({
          text,
          picture: await picture(
            `f${index + 1}.png`,
            `#${index}${index}aa55`,
            `Farm picture ${index + 1}`,
          ),
        })),
      ),
    });
    const book = await readOne('farm.epub', epub);
    expect(book.pages).toEqual(
      texts.map((text, index) => ({
        texts: { english: text },
        picture: index,
        imageDescription: `Farm picture ${index + 1}`,
      })),
    );
    expect(book.pictures.map((item) => item.name)).toEqual([
      'OEBPS/images/f1.png',
      'OEBPS/images/f2.png',
      'OEBPS/images/f3.png',
    ]);
  });
});

describe('reading a Bloom book in two languages', () => {
  it('routes each language block to its language and titles by xml:lang', async () => {
    const epub = await buildEpub({
      style: 'bloom',
      title: 'The Moon Cake',
      otherTitles: { hi: 'चाँद का केक' },
      languages: ['en', 'hi'],
      creators: [
        { name: 'Mei Tan', role: 'aut' },
        { name: 'Devika Sharma', role: 'trl' },
      ],
      rights: 'http://creativecommons.org/licenses/by-sa/4.0/',
      pages: [
        {
          text: { en: 'Grandma baked a round cake.', hi: 'दादी ने एक गोल केक बनाया।' },
          picture: await picture('m1.png', '#ccbb99'),
        },
        { text: { en: 'It looked like the moon.', hi: 'वह चाँद जैसा दिखता था।' } },
      ],
    });
    const book = await readOne('moon.epub', epub);
    expect(book.languages).toEqual(['english', 'hindi']);
    expect(book.titles).toEqual({ english: 'The Moon Cake', hindi: 'चाँद का केक' });
    expect(book.licence.id).toBe('CC-BY-SA-4.0');
    expect(book.credits.translators).toEqual({ hindi: ['Devika Sharma'] });
    expect(book.pages.map((page) => page.texts)).toEqual([
      { english: 'Grandma baked a round cake.', hindi: 'दादी ने एक गोल केक बनाया।' },
      { english: 'It looked like the moon.', hindi: 'वह चाँद जैसा दिखता था।' },
    ]);
  });
});

describe('reading Media Overlays', () => {
  const timed = (start: number, ...texts: string[]) =>
    texts.map((text, index) => ({
      text,
      startSeconds: Math.round((start + index * 0.45) * 1000) / 1000,
      endSeconds: Math.round((start + index * 0.45 + 0.4) * 1000) / 1000,
    }));

  it('gives each page its own audio and the exact word times (one file per page)', async () => {
    const first = await testMp3(2);
    const second = await testMp3(1.5);
    const pages = [
      {
        text: '',
        narration: { audio: 'page1.mp3', words: timed(0.3, 'The', 'drum', 'went', 'boom.') },
      },
      { text: '', narration: { audio: 'page2.mp3', words: timed(0.1, 'Everyone', 'danced.') } },
    ];
    const epub = await buildEpub({
      title: 'The Drum',
      audio: [
        { name: 'page1.mp3', bytes: first },
        { name: 'page2.mp3', bytes: second },
      ],
      pages,
      clock: (seconds) => `${Math.round(seconds * 1000)}ms`,
    });
    const book = await readOne('drum.epub', epub);
    expect(book.pages.map((page) => page.texts.english)).toEqual([
      'The drum went boom.',
      'Everyone danced.',
    ]);
    const narration = book.narration.english!;
    expect(narration).toHaveLength(2);
    expect(Buffer.from(narration[0]!.audio.bytes)).toEqual(first);
    expect(narration[0]!.audio.format).toBe('mp3');
    expect(narration[0]!.words).toEqual(pages[0]!.narration.words);
    expect(Buffer.from(narration[1]!.audio.bytes)).toEqual(second);
    expect(narration[1]!.words).toEqual(pages[1]!.narration.words);
  });

  it('cuts one audio file shared by the pages, keeping the times exact within each piece', async () => {
    const wav = testWav(5, 22_050, { signal: 'noise' });
    const pages = [
      { narration: { audio: 'book.wav', words: timed(0.5, 'Rain', 'fell.') } },
      { narration: { audio: 'book.wav', words: timed(2.2, 'Frogs', 'sang.') } },
      { narration: { audio: 'book.wav', words: timed(3.9, 'Night', 'came.') } },
    ];
    const book = await readOne(
      'rain.epub',
      await buildEpub({
        title: 'Rain',
        audio: [{ name: 'book.wav', bytes: wav }],
        pages,
        clock: (seconds) => {
          const whole = Math.floor(seconds);
          return `00:00:${String(whole).padStart(2, '0')}.${String(Math.round((seconds - whole) * 1000)).padStart(3, '0')}`;
        },
      }),
    );
    const layout = readWavLayout(wav)!;
    const data = wav.subarray(layout.dataOffset);
    book.narration.english!.forEach((page, index) => {
      const piece = readWavLayout(page!.audio.bytes)!;
      const pieceData = Buffer.from(
        page!.audio.bytes.subarray(piece.dataOffset, piece.dataOffset + 64),
      );
      const startSeconds = data.indexOf(pieceData) / layout.blockAlign / 22_050;
      page!.words.forEach((word, wordIndex) => {
        const original = pages[index]!.narration.words[wordIndex]!;
        expect(word.startSeconds + startSeconds).toBeCloseTo(original.startSeconds, 5);
        expect(word.endSeconds + startSeconds).toBeCloseTo(original.endSeconds, 5);
      });
    });
    expect(readMp3Layout(book.narration.english![0]!.audio.bytes)).toBeNull();
  });
});

describe('reading content documents as plain text', () => {
  it('never takes scripts, styles or hidden text, and decodes HTML entities', async () => {
    const epub = await buildEpub({
      title: 'Safe Page',
      pages: [{ text: 'PLACEHOLDER' }],
      edit: (files) => {
        const page = files.get('OEBPS/page-1.xhtml') as string;
        files.set(
          'OEBPS/page-1.xhtml',
          page.replace(
            '<p>PLACEHOLDER</p>',
            `<script>alert("stolen")</script><style>p { color: red }</style>
<p onclick="steal()">A&nbsp;fox&mdash;quick <a href="javascript:steal()">and&#160;clever</a> &amp; kind.</p>
<noscript>Turn scripts on</noscript><p hidden="hidden">secret</p><span epub:type="pagebreak" title="7">7</span>
<p>Second&#x20;line &lt;b&gt;not bold&lt;/b&gt;</p>`,
          ),
        );
      },
    });
    const book = await readOne('safe.epub', epub);
    expect(book.pages).toEqual([
      {
        texts: { english: 'A fox—quick and clever & kind.\n\nSecond line <b>not bold</b>' },
        picture: null,
        imageDescription: '',
      },
    ]);
  });

  it('keeps a page whose picture is missing or not a picture format, and says so', async () => {
    const epub = await buildEpub({
      title: 'Missing Pictures',
      pages: [
        { text: 'One', picture: { name: 'gone.png', bytes: await testPicture('png') } },
        { text: 'Two', picture: { name: 'moving.gif', bytes: Buffer.from('GIF89a') } },
      ],
      edit: (files) => files.delete('OEBPS/images/gone.png'),
    });
    const book = await readOne('missing.epub', epub);
    expect(book.pages.map((page) => page.picture)).toEqual([null, null]);
    expect(book.pictures).toEqual([]);
    expect(book.warnings).toEqual([
      'The picture OEBPS/images/gone.png is missing from the book, so its page has no picture.',
      'The picture OEBPS/images/moving.gif is not a JPEG, PNG, WebP or SVG picture, so its page has no picture.',
    ]);
  });
});

describe('refusing EPUBs that cannot become a story', () => {
  const page = { text: 'A short page.' };

  it('refuses what names no language, naming it, and a book that names none', async () => {
    expect(
      await refusal(
        'und.epub',
        await buildEpub({ title: 'Jua', languages: ['und'], pages: [page] }),
      ),
    ).toBe('und.epub is in a language tagged "und", which names no language a story can be in.');
    expect(
      await refusal(
        'x.epub',
        await buildEpub({ title: 'X', languages: ['en', 'qqa'], pages: [page] }),
      ),
    ).toBe('x.epub is in a language tagged "qqa", which names no language a story can be in.');
    expect(
      await refusal('none.epub', await buildEpub({ title: 'X', languages: [], pages: [page] })),
    ).toBe('none.epub does not say which language it is in.');
  });

  it('maps every story language’s tags', async () => {
    const tags: [string, string][] = [
      ['en-GB', 'english'],
      ['hi-IN', 'hindi'],
      ['es-419', 'spanish'],
      ['te', 'telgu'],
      ['ta-LK', 'tamil'],
      ['pa-Guru', 'panjabi'],
      ['gu', 'gujarati'],
      ['mr', 'marathi'],
    ];
    for (const [tag, language] of tags) {
      const book = await readOne(
        `${tag}.epub`,
        await buildEpub({ title: 'T', languages: [tag], pages: [page] }),
      );
      expect(book.languages).toEqual([language]);
    }
  });

  it('refuses a book without pages, with too many, with a page too long or a bad title', async () => {
    expect(
      await refusal(
        'cover-only.epub',
        await buildEpub({
          title: 'Only a Cover',
          cover: { name: 'c.png', bytes: await testPicture() },
          pages: [],
        }),
      ),
    ).toBe('cover-only.epub has no pages.');
    expect(
      await refusal(
        'long.epub',
        await buildEpub({ title: 'Long', pages: Array.from({ length: 101 }, () => page) }),
      ),
    ).toBe('long.epub has 101 pages; a story may have at most 100.');
    expect(
      await refusal(
        'wordy.epub',
        await buildEpub({ title: 'Wordy', pages: [page, { text: 'word '.repeat(400) }] }),
      ),
    ).toBe(
      'wordy.epub has 1,999 characters of English text on page 2; a page may have at most 1,500 (split the page before importing).',
    );
    expect(
      await refusal('title.epub', await buildEpub({ title: 'T'.repeat(201), pages: [page] })),
    ).toBe('title.epub has a title of 201 characters; a title may have at most 200.');
    expect(await refusal('untitled.epub', await buildEpub({ title: ' ', pages: [page] }))).toBe(
      'untitled.epub has no title.',
    );
  });

  it('refuses XML that declares entities, and XHTML that is not well-formed', async () => {
    const withSubset = await buildEpub({
      title: 'Laughs',
      pages: [page],
      edit: (files) => {
        const document = files.get('OEBPS/page-1.xhtml') as string;
        files.set(
          'OEBPS/page-1.xhtml',
          document
            .replace(
              '<!DOCTYPE html>',
              '<!DOCTYPE html [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;">]>',
            )
            .replace('A short page.', '&lol2;'),
        );
      },
    });
    expect(await refusal('laughs.epub', withSubset)).toBe(
      'laughs.epub (OEBPS/page-1.xhtml) uses XML entities, which Kahani does not read.',
    );
    const external = await buildEpub({
      title: 'External',
      pages: [page],
      edit: (files) => {
        const opf = files.get('OEBPS/content.opf') as string;
        files.set(
          'OEBPS/content.opf',
          opf.replace(
            '<package',
            '<!DOCTYPE package SYSTEM "http://example.org/evil.dtd" [<!ENTITY x SYSTEM "file:///etc/passwd">]>\n<package',
          ),
        );
      },
    });
    expect(await refusal('external.epub', external)).toBe(
      'external.epub (OEBPS/content.opf) uses XML entities, which Kahani does not read.',
    );
    const broken = await buildEpub({
      title: 'Broken',
      pages: [page],
      edit: (files) =>
        files.set('OEBPS/page-1.xhtml', '<html><body><p>Open paragraph</body></html>'),
    });
    expect(await refusal('broken.epub', broken)).toMatch(
      /^broken\.epub \(OEBPS\/page-1\.xhtml\) is not well-formed XML \(.+\)\.$/,
    );
  });

  it('refuses files that are not EPUBs', async () => {
    expect(
      await refusal(
        'mime.epub',
        await buildEpub({ title: 'M', pages: [page], mimetype: 'application/zip' }),
      ),
    ).toBe('mime.epub is not an EPUB: its mimetype file does not say application/epub+zip.');
    expect(
      await refusal(
        'nocontainer.epub',
        await buildEpub({
          title: 'N',
          pages: [page],
          edit: (files) => files.delete('META-INF/container.xml'),
        }),
      ),
    ).toBe('nocontainer.epub is not an EPUB: it has no META-INF/container.xml.');
    expect(await refusal('text.epub', Buffer.from('just some text, not a zip'))).toMatch(
      /^text\.epub is not a readable zip archive: it is damaged or cut short \(.+\)\.$/,
    );
    const whole = await buildEpub({ title: 'Cut', pages: [page] });
    expect(await refusal('cut.epub', whole.subarray(0, Math.floor(whole.length / 2)))).toMatch(
      /^cut\.epub is not a readable zip archive: it is damaged or cut short/,
    );
  });
});
