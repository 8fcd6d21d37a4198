// The bytes of a page's picture, wherever the server keeps it: the seed's illustrations on
// disk, or the picture library in the database (SVG, or a raster picture's JPEG or PNG).

import { readFile } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import type { Database } from '../db/open';
import { findPictureFile } from '../pictures/pictureStore';

export interface PictureFile {
  bytes: Buffer;
  contentType: string;
  extension: string;
}

const ILLUSTRATIONS_PREFIX = '/illustrations/';

/** A page's picture by the path it holds; null when the file is gone. */
export async function loadPicture(
  db: Database,
  illustrationsDir: string,
  path: string,
): Promise<PictureFile | null> {
  if (path.startsWith(ILLUSTRATIONS_PREFIX)) {
    return readIllustration(illustrationsDir, path.slice(ILLUSTRATIONS_PREFIX.length));
  }
  // An SVG as it is; a photograph or painting as its full-size JPEG or PNG.
  return findPictureFile(db, path);
}

async function readIllustration(directory: string, name: string): Promise<PictureFile | null> {
  const root = resolve(directory);
  const file = resolve(root, name);
  // Stored paths are checked when saved; this keeps a bad one from reading outside the folder.
  if (!file.startsWith(root + sep) || !file.endsWith('.svg')) return null;
  try {
    return { bytes: await readFile(file), contentType: 'image/svg+xml', extension: 'svg' };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
