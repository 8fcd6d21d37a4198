import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { compressBuiltApp } from './compress.mjs';

let dir;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('compressing the built app', () => {
  it('writes .br and .gz beside text files big enough to gain, and nothing else', () => {
    dir = mkdtempSync(join(tmpdir(), 'kahani-compress-'));
    mkdirSync(join(dir, 'static', 'js'), { recursive: true });
    const script = 'export const story = "The thirsty crow";\n'.repeat(100);
    writeFileSync(join(dir, 'static', 'js', 'index-abc.js'), script);
    writeFileSync(join(dir, 'robots.txt'), 'User-agent: *\n');
    writeFileSync(join(dir, 'font.woff2'), Buffer.alloc(4096));

    const compressed = compressBuiltApp(dir);

    const scriptPath = join(dir, 'static', 'js', 'index-abc.js');
    expect(compressed).toEqual([scriptPath]);
    expect(brotliDecompressSync(readFileSync(`${scriptPath}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${scriptPath}.gz`)).toString()).toBe(script);
    expect(existsSync(join(dir, 'robots.txt.br'))).toBe(false);
    expect(existsSync(join(dir, 'font.woff2.gz'))).toBe(false);
  });
});
