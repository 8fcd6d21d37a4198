import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { logOut } from '../features/auth/authThunks';
import { fetchMessages } from '../features/messages/messagesSlice';
import { fetchStories } from '../features/stories/storiesSlice';
import { fetchStoryBySlug } from '../features/stories/storySlice';
import { fetchStoryForEditing } from '../features/storyModification/storyModificationSlice';
import { story, summary } from '../testing/fixtures';
import { ADMIN, PARENT, makeTestStore } from '../testing/renderWithProviders';
import { API, server } from '../testing/server';

/** An answer the test releases when it wants, to play out a slow network. */
function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('answers that are not the latest request are ignored', () => {
  it('a slow anonymous list does not replace the personalised one after sign-in', async () => {
    const slow = gate();
    server.use(
      http.get(`${API}/KahaniJson/kahanis`, async () => {
        await slow.opened;
        return HttpResponse.json([summary({ _id: 'general', title: 'General' })]);
      }),
    );
    const { store } = makeTestStore(PARENT);
    const anonymous = store.dispatch(fetchStories({ uid: null }));
    await store.dispatch(fetchStories({ uid: PARENT.uid }));
    slow.open();
    await anonymous;
    expect(store.getState().stories).toMatchObject({ status: 'succeeded', listFor: PARENT.uid });
    expect(store.getState().stories.items.map((item) => item._id)).toContain('mine');
  });

  it('a fetch in flight at logout does not refill what the logout cleared', async () => {
    const slow = gate();
    server.use(
      http.get(`${API}/KahaniJson/getkahanis/:uid`, async () => {
        await slow.opened;
        return HttpResponse.json([summary({ _id: 'mine', status: 'pending' })]);
      }),
      http.get(`${API}/inbox/:id`, async () => {
        await slow.opened;
        return HttpResponse.json([
          {
            _id: 'm1',
            from: 'Kahani',
            subject: 'Private',
            body: 'Only for Meera',
            createdAt: '2026-11-01T10:00:00.000Z',
            read: false,
          },
        ]);
      }),
    );
    const { store } = makeTestStore(PARENT);
    const list = store.dispatch(fetchStories({ uid: PARENT.uid }));
    const inbox = store.dispatch(fetchMessages(PARENT.uid));
    await store.dispatch(logOut());
    slow.open();
    await Promise.all([list, inbox]);
    expect(store.getState().stories).toMatchObject({ items: [], status: 'idle', listFor: null });
    expect(store.getState().messages).toMatchObject({ items: [], status: 'idle' });
  });

  it('switching stories quickly shows the last one opened, never a skeleton forever', async () => {
    const slow = gate();
    server.use(
      http.get(`${API}/KahaniJson/slug/:slug`, async ({ params }) => {
        if (params.slug === 'first') await slow.opened;
        return HttpResponse.json(story({ slug: String(params.slug) }));
      }),
    );
    const { store } = makeTestStore();
    const first = store.dispatch(fetchStoryBySlug('first'));
    await store.dispatch(fetchStoryBySlug('second'));
    slow.open();
    await first;
    expect(store.getState().story).toMatchObject({
      status: 'succeeded',
      story: { slug: 'second' },
    });
  });

  it('a failure of an overtaken request does not hide the story that did load', async () => {
    const slow = gate();
    server.use(
      http.get(`${API}/KahaniJson/slug/:slug`, async ({ params }) => {
        if (params.slug !== 'first') return HttpResponse.json(story({ slug: 'second' }));
        await slow.opened;
        return HttpResponse.json({ message: 'Database is asleep' }, { status: 503 });
      }),
    );
    const { store } = makeTestStore();
    const first = store.dispatch(fetchStoryBySlug('first'));
    await store.dispatch(fetchStoryBySlug('second'));
    slow.open();
    await first;
    expect(store.getState().story).toMatchObject({ status: 'succeeded', error: null });
  });

  it('the editor keeps the story opened last', async () => {
    const slow = gate();
    server.use(
      http.get(`${API}/storiesModification/:id`, async ({ params }) => {
        if (params.id === 'first') await slow.opened;
        return HttpResponse.json(story({ _id: String(params.id) }));
      }),
    );
    const { store } = makeTestStore(ADMIN);
    const first = store.dispatch(fetchStoryForEditing('first'));
    await store.dispatch(fetchStoryForEditing('second'));
    slow.open();
    await first;
    expect(store.getState().StoryModification.story?._id).toBe('second');
  });
});
