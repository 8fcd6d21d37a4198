import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storySchema } from '../../contract/stories';
import { createTestApp, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const get = (url: string, acceptEncoding?: string) =>
  ctx.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

describe('compressed answers', () => {
  it('sends a story brotli-compressed to a browser that accepts it, and it reads back whole', async () => {
    const plain = await get('/KahaniJson/slug/the-thirsty-crow');
    const compressed = await get('/KahaniJson/slug/the-thirsty-crow', 'gzip, deflate, br, zstd');
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(String(compressed.headers.vary)).toMatch(/accept-encoding/i);
    const body = brotliDecompressSync(compressed.rawPayload);
    expect(body.toString('utf8')).toBe(plain.body);
    expect(storySchema.parse(JSON.parse(body.toString('utf8'))).slug).toBe('the-thirsty-crow');
    // Eight languages of text compress well: at least three-fold.
    expect(compressed.rawPayload.length * 3).toBeLessThan(plain.rawPayload.length);
  });

  it('falls back to gzip, and sends plain JSON to a client that asks for no encoding', async () => {
    const gzipped = await get('/KahaniJson/kahanis', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString('utf8'))).toBeInstanceOf(Array);

    const plain = await get('/KahaniJson/kahanis');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toBeInstanceOf(Array);
  });

  it('compresses the illustrations too', async () => {
    const picture = await get('/illustrations/the-thirsty-crow/page-1.svg', 'br');
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(picture.rawPayload).toString('utf8')).toMatch(/^<svg|^<\?xml/);
  });

  it('leaves small answers alone', async () => {
    const health = await get('/health', 'br');
    expect(health.headers['content-encoding']).toBeUndefined();
  });
});
