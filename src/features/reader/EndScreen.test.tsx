import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { StorySummary } from '../../../contract/stories';
import { story, summary } from '../../testing/fixtures';
import { PARENT, renderApp } from '../../testing/renderWithProviders';
import { API, server } from '../../testing/server';

const crow = summary({ lastPageRead: 3, finished: false });
const monkeyKing = summary({
  _id: 'story-3',
  slug: 'the-kind-monkey-king',
  title: 'The Kind Monkey King',
  finished: true,
  lastPageRead: 3,
});
const jackal = summary({
  _id: 'story-2',
  slug: 'the-blue-jackal',
  title: 'The Blue Jackal',
  coverImage: '/illustrations/the-blue-jackal/page-1.svg',
  lastPageRead: 2,
  finished: false,
});
const rabbit = summary({
  _id: 'story-4',
  slug: 'the-clever-rabbit',
  title: 'The Clever Rabbit',
  author: 'Panchatantra',
  coverImage: '/illustrations/the-clever-rabbit/page-1.svg',
});

function personalList(stories: StorySummary[]) {
  server.use(http.get(`${API}/KahaniJson/getkahanis/:uid`, () => HttpResponse.json(stories)));
}

/** Opens the story's last page and turns it: the end screen. */
async function finishTheStory(user: typeof PARENT | null = PARENT) {
  const utils = renderApp('/stories/the-thirsty-crow?page=3', { user });
  // The story screen's code loads lazily with its first visit: slow on a busy machine.
  await screen.findByText('Page 3 of 3', {}, { timeout: 20_000 });
  fireEvent.keyDown(window, { key: 'ArrowRight' });
  return { ...utils, end: await screen.findByRole('region', { name: 'The End' }) };
}

function useMotionSetting(reduce: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: reduce && query.includes('prefers-reduced-motion: reduce'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
    }),
  });
}
afterEach(() => Reflect.deleteProperty(window, 'matchMedia'));

describe('the end of a story', () => {
  it('shows the points the story brought the signed-in reader, counted by the server', async () => {
    const finishes: unknown[] = [];
    server.use(
      http.post(`${API}/progress`, async ({ request }) => {
        const body = (await request.json()) as { page_no: number; finished?: boolean };
        if (body.finished) finishes.push(body);
        return HttpResponse.json({
          storyId: 'story-1',
          lastPageRead: body.page_no,
          pagesRead: [1, 2, 3],
          finished: Boolean(body.finished),
          storyPoints: body.finished ? 8 : 3,
          pointsEarned: body.finished ? 5 : 1,
        });
      }),
    );
    const { end } = await finishTheStory();
    expect(await within(end).findByText('8 points')).toBeInTheDocument();
    expect(within(end).getByText(/You earned them with this story/)).toBeInTheDocument();
    expect(within(end).getByRole('link', { name: 'See the leaderboard' })).toHaveAttribute(
      'href',
      '/leaderboard',
    );
    expect(finishes).toEqual([
      expect.objectContaining({ storyId: 'story-1', page_no: 3, finished: true }),
    ]);
  });

  it('shows no points when the server could not count them', async () => {
    let refused = 0;
    server.use(
      http.post(`${API}/progress`, () => {
        refused += 1;
        return HttpResponse.json({ message: 'Resting' }, { status: 503 });
      }),
    );
    const { end, store } = await finishTheStory();
    await waitFor(() => expect(refused).toBe(2));
    await waitFor(() => expect(store.getState().stories.status).toBe('succeeded'));
    expect(within(end).getByRole('status')).toBeEmptyDOMElement();
    expect(within(end).getByRole('button', { name: 'Read again' })).toBeInTheDocument();
  });

  it('asks a visitor to sign in to collect points, and brings them back here after', async () => {
    const { end, router } = await finishTheStory(null);
    expect(within(end).getByText(/to collect points for every page you read/)).toBeInTheDocument();
    await userEvent.click(within(end).getByRole('link', { name: 'Sign in' }));
    await screen.findByRole('button', { name: 'Login' });
    expect(router.state.location.state).toEqual({ from: '/stories/the-thirsty-crow?page=3' });
  });

  it('suggests a story not yet started, with its cover, and Read next opens it', async () => {
    personalList([crow, monkeyKing, jackal, rabbit]);
    server.use(
      http.get(`${API}/KahaniJson/slug/:slug`, ({ params }) =>
        HttpResponse.json(
          params.slug === 'the-clever-rabbit'
            ? story({ _id: 'story-4', slug: 'the-clever-rabbit', title: 'The Clever Rabbit' })
            : story(),
        ),
      ),
    );
    const { end } = await finishTheStory();
    const next = await within(end).findByRole('region', { name: 'Read next' });
    expect(within(next).getByRole('heading', { name: 'The Clever Rabbit' })).toBeInTheDocument();
    expect(within(next).getByText('Panchatantra')).toBeInTheDocument();
    expect(next.querySelector('img')).toHaveAttribute(
      'src',
      'http://api.test/illustrations/the-clever-rabbit/page-1.svg',
    );
    await userEvent.click(within(next).getByRole('link', { name: 'Read next' }));
    expect(await screen.findByRole('heading', { name: 'The Clever Rabbit' })).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'The End' })).not.toBeInTheDocument();
  });

  it('suggests a story in progress when every other one is started, opening at its page', async () => {
    personalList([crow, monkeyKing, jackal]);
    const { end } = await finishTheStory();
    const next = await within(end).findByRole('region', { name: 'Read next' });
    expect(within(next).getByRole('link', { name: 'Read next' })).toHaveAttribute(
      'href',
      '/stories/the-blue-jackal?page=2',
    );
  });

  it('suggests nothing when every other story is finished', async () => {
    personalList([crow, monkeyKing]);
    const { end, store } = await finishTheStory();
    await waitFor(() => expect(store.getState().stories.items).toHaveLength(2));
    await within(end).findByText('8 points');
    expect(within(end).queryByRole('region', { name: 'Read next' })).not.toBeInTheDocument();
  });

  it('suggests the next story of the general list to a visitor', async () => {
    server.use(http.get(`${API}/KahaniJson/kahanis`, () => HttpResponse.json([summary(), rabbit])));
    const { end } = await finishTheStory(null);
    const next = await within(end).findByRole('region', { name: 'Read next' });
    expect(within(next).getByRole('heading', { name: 'The Clever Rabbit' })).toBeInTheDocument();
  });

  it('celebrates with confetti, kept from screen readers', async () => {
    useMotionSetting(false);
    const { end } = await finishTheStory();
    expect(within(end).getByTestId('celebration')).toHaveAttribute('aria-hidden', 'true');
  });

  it('draws no confetti on a device that asks for less motion', async () => {
    useMotionSetting(true);
    const { end } = await finishTheStory();
    await within(end).findByText('8 points');
    expect(within(end).queryByTestId('celebration')).not.toBeInTheDocument();
  });
});
