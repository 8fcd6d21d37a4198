import { describe, expect, it } from 'vitest';
import { unpackArchive } from '../../src/imports/read/archive';
import { readFiles } from '../../src/imports/read/readFiles';
import {
  buildEpub,
  claimSizes,
  kiteStoryUpload,
  markEncrypted,
  renameEntry,
  zipFiles,
} from './fixtures';

const reasons = async (files: { name: string; bytes: Uint8Array }[]) =>
  (await readFiles(files)).map((outcome) => (outcome.ok ? 'ok' : outcome.reason));

const page = { text: 'A hen found a seed.' };

describe('reading .zip uploads', () => {
  it('reads the books of a zip with their pictures, naming entries under the archive', async () => {
    const story = await kiteStoryUpload();
    const epub = await buildEpub({ title: 'The Seed', pages: [page] });
    const zip = await zipFiles([
      ...story.map((file) => ({ name: `kite/${file.name}`, data: file.bytes })),
      { name: 'books/seed.epub', data: epub },
      { name: '__MACOSX/kite/._p1.png', data: 'resource fork' },
      { name: 'notes.txt', data: 'not a book' },
    ]);
    const outcomes = await readFiles([{ name: 'library.zip', bytes: zip }]);
    expect(outcomes.map((outcome) => [outcome.files, outcome.ok])).toEqual([
      [
        [
          'library.zip/kite/0042_the-red-kite.md',
          'library.zip/kite/0042_lal-patang.md',
          'library.zip/kite/0042_sivappu-pattam.md',
          'library.zip/kite/p1.png',
          'library.zip/kite/p2.png',
          'library.zip/kite/p3.png',
        ],
        true,
      ],
      [['library.zip/books/seed.epub'], true],
      [['library.zip/notes.txt'], false],
    ]);
    const kite = outcomes[0]!.ok ? outcomes[0]!.book : null;
    expect(kite!.languages).toEqual(['english', 'hindi', 'tamil']);
    expect(kite!.pictures.map((picture) => picture.name)).toEqual([
      'kite/p1.png',
      'kite/p2.png',
      'kite/p3.png',
    ]);
    expect((outcomes[2] as { reason: string }).reason).toMatch(
      /^library\.zip\/notes\.txt is not a kind of file Kahani imports \(Kahani imports EPUB books/,
    );
  });

  it('reads an EPUB sent with a .zip name as the EPUB it is', async () => {
    const epub = await buildEpub({ title: 'Renamed', pages: [page] });
    const [outcome] = await readFiles([{ name: 'renamed.zip', bytes: epub }]);
    expect(outcome).toMatchObject({ ok: true, files: ['renamed.zip'] });
  });

  it('does not open an archive inside an archive', async () => {
    const inner = await zipFiles([{ name: 'a.md', data: '# A' }]);
    const zip = await zipFiles([{ name: 'inner.zip', data: inner }]);
    expect(await reasons([{ name: 'outer.zip', bytes: zip }])).toEqual([
      'outer.zip/inner.zip is an archive inside an archive, which Kahani does not open.',
    ]);
  });
});

describe('refusing hostile or broken archives', () => {
  it('refuses entry names that climb out of the archive', async () => {
    for (const name of ['../evil.md', '/x/evil.md', 'C:/evil.md', 'xx\\evil.md']) {
      // Zip writers refuse such names, so a harmless one of the same length is replaced.
      const placeholder = 'q'.repeat(name.length);
      const zip = renameEntry(
        await zipFiles([{ name: placeholder, data: '# Evil' }]),
        placeholder,
        name,
      );
      expect(await reasons([{ name: 'bad.zip', bytes: zip }])).toEqual([
        `bad.zip has an entry named ${name}, which would be written outside the archive.`,
      ]);
    }
  });

  it('refuses two entries of one name, and encrypted entries', async () => {
    const twice = renameEntry(
      await zipFiles([
        { name: 'story-a.md', data: '# One' },
        { name: 'story-b.md', data: '# Two' },
      ]),
      'story-b.md',
      'story-a.md',
    );
    expect(await reasons([{ name: 'twice.zip', bytes: twice }])).toEqual([
      'twice.zip has two entries named story-a.md.',
    ]);
    const locked = markEncrypted(
      await zipFiles([{ name: 'secret.md', data: '# Secret' }]),
      'secret.md',
    );
    expect(await reasons([{ name: 'locked.zip', bytes: locked }])).toEqual([
      'locked.zip has an encrypted entry (secret.md), which Kahani cannot read.',
    ]);
  });

  it('refuses an archive with more entries than allowed before unpacking any', async () => {
    const zip = await zipFiles(
      Array.from({ length: 2001 }, (_, index) => ({ name: `f${index}.md`, data: '' })),
    );
    expect(await reasons([{ name: 'many.zip', bytes: zip }])).toEqual([
      'many.zip has 2,001 entries; an archive may have at most 2,000.',
    ]);
  });

  it('refuses zip bombs by the sizes declared and by the bytes actually inflated', async () => {
    const zeros = Buffer.alloc(5 * 1024 * 1024);
    const bomb = await zipFiles([{ name: 'zeros.md', data: zeros }]);
    expect(await reasons([{ name: 'bomb.zip', bytes: bomb }])).toEqual([
      'bomb.zip has an entry (zeros.md) that would unpack to more than 100 times its packed size, the mark of a zip bomb.',
    ]);
    // Declared sizes that add up past the limit, though each entry's ratio looks harmless.
    let large = await zipFiles([
      { name: 'a.md', data: 'a' },
      { name: 'b.md', data: 'b' },
    ]);
    for (const name of ['a.md', 'b.md']) {
      large = claimSizes(large, name, {
        compressed: 120 * 1024 * 1024,
        uncompressed: 120 * 1024 * 1024,
      });
    }
    expect(await reasons([{ name: 'large.zip', bytes: large }])).toEqual([
      'large.zip would unpack to more than 200 MB.',
    ]);
    // A directory that understates an entry: inflating stops where the claim ends.
    const lying = claimSizes(bomb, 'zeros.md', { uncompressed: 1000 });
    expect((await reasons([{ name: 'lying.zip', bytes: lying }]))[0]).toMatch(
      /^lying\.zip is not a readable zip archive: it is damaged or cut short \(too many bytes in the stream/,
    );
  });

  it('stops inflating when the bytes unpacked pass the budget', async () => {
    const zip = await zipFiles([{ name: 'text.md', data: 'x'.repeat(200_000) }]);
    await expect(unpackArchive(zip, 'small.zip', { remainingBytes: 50_000 })).rejects.toThrow(
      'small.zip would unpack to more than 200 MB.',
    );
  });

  it('refuses truncated and corrupt archives, and reads the other files of the upload', async () => {
    const good = await buildEpub({ title: 'Still Read', pages: [page] });
    const zip = await zipFiles([{ name: 'a.md', data: '# A' }]);
    const corrupt = Buffer.from(zip);
    corrupt.fill(0x41, 30, 40);
    expect(
      await reasons([
        { name: 'cut.zip', bytes: zip.subarray(0, zip.length - 10) },
        { name: 'good.epub', bytes: good },
        { name: 'noise.zip', bytes: Buffer.from('PK\u0003\u0004 and then nothing a zip needs') },
      ]),
    ).toEqual([
      expect.stringMatching(
        /^cut\.zip is not a readable zip archive: it is damaged or cut short \(.+\)\.$/,
      ),
      'ok',
      expect.stringMatching(
        /^noise\.zip is not a readable zip archive: it is damaged or cut short \(.+\)\.$/,
      ),
    ]);
  });
});
