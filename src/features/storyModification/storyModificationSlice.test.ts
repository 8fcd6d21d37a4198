import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { story } from '../../testing/fixtures';
import { makeTestStore } from '../../testing/renderWithProviders';
import { API, server } from '../../testing/server';
import {
  INVALID_JSON,
  SAVE_STORY_FAILED,
  fetchStoryForEditing,
  pageAddedAfter,
  pageEdited,
  pageRemoved,
  saveStory,
} from './storyModificationSlice';

const loadedStore = async () => {
  server.use(http.get(`${API}/storiesModification/:id`, () => HttpResponse.json(story())));
  const testStore = makeTestStore();
  await testStore.store.dispatch(fetchStoryForEditing('story-1'));
  return testStore.store;
};

describe('StoryModification slice', () => {
  it('is loading while fetching, and accepts the story as an object', async () => {
    server.use(http.get(`${API}/storiesModification/:id`, () => HttpResponse.json(story())));
    const { store } = makeTestStore();
    const pending = store.dispatch(fetchStoryForEditing('story-1'));
    expect(store.getState().StoryModification).toMatchObject({ loading: true, status: 'loading' });
    await pending;
    expect(store.getState().StoryModification).toMatchObject({
      loading: false,
      status: 'succeeded',
    });
  });

  it('parses a story sent as a JSON string, and fails with Invalid JSON format otherwise', async () => {
    server.use(
      http.get(`${API}/storiesModification/:id`, () => HttpResponse.json(JSON.stringify(story()))),
    );
    const { store } = makeTestStore();
    await store.dispatch(fetchStoryForEditing('story-1'));
    expect(store.getState().StoryModification.story?._id).toBe('story-1');
    server.use(http.get(`${API}/storiesModification/:id`, () => HttpResponse.json('{not json')));
    await store.dispatch(fetchStoryForEditing('story-1'));
    expect(store.getState().StoryModification).toMatchObject({
      status: 'failed',
      error: INVALID_JSON,
    });
    expect(INVALID_JSON).toBe('Invalid JSON format');
  });

  it('inserts an empty page after a given page and renumbers from 1', async () => {
    const store = await loadedStore();
    store.dispatch(pageAddedAfter(0));
    const pages = store.getState().StoryModification.story!.pages;
    expect(pages.map((page) => page.page_no)).toEqual([1, 2, 3, 4]);
    expect(pages[1]).toMatchObject({ parent_narration_text: '', hindi: '', image_path: '' });
    expect(pages[2]?.parent_narration_text).toBe('Page 2 text.');
  });

  it('removes a page and renumbers from 1', async () => {
    const store = await loadedStore();
    store.dispatch(pageRemoved(0));
    const pages = store.getState().StoryModification.story!.pages;
    expect(pages.map((page) => [page.page_no, page.parent_narration_text])).toEqual([
      [1, 'Page 2 text.'],
      [2, 'Page 3 text.'],
    ]);
  });

  it('saves the full story with a storybook field holding it as JSON text', async () => {
    const store = await loadedStore();
    store.dispatch(pageEdited({ index: 0, field: 'parent_narration_text', value: 'Changed.' }));
    let body: Record<string, unknown> = {};
    server.use(
      http.put(`${API}/storiesModification/:id`, async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ ...story(), version: 2 });
      }),
    );
    const pending = store.dispatch(saveStory());
    expect(store.getState().StoryModification.loading).toBe(true);
    await pending;
    expect(store.getState().StoryModification).toMatchObject({
      loading: false,
      saveStatus: 'succeeded',
    });
    expect((body.pages as { parent_narration_text: string }[])[0]?.parent_narration_text).toBe(
      'Changed.',
    );
    expect(JSON.parse(body.storybook as string)).toMatchObject({ _id: 'story-1', version: 1 });
  });

  it("fails with the server's message, or 'Failed to save story'", async () => {
    const store = await loadedStore();
    server.use(
      http.put(`${API}/storiesModification/:id`, () =>
        HttpResponse.json({ message: 'This story was changed by someone else.' }, { status: 409 }),
      ),
    );
    await store.dispatch(saveStory());
    expect(store.getState().StoryModification.error).toBe(
      'This story was changed by someone else.',
    );
    expect(SAVE_STORY_FAILED).toBe('Failed to save story');
  });
});
