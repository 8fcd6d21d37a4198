// Photographs and paintings in the picture library: JPEG, PNG and WebP are decoded and encoded
// again without their metadata, kept with WebP copies at a few widths, and served for good.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PICTURE_UPLOAD_MAX_BYTES,
  RASTER_PICTURE_MAX_BYTES,
  UPLOAD_TOO_LARGE_MESSAGE,
  pictureJobPath,
  pictureJobSchema,
  pictureListSchema,
  pictureVariantWidths,
  variantPicturePath,
  type Picture,
  type PictureJob,
  type PictureUploadResult,
} from '../../contract/pictures';
import { pictureVariants, pictures, stories } from '../src/db/schema';
import { preparePicture, savePreparedPicture } from '../src/pictures/preparePicture';
import { findPictureFile } from '../src/pictures/pictureStore';
import { ADMIN_UID, PARENT_UID, bearer, createTestApp, type TestContext } from './helpers';
import { multipartBody, waitForPictureJob, type UploadFile } from './support/pictureUploads';
import {
  CAMERA_MARK,
  GPS_MARK,
  animatedWebp,
  paintingPng,
  phonePhoto,
  pictureWebp,
  plainPng,
} from './support/rasterPictures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const IMMUTABLE = 'public, max-age=31536000, immutable';

async function upload(files: UploadFile[], headers: Record<string, string> = bearer(ADMIN_UID)) {
  const { payload, contentType } = await multipartBody(files);
  return ctx.app.inject({
    method: 'POST',
    url: '/pictures',
    payload,
    headers: { ...headers, 'content-type': contentType },
  });
}

async function uploadAndWait(files: UploadFile[]): Promise<PictureUploadResult[]> {
  const response = await upload(files);
  if (response.statusCode !== 202) throw new Error(`upload answered ${response.body}`);
  const { id } = pictureJobSchema.parse(response.json());
  const job: PictureJob = await waitForPictureJob(async () => {
    const answer = await ctx.app.inject({
      method: 'GET',
      url: pictureJobPath(id),
      headers: bearer(ADMIN_UID),
    });
    return { status: answer.statusCode, body: answer.json() };
  });
  return job.files.map((file) => {
    if (!file.result) throw new Error(`${file.fileName} was not checked`);
    return file.result;
  });
}

async function uploadOne(file: UploadFile): Promise<Picture> {
  const [result] = await uploadAndWait([file]);
  if (!result?.ok) throw new Error(`refused: ${JSON.stringify(result)}`);
  return result.picture;
}

const fetchFile = (path: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: path, headers });

const libraryHashes = async () =>
  (await ctx.database.db.select({ hash: pictures.hash }).from(pictures)).map((row) => row.hash);
const variantCount = async () => (await ctx.database.db.select().from(pictureVariants)).length;

/** The width a fallback path names: /pictures/<hash>-<width>.jpg */
const widthOf = (path: string) => Number(/-(\d+)\.\w+$/.exec(path)?.[1]);

describe('raster pictures: upload and serve', () => {
  it('keeps a phone photo upright, without its camera or GPS data, with WebP copies served for good', async () => {
    // 1200 × 800 stored sideways, as phones do, with EXIF orientation 6 (turn right).
    const photo = await phonePhoto(1200, 800, { orientation: 6 });
    expect(photo.includes(GPS_MARK)).toBe(true);
    const [result] = await uploadAndWait([
      { name: 'garden.jpg', content: photo, type: 'image/jpeg' },
    ]);
    if (!result?.ok) throw new Error(`refused: ${JSON.stringify(result)}`);
    // sharp's withMetadata gave the photo an sRGB profile too.
    expect(result.removed).toEqual([
      'EXIF (camera and location data)',
      'colour profile (converted to sRGB)',
    ]);
    const { picture } = result;
    expect(picture.path).toBe(`/pictures/${picture.hash}-800.jpg`);

    const fallback = await fetchFile(picture.path);
    expect(fallback.statusCode).toBe(200);
    expect(fallback.headers['content-type']).toBe('image/jpeg');
    expect(fallback.headers['cache-control']).toBe(IMMUTABLE);
    expect(fallback.headers['x-content-type-options']).toBe('nosniff');
    expect(fallback.rawPayload.length).toBe(picture.size);
    const fallbackBytes = fallback.rawPayload;
    const served = await sharp(fallbackBytes).metadata();
    expect(served).toMatchObject({ format: 'jpeg', width: 800, height: 1200 });
    expect(served.exif).toBeUndefined();
    expect(served.xmp).toBeUndefined();
    expect(served.icc).toBeUndefined();
    expect(served.orientation).toBeUndefined();
    expect(fallbackBytes.includes(GPS_MARK)).toBe(false);
    expect(fallbackBytes.includes(CAMERA_MARK)).toBe(false);

    expect(pictureVariantWidths(800)).toEqual([320, 640, 800]);
    for (const width of pictureVariantWidths(800)) {
      const variant = await fetchFile(variantPicturePath(picture.hash, width));
      expect(variant.statusCode).toBe(200);
      expect(variant.headers['content-type']).toBe('image/webp');
      expect(variant.headers['cache-control']).toBe(IMMUTABLE);
      expect(variant.headers['x-content-type-options']).toBe('nosniff');
      const meta = await sharp(variant.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width, height: Math.round(width * 1.5) });
      expect(meta.exif).toBeUndefined();
      expect(variant.rawPayload.includes(GPS_MARK)).toBe(false);
    }

    const again = await fetchFile(picture.path, { 'if-none-match': fallback.headers.etag! });
    expect(again.statusCode).toBe(304);
  });

  it('keeps a PNG with transparency as PNG, an opaque one and a WebP as JPEG', async () => {
    const results = await uploadAndWait([
      {
        name: 'ghost.png',
        content: await paintingPng(500, 300, { transparent: true }),
        type: 'image/png',
      },
      { name: 'field.png', content: await paintingPng(500, 300), type: 'image/png' },
      { name: 'river.webp', content: await pictureWebp(2000, 1000), type: 'image/webp' },
    ]);
    const paths = results.map((result) => (result.ok ? result.picture.path : result.message));
    expect(paths[0]).toMatch(/^\/pictures\/[0-9a-f]{64}-500\.png$/);
    expect(paths[1]).toMatch(/^\/pictures\/[0-9a-f]{64}-500\.jpg$/);
    expect(paths[2]).toMatch(/^\/pictures\/[0-9a-f]{64}-2000\.jpg$/);

    const ghost = await fetchFile(paths[0]!);
    expect(ghost.headers['content-type']).toBe('image/png');
    expect((await sharp(ghost.rawPayload).stats()).isOpaque).toBe(false);
    const ghostCopy = await fetchFile(variantPicturePath(paths[0]!.slice(10, 74), 320));
    expect((await sharp(ghostCopy.rawPayload).metadata()).hasAlpha).toBe(true);

    // Copies at each standard width below the picture's, never wider than it.
    const river = paths[2]!.slice(10, 74);
    const widths = await ctx.database.db
      .select({ width: pictureVariants.width, height: pictureVariants.height })
      .from(pictureVariants)
      .where(eq(pictureVariants.hash, river))
      .orderBy(pictureVariants.width);
    expect(widths).toEqual([
      { width: 320, height: 160 },
      { width: 640, height: 320 },
      { width: 960, height: 480 },
      { width: 1600, height: 800 },
    ]);
  });

  it('answers 404 for a width that was not made, or a fallback under another width or format', async () => {
    const picture = await uploadOne({
      name: 'hill.png',
      content: await paintingPng(700, 400, { seed: 9 }),
    });
    const { hash } = picture;
    expect((await fetchFile(variantPicturePath(hash, 640))).statusCode).toBe(200);
    for (const path of [
      variantPicturePath(hash, 960),
      variantPicturePath(hash, 500),
      `/pictures/${hash}-640.jpg`,
      `/pictures/${hash}-700.png`,
      `/pictures/${hash}.svg`,
    ]) {
      const missing = await fetchFile(path);
      expect(missing.statusCode, path).toBe(404);
      expect(missing.headers['cache-control']).toBeUndefined();
    }
    const malformed = await fetchFile(`/pictures/${hash}-0640.webp`);
    expect(malformed.statusCode).toBe(400);
  });

  it('takes a PNG named .jpg as the PNG it is, and refuses text named .jpg', async () => {
    const before = await libraryHashes();
    const results = await uploadAndWait([
      {
        name: 'mislabelled.jpg',
        content: await paintingPng(120, 90, { seed: 5 }),
        type: 'image/jpeg',
      },
      { name: 'notes.jpg', content: 'Not a photo at all, only words.', type: 'image/jpeg' },
    ]);
    expect(results[0]).toMatchObject({ ok: true, fileName: 'mislabelled.jpg' });
    expect(results[1]).toEqual({
      ok: false,
      fileName: 'notes.jpg',
      message:
        'notes.jpg is not a picture: its contents are not JPEG, PNG or WebP, whatever its name says',
    });
    expect((await libraryHashes()).length).toBe(before.length + 1);
  });
});

describe('raster pictures: refusals keep nothing', () => {
  it('refuses too many pixels, damaged files and animations, each with a sentence', async () => {
    const hashes = await libraryHashes();
    const variants = await variantCount();
    const photo = await phonePhoto(600, 400, { seed: 7 });
    const huge = await plainPng(8000, 6000);
    expect(huge.length).toBeLessThan(1024 * 1024);
    const results = await uploadAndWait([
      { name: 'huge.png', content: huge, type: 'image/png' },
      { name: 'cut.jpg', content: photo.subarray(0, photo.length / 2), type: 'image/jpeg' },
      {
        name: 'scribbled.jpg',
        content: Buffer.concat([photo.subarray(0, 200), Buffer.alloc(5000, 7)]),
      },
      { name: 'dance.webp', content: await animatedWebp(60, 40), type: 'image/webp' },
      { name: 'moving.gif', content: Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1') },
      { name: 'IMG_0001.heic', content: Buffer.from('\0\0\0\x18ftypheic\0\0\0\0', 'latin1') },
    ]);
    expect(results.map((result) => (result.ok ? 'stored' : result.message))).toEqual([
      'huge.png is 8000 × 6000 pixels (48 megapixels); pictures of at most 40 megapixels are accepted',
      'cut.jpg is a damaged or incomplete JPEG picture: it could not be read to the end',
      'scribbled.jpg is a damaged or incomplete JPEG picture: it could not be read to the end',
      'dance.webp is an animated picture, which is not accepted: upload a still picture (JPEG, PNG or WebP) or an SVG file',
      'moving.gif is a GIF picture, which is not accepted: upload a JPEG, PNG, WebP or SVG file',
      'IMG_0001.heic is a HEIC photo, which is not accepted: save it as JPEG (phones can share photos as JPEG) and upload that',
    ]);
    expect(await libraryHashes()).toEqual(hashes);
    expect(await variantCount()).toBe(variants);
  });

  it('refuses a photo over the raster limit on its own, and an upload over the total at once', async () => {
    const oversized = Buffer.concat([
      await phonePhoto(32, 32),
      Buffer.alloc(RASTER_PICTURE_MAX_BYTES, 1),
    ]);
    const results = await uploadAndWait([
      { name: 'poster.jpg', content: oversized, type: 'image/jpeg' },
      { name: 'small.jpg', content: await phonePhoto(64, 48, { seed: 11 }), type: 'image/jpeg' },
    ]);
    expect(results[0]).toEqual({
      ok: false,
      fileName: 'poster.jpg',
      message: 'poster.jpg is larger than 15 MB',
    });
    expect(results[1]?.ok).toBe(true);

    const jobs = await ctx.database.db.select().from(pictureVariants);
    const part = Buffer.concat([
      await phonePhoto(32, 32, { seed: 12 }),
      Buffer.alloc(14 * 1024 * 1024),
    ]);
    const count = Math.ceil(PICTURE_UPLOAD_MAX_BYTES / part.length) + 1;
    const tooMuch = await upload(
      Array.from({ length: count }, (_, i) => ({
        name: `p${i}.jpg`,
        content: part,
        type: 'image/jpeg',
      })),
    );
    expect(tooMuch.statusCode).toBe(413);
    expect(tooMuch.json().message).toBe(UPLOAD_TOO_LARGE_MESSAGE);
    expect(await ctx.database.db.select().from(pictureVariants)).toHaveLength(jobs.length);
  });

  it('refuses uploads without a token (401) and from a parent (403)', async () => {
    const photo = { name: 'cat.jpg', content: await phonePhoto(80, 60), type: 'image/jpeg' };
    expect((await upload([photo], {})).statusCode).toBe(401);
    const parent = await upload([photo], bearer(PARENT_UID));
    expect(parent.statusCode).toBe(403);
  });
});

describe('raster pictures: stories and deletion', () => {
  it('lets a page hold the fallback path, refuses deletion while used, then deletes the copies too', async () => {
    const picture = await uploadOne({
      name: 'boat.jpg',
      content: await phonePhoto(1000, 700, { seed: 21 }),
      type: 'image/jpeg',
    });
    const [story] = await ctx.database.db.select().from(stories).limit(1);
    if (!story) throw new Error('no seeded story');
    // Through the editor's route, so the stored path passes the story schema's media rule.
    const pages = story.pages.map((page) =>
      page.page_no === 1 ? { ...page, image_path: picture.path } : page,
    );
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/storiesModification/${story.id}`,
      headers: bearer(ADMIN_UID),
      payload: { title: story.title, pages, version: story.version },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const refused = await ctx.app.inject({
      method: 'DELETE',
      url: `/pictures/${picture.hash}`,
      headers: bearer(ADMIN_UID),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('(page 1)');
    const listed = pictureListSchema.parse(
      (
        await ctx.app.inject({ method: 'GET', url: '/pictures', headers: bearer(ADMIN_UID) })
      ).json(),
    );
    expect(listed.find((item) => item.hash === picture.hash)?.usedBy).toEqual([
      { _id: story.id, title: story.title },
    ]);

    await ctx.database.db
      .update(stories)
      .set({ pages: story.pages })
      .where(eq(stories.id, story.id));
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/pictures/${picture.hash}`,
      headers: bearer(ADMIN_UID),
    });
    expect(deleted.statusCode).toBe(200);
    const left = await ctx.database.db
      .select()
      .from(pictureVariants)
      .where(eq(pictureVariants.hash, picture.hash));
    expect(left).toEqual([]);
    expect((await fetchFile(picture.path)).statusCode).toBe(404);
    expect((await fetchFile(variantPicturePath(picture.hash, 640))).statusCode).toBe(404);
  });
});

describe('preparing and storing pictures for other features', () => {
  it("stores the same picture once, inside the caller's transaction, and finds its full-size file", async () => {
    const photo = await phonePhoto(900, 600, { seed: 31 });
    const prepared = await preparePicture('page-3.jpg', photo);
    if (!prepared.ok) throw new Error(prepared.reason);
    expect(prepared.picture.kind).toBe('raster');

    // A transaction that fails keeps nothing.
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await savePreparedPicture(tx, prepared.picture, ADMIN_UID, 'page-3.jpg');
        throw new Error('the book was refused');
      }),
    ).rejects.toThrow('the book was refused');
    expect(await libraryHashes()).not.toContain(prepared.picture.hash);

    const first = await ctx.database.db.transaction((tx) =>
      savePreparedPicture(tx, prepared.picture, ADMIN_UID, 'page-3.jpg'),
    );
    expect(first).toEqual({ path: `/pictures/${prepared.picture.hash}-900.jpg`, duplicate: false });
    const again = await preparePicture('same-again.jpg', photo);
    if (!again.ok) throw new Error(again.reason);
    expect(await savePreparedPicture(ctx.database.db, again.picture, ADMIN_UID, 'x.jpg')).toEqual({
      ...first,
      duplicate: true,
    });

    const file = await findPictureFile(ctx.database.db, first.path);
    expect(file).toMatchObject({ contentType: 'image/jpeg', extension: 'jpg' });
    expect((await sharp(file!.bytes).metadata()).width).toBe(widthOf(first.path));
    // A copy's address gives the full-size file too.
    const fromCopy = await findPictureFile(
      ctx.database.db,
      variantPicturePath(prepared.picture.hash, 320),
    );
    expect(fromCopy?.bytes.equals(file!.bytes)).toBe(true);

    const svg = await preparePicture(
      'sun.svg',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><circle r="3"/></svg>'),
    );
    if (!svg.ok) throw new Error(svg.reason);
    const stored = await savePreparedPicture(ctx.database.db, svg.picture, ADMIN_UID, 'sun.svg');
    expect(stored.path).toBe(`/pictures/${svg.picture.hash}.svg`);
    expect(await findPictureFile(ctx.database.db, stored.path)).toEqual({
      bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><circle r="3"/></svg>'),
      contentType: 'image/svg+xml',
      extension: 'svg',
    });
    expect(await findPictureFile(ctx.database.db, '/illustrations/fox.svg')).toBeNull();
    expect(
      await findPictureFile(ctx.database.db, `/pictures/${'e'.repeat(64)}-640.jpg`),
    ).toBeNull();
  });
});
