/**
 * Addresses of the picture library's files. Kept free of imports: the media rule of the
 * story schema needs it, and the rest of the picture contract needs the story schema.
 *
 * - `/pictures/<hash>.svg`: a sanitised SVG picture.
 * - `/pictures/<hash>-<width>.jpg` or `.png`: a photograph's or painting's fallback file
 *   (PNG when it has transparency), `<width>` pixels wide. This is what a page's image_path
 *   holds; its width tells which variants exist (see pictureVariantWidths).
 * - `/pictures/<hash>-<width>.webp`: a smaller copy of that picture for `srcset`.
 */
const HASH = '([0-9a-f]{64})';
const WIDTH = '([1-9][0-9]{0,4})';
const SVG_PATTERN = new RegExp(`^/pictures/${HASH}\\.svg$`);
const RASTER_PATTERN = new RegExp(`^/pictures/${HASH}-${WIDTH}\\.(jpg|png|webp)$`);

/** Widths the smaller copies are made at, never wider than the picture itself. */
export const PICTURE_VARIANT_WIDTHS: readonly number[] = [320, 640, 960, 1600];
const WIDEST_VARIANT = Math.max(...PICTURE_VARIANT_WIDTHS);

/** The formats a raster picture's full-size fallback is kept in. */
export type FallbackFormat = 'jpeg' | 'png';

const FALLBACK_EXTENSIONS: Record<FallbackFormat, string> = { jpeg: 'jpg', png: 'png' };

/**
 * The widths of the smaller copies of a picture whose fallback is `width` pixels wide: each
 * standard width below it, and the picture's own width up to the largest standard one, so a
 * wide screen never gets a copy smaller than the picture it could have had.
 */
export function pictureVariantWidths(width: number): number[] {
  const below = PICTURE_VARIANT_WIDTHS.filter((standard) => standard < width);
  const largest = Math.min(width, WIDEST_VARIANT);
  return below.includes(largest) ? below : [...below, largest];
}

/** Where the API serves an SVG picture of the library. */
export function picturePath(hash: string): string {
  return `/pictures/${hash}.svg`;
}

/** Where a raster picture's fallback is served; what a page's image_path holds. */
export function fallbackPicturePath(hash: string, width: number, format: FallbackFormat): string {
  return `/pictures/${hash}-${width}.${FALLBACK_EXTENSIONS[format]}`;
}

/** Where the WebP copy of a raster picture at one of its variant widths is served. */
export function variantPicturePath(hash: string, width: number): string {
  return `/pictures/${hash}-${width}.webp`;
}

/** Any file of the library, as its address names it. */
export type PictureFile =
  | { hash: string; kind: 'svg' }
  | { hash: string; kind: 'fallback'; width: number; format: FallbackFormat }
  | { hash: string; kind: 'variant'; width: number };

/** Reads a library address (SVG, fallback or variant); null for any other path. */
export function parsePicturePath(path: string): PictureFile | null {
  const svg = SVG_PATTERN.exec(path);
  if (svg) return { hash: svg[1]!, kind: 'svg' };
  const raster = RASTER_PATTERN.exec(path);
  if (!raster) return null;
  const [, hash, width, extension] = raster as unknown as [string, string, string, string];
  if (extension === 'webp') return { hash, kind: 'variant', width: Number(width) };
  const format: FallbackFormat = extension === 'jpg' ? 'jpeg' : 'png';
  return { hash, kind: 'fallback', width: Number(width), format };
}

/**
 * True for the address a page may hold for a library picture: an SVG, or a raster picture's
 * fallback (its variants are chosen by the browser, never stored).
 */
export function isLibraryPicturePath(path: string): boolean {
  const file = parsePicturePath(path);
  return file !== null && file.kind !== 'variant';
}

/** The hash of a library picture's address (any of its files), or null for any other path. */
export function pictureHashOf(path: string): string | null {
  return parsePicturePath(path)?.hash ?? null;
}

/**
 * The `srcset` of a page's picture: every WebP copy of a raster picture with its width, each
 * address made whole by `toUrl`; empty for an SVG or any other picture (one file serves all).
 */
export function pictureSrcSet(
  path: string,
  toUrl: (path: string) => string = (same) => same,
): string {
  const file = parsePicturePath(path);
  if (file?.kind !== 'fallback') return '';
  return pictureVariantWidths(file.width)
    .map((width) => `${toUrl(variantPicturePath(file.hash, width))} ${width}w`)
    .join(', ');
}

/**
 * The copy the first paint shows of a photograph before the app decides with srcset: the
 * 640 px WebP (every photograph at least that wide has one; a narrower one has a copy at its
 * own width), not the full-size fallback. Self-contained: the early-read script inlines it.
 */
export function firstPaintPicture(path: string): string {
  const fallback = /^(\/pictures\/[0-9a-f]{64})-(\d{1,5})\.(?:jpg|png)$/.exec(path);
  return fallback ? `${fallback[1]}-${Math.min(640, Number(fallback[2]))}.webp` : path;
}
