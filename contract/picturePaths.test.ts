import { describe, expect, it } from 'vitest';
import { mediaPath } from './media';
import {
  fallbackPicturePath,
  firstPaintPicture,
  isLibraryPicturePath,
  parsePicturePath,
  pictureHashOf,
  picturePath,
  pictureSrcSet,
  pictureVariantWidths,
  variantPicturePath,
} from './picturePaths';
import { isRasterFileName, pictureMaxBytes, tooLargeReason } from './pictures';

const HASH = 'ab'.repeat(32);

describe('pictureVariantWidths', () => {
  it('gives each standard width below the picture, then the picture itself up to 1600', () => {
    expect(pictureVariantWidths(2400)).toEqual([320, 640, 960, 1600]);
    expect(pictureVariantWidths(1600)).toEqual([320, 640, 960, 1600]);
    expect(pictureVariantWidths(800)).toEqual([320, 640, 800]);
    expect(pictureVariantWidths(640)).toEqual([320, 640]);
    expect(pictureVariantWidths(200)).toEqual([200]);
  });
});

describe('pictureSrcSet', () => {
  it('lists every WebP copy of a raster picture with its width, through toUrl', () => {
    const path = fallbackPicturePath(HASH, 1000, 'jpeg');
    expect(path).toBe(`/pictures/${HASH}-1000.jpg`);
    expect(pictureSrcSet(path, (address) => `https://api.example${address}`)).toBe(
      [320, 640, 960, 1000]
        .map((width) => `https://api.example/pictures/${HASH}-${width}.webp ${width}w`)
        .join(', '),
    );
    expect(pictureSrcSet(fallbackPicturePath(HASH, 300, 'png'))).toBe(
      `/pictures/${HASH}-300.webp 300w`,
    );
  });

  it('is empty for SVG pictures, seed illustrations and anything else', () => {
    expect(pictureSrcSet(picturePath(HASH))).toBe('');
    expect(pictureSrcSet('/illustrations/crow/page-1.svg')).toBe('');
    expect(pictureSrcSet(variantPicturePath(HASH, 640))).toBe('');
    expect(pictureSrcSet('')).toBe('');
  });
});

describe('library addresses', () => {
  it('reads SVG, fallback and copy addresses, and nothing else', () => {
    expect(parsePicturePath(`/pictures/${HASH}.svg`)).toEqual({ hash: HASH, kind: 'svg' });
    expect(parsePicturePath(`/pictures/${HASH}-1200.png`)).toEqual({
      hash: HASH,
      kind: 'fallback',
      width: 1200,
      format: 'png',
    });
    expect(parsePicturePath(`/pictures/${HASH}-640.webp`)).toEqual({
      hash: HASH,
      kind: 'variant',
      width: 640,
    });
    for (const other of [
      `/pictures/${HASH}.jpg`,
      `/pictures/${HASH}-0640.webp`,
      `/pictures/${HASH}-640.gif`,
      `/pictures/${HASH.toUpperCase()}.svg`,
      `/pictures/${HASH}-640.jpg?x=1`,
    ]) {
      expect(parsePicturePath(other), other).toBeNull();
    }
  });

  it('lets a page hold an SVG or a fallback, never a copy or another address', () => {
    const rule = mediaPath('image_path');
    expect(isLibraryPicturePath(`/pictures/${HASH}-800.jpg`)).toBe(true);
    expect(rule.safeParse(`/pictures/${HASH}-800.jpg`).success).toBe(true);
    expect(rule.safeParse(`/pictures/${HASH}.svg`).success).toBe(true);
    expect(isLibraryPicturePath(`/pictures/${HASH}-800.webp`)).toBe(false);
    expect(rule.safeParse(`/pictures/${HASH}-800.webp`).success).toBe(false);
    expect(rule.safeParse('https://example.com/cat.jpg').success).toBe(false);
    expect(pictureHashOf(`/pictures/${HASH}-800.webp`)).toBe(HASH);
  });
});

describe('upload size limits', () => {
  it('gives photographs a larger limit than SVG, by name or type', () => {
    expect(isRasterFileName('Beach.JPEG')).toBe(true);
    expect(isRasterFileName('scan', 'image/png')).toBe(true);
    expect(isRasterFileName('sun.svg', 'image/svg+xml')).toBe(false);
    expect(pictureMaxBytes('a.webp')).toBe(15 * 1024 * 1024);
    expect(pictureMaxBytes('a.svg')).toBe(512 * 1024);
    expect(tooLargeReason(pictureMaxBytes('a.png'))).toBe('is larger than 15 MB');
    expect(tooLargeReason(pictureMaxBytes('a.svg'))).toBe('is larger than 512 KB');
  });
});

describe('firstPaintPicture', () => {
  const hash = 'a'.repeat(64);
  it('shows a photograph’s 640 px copy, or its own width when narrower, and leaves SVG alone', () => {
    expect(firstPaintPicture(`/pictures/${hash}-1732.jpg`)).toBe(`/pictures/${hash}-640.webp`);
    expect(firstPaintPicture(`/pictures/${hash}-500.png`)).toBe(`/pictures/${hash}-500.webp`);
    expect(firstPaintPicture(`/pictures/${hash}.svg`)).toBe(`/pictures/${hash}.svg`);
    expect(firstPaintPicture('/illustrations/crow/page-1.svg')).toBe(
      '/illustrations/crow/page-1.svg',
    );
  });
  it('names a copy that exists', () => {
    for (const width of [200, 320, 640, 641, 1600, 2400]) {
      const copy = firstPaintPicture(`/pictures/${hash}-${width}.jpg`);
      expect(pictureVariantWidths(width).map((w) => `/pictures/${hash}-${w}.webp`)).toContain(copy);
    }
  });
});
