import type { ImportedPicture } from '../book';
import { kindOf } from './upload';

/** JPEG, PNG, WebP and SVG: the pictures a story can show (the store checks their bytes). */
export const isPictureName = (path: string) => kindOf(path) === 'picture';

/** A book's pictures, each once, in the order its pages first show them. */
export class BookPictures {
  readonly list: ImportedPicture[] = [];
  private readonly indexByName = new Map<string, number>();

  /** The picture's index, adding it the first time its name is met. */
  add(name: string, bytes: Uint8Array): number {
    let index = this.indexByName.get(name);
    if (index === undefined) {
      index = this.list.push({ name, bytes }) - 1;
      this.indexByName.set(name, index);
    }
    return index;
  }
}

const DATA_URL = /^data:image\/(png|jpeg|webp|svg\+xml)(?:;[^,;]*)*;base64,([A-Za-z0-9+/=\s]*)$/i;
const EXTENSIONS: Record<string, string> = {
  png: 'png',
  jpeg: 'jpg',
  webp: 'webp',
  'svg+xml': 'svg',
};

/**
 * A picture carried inside the document as a data: URL (ReadAlongs files stand alone that
 * way): its bytes and its file extension; null for any other address.
 */
export function pictureFromDataUrl(url: string): { extension: string; bytes: Uint8Array } | null {
  const match = DATA_URL.exec(url.trim());
  if (!match) return null;
  return {
    extension: EXTENSIONS[match[1]!.toLowerCase()]!,
    bytes: Buffer.from(match[2]!.replace(/\s+/g, ''), 'base64'),
  };
}
