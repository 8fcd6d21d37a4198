import { afterAll, describe, expect, it } from 'vitest';
import { closeReadUploads, createBookReader, readUploads } from '../../src/imports/read';
import { buildEpub, buildReadAlong, kiteStoryUpload, testPicture } from './fixtures';

afterAll(() => closeReadUploads());

describe('reading uploads in a worker thread', () => {
  it('reads every file of an upload and answers in the upload’s order', async () => {
    const picture = await testPicture('jpeg', { color: '#884422' });
    const epub = await buildEpub({
      title: 'The Well',
      pages: [
        { text: 'The village well was deep.', picture: { name: 'well.jpg', bytes: picture } },
      ],
    });
    const kite = await kiteStoryUpload();
    const drum = await buildReadAlong({
      name: 'drum',
      pages: [{ sentences: ['Boom went the drum.'] }, { sentences: ['Tap went the stick.'] }],
      audio: 'wav',
    });
    const outcomes = await readUploads([
      { name: 'well.epub', bytes: epub },
      ...kite,
      ...drum.files,
      { name: 'broken.zip', bytes: Buffer.from('PK\u0003\u0004 broken') },
      { name: 'readme.txt', bytes: Buffer.from('hello') },
    ]);
    expect(outcomes.map((outcome) => [outcome.files[0], outcome.ok])).toEqual([
      ['well.epub', true],
      ['0042_the-red-kite.md', true],
      ['drum.readalong', true],
      ['broken.zip', false],
      ['readme.txt', false],
    ]);
    const well = outcomes[0]!.ok ? outcomes[0]!.book : null;
    expect(well!.pictures[0]!.bytes).toBeInstanceOf(Uint8Array);
    expect(Buffer.from(well!.pictures[0]!.bytes)).toEqual(picture);
    expect(outcomes[1]!.files).toHaveLength(6);
    const narration = outcomes[2]!.ok ? outcomes[2]!.book.narration.english : null;
    expect(narration!.map((page) => page!.words.map((word) => word.text))).toEqual([
      ['Boom', 'went', 'the', 'drum'],
      ['Tap', 'went', 'the', 'stick'],
    ]);
    expect(narration![1]!.audio.bytes).toBeInstanceOf(Uint8Array);
  });

  it('refuses the files of a read that takes too long, and reads on with a fresh worker', async () => {
    const epub = await buildEpub({ title: 'Slow', pages: [{ text: 'Slowly.' }] });
    const hurried = createBookReader({ workers: 1, timeLimitMs: 1 });
    try {
      expect(
        await hurried.read([
          { name: 'slow.epub', bytes: epub },
          { name: 'a.md', bytes: Buffer.from('# A') },
        ]),
      ).toEqual([
        {
          files: ['slow.epub'],
          ok: false,
          reason: 'slow.epub took longer than 0.001 s to read and was refused.',
        },
        {
          files: ['a.md'],
          ok: false,
          reason: 'a.md took longer than 0.001 s to read and was refused.',
        },
      ]);
    } finally {
      await hurried.close();
    }
    const [outcome] = await readUploads([{ name: 'slow.epub', bytes: epub }]);
    expect(outcome!.ok).toBe(true);
  });

  it('refuses a read that needs more memory than a worker may use', async () => {
    const starved = createBookReader({ workers: 1, heapLimitMb: 1 });
    try {
      const epub = await buildEpub({ title: 'Big', pages: [{ text: 'Big.' }] });
      expect(await starved.read([{ name: 'big.epub', bytes: epub }])).toEqual([
        {
          files: ['big.epub'],
          ok: false,
          reason: 'big.epub needs more memory to read than a book may use, and was refused.',
        },
      ]);
    } finally {
      await starved.close();
    }
  });
});
