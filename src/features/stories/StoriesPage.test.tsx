import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { summary } from '../../testing/fixtures';
import { PARENT, renderApp } from '../../testing/renderWithProviders';
import { API, server } from '../../testing/server';

describe('stories list', () => {
  it('shows skeletons while loading, then a card with cover, title, author, pages and languages', async () => {
    server.use(
      http.get(`${API}/KahaniJson/kahanis`, async () => {
        await delay(100);
        return HttpResponse.json([summary()]);
      }),
    );
    renderApp('/stories');
    expect(await screen.findByLabelText('Loading stories')).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'The Thirsty Crow' });
    expect(within(card).getByText('Retold from Aesop · 3 pages')).toBeInTheDocument();
    const languages = within(card).getByRole('list', { name: 'Languages' });
    expect(
      within(languages)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['English', 'हिन्दी']);
    expect(card.querySelector('img')).toHaveAttribute(
      'src',
      'http://api.test/illustrations/the-thirsty-crow/page-1.svg',
    );
    expect(within(card).getByRole('link')).toHaveAttribute('href', '/stories/the-thirsty-crow');
  });

  it("shows 'Failed to fetch stories' and retries", async () => {
    server.use(
      http.get(`${API}/KahaniJson/kahanis`, () => HttpResponse.json(null, { status: 200 })),
    );
    renderApp('/stories');
    expect(await screen.findByText('Failed to fetch stories')).toBeInTheDocument();
    server.use(http.get(`${API}/KahaniJson/kahanis`, () => HttpResponse.json([summary()])));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'The Thirsty Crow' })).toBeInTheDocument();
  });

  it('shows the server message when there is one', async () => {
    server.use(
      http.get(`${API}/KahaniJson/kahanis`, () =>
        HttpResponse.json({ message: 'Stories are resting, back soon' }, { status: 503 }),
      ),
    );
    renderApp('/stories');
    expect(await screen.findByText('Stories are resting, back soon')).toBeInTheDocument();
  });

  it('shows an empty state when there are no stories', async () => {
    server.use(http.get(`${API}/KahaniJson/kahanis`, () => HttpResponse.json([])));
    renderApp('/stories');
    expect(await screen.findByText('No stories yet')).toBeInTheDocument();
  });

  it('gives a signed-in parent the personalised list: own stories marked Pending, and where to continue', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${API}/KahaniJson/getkahanis/:uid`, ({ params, request }) => {
        asked.push(`${String(params.uid)} ${request.headers.get('authorization')}`);
        return HttpResponse.json([
          summary({ lastPageRead: 2 }),
          summary({ _id: 'mine', slug: 'my-tale', title: 'My Tale', status: 'pending' }),
        ]);
      }),
    );
    renderApp('/stories', { user: PARENT });
    const mine = await screen.findByRole('article', { name: 'My Tale' });
    expect(within(mine).getByText('Pending')).toBeInTheDocument();
    const crow = screen.getByRole('article', { name: 'The Thirsty Crow' });
    expect(within(crow).getByText('Continue reading: page 2 of 3')).toBeInTheDocument();
    expect(asked[0]).toBe(`${PARENT.uid} Bearer token-${PARENT.uid}`);
  });
});
