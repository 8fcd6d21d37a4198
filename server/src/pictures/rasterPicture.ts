import sharp, { type Metadata, type Sharp, type SharpOptions } from 'sharp';
import { PICTURE_FALLBACK_WIDTH_MAX, PICTURE_PIXELS_MAX } from '../../../contract/limits';
import { pictureVariantWidths, type FallbackFormat } from '../../../contract/picturePaths';
import type { RasterFormat } from './pictureFormats';

/**
 * Photographs and paintings (JPEG, PNG, WebP): decoded and encoded again with sharp (libvips),
 * which leaves every piece of metadata behind (camera, GPS, XMP, IPTC; colours are converted to
 * sRGB and the profile dropped), applies the EXIF orientation, and makes the smaller WebP
 * copies that srcset offers.
 *
 * sharp runs on libuv's thread pool, never on the event loop. On the 2-core machines Kahani
 * runs on, each picture gets one libvips thread and at most two sharp calls run at a time, so
 * two of the pool's four threads stay free for files, compression and crypto, and a core for
 * the event loop.
 */
sharp.concurrency(1);
// Every picture is read once; a cache of decoded images would only hold memory.
sharp.cache(false);

const SHARP_CALLS_AT_ONCE = 2;
let sharpCallsRunning = 0;
const waitingForSharp: Array<() => void> = [];

async function withSharp<T>(work: () => Promise<T>): Promise<T> {
  if (sharpCallsRunning >= SHARP_CALLS_AT_ONCE) {
    await new Promise<void>((resolve) => waitingForSharp.push(resolve));
  } else {
    sharpCallsRunning += 1;
  }
  try {
    return await work();
  } finally {
    const next = waitingForSharp.shift();
    if (next) next();
    else sharpCallsRunning -= 1;
  }
}

const FORMAT_NAMES: Record<RasterFormat, string> = {
  jpeg: 'JPEG',
  png: 'PNG',
  webp: 'WebP',
};

/**
 * Quality of the JPEG fallback and of the WebP copies (see server/bench/pictureVariants.ts: a
 * 400 px phone's copy of a detailed 2-megapixel photo stays near 40 KB). The fallback is
 * libjpeg-turbo's JPEG: mozjpeg saves a sixth of its bytes at five times the time,
 * for a file only old browsers and exported books use. Baseline, not progressive: it takes a third
 * of the time, and browsers that read WebP (all current ones) never fetch the fallback.
 */
export const FALLBACK_JPEG_QUALITY = 82;
export const VARIANT_WEBP_QUALITY = 70;
/**
 * The copies phones fetch get WebP's tighter effort; the wider ones, slowest to make, a quicker
 * one (at 960 px effort 2 is twice as fast for 1% more bytes).
 */
const webpEffort = (width: number) => (width <= 640 ? 4 : 2);

export interface RasterFile {
  width: number;
  height: number;
  bytes: Buffer;
}

export interface EncodedRaster {
  fallback: RasterFile & { format: FallbackFormat };
  /** WebP copies, narrowest first, at pictureVariantWidths(fallback.width). */
  variants: RasterFile[];
  /** The kinds of metadata the file carried and no stored copy keeps. */
  removed: string[];
}

export type EncodedRasterOutcome =
  { ok: true; picture: EncodedRaster } | { ok: false; reason: string };

const refuse = (reason: string): EncodedRasterOutcome => ({ ok: false, reason });

/**
 * Decoding options for every call: the pixel limit is checked against the header before any
 * pixel is decoded, and a decoder's warning (a truncated or damaged file) stops the work.
 */
const DECODING: SharpOptions = { limitInputPixels: PICTURE_PIXELS_MAX, failOn: 'warning' };

function damaged(format: RasterFormat): string {
  return `is a damaged or incomplete ${FORMAT_NAMES[format]} picture: it could not be read to the end`;
}

function tooManyPixels(width: number, height: number): string {
  const megapixels = Math.round((width * height) / 100_000) / 10;
  return `is ${width} × ${height} pixels (${megapixels} megapixels); pictures of at most ${PICTURE_PIXELS_MAX / 1_000_000} megapixels are accepted`;
}

function removedMetadata(metadata: Metadata): string[] {
  const removed: string[] = [];
  if (metadata.exif) removed.push('EXIF (camera and location data)');
  if (metadata.xmp) removed.push('XMP');
  if (metadata.iptc) removed.push('IPTC');
  if (metadata.comments?.length) removed.push('comments');
  if (metadata.icc) removed.push('colour profile (converted to sRGB)');
  return removed;
}

/**
 * Checks a JPEG, PNG or WebP file and encodes it again: a fallback (JPEG, or PNG when some
 * pixel is transparent) at most PICTURE_FALLBACK_WIDTH_MAX wide, and WebP copies at the
 * variant widths. Refusal reasons are sentences that follow the file's name.
 */
export async function encodeRaster(
  bytes: Uint8Array,
  format: RasterFormat,
): Promise<EncodedRasterOutcome> {
  const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let metadata: Metadata;
  try {
    // Only the header is read here, so the pixel limit is told in words below, not thrown.
    metadata = await withSharp(() =>
      sharp(input, { ...DECODING, limitInputPixels: false }).metadata(),
    );
  } catch {
    return refuse(damaged(format));
  }
  if (metadata.format !== format) return refuse(damaged(format));
  if ((metadata.pages ?? 1) > 1) {
    return refuse(
      'is an animated picture, which is not accepted: upload a still picture (JPEG, PNG or WebP) or an SVG file',
    );
  }
  if (metadata.width * metadata.height > PICTURE_PIXELS_MAX) {
    return refuse(tooManyPixels(metadata.width, metadata.height));
  }

  try {
    const pixels = await decodeOnce(input, metadata);
    // Side by side, as withSharp allows: on two cores a picture takes half the time.
    const [fallback, ...variants] = await Promise.all([
      encodeFallback(pixels),
      ...pictureVariantWidths(pixels.width).map((width) => encodeVariant(pixels, width)),
    ]);
    return { ok: true, picture: { fallback, variants, removed: removedMetadata(metadata) } };
  } catch (error) {
    // The header was readable, so what fails now is the pixel data.
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      return refuse(tooManyPixels(metadata.width, metadata.height));
    }
    return refuse(damaged(format));
  }
}

/** A picture's pixels in sRGB, upright, at the fallback's width, and whether it is see-through. */
interface DecodedPixels {
  data: Buffer;
  width: number;
  height: number;
  channels: 3 | 4;
  transparent: boolean;
}

const fromPixels = (pixels: DecodedPixels): Sharp =>
  sharp(pixels.data, {
    raw: { width: pixels.width, height: pixels.height, channels: pixels.channels },
  });

/** Decodes the file once; the fallback and every copy are made from these pixels. */
async function decodeOnce(input: Buffer, metadata: Metadata): Promise<DecodedPixels> {
  const uprightWidth = metadata.autoOrient.width;
  const { data, info } = await withSharp(() =>
    sharp(input, DECODING)
      .rotate()
      .resize({
        width: Math.min(uprightWidth, PICTURE_FALLBACK_WIDTH_MAX),
        withoutEnlargement: true,
      })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true }),
  );
  const channels = info.channels === 4 ? 4 : 3;
  const decoded: DecodedPixels = {
    data,
    width: info.width,
    height: info.height,
    channels,
    transparent: false,
  };
  if (channels === 4) {
    const { isOpaque } = await withSharp(() => fromPixels(decoded).stats());
    decoded.transparent = !isOpaque;
  }
  return decoded;
}

async function encodeFallback(pixels: DecodedPixels): Promise<EncodedRaster['fallback']> {
  const { data, info } = await withSharp(() => {
    const image = fromPixels(pixels);
    return (
      pixels.transparent
        ? image.png({ compressionLevel: 9, adaptiveFiltering: true })
        : image.removeAlpha().jpeg({ quality: FALLBACK_JPEG_QUALITY })
    ).toBuffer({ resolveWithObject: true });
  });
  return {
    format: pixels.transparent ? 'png' : 'jpeg',
    width: info.width,
    height: info.height,
    bytes: data,
  };
}

async function encodeVariant(pixels: DecodedPixels, width: number): Promise<RasterFile> {
  const { data, info } = await withSharp(() =>
    fromPixels(pixels)
      .resize({ width })
      .webp({ quality: VARIANT_WEBP_QUALITY, alphaQuality: 90, effort: webpEffort(width) })
      .toBuffer({ resolveWithObject: true }),
  );
  return { width: info.width, height: info.height, bytes: data };
}
