import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HASHED_CACHE_CONTROL, UNHASHED_CACHE_CONTROL } from '../src/webApp';
import { ADMIN_UID, bearer, createTestApp, type TestContext } from './helpers';

const PAGE = '<!doctype html><html><head><title>Kahani</title></head><body></body></html>';
const SCRIPT = 'console.log("Kahani");'.repeat(20);
const SCRIPT_PATH = '/static/js/index-Bq3x9Zk1.js';

/** A built app as Vite writes it, with .br and .gz beside the big files. */
function writeBuiltApp(dir: string) {
  mkdirSync(join(dir, 'static', 'js'), { recursive: true });
  const files: Record<string, string> = { 'index.html': PAGE, [SCRIPT_PATH.slice(1)]: SCRIPT };
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(join(dir, name), text);
    writeFileSync(join(dir, `${name}.br`), brotliCompressSync(text));
    writeFileSync(join(dir, `${name}.gz`), gzipSync(text));
  }
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *\n');
  writeFileSync(join(dir, 'sw.js'), WORKER);
  writeFileSync(join(dir, 'manifest.webmanifest'), '{"name":"Kahani"}');
}

const WORKER = 'self.addEventListener("fetch", () => {});';

const PAGE_LOAD = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const APP_CALL = { accept: 'application/json, text/plain, */*' };

let webDir: string;
let ctx: TestContext;
beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'kahani-web-'));
  writeBuiltApp(webDir);
  ctx = await createTestApp({ app: { webDir } });
});
afterAll(async () => {
  await ctx.close();
  rmSync(webDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

describe('serving the built app (WEB_DIR)', () => {
  it('caches hashed assets for a year and revalidates index.html and other files', async () => {
    const script = await get(SCRIPT_PATH);
    expect(script.statusCode).toBe(200);
    expect(script.body).toBe(SCRIPT);
    expect(script.headers['cache-control']).toBe(HASHED_CACHE_CONTROL);
    expect(HASHED_CACHE_CONTROL).toBe('public, max-age=31536000, immutable');

    for (const url of ['/', '/index.html', '/robots.txt']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe(UNHASHED_CACHE_CONTROL);
    }
    expect((await get('/')).body).toBe(PAGE);
  });

  it('serves the service worker and the manifest unhashed, so a deploy reaches installed apps', async () => {
    const worker = await get('/sw.js');
    expect(worker.statusCode).toBe(200);
    expect(worker.body).toBe(WORKER);
    expect(worker.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(worker.headers['cache-control']).toBe(UNHASHED_CACHE_CONTROL);
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe(UNHASHED_CACHE_CONTROL);
  });

  it('sends the precompressed file a client accepts, and says the answer varies by it', async () => {
    const brotli = await get(SCRIPT_PATH, { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.rawPayload.equals(brotliCompressSync(SCRIPT))).toBe(true);
    expect(brotli.headers['cache-control']).toBe(HASHED_CACHE_CONTROL);
    expect(brotli.headers.vary).toMatch(/Accept-Encoding/);

    const gzip = await get(SCRIPT_PATH, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');

    const page = await get('/', { 'accept-encoding': 'br' });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe(UNHASHED_CACHE_CONTROL);

    const plain = await get(SCRIPT_PATH);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it("answers the app's own routes with index.html when the browser loads them", async () => {
    for (const url of ['/stories/the-thirsty-crow', '/ErrorLog', '/signup', '/Home?x=1']) {
      const response = await get(url, PAGE_LOAD);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/text\/html/);
      expect(response.headers['cache-control'], url).toBe(UNHASHED_CACHE_CONTROL);
      expect(response.body, url).toBe(PAGE);
    }
    const compressed = await get('/stories', { ...PAGE_LOAD, 'accept-encoding': 'br' });
    expect(compressed.headers['content-encoding']).toBe('br');
  });

  it('never answers an API call with the page', async () => {
    const stories = await get('/KahaniJson/kahanis', PAGE_LOAD);
    expect(stories.statusCode).toBe(200);
    expect(stories.headers['content-type']).toMatch(/application\/json/);

    const unknownCall = await get('/KahaniJson/nothing-here', APP_CALL);
    expect(unknownCall.statusCode).toBe(404);
    expect(unknownCall.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });

    const unknownPost = await ctx.app.inject({
      method: 'POST',
      url: '/stories',
      headers: PAGE_LOAD,
    });
    expect(unknownPost.statusCode).toBe(404);
    expect(unknownPost.headers['content-type']).toMatch(/application\/json/);

    const missingAsset = await get('/static/js/gone-123.js', PAGE_LOAD);
    expect(missingAsset.statusCode).toBe(404);

    expect((await get('/health', APP_CALL)).json()).toEqual({ ok: true });
  });

  it("serves the editor's page on a page load and its story to the app's call", async () => {
    const page = await get('/storiesModification/some-story-id', PAGE_LOAD);
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(PAGE);

    const call = await get('/storiesModification/some-story-id', {
      ...APP_CALL,
      ...bearer(ADMIN_UID),
    });
    expect(call.statusCode).toBe(404);
    expect(call.headers['content-type']).toMatch(/application\/json/);
    const anonymous = await get('/storiesModification/some-story-id', APP_CALL);
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses to start on a folder without a built app', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'kahani-empty-'));
    try {
      await expect(createTestApp({ seed: false, app: { webDir: empty } })).rejects.toThrow(
        /has no index.html/,
      );
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});

describe('without WEB_DIR', () => {
  it('serves no page: unknown paths are JSON 404s', async () => {
    const apiOnly = await createTestApp({ seed: false });
    try {
      const response = await apiOnly.app.inject({
        method: 'GET',
        url: '/stories',
        headers: PAGE_LOAD,
      });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
    } finally {
      await apiOnly.close();
    }
  });
});
