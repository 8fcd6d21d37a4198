import { gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorSchema } from '../../contract/api';
import {
  PICTURES_PER_UPLOAD_MAX,
  PICTURE_MAX_BYTES,
  PICTURE_NAME_MAX,
  pictureJobPath,
  pictureJobSchema,
  pictureListSchema,
  pictureUploadRefusalSchema,
  picturePath,
  type PictureJob,
  type PictureUploadResult,
} from '../../contract/pictures';
import { pictureJobFiles, pictureJobs, pictures, stories } from '../src/db/schema';
import { UNFINISHED_UPLOADS_MAX, UNFINISHED_UPLOADS_PER_ADMIN } from '../src/routes/pictures';
import { ADMIN_UID, PARENT_UID, bearer, createTestApp, type TestContext } from './helpers';
import { multipartBody, waitForPictureJob, type UploadFile } from './support/pictureUploads';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const OTHER_ADMIN_UID = 'admin-ravi';
const SVG_NS = 'xmlns="http://www.w3.org/2000/svg"';
const drawing = (colour: string, extra = '') =>
  `<svg ${SVG_NS} viewBox="0 0 10 10"${extra}><rect width="10" height="10" fill="${colour}"/></svg>`;
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001', 'hex');

async function upload(files: UploadFile[], headers: Record<string, string> = bearer(ADMIN_UID)) {
  const { payload, contentType } = await multipartBody(files);
  return ctx.app.inject({
    method: 'POST',
    url: '/pictures',
    payload,
    headers: { ...headers, 'content-type': contentType },
  });
}
const readJob = (id: string, headers: Record<string, string> = bearer(ADMIN_UID)) =>
  ctx.app.inject({ method: 'GET', url: pictureJobPath(id), headers });
const followJob = (id: string) =>
  waitForPictureJob(async () => {
    const answer = await readJob(id);
    return { status: answer.statusCode, body: answer.json() };
  });

/** Uploads, expects the job's 202, and answers the finished job. */
async function uploadAndWait(files: UploadFile[]): Promise<PictureJob> {
  const response = await upload(files);
  if (response.statusCode !== 202) throw new Error(`upload answered ${response.body}`);
  return followJob(pictureJobSchema.parse(response.json()).id);
}
const resultsOf = (job: PictureJob): PictureUploadResult[] =>
  job.files.map((file) => {
    if (!file.result) throw new Error(`${file.fileName} was not checked`);
    return file.result;
  });

const list = (headers: Record<string, string> = bearer(ADMIN_UID)) =>
  ctx.app.inject({ method: 'GET', url: '/pictures', headers });
const remove = (hash: string, headers: Record<string, string> = bearer(ADMIN_UID)) =>
  ctx.app.inject({ method: 'DELETE', url: `/pictures/${hash}`, headers });
const fetchPicture = (path: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: path, headers });
const libraryHashes = async () =>
  (await ctx.database.db.select({ hash: pictures.hash }).from(pictures)).map((row) => row.hash);
const jobCount = async () => (await ctx.database.db.select().from(pictureJobs)).length;

async function uploadOne(colour: string) {
  const [result] = resultsOf(
    await uploadAndWait([{ name: `${colour}.svg`, content: drawing(colour) }]),
  );
  if (!result?.ok) throw new Error(`upload failed: ${JSON.stringify(result)}`);
  return result.picture;
}

describe('picture library: upload and serve', () => {
  it('keeps at most the name limit of a long file name, whole characters only', async () => {
    // The limit falls between the two halves of a rabbit, which is left out whole.
    const name = `a${'🐇'.repeat(120)}.svg`;
    const [result] = resultsOf(await uploadAndWait([{ name, content: drawing('plum') }]));
    if (!result?.ok) throw new Error(`upload failed: ${JSON.stringify(result)}`);
    expect(result.fileName).toBe(`a${'🐇'.repeat((PICTURE_NAME_MAX - 2) / 2)}`);
    expect(result.picture.name).toBe(result.fileName);
  });

  it('stores a sanitised picture and serves it publicly with strict, cacheable headers', async () => {
    const job = await uploadAndWait([
      {
        name: 'moon.svg',
        content: `<svg ${SVG_NS} onload="alert(1)"><script>alert(2)</script><circle r="4"/></svg>`,
      },
    ]);
    const [result] = resultsOf(job);
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
    const [result] = resultsOf(
      await uploadAndWait([{ name: 'teal-again.svg', content: drawing('teal') }]),
    );
    expect(result).toMatchObject({
      ok: true,
      duplicate: true,
      picture: { hash: first.hash, name: 'teal.svg' },
    });
    const library = pictureListSchema.parse((await list()).json());
    expect(library.filter((picture) => picture.hash === first.hash)).toHaveLength(1);
  });

  it('judges each file of a batch on its own and says why one was refused', async () => {
    const job = await uploadAndWait([
      { name: 'sun.svg', content: drawing('gold') },
      { name: 'photo.svg', content: PNG, type: 'image/png' },
      { name: 'page.svg', content: '<!DOCTYPE html><html><body>hello</body></html>' },
      { name: 'broken.svg', content: `<svg ${SVG_NS}><g></svg>` },
      { name: 'C:\\Users\\asha\\big.svg', content: ' '.repeat(PICTURE_MAX_BYTES + 1) },
      { name: 'star.svg', content: drawing('orange') },
    ]);
    const results = resultsOf(job);
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
      // What the bytes are decides: a cut-off PNG, whatever the name says.
      'photo.svg is a damaged or incomplete PNG picture: it could not be read to the end',
      'page.svg is an HTML page, not an SVG file',
      expect.stringMatching(/^broken\.svg is not well-formed XML \(line 1, column \d+: .+\)$/),
      'big.svg is larger than 512 KB',
    ]);
    expect(job).toMatchObject({ status: 'finished', total: 6, checked: 6 });
  });

  it('finishes an upload in which no file is a safe SVG with every reason, storing nothing', async () => {
    const before = await libraryHashes();
    const job = await uploadAndWait([
      {
        name: 'laughs.svg',
        content: `<!DOCTYPE svg [<!ENTITY a "aaaa">]><svg ${SVG_NS}>&a;</svg>`,
      },
      { name: 'notes.svg', content: '<note>hi</note>' },
    ]);
    expect(resultsOf(job)).toEqual([
      {
        ok: false,
        fileName: 'laughs.svg',
        message:
          'laughs.svg declares XML entities or a DTD, which are not accepted (they can make a small file expand without limit)',
      },
      {
        ok: false,
        fileName: 'notes.svg',
        message: 'notes.svg is not an SVG file: its outermost element is <note>',
      },
    ]);
    expect(await libraryHashes()).toEqual(before);
  });

  it('refuses at once, keeping nothing, an upload whose every file is too large', async () => {
    const jobs = await jobCount();
    const response = await upload([
      { name: 'huge.svg', content: ' '.repeat(PICTURE_MAX_BYTES + 1) },
    ]);
    expect(response.statusCode).toBe(400);
    const refusal = pictureUploadRefusalSchema.parse(response.json());
    expect(refusal.message).toBe('Nothing was added: huge.svg is larger than 512 KB.');
    expect(refusal.results).toEqual([
      { ok: false, fileName: 'huge.svg', message: 'huge.svg is larger than 512 KB' },
    ]);
    expect(await jobCount()).toBe(jobs);
  });

  it('refuses requests without files, that are not multipart, or with too many files', async () => {
    const { payload, contentType } = await multipartBody([], { note: 'no files here' });
    const empty = await ctx.app.inject({
      method: 'POST',
      url: '/pictures',
      payload,
      headers: { ...bearer(ADMIN_UID), 'content-type': contentType },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(
      'Choose at least one picture (SVG, JPEG, PNG or WebP) to upload.',
    );

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

describe('picture uploads are jobs', () => {
  it('answers 202 at once with the job and its address, then tells each file as it is checked', async () => {
    const files = Array.from({ length: 4 }, (_, i) => ({
      name: `step-${i}.svg`,
      content: drawing(`#0000${i}${i}`),
    }));
    const response = await upload([
      ...files,
      { name: 'huge.svg', content: ' '.repeat(PICTURE_MAX_BYTES + 1) },
    ]);
    expect(response.statusCode).toBe(202);
    const job = pictureJobSchema.parse(response.json());
    expect(response.headers.location).toBe(pictureJobPath(job.id));
    expect(job).toMatchObject({ status: 'waiting', total: 5, checked: 1, finishedAt: null });
    // The oversized file is refused on receipt; the others wait for the sanitiser.
    expect(job.files.map((file) => [file.fileName, file.result?.ok ?? null])).toEqual([
      ['step-0.svg', null],
      ['step-1.svg', null],
      ['step-2.svg', null],
      ['step-3.svg', null],
      ['huge.svg', false],
    ]);

    const finished = await followJob(job.id);
    const following = await readJob(job.id);
    expect(following.headers['cache-control']).toBe('no-store');
    expect(finished).toMatchObject({ status: 'finished', total: 5, checked: 5 });
    expect(Date.parse(finished.finishedAt!)).toBeGreaterThanOrEqual(Date.parse(finished.createdAt));
    const stored = resultsOf(finished).flatMap((result) =>
      result.ok ? [result.picture.hash] : [],
    );
    expect(stored).toHaveLength(4);
    expect(await libraryHashes()).toEqual(expect.arrayContaining(stored));
    // The received bytes are kept only until their file is checked.
    const inputs = await ctx.database.db
      .select({ input: pictureJobFiles.input })
      .from(pictureJobFiles)
      .where(eq(pictureJobFiles.jobId, job.id));
    expect(inputs.every((row) => row.input === null)).toBe(true);
  });

  it('lets only the administrator who uploaded follow the job', async () => {
    const response = await upload([{ name: 'mine.svg', content: drawing('peru') }]);
    const { id } = pictureJobSchema.parse(response.json());
    expect((await readJob(id)).statusCode).toBe(200);
    const otherAdmin = await readJob(id, bearer(OTHER_ADMIN_UID));
    expect(otherAdmin.statusCode).toBe(404);
    expect(otherAdmin.json().message).toBe(
      'There is no such upload of yours; an upload is kept for an hour after it was checked.',
    );
    expect((await readJob(id, bearer(PARENT_UID))).statusCode).toBe(403);
    expect((await readJob(id, {})).statusCode).toBe(401);
    const malformed = await ctx.app.inject({
      method: 'GET',
      url: '/pictures/jobs/not-an-id',
      headers: bearer(ADMIN_UID),
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('params.id: must be an upload id');
    expect((await readJob('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    await followJob(id);
  });

  it('refuses more unfinished uploads than allowed with 429 or 503 and Retry-After, keeping nothing', async () => {
    // Jobs held by a process that is busy with them for an hour yet.
    const held = async (owner: string, count: number) => {
      const ids = Array.from({ length: count }, () => crypto.randomUUID());
      for (const id of ids) {
        await ctx.database.db.insert(pictureJobs).values({
          id,
          owner,
          status: 'checking',
          claimedBy: 'another-process',
          leaseUntil: new Date(Date.now() + 3_600_000),
        });
      }
      return ids;
    };
    const mine = await held(ADMIN_UID, UNFINISHED_UPLOADS_PER_ADMIN);
    const jobs = await jobCount();
    const refused = await upload([{ name: 'one-more.svg', content: drawing('khaki') }]);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('10');
    expect(refused.json().message).toBe(
      '3 of your uploads are still being checked; send more once one has finished.',
    );
    // Another administrator may still upload, until everyone's are too many.
    const theirs = await held('admin-someone', UNFINISHED_UPLOADS_MAX - mine.length);
    const busy = await upload(
      [{ name: 'one-more.svg', content: drawing('khaki') }],
      bearer(OTHER_ADMIN_UID),
    );
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe('30');
    expect(busy.json().message).toBe(
      'Many uploads are being checked just now; try again in half a minute.',
    );
    expect(await jobCount()).toBe(jobs + theirs.length);
    await ctx.database.db.delete(pictureJobs).where(eq(pictureJobs.claimedBy, 'another-process'));
  });

  it('forgets a finished upload after the time it is kept', async () => {
    const shortLived = await createTestApp({ app: { pictureJobs: { keepFinishedMs: 0 } } });
    try {
      const send = async (colour: string) => {
        const { payload, contentType } = await multipartBody([
          { name: `${colour}.svg`, content: drawing(colour) },
        ]);
        const response = await shortLived.app.inject({
          method: 'POST',
          url: '/pictures',
          payload,
          headers: { ...bearer(ADMIN_UID), 'content-type': contentType },
        });
        return pictureJobSchema.parse(response.json()).id;
      };
      const read = (id: string) =>
        shortLived.app.inject({
          method: 'GET',
          url: pictureJobPath(id),
          headers: bearer(ADMIN_UID),
        });
      const first = await send('linen');
      await waitForPictureJob(async () => {
        const answer = await read(first);
        return { status: answer.statusCode, body: answer.json() };
      });
      // Each new upload clears away the old ones.
      await send('bisque');
      await expect.poll(async () => (await read(first)).statusCode).toBe(404);
    } finally {
      await shortLived.close();
    }
  });
});

describe('picture uploads: broken multipart bodies', () => {
  const BOUNDARY = 'KahaniBoundary7MA4YWxk';
  const body = [
    `--${BOUNDARY}`,
    'Content-Disposition: form-data; name="files"; filename="leaf.svg"',
    'Content-Type: image/svg+xml',
    '',
    drawing('green'),
    `--${BOUNDARY}--`,
    '',
  ].join('\r\n');
  const multipartType = `multipart/form-data; boundary=${BOUNDARY}`;
  const broken: Array<[string, string | Buffer, Record<string, string>, number]> = [
    ['truncated', body.slice(0, 90), { 'content-type': multipartType }, 400],
    [
      'without its closing boundary',
      body.replace(`--${BOUNDARY}--\r\n`, ''),
      { 'content-type': multipartType },
      400,
    ],
    [
      'with another boundary than its Content-Type names',
      body,
      { 'content-type': 'multipart/form-data; boundary=SomethingElse' },
      400,
    ],
    ['without a boundary parameter', body, { 'content-type': 'multipart/form-data' }, 400],
    [
      'gzip-compressed',
      gzipSync(body),
      { 'content-type': multipartType, 'content-encoding': 'gzip' },
      415,
    ],
  ];

  it.each(broken)(
    'refuses a body %s with a sentence, keeping nothing',
    async (_what, payload, headers, status) => {
      const jobs = await jobCount();
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/pictures',
        payload,
        headers: { ...bearer(ADMIN_UID), ...headers },
      });
      expect(response.statusCode).toBe(status);
      const { message } = errorSchema.parse(response.json());
      expect(message).toMatch(
        /^(The upload is not a complete multipart\/form-data body|Send the pictures uncompressed)/,
      );
      expect(message).toMatch(/\.$/);
      expect(await jobCount()).toBe(jobs);
    },
  );

  it('reads the same body whole', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/pictures',
      payload: body,
      headers: { ...bearer(ADMIN_UID), 'content-type': multipartType },
    });
    expect(response.statusCode).toBe(202);
    await followJob(pictureJobSchema.parse(response.json()).id);
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
      'params.file: must be a picture file: 64 hexadecimal characters and .svg, or a hyphen, a width in pixels and .jpg, .png or .webp',
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
    // The picture's address and its deletion are one path to a client.
    expect(docs.paths['/pictures/{hash}']).toHaveProperty('get');
  });
});
