import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { story, summary } from '../testing/fixtures';
import { makeTestStore } from '../testing/renderWithProviders';
import { API, server } from '../testing/server';
import { recordReading } from '../features/reader/readingProgress';
import { FETCH_STORIES_FAILED, fetchStories } from '../features/stories/storiesSlice';
import {
  FETCH_STORY_FAILED,
  INVALID_STORY_STRUCTURE,
  NO_STORY_DATA,
  fetchStoryById,
  fetchStoryBySlug,
} from '../features/stories/storySlice';

describe('stories slice', () => {
  it('goes idle -> loading -> succeeded with the general list for anonymous visitors', async () => {
    const { store } = makeTestStore();
    expect(store.getState().stories.status).toBe('idle');
    const pending = store.dispatch(fetchStories({ uid: null }));
    expect(store.getState().stories.status).toBe('loading');
    await pending;
    expect(store.getState().stories).toMatchObject({
      status: 'succeeded',
      error: null,
      listFor: null,
    });
    expect(store.getState().stories.items.map((s) => s.slug)).toEqual(['the-thirsty-crow']);
  });

  it('loads the personalised list for a uid', async () => {
    const { store } = makeTestStore({ uid: 'u1', displayName: 'Meera', email: 'm@example.com' });
    await store.dispatch(fetchStories({ uid: 'u1' }));
    expect(store.getState().stories.items.map((s) => s.status)).toEqual(['published', 'pending']);
  });

  it('keeps the server message on failure', async () => {
    server.use(
      http.get(`${API}/KahaniJson/kahanis`, () =>
        HttpResponse.json({ message: 'Database is asleep' }, { status: 503 }),
      ),
    );
    const { store } = makeTestStore();
    await store.dispatch(fetchStories({ uid: null }));
    expect(store.getState().stories).toMatchObject({
      status: 'failed',
      error: 'Database is asleep',
    });
  });

  it('asks for the personal list only once the positions being saved are answered', async () => {
    const events: string[] = [];
    let savedPage = 1;
    server.use(
      http.post(`${API}/progress`, async ({ request }) => {
        const { page_no } = (await request.json()) as { page_no: number };
        await delay(200);
        savedPage = page_no;
        events.push(`saved ${page_no}`);
        return HttpResponse.json({});
      }),
      http.get(`${API}/KahaniJson/getkahanis/:uid`, () => {
        events.push('list');
        return HttpResponse.json([summary({ lastPageRead: savedPage })]);
      }),
    );
    const { store } = makeTestStore({ uid: 'u1', displayName: 'Meera', email: 'm@example.com' });
    void store.dispatch(recordReading({ storyId: 'story-1', page_no: 2 }));
    void store.dispatch(recordReading({ storyId: 'story-1', page_no: 3 }));
    await store.dispatch(fetchStories({ uid: 'u1' }));
    expect(events).toEqual(['saved 2', 'saved 3', 'list']);
    expect(store.getState().stories.items[0]?.lastPageRead).toBe(3);
  });

  it('still loads the list when a position could not be saved', async () => {
    server.use(http.post(`${API}/progress`, () => HttpResponse.error()));
    const { store } = makeTestStore({ uid: 'u1', displayName: 'Meera', email: 'm@example.com' });
    void store.dispatch(recordReading({ storyId: 'story-1', page_no: 2 }));
    await store.dispatch(fetchStories({ uid: 'u1' }));
    expect(store.getState().stories.status).toBe('succeeded');
  });

  it("falls back to the error's own message, then to the default", async () => {
    server.use(http.get(`${API}/KahaniJson/kahanis`, () => HttpResponse.error()));
    const { store } = makeTestStore();
    await store.dispatch(fetchStories({ uid: null }));
    expect(store.getState().stories.error).toBe('Network Error');
    server.use(http.get(`${API}/KahaniJson/kahanis`, () => HttpResponse.json({ not: 'a list' })));
    await store.dispatch(fetchStories({ uid: null }));
    expect(store.getState().stories.error).toBe(FETCH_STORIES_FAILED);
  });
});

describe('story slice', () => {
  it('fetches a story by slug', async () => {
    const { store } = makeTestStore();
    const pending = store.dispatch(fetchStoryBySlug('the-thirsty-crow'));
    expect(store.getState().story.status).toBe('loading');
    await pending;
    expect(store.getState().story).toMatchObject({
      status: 'succeeded',
      story: { slug: 'the-thirsty-crow' },
    });
  });

  it("fails with 'No story data returned from server.' on an empty object", async () => {
    server.use(http.get(`${API}/KahaniJson/slug/:slug`, () => HttpResponse.json({})));
    const { store } = makeTestStore();
    await store.dispatch(fetchStoryBySlug('x'));
    expect(store.getState().story).toMatchObject({ status: 'failed', error: NO_STORY_DATA });
    expect(NO_STORY_DATA).toBe('No story data returned from server.');
  });

  it("defaults to 'Failed to fetch story' and marks 404s as not found", async () => {
    server.use(
      http.get(`${API}/KahaniJson/slug/:slug`, () => new HttpResponse(null, { status: 500 })),
    );
    const { store } = makeTestStore();
    await store.dispatch(fetchStoryBySlug('x'));
    expect(store.getState().story.error).toBe('Request failed with status code 500');
    server.use(
      http.get(`${API}/KahaniJson/slug/:slug`, () =>
        HttpResponse.json({ message: 'Story not found' }, { status: 404 }),
      ),
    );
    await store.dispatch(fetchStoryBySlug('x'));
    expect(store.getState().story.notFound).toBe(true);
    expect(FETCH_STORY_FAILED).toBe('Failed to fetch story');
  });

  it("fetches by id and requires a storybook field, else 'Invalid story data structure'", async () => {
    server.use(http.get(`${API}/StoryJson/:id`, () => HttpResponse.json(story())));
    const { store } = makeTestStore();
    await store.dispatch(fetchStoryById('story-1'));
    expect(store.getState().story).toMatchObject({
      status: 'succeeded',
      story: { _id: 'story-1' },
    });
    server.use(http.get(`${API}/StoryJson/:id`, () => HttpResponse.json({ pages: [] })));
    await store.dispatch(fetchStoryById('story-1'));
    expect(store.getState().story).toMatchObject({
      status: 'failed',
      error: INVALID_STORY_STRUCTURE,
    });
    expect(INVALID_STORY_STRUCTURE).toBe('Invalid story data structure');
    server.use(http.get(`${API}/StoryJson/:id`, () => HttpResponse.json({ storybook: '{broken' })));
    await store.dispatch(fetchStoryById('story-1'));
    expect(store.getState().story.error).toBe(INVALID_STORY_STRUCTURE);
  });

  it('summary fixture stays valid', () => expect(summary().pageCount).toBe(3));
});

describe('stories list refresh', () => {
  it('asks once while the same list is loading, and keeps the shown list while refreshing', async () => {
    let calls = 0;
    server.use(
      http.get(`${API}/KahaniJson/kahanis`, () => {
        calls += 1;
        return HttpResponse.json([summary()]);
      }),
    );
    const { store } = makeTestStore();
    await Promise.all([
      store.dispatch(fetchStories({ uid: null })),
      store.dispatch(fetchStories({ uid: null })),
    ]);
    expect(calls).toBe(1);
    const refresh = store.dispatch(fetchStories({ uid: null }));
    expect(store.getState().stories).toMatchObject({ status: 'loading', items: [summary()] });
    await refresh;
    expect(calls).toBe(2);
  });
});
