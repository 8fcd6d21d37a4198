import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { catalogueHandlers } from '../../testing/catalogueHandlers';
import { summary } from '../../testing/fixtures';
import { makeTestStore, PARENT } from '../../testing/renderWithProviders';
import { API, server } from '../../testing/server';
import { fetchMoreStories, fetchStories } from './storiesSlice';
import { NO_FILTERS, type StoryFilters } from './storyFilters';

const numbered = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    summary({ _id: `n-${index + 1}`, slug: `story-${index + 1}`, title: `Story ${index + 1}` }),
  );
const serve = (stories: ReturnType<typeof summary>[]) => {
  const catalogue = catalogueHandlers(stories);
  server.use(...catalogue.handlers);
  return catalogue.requests;
};
const ids = (store: ReturnType<typeof makeTestStore>['store']) =>
  store.getState().stories.items.map((story) => story._id);
const searching = (q: string): StoryFilters => ({ ...NO_FILTERS, q });

describe('the stories slice as a catalogue', () => {
  it('loads the first page, then appends the next ones until the list is complete', async () => {
    const requests = serve(numbered(50));
    const { store } = makeTestStore();
    await store.dispatch(fetchStories({ uid: null }));
    expect(store.getState().stories).toMatchObject({
      status: 'succeeded',
      total: 50,
      nextCursor: 'at24',
      continueReading: null,
    });
    expect(ids(store)).toHaveLength(24);
    await store.dispatch(fetchMoreStories());
    await store.dispatch(fetchMoreStories());
    expect(ids(store)).toEqual(numbered(50).map((story) => story._id));
    expect(store.getState().stories.nextCursor).toBeNull();
    // Nothing more to ask for.
    await store.dispatch(fetchMoreStories());
    expect(requests.map((params) => params.get('cursor'))).toEqual([null, 'at24', 'at48']);
  });

  it('asks for one next page at a time', async () => {
    const requests = serve(numbered(50));
    const { store } = makeTestStore();
    await store.dispatch(fetchStories({ uid: null }));
    await Promise.all([store.dispatch(fetchMoreStories()), store.dispatch(fetchMoreStories())]);
    expect(requests).toHaveLength(2);
    expect(ids(store)).toHaveLength(48);
  });

  it('keeps the cards when a next page fails, and retries it', async () => {
    serve(numbered(30));
    server.use(
      http.get(`${API}/KahaniJson/kahanis`, ({ request }) =>
        new URL(request.url).searchParams.has('cursor')
          ? HttpResponse.json({ message: 'Database is asleep' }, { status: 503 })
          : undefined,
      ),
    );
    const { store } = makeTestStore();
    await store.dispatch(fetchStories({ uid: null }));
    await store.dispatch(fetchMoreStories());
    expect(store.getState().stories).toMatchObject({
      status: 'succeeded',
      more: { status: 'failed', error: 'Database is asleep' },
    });
    expect(ids(store)).toHaveLength(24);
    server.resetHandlers();
    serve(numbered(30));
    await store.dispatch(fetchMoreStories());
    expect(store.getState().stories.more).toMatchObject({ status: 'idle', error: null });
    expect(ids(store)).toHaveLength(30);
  });

  it('drops a next page that arrives after a new search started', async () => {
    serve(numbered(50));
    server.use(
      http.get(`${API}/KahaniJson/kahanis`, async ({ request }) => {
        if (!new URL(request.url).searchParams.has('cursor')) return undefined;
        await delay(200);
        return undefined;
      }),
    );
    const { store } = makeTestStore();
    await store.dispatch(fetchStories({ uid: null }));
    const more = store.dispatch(fetchMoreStories());
    await store.dispatch(fetchStories({ uid: null, filters: searching('Story 50') }));
    await more;
    expect(store.getState().stories.filters.q).toBe('Story 50');
    expect(ids(store)).toEqual(['n-50']);
  });

  it('keeps the answer of the latest search when an older one comes late', async () => {
    serve(numbered(10));
    server.use(
      http.get(`${API}/KahaniJson/kahanis`, async ({ request }) => {
        if (new URL(request.url).searchParams.get('q') !== 'Story 1') return undefined;
        await delay(200);
        return undefined;
      }),
    );
    const { store } = makeTestStore();
    const older = store.dispatch(fetchStories({ uid: null, filters: searching('Story 1') }));
    await store.dispatch(fetchStories({ uid: null, filters: searching('Story 2') }));
    await older;
    expect(ids(store)).toEqual(['n-2']);
    expect(store.getState().stories).toMatchObject({ status: 'succeeded', total: 1 });
  });

  it('sends the search trimmed, and asks once while the same search is loading', async () => {
    const requests = serve(numbered(3));
    const { store } = makeTestStore();
    await Promise.all([
      store.dispatch(fetchStories({ uid: null, filters: searching(' Story 3 ') })),
      store.dispatch(fetchStories({ uid: null, filters: searching('Story 3') })),
    ]);
    expect(requests.map((params) => params.get('q'))).toEqual(['Story 3']);
  });

  it("keeps the server's continue row apart from the pages", async () => {
    const reading = summary({ _id: 'reading', lastPageRead: 2, finished: false });
    const catalogue = catalogueHandlers([reading, ...numbered(3)], { continueReading: [reading] });
    server.use(...catalogue.handlers);
    const { store } = makeTestStore(PARENT);
    await store.dispatch(fetchStories({ uid: PARENT.uid }));
    expect(store.getState().stories.continueReading?.map((story) => story._id)).toEqual([
      'reading',
    ]);
    expect(catalogue.requests[0]?.get('limit')).toBe('24');
  });

  it('searches and filters a whole list itself when the server answers SPEC.md’s array', async () => {
    server.use(
      http.get(`${API}/KahaniJson/kahanis`, () =>
        HttpResponse.json([
          summary({ _id: 'a', title: 'The Crow', languages: ['english'] }),
          summary({ _id: 'b', title: 'The Crow Again', languages: ['bn'] }),
          summary({ _id: 'c', title: 'The Jackal', summary: 'A blue jackal.', languages: ['bn'] }),
        ]),
      ),
    );
    const { store } = makeTestStore();
    await store.dispatch(
      fetchStories({ uid: null, filters: { q: 'crow', lang: 'bn', length: '' } }),
    );
    expect(ids(store)).toEqual(['b']);
    expect(store.getState().stories).toMatchObject({ total: 1, nextCursor: null });
  });
});
