// Two API processes on one PostgreSQL must behave as one: a write through either is seen by
// the next read through the other, and a narration is synthesised once between them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { narrationAnswerSchema } from '../../contract/api';
import { storySchema, storyListSchema, type Story } from '../../contract/stories';
import { openDatabase, type OpenedDatabase } from '../src/db/open';
import { applySeed } from '../src/seed';
import { ADMIN_UID, bearer, resetPostgres } from './helpers';
import { startApiProcess, type ApiProcess } from './support/processes';

// Only in the server tests' PostgreSQL run: the PGlite run goes on beside it, and would share
// (and empty) the same database under its feet.
const databaseUrl = process.env.USE_TEST_DATABASE ? process.env.TEST_DATABASE_URL : undefined;
if (!databaseUrl) {
  console.log('multi-process tests skipped: they run in the PostgreSQL run (TEST_DATABASE_URL)');
}

describe.skipIf(!databaseUrl)('two API processes on one PostgreSQL', () => {
  let database: OpenedDatabase;
  let a: ApiProcess;
  let b: ApiProcess;

  beforeAll(async () => {
    database = await openDatabase({ databaseUrl });
    await resetPostgres(database);
    await applySeed(database.db);
    [a, b] = await Promise.all([
      startApiProcess(databaseUrl!, { narrationDelayMs: 300 }),
      startApiProcess(databaseUrl!, { narrationDelayMs: 300 }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.close();
  });

  const getJson = async (api: ApiProcess, path: string) => {
    const response = await fetch(`${api.url}${path}`);
    expect(response.status).toBe(200);
    return response.json();
  };

  it('shows a story edited through one process in the next read through the other', async () => {
    const slug = 'the-thirsty-crow';
    for (let round = 1; round <= 25; round += 1) {
      // B holds the story and the list in its read cache before the edit.
      const before = storySchema.parse(await getJson(b, `/KahaniJson/slug/${slug}`));
      await getJson(b, '/KahaniJson/kahanis');

      const title = `The Thirsty Crow, edition ${round}`;
      const { storybook: _storybook, ...fields } = { ...before, title };
      const saved = await fetch(`${a.url}/storiesModification/${before._id}`, {
        method: 'PUT',
        headers: { ...bearer(ADMIN_UID), 'content-type': 'application/json' },
        body: JSON.stringify({ ...fields, storybook: JSON.stringify(fields) }),
      });
      expect(saved.status).toBe(200);

      const after: Story = storySchema.parse(await getJson(b, `/KahaniJson/slug/${slug}`));
      expect(after.title).toBe(title);
      const list = storyListSchema.parse(await getJson(b, '/KahaniJson/kahanis'));
      expect(list.find((story) => story.slug === slug)?.title).toBe(title);
    }
  });

  it('synthesises a page once when both processes are asked for it at the same time', async () => {
    const story = storySchema.parse(await getJson(a, '/KahaniJson/slug/the-blue-jackal'));
    const languages = ['hindi', 'tamil', 'spanish', 'marathi'] as const;
    for (const [index, language] of languages.entries()) {
      const before = (await a.syntheses()) + (await b.syntheses());
      const body = JSON.stringify({ text: 'x', storyId: story._id, page_no: index + 1, language });
      const ask = (api: ApiProcess) =>
        fetch(`${api.url}/fetchAudioAndAlignment`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        }).then(async (response) => {
          expect(response.status).toBe(200);
          return narrationAnswerSchema.parse(await response.json());
        });
      const [fromA, fromB] = await Promise.all([ask(a), ask(b)]);
      expect(fromB.audioBase64).toBe(fromA.audioBase64);
      const after = (await a.syntheses()) + (await b.syntheses());
      expect(after - before).toBe(1);
    }
  });

  it('answers audio an administrator regenerated through the other process', async () => {
    const story = storySchema.parse(await getJson(a, '/KahaniJson/slug/the-clever-rabbit'));
    const text = story.pages[0]!.hindi.trim();
    const ask = async (api: ApiProcess, extra: object = {}, headers: object = {}) => {
      const response = await fetch(`${api.url}/fetchAudioAndAlignment`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ text, storyId: story._id, page_no: 1, language: 'hindi', ...extra }),
      });
      expect(response.status).toBe(200);
      return narrationAnswerSchema.parse(await response.json()).audioBase64;
    };
    const first = await ask(b);
    expect(await ask(b)).toBe(first);
    const regenerated = await ask(a, { regenerateAudio: true }, bearer(ADMIN_UID));
    expect(regenerated).not.toBe(first);
    expect(await ask(b)).toBe(regenerated);
  });
});
