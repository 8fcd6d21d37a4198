import { describe, expect, it } from 'vitest';
import type { ImportedBook, ImportedNarration, UploadedFile } from '../../src/imports/book';
import { readMp3Layout } from '../../src/imports/read/audio/mp3';
import { readWavLayout } from '../../src/imports/read/audio/wav';
import { readFiles } from '../../src/imports/read/readFiles';
import { buildReadAlong, testPicture, testWav, type TimedWordFixture } from './fixtures';

const bookOf = async (files: UploadedFile[]): Promise<ImportedBook> => {
  const outcomes = await readFiles(files);
  expect(outcomes).toHaveLength(1);
  if (!outcomes[0]!.ok) throw new Error(outcomes[0]!.reason);
  return outcomes[0]!.book;
};

const PAGES = [
  { sentences: ['Ravi planted a mango seed.', 'He watered it every day.'] },
  { sentences: ['A green shoot came up.'] },
  { sentences: ['Years later, Ravi ate a mango!'] },
];

/** Where a piece of a WAV starts in the whole, found by its samples. */
function wavPieceStart(whole: Uint8Array, piece: Uint8Array): number {
  const layout = readWavLayout(whole)!;
  const pieceLayout = readWavLayout(piece)!;
  const data = Buffer.from(whole.subarray(layout.dataOffset));
  const head = Buffer.from(piece.subarray(pieceLayout.dataOffset, pieceLayout.dataOffset + 256));
  return data.indexOf(head) / layout.blockAlign / layout.sampleRate;
}

/** Where a piece of an MP3 starts in the whole: its first frame's number × frame length. */
function mp3PieceStart(whole: Uint8Array, piece: Uint8Array): number {
  const layout = readMp3Layout(whole)!;
  const first = readMp3Layout(piece)!.frames[0]!;
  const head = Buffer.from(piece.subarray(first.offset, first.offset + first.length));
  const index = layout.frames.findIndex(
    (frame) =>
      frame.offset === Buffer.from(whole).indexOf(head, frame.offset) &&
      frame.length === first.length,
  );
  return (index * layout.samplesPerFrame) / layout.sampleRate;
}

function expectTimesKept(
  narration: (ImportedNarration | null)[],
  pages: { words: TimedWordFixture[] }[],
  startOf: (piece: Uint8Array) => number,
) {
  narration.forEach((page, index) => {
    const start = startOf(page!.audio.bytes);
    expect(page!.words.map((word) => word.text)).toEqual(
      pages[index]!.words.map((word) => word.text),
    );
    page!.words.forEach((word, wordIndex) => {
      const original = pages[index]!.words[wordIndex]!;
      expect(Math.abs(word.startSeconds + start - original.startSeconds)).toBeLessThan(1e-5);
      expect(Math.abs(word.endSeconds + start - original.endSeconds)).toBeLessThan(1e-5);
    });
  });
}

describe('reading ReadAlongs files', () => {
  it('reads pages, pictures and word times with a WAV, cut per page at exact samples', async () => {
    const fixture = await buildReadAlong({
      name: 'mango',
      title: 'The Mango Seed',
      meta: { author: 'Priya Nair', license: 'CC BY-SA 4.0' },
      pages: [{ ...PAGES[0]!, graphic: 'seed.png' }, PAGES[1]!, PAGES[2]!],
      audio: 'wav',
      signal: 'noise',
    });
    const wav = fixture.files.find((file) => file.name === 'mango.wav')!.bytes;
    const files = [...fixture.files, { name: 'seed.png', bytes: await testPicture('png') }];
    const outcomes = await readFiles(files);
    expect(outcomes[0]!.files).toEqual(['mango.readalong', 'mango.wav', 'seed.png']);
    const book = outcomes[0]!.ok ? outcomes[0]!.book : null;
    expect(book).toMatchObject({
      languages: ['english'],
      titles: { english: 'The Mango Seed' },
      licence: { id: 'CC-BY-SA-4.0', words: 'CC BY-SA 4.0' },
      credits: { authors: ['Priya Nair'] },
      warnings: [],
    });
    expect(book!.sourceKey).toMatch(/^readalong:[0-9a-f]{64}$/);
    expect(book!.pages).toEqual([
      {
        texts: { english: 'Ravi planted a mango seed. He watered it every day.' },
        picture: 0,
        imageDescription: '',
      },
      { texts: { english: 'A green shoot came up.' }, picture: null, imageDescription: '' },
      { texts: { english: 'Years later, Ravi ate a mango!' }, picture: null, imageDescription: '' },
    ]);
    const narration = book!.narration.english!;
    expect(narration.map((page) => page!.audio.format)).toEqual(['wav', 'wav', 'wav']);
    expectTimesKept(narration, fixture.pages, (piece) => wavPieceStart(wav, piece));
  });

  it('cuts an MP3 at frame boundaries, shifting times by where the first kept frame starts', async () => {
    const fixture = await buildReadAlong({
      name: 'mango',
      language: 'eng',
      pages: PAGES,
      audio: 'mp3',
      signal: 'noise',
    });
    const mp3 = fixture.files.find((file) => file.name === 'mango.mp3')!.bytes;
    const book = await bookOf(fixture.files);
    expect(book.titles).toEqual({ english: 'Mango' });
    const narration = book.narration.english!;
    expect(narration.map((page) => page!.audio.format)).toEqual(['mp3', 'mp3', 'mp3']);
    expectTimesKept(narration, fixture.pages, (piece) => mp3PieceStart(mp3, piece));
  });

  it('reads the older format: times in a SMIL beside an .xml file, in Hindi', async () => {
    const fixture = await buildReadAlong({
      name: 'barish',
      language: 'hin',
      title: 'बारिश',
      pages: [{ sentences: ['बादल आए।', 'बारिश हुई।'] }, { sentences: ['बच्चे नाचे।'] }],
      audio: 'mp3',
      smil: true,
      signal: 'noise',
    });
    const outcomes = await readFiles(fixture.files);
    expect(outcomes.map((outcome) => outcome.files)).toEqual([
      ['barish.xml', 'barish.smil', 'barish.mp3'],
    ]);
    const book = outcomes[0]!.ok ? outcomes[0]!.book : null;
    expect(book!.languages).toEqual(['hindi']);
    expect(book!.pages.map((page) => page.texts.hindi)).toEqual(['बादल आए। बारिश हुई।', 'बच्चे नाचे।']);
    const mp3 = fixture.files.find((file) => file.name === 'barish.mp3')!.bytes;
    expectTimesKept(book!.narration.hindi!, fixture.pages, (piece) => mp3PieceStart(mp3, piece));
  });

  it('finds the upload’s only audio file when names differ, and reads without audio when there is none', async () => {
    const fixture = await buildReadAlong({ name: 'story', pages: PAGES.slice(0, 1), audio: 'wav' });
    const renamed = fixture.files.map((file) =>
      file.name.endsWith('.wav') ? { ...file, name: 'recording.wav' } : file,
    );
    const single = await bookOf(renamed);
    expect(single.narration.english).toHaveLength(1);
    // One page: its audio is the whole file, its times as written.
    expect(single.narration.english![0]!.words).toEqual(fixture.pages[0]!.words);

    const silent = await bookOf(fixture.files.filter((file) => file.name.endsWith('.readalong')));
    expect(silent.narration).toEqual({});
    expect(silent.warnings).toEqual([
      'No audio was found for story.readalong (story.mp3 or .wav), so its narration was left out.',
    ]);
  });

  it('takes pictures embedded as data: URLs, and the audio the root names', async () => {
    const png = await testPicture('png', { color: '#115511' });
    const fixture = await buildReadAlong({
      name: 'leaf',
      rootAudio: 'voices/leaf-voice.wav',
      pages: [{ ...PAGES[1]!, graphic: `data:image/png;base64,${png.toString('base64')}` }],
      audio: 'wav',
    });
    const voice = fixture.files.find((file) => file.name === 'leaf.wav')!;
    const outcomes = await readFiles([
      fixture.files.find((file) => file !== voice)!,
      { name: 'other.wav', bytes: testWav(1) },
      { name: 'leaf-voice.wav', bytes: voice.bytes },
    ]);
    expect(outcomes.map((outcome) => outcome.files)).toEqual([
      ['leaf.readalong', 'leaf-voice.wav'],
      ['other.wav'],
    ]);
    const book = outcomes[0]!.ok ? outcomes[0]!.book : null;
    if (!book) throw new Error('refused');
    expect(book.pictures).toHaveLength(1);
    expect(book.pictures[0]!.name).toMatch(/^leaf-[0-9a-f]{12}\.png$/);
    expect(Buffer.from(book.pictures[0]!.bytes)).toEqual(png);
    expect(book.pages[0]!.picture).toBe(0);
    expect(book.narration.english).toHaveLength(1);
  });

  it('refuses what names no language, and XML that is not a ReadAlong', async () => {
    const undetermined = await buildReadAlong({
      language: 'und',
      pages: PAGES.slice(0, 1),
      audio: 'none',
    });
    expect(
      (await readFiles(undetermined.files)).map((outcome) => !outcome.ok && outcome.reason),
    ).toEqual([
      'story.readalong is in a language tagged "und", which names no language a story can be in.',
    ]);
    expect(
      (
        await readFiles([{ name: 'data.xml', bytes: Buffer.from('<catalog><item/></catalog>') }])
      ).map((outcome) => !outcome.ok && outcome.reason),
    ).toEqual(['data.xml is not a ReadAlongs file (its root element is <catalog>).']);
  });
});
