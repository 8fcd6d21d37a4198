import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../../lib/apiClient';
import { answerFromKept } from '../../lib/offline/keptAnswers';
import { dropPrivateCopies, listKeptStories, removeKeptStory } from '../../lib/offline/keptStories';
import { KEPT_PICTURES_CACHE, closeKeptDatabase } from '../../lib/offline/keptStore';
import { installFakeCaches, type FakeCacheStorage } from '../../testing/fakeCaches';
import { story, summary } from '../../testing/fixtures';
import { narrationAnswer } from '../../testing/handlers';
import { API, server } from '../../testing/server';
import { keepStory, pictureFor } from './keepStory';

const PHONE = { width: 400, pixelRatio: 2 };
let caches: FakeCacheStorage;

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  caches = installFakeCaches();
  server.use(
    http.get(`${API}/illustrations/*`, () =>
      HttpResponse.text('<svg xmlns="http://www.w3.org/2000/svg"/>', {
        headers: { 'Content-Type': 'image/svg+xml' },
      }),
    ),
  );
});
afterEach(() => closeKeptDatabase());

/** The app's client as it runs: the network, and without one, what the device kept. */
const clientFor = (account: string | null) =>
  createApiClient(
    API,
    async () => (account ? `token-${account}` : null),
    undefined,
    (request) => answerFromKept(request, account),
  );

const goOffline = () => server.use(http.all(`${API}/*`, () => HttpResponse.error()));

describe('keeping a story for offline reading', () => {
  it('keeps text, narration in the chosen languages and pictures, and says how far it got', async () => {
    const progress: [number, number][] = [];
    const { kept } = await keepStory({
      api: clientFor(null),
      account: null,
      slug: 'the-thirsty-crow',
      languages: ['english', 'hindi'],
      card: summary({ lastPageRead: 2 }),
      screen: PHONE,
      onProgress: (done, total) => progress.push([done, total]),
    });
    // 3 pages × 2 languages, 3 pictures, the list of voices.
    expect(progress.at(-1)).toEqual([10, 10]);
    expect(kept).toMatchObject({
      storyId: 'story-1',
      scope: 'public',
      languages: ['english', 'hindi'],
    });
    expect(kept.bytes).toBeGreaterThan(1000);
    // What one reader had read is not kept with a copy anyone may open.
    expect(kept.card.lastPageRead).toBeUndefined();
    const pictures = await caches.open(KEPT_PICTURES_CACHE);
    expect(await pictures.keys()).toHaveLength(3);
    expect((await listKeptStories(null)).map((entry) => entry.storyId)).toEqual(['story-1']);
  });

  it('answers the story, the list and narration from the device once the network is gone', async () => {
    const api = clientFor(null);
    await keepStory({
      api,
      account: null,
      slug: 'the-thirsty-crow',
      languages: ['hindi'],
      screen: PHONE,
    });
    goOffline();

    expect((await api.get('/KahaniJson/slug/the-thirsty-crow')).data).toMatchObject({
      _id: 'story-1',
    });
    expect((await api.get('/StoryJson/story-1')).data).toMatchObject({ slug: 'the-thirsty-crow' });
    expect((await api.get('/KahaniJson/kahanis')).data).toEqual([
      expect.objectContaining({ _id: 'story-1' }),
    ]);
    expect((await api.get('/KahaniJson/kahanis?limit=24&q=crow')).data).toMatchObject({
      stories: [{ _id: 'story-1' }],
      nextCursor: null,
      total: 1,
    });
    expect((await api.get('/KahaniJson/languages')).data).toEqual({
      languages: [
        { language: 'english', stories: 1 },
        { language: 'hindi', stories: 1 },
      ],
    });
    expect((await api.get('/KahaniJson/kahanis?limit=24&q=elephant')).data).toMatchObject({
      total: 0,
    });
    const narration = await api.post('/fetchAudioAndAlignment', {
      text: 'पृष्ठ 2',
      storyId: 'story-1',
      page_no: 2,
      language: 'hindi',
    });
    expect(narration.data).toMatchObject({ text: 'पृष्ठ 2', language: 'hindi' });
    expect((await api.get('/narration/languages')).data).toMatchObject({
      languages: expect.arrayContaining(['hindi']),
    });
    // Not kept: English narration, another story. The network's failure stands.
    await expect(
      api.post('/fetchAudioAndAlignment', { text: 'Page 2 text.', storyId: 'story-1', page_no: 2 }),
    ).rejects.toMatchObject({ code: 'ERR_NETWORK' });
    await expect(api.get('/KahaniJson/slug/the-fox')).rejects.toMatchObject({
      code: 'ERR_NETWORK',
    });
  });

  it("keeps a family's recording for its account only, and signing out removes it", async () => {
    server.use(
      http.post(`${API}/fetchAudioAndAlignment`, async ({ request }) => {
        const { text } = (await request.json()) as { text: string };
        return HttpResponse.json({ ...narrationAnswer(text), voice: { name: 'Nani' } });
      }),
    );
    await keepStory({
      api: clientFor('meera'),
      account: 'meera',
      slug: 'the-thirsty-crow',
      languages: ['english'],
      screen: PHONE,
    });
    goOffline();
    const page = { text: 'Page 1 text.', storyId: 'story-1', page_no: 1, language: 'english' };

    expect((await clientFor('meera').post('/fetchAudioAndAlignment', page)).data).toMatchObject({
      voice: { name: 'Nani' },
    });
    await expect(clientFor(null).post('/fetchAudioAndAlignment', page)).rejects.toBeTruthy();
    await expect(clientFor('kabir').post('/fetchAudioAndAlignment', page)).rejects.toBeTruthy();

    expect(await dropPrivateCopies('meera')).toEqual({ storiesStaying: 1 });
    await expect(clientFor('meera').post('/fetchAudioAndAlignment', page)).rejects.toBeTruthy();
    // The published story itself stays for whoever reads next.
    expect((await clientFor(null).get('/KahaniJson/slug/the-thirsty-crow')).data).toMatchObject({
      _id: 'story-1',
    });
  });

  it('keeps a story waiting for review for its requester alone', async () => {
    server.use(
      http.get(`${API}/KahaniJson/slug/:slug`, () =>
        HttpResponse.json(story({ status: 'pending', createdBy: 'meera' })),
      ),
    );
    await keepStory({
      api: clientFor('meera'),
      account: 'meera',
      slug: 'the-thirsty-crow',
      languages: ['english'],
      screen: PHONE,
    });
    expect(await listKeptStories('meera')).toHaveLength(1);
    expect(await listKeptStories(null)).toHaveLength(0);
    expect(await listKeptStories('kabir')).toHaveLength(0);
    await dropPrivateCopies('meera');
    expect(await listKeptStories('meera')).toHaveLength(0);
    expect(await (await caches.open(KEPT_PICTURES_CACHE)).keys()).toHaveLength(0);
  });

  it('keeps a page without narration in a language no voice reads', async () => {
    server.use(
      http.post(`${API}/fetchAudioAndAlignment`, () =>
        HttpResponse.json(
          { message: 'Narration is not available in Hindi (hi).' },
          { status: 400 },
        ),
      ),
    );
    const outcome = await keepStory({
      api: clientFor(null),
      account: null,
      slug: 'the-thirsty-crow',
      languages: ['hindi'],
      screen: PHONE,
    });
    expect(outcome.pagesWithoutNarration).toBe(3);
    expect(await listKeptStories(null)).toHaveLength(1);
  });

  it('waits as long as a busy server asks and asks again (narration is limited per minute)', async () => {
    let refused = 0;
    server.use(
      http.post(`${API}/fetchAudioAndAlignment`, async ({ request }) => {
        if (refused++ === 0) {
          return HttpResponse.json(
            { message: 'Too many requests' },
            { status: 429, headers: { 'Retry-After': '1' } },
          );
        }
        const { text } = (await request.json()) as { text: string };
        return HttpResponse.json(narrationAnswer(text));
      }),
    );
    const outcome = await keepStory({
      api: clientFor(null),
      account: null,
      slug: 'the-thirsty-crow',
      languages: ['english'],
      screen: PHONE,
    });
    expect(outcome.pagesWithoutNarration).toBe(0);
    expect(refused).toBe(4);
  });

  it('stores nothing when the network drops half way', async () => {
    let answered = 0;
    server.use(
      http.post(`${API}/fetchAudioAndAlignment`, async ({ request }) => {
        if (++answered > 2) return HttpResponse.error();
        const { text } = (await request.json()) as { text: string };
        return HttpResponse.json(narrationAnswer(text));
      }),
    );
    await expect(
      keepStory({
        api: clientFor(null),
        account: null,
        slug: 'the-thirsty-crow',
        languages: ['english'],
        screen: PHONE,
      }),
    ).rejects.toBeTruthy();
    expect(await listKeptStories(null)).toEqual([]);
  });

  it('removes a story and the pictures no other kept story shows', async () => {
    const api = clientFor(null);
    await keepStory({
      api,
      account: null,
      slug: 'the-thirsty-crow',
      languages: ['english'],
      screen: PHONE,
    });
    server.use(
      http.get(`${API}/KahaniJson/slug/:slug`, () =>
        HttpResponse.json(story({ _id: 'story-2', slug: 'the-second-crow' })),
      ),
    );
    await keepStory({
      api,
      account: null,
      slug: 'the-second-crow',
      languages: ['english'],
      screen: PHONE,
    });
    const pictures = await caches.open(KEPT_PICTURES_CACHE);
    expect(await pictures.keys()).toHaveLength(3);

    await removeKeptStory('story-1');
    // The second story shows the same three pictures: they stay.
    expect(await pictures.keys()).toHaveLength(3);
    await removeKeptStory('story-2');
    expect(await pictures.keys()).toHaveLength(0);
    expect(await listKeptStories(null)).toEqual([]);
  });
});

describe('the picture kept for a device', () => {
  const photo = `/pictures/${'a'.repeat(64)}-2000.jpg`;

  it('is the smallest copy at least as wide as the screen draws it', () => {
    expect(pictureFor(photo, { width: 400, pixelRatio: 1 })).toMatch(/-640\.webp$/);
    expect(pictureFor(photo, { width: 400, pixelRatio: 2 })).toMatch(/-960\.webp$/);
    expect(pictureFor(photo, { width: 1280, pixelRatio: 2 })).toMatch(/-1600\.webp$/);
    expect(pictureFor('/illustrations/crow/page-1.svg', PHONE)).toBe(
      `${API}/illustrations/crow/page-1.svg`,
    );
  });
});
