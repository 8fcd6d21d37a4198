/**
 * What a file is, by its first bytes (whatever its name says). Kept apart from the encoding
 * so that reading an upload does not load sharp, which comes with the first raster picture.
 */

export type RasterFormat = 'jpeg' | 'png' | 'webp';

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte);
const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

/** The accepted raster format the bytes are in, by their first bytes (whatever the name says). */
export function rasterFormatOf(bytes: Uint8Array): RasterFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
}

/** Picture formats people upload that are not accepted, with what to do instead. */
export function unacceptedFormatOf(bytes: Uint8Array): string | null {
  const brand = Buffer.from(bytes.subarray(8, 12)).toString('latin1');
  if (startsWith(bytes, ascii('ftyp'), 4)) {
    if (brand.startsWith('avi')) return 'an AVIF picture';
    if (/^(heic|heix|hevc|heim|heis|mif1|msf1)$/.test(brand)) return 'a HEIC photo';
  }
  if (startsWith(bytes, ascii('GIF8'))) return 'a GIF picture';
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) {
    return 'a TIFF picture';
  }
  if (startsWith(bytes, ascii('BM'))) return 'a BMP picture';
  return null;
}
