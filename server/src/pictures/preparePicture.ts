import { createHash } from 'node:crypto';
import type { Database } from '../db/open';
import { storePreparedPicture, type Transaction } from './pictureStore';
import { rasterFormatOf, unacceptedFormatOf } from './pictureFormats';
import type { EncodedRaster } from './rasterPicture';
import type { SanitizedSvg } from './sanitizeSvg';
import { SanitizerThread } from './sanitizerThread';

/**
 * One way into the picture library for every file, whoever brings it (an upload, a book
 * being imported): check and encode it (preparePicture), then store it (savePreparedPicture).
 */

export type PreparedPicture =
  | {
      kind: 'svg';
      /** SHA-256 (hex) of the sanitised SVG text. */
      hash: string;
      svg: string;
      /** What the sanitiser took out, e.g. "<script>", "onload". */
      removed: string[];
    }
  | ({
      kind: 'raster';
      /** SHA-256 (hex) of the fallback file. */
      hash: string;
    } & EncodedRaster);

export type PreparedOutcome =
  { ok: true; picture: PreparedPicture } | { ok: false; reason: string };

export interface SvgSanitizer {
  sanitize(bytes: Uint8Array): Promise<SanitizedSvg>;
}

/** Names that promise a raster picture; such a file whose bytes are not one is refused. */
const RASTER_NAME = /\.(jpe?g|png|webp)$/i;

let sharedSanitizer: SanitizerThread | undefined;

/**
 * The SVG sanitiser thread every caller shares, started with the first SVG (jsdom holds about
 * 120 MB, so one is enough). Its idle worker does not keep the process alive.
 */
function svgSanitizer(): SvgSanitizer {
  sharedSanitizer ??= new SanitizerThread();
  return sharedSanitizer;
}

const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex');

/**
 * Checks and re-encodes one picture (SVG through the existing sanitiser thread, raster through
 * sharp) without storing it. What the bytes are decides, not the name: a PNG named .jpg is
 * taken as the PNG it is, a text file named .jpg is refused. A refusal's reason is a sentence
 * that follows the file's name ("cat.jpg is ..."). `sanitizer` is for tests; by default SVG
 * goes to the thread every caller shares.
 */
export async function preparePicture(
  name: string,
  bytes: Uint8Array,
  sanitizer?: SvgSanitizer,
): Promise<PreparedOutcome> {
  if (bytes.length === 0) return { ok: false, reason: 'is empty' };
  const format = rasterFormatOf(bytes);
  if (format) {
    // sharp (libvips, about 20 MB) is loaded with the first raster picture, as jsdom is with
    // the first SVG.
    const { encodeRaster } = await import('./rasterPicture');
    const encoded = await encodeRaster(bytes, format);
    if (!encoded.ok) return encoded;
    const hash = sha256(encoded.picture.fallback.bytes);
    return { ok: true, picture: { kind: 'raster', hash, ...encoded.picture } };
  }
  const unaccepted = unacceptedFormatOf(bytes);
  if (unaccepted === 'a HEIC photo') {
    return {
      ok: false,
      reason:
        'is a HEIC photo, which is not accepted: save it as JPEG (phones can share photos as JPEG) and upload that',
    };
  }
  if (unaccepted) {
    return {
      ok: false,
      reason: `is ${unaccepted}, which is not accepted: upload a JPEG, PNG, WebP or SVG file`,
    };
  }
  if (RASTER_NAME.test(name)) {
    return {
      ok: false,
      reason: 'is not a picture: its contents are not JPEG, PNG or WebP, whatever its name says',
    };
  }
  const sanitized = await (sanitizer ?? svgSanitizer()).sanitize(bytes);
  if (!sanitized.ok) return sanitized;
  return {
    ok: true,
    picture: {
      kind: 'svg',
      hash: sha256(sanitized.svg),
      svg: sanitized.svg,
      removed: sanitized.removed,
    },
  };
}

/**
 * Stores a prepared picture (inside the caller's transaction, if any); the same bytes again
 * find the stored one, which keeps its first name. Returns the path a page's image_path holds.
 */
export async function savePreparedPicture(
  db: Database | Transaction,
  picture: PreparedPicture,
  uploadedBy: string,
  name: string,
): Promise<{ path: string; duplicate: boolean }> {
  const stored = await storePreparedPicture(db, picture, { uploadedBy, name });
  return { path: stored.picture.path, duplicate: stored.duplicate };
}
