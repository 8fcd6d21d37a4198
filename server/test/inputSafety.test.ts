import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_TEXT_MAX } from '../../contract/limits';
import { storySchema, type Story } from '../../contract/stories';
import {
  ADMIN_UID,
  PARENT_UID,
  bearer,
  createTestApp,
  fakeNarration,
  type TestContext,
} from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const requestStory = (storyRequest: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/storiesRequest/request',
    headers: bearer(PARENT_UID),
    payload: { storyRequest: { storyName: 'Safe Tale', author: 'Meera', ...storyRequest } },
  });

describe('U+0000 and lone surrogates', () => {
  it('answers 400, not 500, for U+0000 in ids of every story and inbox route, without a token', async () => {
    for (const url of [
      '/StoryJson/a%00b',
      '/KahaniJson/slug/a%00b',
      '/KahaniJson/getkahanis/a%00b',
      '/storiesModification/a%00b',
      '/inbox/a%00b',
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/^params\./);
    }
  });

  it('answers 400 for U+0000 or a lone surrogate in any text of a story request', async () => {
    for (const field of ['storyName', 'author', 'storyContent']) {
      for (const text of ['a \u0000 b', 'lone \ud800', 'lone \udfff low']) {
        const response = await requestStory({ storyContent: 'Once upon a time.', [field]: text });
        expect(response.statusCode, `${field} = ${JSON.stringify(text)}`).toBe(400);
        expect(response.json<{ message: string }>().message).toContain(
          `body.storyRequest.${field}: `,
        );
      }
    }
  });

  it('keeps Devanagari, Tamil and emoji text (surrogate pairs) intact', async () => {
    const storyContent = 'एक खरगोश चाँद पर रहता था। 🐇 முயல் நிலவில் வாழ்ந்தது.';
    const response = await requestStory({ storyContent });
    expect(response.statusCode).toBe(201);
    const story = await ctx.app.inject({
      method: 'GET',
      url: `/StoryJson/${response.json<{ _id: string }>()._id}`,
      headers: bearer(PARENT_UID),
    });
    expect(storySchema.parse(story.json()).pages[0]?.parent_narration_text).toBe(storyContent);
  });

  it('answers the storage limits in plain words', async () => {
    const response = await requestStory({ storyName: 'N'.repeat(201), storyContent: 'Hello.' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(
      'body.storyRequest.storyName: Story name must be at most 200 characters.',
    );
  });
});

describe('a story request with no sentence end', () => {
  let story: Story;
  beforeAll(async () => {
    // 19,998 characters and no full stop: once it became a single page of that length.
    const words = Array.from({ length: 3333 }, (_, i) => `w${String(i % 1000).padStart(4, '0')}`);
    const response = await requestStory({ storyContent: words.join(' ') });
    expect(response.statusCode).toBe(201);
    const { _id } = response.json<{ _id: string }>();
    story = storySchema.parse(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/StoryJson/${_id}`,
          headers: bearer(ADMIN_UID),
        })
      ).json(),
    );
  });

  it('is split at word boundaries into pages no longer than a page may be', () => {
    expect(story.pages.length).toBeGreaterThan(1);
    const texts = story.pages.map((page) => page.parent_narration_text);
    for (const text of texts) {
      expect(text.length).toBeLessThanOrEqual(PAGE_TEXT_MAX);
      expect(text).toMatch(/^w\d{4}( w\d{4})*$/);
    }
    expect(texts.join(' ').split(' ')).toHaveLength(3333);
  });

  it('opens by slug and in the editor, and saves back unchanged', async () => {
    const bySlug = await ctx.app.inject({
      method: 'GET',
      url: `/KahaniJson/slug/${story.slug}`,
      headers: bearer(PARENT_UID),
    });
    expect(bySlug.statusCode).toBe(200);
    const editor = await ctx.app.inject({
      method: 'GET',
      url: `/storiesModification/${story._id}`,
      headers: bearer(ADMIN_UID),
    });
    expect(editor.statusCode).toBe(200);
    const { storybook: _storybook, ...loaded } = storySchema.parse(editor.json());
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/storiesModification/${story._id}`,
      headers: bearer(ADMIN_UID),
      payload: { ...loaded, storybook: JSON.stringify(loaded) },
    });
    expect(saved.statusCode).toBe(200);
  });

  it('can be narrated page by page with the whole page text, as the reader sends it', async () => {
    for (const page of story.pages) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/fetchAudioAndAlignment',
        headers: bearer(PARENT_UID),
        payload: { text: page.parent_narration_text, storyId: story._id, page_no: page.page_no },
      });
      expect(response.statusCode, `page ${page.page_no}`).toBe(200);
    }
  });
});

describe('the error log', () => {
  it('names a failed query without echoing the data it carried', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const secret = 'A page of a parent’s story that must not reach the log';
    const failing = fakeNarration();
    failing.synthesize = async () => {
      throw new DrizzleQueryError('insert into "narration_cache" values ($1, $2)', [secret], {
        name: 'error',
        message: 'invalid byte sequence for encoding "UTF8": 0x00',
      } as Error);
    };
    const logged = await createTestApp({ narration: failing, logger: { level: 'error', stream } });
    try {
      const [first] = (await logged.app.inject({ method: 'GET', url: '/KahaniJson/kahanis' })).json<
        { _id: string }[]
      >();
      const response = await logged.app.inject({
        method: 'POST',
        url: '/fetchAudioAndAlignment',
        payload: { text: 'hi', storyId: first!._id, page_no: 1 },
      });
      expect(response.statusCode).toBe(500);
      expect(response.body).not.toContain(secret);
      const log = lines.join('');
      expect(log).toContain('Failed query: insert into');
      expect(log).not.toContain(secret);
    } finally {
      await logged.close();
    }
  });
});
