import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorSchema } from '../../contract/api';
import {
  PICTURES_PER_UPLOAD_MAX,
  PICTURE_MAX_BYTES,
  PICTURE_NAME_MAX,
  pictureListSchema,
  pictureUploadAnswerSchema,
  pictureUploadRefusalSchema,
  picturePath,
} from '../../contract/pictures';
import { stories } from '../src/db/schema';
import { ADMIN_UID, PARENT_UID, bearer, createTestApp, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const SVG_NS = 'xmlns="http://www.w3.org/2000/svg"';
const drawing = (colour: string, extra = '') =>
  `<svg ${SVG_NS} viewBox="0 0 10 10"${extra}><rect width="10" height="10" fill="${colour}"/></svg>`;
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001', 'hex');

type FileSpec = { name: string; content: string | Buffer; type?: string };

/** A multipart body as a browser's FormData makes it. */
async function multipart(files: FileSpec[], extraFields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(extraFields)) form.append(name, value);
  for (const file of files) {
    form.append(
      'files',
      new Blob([file.content], { type: file.type ?? 'image/svg+xml' }),
      file.name,
    );
  }
  const request = new Request('http://localhost/pictures', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type')!,
  };
}

async function upload(files: FileSpec[], headers: Record<string, string> = bearer(ADMIN_UID)) {
  const { payload, contentType } = await multipart(files);
  return ctx.app.inject({
    method: 'POST',
    url: '/pictures',
    payload,
    headers: { ...headers, 'content-type': contentType },
  });
}
const list = (headers: Record<string, string> = bearer(ADMIN_UID)) =>
  ctx.app.inject({ method: 'GET', url: '/pictures', headers });
const remove = (hash: string, headers: Record<string, string> = bearer(ADMIN_UID)) =>
  ctx.app.inject({ method: 'DELETE', url: `/pictures/${hash}`, headers });
const fetchPicture = (path: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: path, headers });

async function uploadOne(colour: string) {
  const response = await upload([{ name: `${colour}.svg`, content: drawing(colour) }]);
  const [result] = pictureUploadAnswerSchema.parse(response.json()).results;
  if (!result?.ok) throw new Error(`upload failed: ${response.body}`);
  return result.picture;
}

describe('picture library: upload and serve', () => {
  it('keeps at most the name limit of a long file name, whole characters only', async () => {
    // The limit falls between the two halves of a rabbit, which is left out whole.
    const name = `a${'🐇'.repeat(120)}.svg`;
    const response = await upload([{ name, content: drawing('plum') }]);
    const [result] = pictureUploadAnswerSchema.parse(response.json()).results;
    if (!result?.ok) throw new Error(`upload failed: ${response.body}`);
    expect(result.fileName).toBe(`a${'🐇'.repeat((PICTURE_NAME_MAX - 2) / 2)}`);
    expect(result.picture.name).toBe(result.fileName);
  });

  it('stores a sanitised picture and serves it publicly with strict, cacheable headers', async () => {
    const response = await upload([
      {
        name: 'moon.svg',
        content: `<svg ${SVG_NS} onload="alert(1)"><script>alert(2)</script><circle r="4"/></svg>`,
      },
    ]);
    expect(response.statusCode).toBe(201);
    const [result] = pictureUploadAnswerSchema.parse(response.json()).results;
    expect(result).toMatchObject({ ok: true, fileName: 'moon.svg', duplicate: false });
    if (!result?.ok) throw new Error('refused');
    expect(result.removed).toEqual(expect.arrayContaining(['onload', '<script>']));
    expect(result.picture.path).toBe(picturePath(result.picture.hash));
    expect(result.picture.hash).toMatch(/^[0-9a-f]{64}$/);

    const served = await fetchPicture(result.picture.path);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(served.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers.etag).toBe(`"${result.picture.hash}"`);
    expect(served.body).toBe(`<svg ${SVG_NS}><circle r="4"/></svg>`);
    expect(Buffer.byteLength(served.body)).toBe(result.picture.size);

    const again = await fetchPicture(result.picture.path, {
      'if-none-match': served.headers.etag!,
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('keeps one copy of identical pictures, under the first name', async () => {
    const first = await uploadOne('teal');
    const response = await upload([{ name: 'teal-again.svg', content: drawing('teal') }]);
    expect(response.statusCode).toBe(201);
    const [result] = pictureUploadAnswerSchema.parse(response.json()).results;
    expect(result).toMatchObject({
      ok: true,
      duplicate: true,
      picture: { hash: first.hash, name: 'teal.svg' },
    });
    const library = pictureListSchema.parse((await list()).json());
    expect(library.filter((picture) => picture.hash === first.hash)).toHaveLength(1);
  });

  it('judges each file of a batch on its own and says why one was refused', async () => {
    const response = await upload([
      { name: 'sun.svg', content: drawing('gold') },
      { name: 'photo.svg', content: PNG, type: 'image/png' },
      { name: 'page.svg', content: '<!DOCTYPE html><html><body>hello</body></html>' },
      { name: 'broken.svg', content: `<svg ${SVG_NS}><g></svg>` },
      { name: 'C:\\Users\\asha\\big.svg', content: ' '.repeat(PICTURE_MAX_BYTES + 1) },
      { name: 'star.svg', content: drawing('orange') },
    ]);
    expect(response.statusCode).toBe(207);
    const { results } = pictureUploadAnswerSchema.parse(response.json());
    expect(results.map((result) => [result.fileName, result.ok])).toEqual([
      ['sun.svg', true],
      ['photo.svg', false],
      ['page.svg', false],
      ['broken.svg', false],
      ['big.svg', false],
      ['star.svg', true],
    ]);
    const messages = results.flatMap((result) => (result.ok ? [] : [result.message]));
    expect(messages).toEqual([
      'photo.svg is a PNG picture, not an SVG file',
      'page.svg is an HTML page, not an SVG file',
      expect.stringMatching(/^broken\.svg is not well-formed XML \(line 1, column \d+: .+\)$/),
      'big.svg is larger than 512 KB',
    ]);
  });

  it('refuses a batch in which no file is a safe SVG, with every reason', async () => {
    const response = await upload([
      {
        name: 'laughs.svg',
        content: `<!DOCTYPE svg [<!ENTITY a "aaaa">]><svg ${SVG_NS}>&a;</svg>`,
      },
      { name: 'notes.svg', content: '<note>hi</note>' },
    ]);
    expect(response.statusCode).toBe(400);
    const refusal = pictureUploadRefusalSchema.parse(response.json());
    expect(refusal.message).toBe(
      'Nothing was added: laughs.svg declares XML entities or a DTD, which are not accepted (they can make a small file expand without limit); notes.svg is not an SVG file: its outermost element is <note>.',
    );
    expect(refusal.results).toHaveLength(2);
  });

  it('refuses requests without files, that are not multipart, or with too many files', async () => {
    const { payload, contentType } = await multipart([], { note: 'no files here' });
    const empty = await ctx.app.inject({
      method: 'POST',
      url: '/pictures',
      payload,
      headers: { ...bearer(ADMIN_UID), 'content-type': contentType },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Choose at least one SVG file to upload.');

    const json = await ctx.app.inject({
      method: 'POST',
      url: '/pictures',
      payload: { files: ['<svg/>'] },
      headers: bearer(ADMIN_UID),
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe(
      'Send the pictures as multipart/form-data, in fields named files.',
    );

    const many = await upload(
      Array.from({ length: PICTURES_PER_UPLOAD_MAX + 1 }, (_, i) => ({
        name: `n${i}.svg`,
        content: drawing(`#${String(i).padStart(6, '0')}`),
      })),
    );
    expect(many.statusCode).toBe(413);
    expect(errorSchema.parse(many.json()).message).toBe('Upload at most 20 pictures at a time.');
  });
});

describe('picture library: administrators only', () => {
  it('refuses the list, uploads and deletions without a token (401) and to a parent (403)', async () => {
    const picture = await uploadOne('plum');
    expect((await list({})).statusCode).toBe(401);
    expect((await list(bearer(PARENT_UID))).statusCode).toBe(403);
    const anonymous = await upload([{ name: 'a.svg', content: drawing('red') }], {});
    expect(anonymous.statusCode).toBe(401);
    const parent = await upload([{ name: 'a.svg', content: drawing('red') }], bearer(PARENT_UID));
    expect(parent.statusCode).toBe(403);
    expect(parent.json().message).toBe('Only administrators can do this.');
    expect((await remove(picture.hash, {})).statusCode).toBe(401);
    expect((await remove(picture.hash, bearer(PARENT_UID))).statusCode).toBe(403);
    // Anyone may fetch the picture itself: readers see it in stories.
    expect((await fetchPicture(picture.path)).statusCode).toBe(200);
  });
});

describe('picture library: addresses and deletion', () => {
  it('answers 400 with a readable message for malformed addresses and 404 for unknown ones', async () => {
    const badFile = await fetchPicture('/pictures/not-a-hash.svg');
    expect(badFile.statusCode).toBe(400);
    expect(badFile.json().message).toBe(
      'params.file: must be a picture file: 64 hexadecimal characters and .svg',
    );
    const badHash = await remove('XYZ');
    expect(badHash.statusCode).toBe(400);
    expect(badHash.json().message).toBe(
      'params.hash: must be a picture id: 64 lower-case hexadecimal characters',
    );
    const unknown = 'f'.repeat(64);
    const missing = await fetchPicture(picturePath(unknown));
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBeUndefined();
    expect((await remove(unknown)).statusCode).toBe(404);
  });

  it('refuses to delete a picture a story page uses, naming the story, then deletes it once unused', async () => {
    const picture = await uploadOne('navy');
    const [story] = await ctx.database.db.select().from(stories).limit(1);
    if (!story) throw new Error('no seeded story');
    const withPicture = story.pages.map((page) =>
      page.page_no === 2 ? { ...page, image_path: picture.path } : page,
    );
    await ctx.database.db
      .update(stories)
      .set({ pages: withPicture })
      .where(eq(stories.id, story.id));

    const refused = await remove(picture.hash);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `This picture is used by “${story.title}” (page 2). Choose another picture in that story first.`,
    );
    const listed = pictureListSchema.parse((await list()).json());
    expect(listed.find((item) => item.hash === picture.hash)?.usedBy).toEqual([
      { _id: story.id, title: story.title },
    ]);

    await ctx.database.db
      .update(stories)
      .set({ pages: story.pages })
      .where(eq(stories.id, story.id));
    expect((await remove(picture.hash)).statusCode).toBe(200);
    expect((await fetchPicture(picture.path)).statusCode).toBe(404);
    expect((await remove(picture.hash)).statusCode).toBe(404);
  });

  it('lists pictures newest first with name, size and date', async () => {
    const older = await uploadOne('olive');
    const newer = await uploadOne('coral');
    const library = pictureListSchema.parse((await list()).json());
    const order = library.map((picture) => picture.hash);
    expect(order.indexOf(newer.hash)).toBeLessThan(order.indexOf(older.hash));
    expect(library.find((picture) => picture.hash === newer.hash)).toMatchObject({
      name: 'coral.svg',
      size: newer.size,
      usedBy: [],
    });
    expect(Date.parse(newer.createdAt)).not.toBeNaN();
  });
});

describe('picture library: documentation', () => {
  it('appears in the OpenAPI document', async () => {
    const docs = (await ctx.app.inject({ method: 'GET', url: '/docs' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    expect(Object.keys(docs.paths['/pictures'] ?? {})).toEqual(['get', 'post']);
    expect(docs.paths['/pictures/{hash}']).toHaveProperty('delete');
    expect(docs.paths['/pictures/{file}']).toHaveProperty('get');
  });
});
