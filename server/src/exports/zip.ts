// Zip files written as a stream: yazl deflates in zlib's thread pool, so a book of many
// pictures and recordings never holds up the event loop.

import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';

export interface ZipEntry {
  name: string;
  data: Buffer;
  /** Deflate it (text, SVG), or store it as is (MP3, JPEG: already compressed; `mimetype`). */
  compress: boolean;
}

/** The entries as a zip, in the order given, each dated `modified`. */
export function zipStream(entries: readonly ZipEntry[], modified: Date): Readable {
  const zip = new ZipFile();
  for (const entry of entries) {
    zip.addBuffer(entry.data, entry.name, {
      compress: entry.compress,
      mtime: modified,
      // No extended-timestamp extra field: EPUB forbids extra fields on `mimetype`.
      forceDosTimestamp: true,
    });
  }
  zip.end();
  return zip.outputStream as Readable;
}
