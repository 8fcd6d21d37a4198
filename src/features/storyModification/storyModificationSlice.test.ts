import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { story } from '../../testing/fixtures';
import { makeTestStore } from '../../testing/renderWithProviders';
import { API, server } from '../../testing/server';
import {
  INVALID_JSON,
  SAVE_STORY_FAILED,
  fetchStoryForEditing,
  languageAdded,
  languageRemoved,
  otherTextEdited,
  pageAddedAfter,
  pageEdited,
  pageRemovalUndone,
  pageRemoved,
  saveStory,
  titleEdited,
  translatedTitleEdited,
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

  it('does not remove the only page', async () => {
    server.use(
      http.get(`${API}/storiesModification/:id`, () =>
        HttpResponse.json(story({ pages: story().pages.slice(0, 1) })),
      ),
    );
    const { store } = makeTestStore();
    await store.dispatch(fetchStoryForEditing('story-1'));
    store.dispatch(pageRemoved(0));
    expect(store.getState().StoryModification.story!.pages).toHaveLength(1);
    expect(store.getState().StoryModification).toMatchObject({ removed: [], dirty: false });
  });

  it('undoes a removal: the page returns to its place with its content', async () => {
    const store = await loadedStore();
    const before = store.getState().StoryModification.story!.pages;
    store.dispatch(pageEdited({ index: 1, field: 'tamil', value: 'பக்கம் 2' }));
    store.dispatch(pageRemoved(1));
    expect(store.getState().StoryModification.dirty).toBe(true);
    store.dispatch(pageRemovalUndone());
    const pages = store.getState().StoryModification.story!.pages;
    expect(pages.map((page) => [page.page_no, page.parent_narration_text])).toEqual([
      [1, 'Page 1 text.'],
      [2, 'Page 2 text.'],
      [3, 'Page 3 text.'],
    ]);
    expect(pages[1]).toEqual({ ...before[1], tamil: 'பக்கம் 2' });
    expect(store.getState().StoryModification.removed).toEqual([]);
  });

  it('undoes several removals in reverse order', async () => {
    const store = await loadedStore();
    const text = () =>
      store.getState().StoryModification.story!.pages.map((page) => page.parent_narration_text);
    store.dispatch(pageRemoved(0));
    store.dispatch(pageRemoved(1));
    expect(text()).toEqual(['Page 2 text.']);
    store.dispatch(pageRemovalUndone());
    expect(text()).toEqual(['Page 2 text.', 'Page 3 text.']);
    store.dispatch(pageRemovalUndone());
    expect(text()).toEqual(['Page 1 text.', 'Page 2 text.', 'Page 3 text.']);
    // Nothing left to undo: nothing changes.
    store.dispatch(pageRemovalUndone());
    expect(text()).toHaveLength(3);
  });

  it('puts a page back at its number even after pages were added', async () => {
    const store = await loadedStore();
    store.dispatch(pageRemoved(1));
    store.dispatch(pageAddedAfter(0));
    store.dispatch(pageRemovalUndone());
    expect(
      store
        .getState()
        .StoryModification.story!.pages.map((page) => [page.page_no, page.parent_narration_text]),
    ).toEqual([
      [1, 'Page 1 text.'],
      [2, 'Page 2 text.'],
      [3, ''],
      [4, 'Page 3 text.'],
    ]);
  });

  it('has unsaved changes only while the draft differs from the saved story', async () => {
    const store = await loadedStore();
    const dirty = () => store.getState().StoryModification.dirty;
    store.dispatch(pageRemoved(0));
    expect(dirty()).toBe(true);
    store.dispatch(pageRemovalUndone());
    expect(dirty()).toBe(false);
    store.dispatch(titleEdited('The Thirsty Crow!'));
    expect(dirty()).toBe(true);
    store.dispatch(titleEdited('The Thirsty Crow'));
    expect(dirty()).toBe(false);
  });

  it('keeps removals undoable until the next save, and no longer', async () => {
    const store = await loadedStore();
    server.use(
      http.put(`${API}/storiesModification/:id`, async ({ request }) => {
        const body = (await request.json()) as ReturnType<typeof story>;
        return HttpResponse.json({ ...body, version: 2 });
      }),
    );
    store.dispatch(pageRemoved(0));
    await store.dispatch(saveStory());
    expect(store.getState().StoryModification).toMatchObject({ removed: [], dirty: false });
    store.dispatch(pageRemovalUndone());
    expect(store.getState().StoryModification.story!.pages).toHaveLength(2);
  });

  it('keeps edits and removals made while a save is in flight, still unsaved', async () => {
    const store = await loadedStore();
    let answer: (() => void) | null = null;
    server.use(
      http.put(`${API}/storiesModification/:id`, async ({ request }) => {
        const body = (await request.json()) as ReturnType<typeof story>;
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json({ ...body, version: 2 });
      }),
    );
    store.dispatch(pageRemoved(0));
    const saving = store.dispatch(saveStory());
    store.dispatch(pageEdited({ index: 0, field: 'parent_narration_text', value: 'Typed later.' }));
    store.dispatch(pageRemoved(1));
    await vi.waitFor(() => expect(answer).not.toBeNull());
    answer!();
    await saving;
    const state = store.getState().StoryModification;
    expect(state.saved!.pages.map((page) => page.parent_narration_text)).toEqual([
      'Page 2 text.',
      'Page 3 text.',
    ]);
    expect(state.story!.pages.map((page) => page.parent_narration_text)).toEqual(['Typed later.']);
    expect(state.story!.version).toBe(2);
    expect(state).toMatchObject({ dirty: true, saveStatus: 'succeeded' });
    // Only the removal made after the save started can still be undone.
    expect(state.removed.map(({ page }) => page.parent_narration_text)).toEqual(['Page 3 text.']);
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

describe('languages beyond the eight in the draft', () => {
  it('keeps a page’s text in another language under texts, and is clean again once it is undone', async () => {
    const store = await loadedStore();
    const draft = () => store.getState().StoryModification;
    store.dispatch(languageAdded('bn'));
    store.dispatch(languageAdded('bn'));
    store.dispatch(languageAdded('hindi'));
    expect(draft().otherLanguages).toEqual(['bn']);
    expect(draft().dirty).toBe(false);

    store.dispatch(otherTextEdited({ index: 1, language: 'bn', text: 'দুই' }));
    expect(draft().story!.pages[1]!.texts).toEqual({ bn: 'দুই' });
    expect(draft().story!.pages[1]!.hindi).toBe('पृष्ठ 2');
    expect(draft().dirty).toBe(true);
    store.dispatch(otherTextEdited({ index: 1, language: 'bn', text: '' }));
    expect(draft().story!.pages[1]!.texts).toEqual({});
    expect(draft().dirty).toBe(false);

    store.dispatch(translatedTitleEdited({ language: 'bn', title: '  ' }));
    expect(draft().dirty).toBe(false);
    store.dispatch(translatedTitleEdited({ language: 'bn', title: 'তৃষ্ণার্ত কাক' }));
    expect(draft().dirty).toBe(true);
  });

  it('takes a language out of every page, the titles and the translators', async () => {
    server.use(
      http.get(`${API}/storiesModification/:id`, () =>
        HttpResponse.json(
          story({
            translated_titles: { ur: 'پیاسا کوا', hindi: 'प्यासा कौआ' },
            credits: { ...story().credits, translators: { ur: ['Sana'], hindi: ['Meera Iyer'] } },
            pages: story().pages.map((page) => ({ ...page, texts: { ur: 'صفحہ', bn: 'পাতা' } })),
          }),
        ),
      ),
    );
    const { store } = makeTestStore();
    await store.dispatch(fetchStoryForEditing('story-1'));
    const draft = () => store.getState().StoryModification;
    expect(draft().otherLanguages).toEqual(['bn', 'ur']);
    store.dispatch(languageRemoved('ur'));
    expect(draft().otherLanguages).toEqual(['bn']);
    expect(draft().story!.pages.map((page) => page.texts)).toEqual([
      { bn: 'পাতা' },
      { bn: 'পাতা' },
      { bn: 'পাতা' },
    ]);
    expect(draft().story!.translated_titles).toEqual({ hindi: 'प्यासा कौआ' });
    expect(draft().story!.credits.translators).toEqual({ hindi: ['Meera Iyer'] });
    expect(draft().dirty).toBe(true);
  });
});
