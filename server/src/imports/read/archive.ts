import yauzl, { type Entry, type ZipFile } from 'yauzl';
import {
  ARCHIVE_ENTRIES_MAX,
  ARCHIVE_RATIO_MAX,
  ARCHIVE_UNPACKED_MAX_BYTES,
} from '../../../../contract/limits';
import { ImportRefusal } from '../book';
import { count, refuse } from './text';

/**
 * Unpacks a zip archive (a .zip or an EPUB) held in memory, refusing it whole when it is
 * damaged or built to hurt: too many entries, too much unpacked, an entry that unpacks to
 * far more than it holds (a zip bomb), names that climb out of the archive, two entries of
 * one name, encrypted entries. Sizes are judged from the archive's directory before
 * anything is unpacked, and counted again while inflating, which stops at the limit.
 */

export interface ArchiveEntry {
  /** The entry's path inside the archive ("images/p1.jpg"). */
  name: string;
  bytes: Buffer;
}

/**
 * Bytes that may still be unpacked. Archives read for one upload (a .zip and the EPUBs
 * inside it) share one budget, so nesting cannot multiply the limit.
 */
export interface UnpackBudget {
  remainingBytes: number;
}

export const newUnpackBudget = (): UnpackBudget => ({
  remainingBytes: ARCHIVE_UNPACKED_MAX_BYTES,
});

/** An entry past this size must not unpack to more than ARCHIVE_RATIO_MAX times its packed size. */
const RATIO_CHECKED_FROM_BYTES = 1024 * 1024;
const MB = 1024 * 1024;

/** Entries that archivers add beside the content: folders' metadata, never a book's part. */
export const isArchiverLitter = (name: string) =>
  /(^|\/)(__MACOSX\/|\.DS_Store$|Thumbs\.db$|desktop\.ini$)/i.test(name);

const openZip = (bytes: Buffer) =>
  new Promise<ZipFile>((resolve, reject) => {
    yauzl.fromBuffer(
      bytes,
      { lazyEntries: true, validateEntrySizes: true, strictFileNames: true, decodeStrings: true },
      (error, zip) => (error ? reject(error) : resolve(zip)),
    );
  });

/** The directory of the archive, checked against the limits before anything is unpacked. */
function listEntries(zip: ZipFile, subject: string): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    const names = new Set<string>();
    let declaredBytes = 0;
    const stop = (error: Error) => {
      zip.close();
      reject(error);
    };
    zip.on('error', stop);
    zip.on('end', () => resolve(entries));
    zip.on('entry', (entry: Entry) => {
      const name = entry.fileName;
      if (/\p{Cc}/u.test(name))
        return stop(refuse(subject, 'has an entry whose name is not readable'));
      if (names.has(name)) return stop(refuse(subject, `has two entries named ${name}`));
      names.add(name);
      if (!name.endsWith('/')) {
        if (entry.isEncrypted())
          return stop(
            refuse(subject, `has an encrypted entry (${name}), which Kahani cannot read`),
          );
        declaredBytes += entry.uncompressedSize;
        if (declaredBytes > ARCHIVE_UNPACKED_MAX_BYTES) return stop(tooLarge(subject));
        if (
          entry.uncompressedSize > RATIO_CHECKED_FROM_BYTES &&
          entry.uncompressedSize > entry.compressedSize * ARCHIVE_RATIO_MAX
        ) {
          return stop(
            refuse(
              subject,
              `has an entry (${name}) that would unpack to more than ${ARCHIVE_RATIO_MAX} times its packed size, the mark of a zip bomb`,
            ),
          );
        }
        entries.push(entry);
      }
      zip.readEntry();
    });
    zip.readEntry();
  });
}

const tooLarge = (subject: string) =>
  refuse(subject, `would unpack to more than ${ARCHIVE_UNPACKED_MAX_BYTES / MB} MB`);

/** An entry's bytes, counted as they are inflated and cut off at the budget. */
function unpackEntry(
  zip: ZipFile,
  entry: Entry,
  budget: UnpackBudget,
  subject: string,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error) return reject(error);
      const chunks: Buffer[] = [];
      let received = 0;
      stream.on('data', (chunk: Buffer) => {
        received += chunk.length;
        budget.remainingBytes -= chunk.length;
        if (budget.remainingBytes < 0) {
          stream.destroy(tooLarge(subject));
          return;
        }
        chunks.push(chunk);
      });
      stream.on('error', reject);
      stream.on('end', () => resolve(Buffer.concat(chunks, received)));
    });
  });
}

/** Describes yauzl's complaints as the person should read them. */
function archiveError(error: unknown, subject: string): Error {
  if (error instanceof ImportRefusal) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (/^(invalid relative path|absolute path|invalid characters in fileName)/.test(message)) {
    const name = message.slice(message.indexOf(':') + 1).trim();
    return refuse(
      subject,
      `has an entry named ${name}, which would be written outside the archive`,
    );
  }
  if (/unsupported compression method/.test(message)) {
    return refuse(subject, `uses a kind of compression Kahani cannot unpack (${message})`);
  }
  return refuse(subject, `is not a readable zip archive: it is damaged or cut short (${message})`);
}

/** All of an archive's files (folders and archivers' litter left out), in the archive's order. */
export async function unpackArchive(
  bytes: Uint8Array,
  subject: string,
  budget: UnpackBudget = newUnpackBudget(),
): Promise<ArchiveEntry[]> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let zip: ZipFile | undefined;
  try {
    zip = await openZip(buffer);
    if (zip.entryCount > ARCHIVE_ENTRIES_MAX) {
      throw refuse(
        subject,
        `has ${count(zip.entryCount)} entries; an archive may have at most ${count(ARCHIVE_ENTRIES_MAX)}`,
      );
    }
    const entries = await listEntries(zip, subject);
    const files: ArchiveEntry[] = [];
    for (const entry of entries) {
      if (isArchiverLitter(entry.fileName)) continue;
      files.push({ name: entry.fileName, bytes: await unpackEntry(zip, entry, budget, subject) });
    }
    return files;
  } catch (error) {
    throw archiveError(error, subject);
  } finally {
    zip?.close();
  }
}

/** Zip archives (and so EPUBs) start with a local file header. */
export const looksLikeZip = (bytes: Uint8Array) =>
  bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
