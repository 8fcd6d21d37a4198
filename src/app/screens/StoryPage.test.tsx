import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { story } from '../../testing/fixtures';
import { renderApp } from '../../testing/renderWithProviders';
import { API, server } from '../../testing/server';

const ID = '0b7f3a52-5a8e-4c55-9d1c-2b8f0f3d9a10';

describe('a story opened by its id', () => {
  it('loads through /StoryJson/{id}, reads its storybook and shows the readable address', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${API}/StoryJson/:id`, ({ params }) => {
        asked.push(String(params.id));
        return HttpResponse.json(story({ _id: ID, slug: 'the-thirsty-crow' }));
      }),
    );
    const { router } = renderApp(`/stories/${ID}`);
    expect(await screen.findByRole('heading', { name: 'The Thirsty Crow' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/stories/the-thirsty-crow'));
    expect(screen.getByTestId('page-text')).toHaveTextContent('Page 1 text.');
    expect(asked).toEqual([ID]);
  });

  it("says 'Invalid story data structure' when the answer has no storybook, and retries", async () => {
    const { storybook: _missing, ...withoutStorybook } = story({ _id: ID });
    server.use(http.get(`${API}/StoryJson/:id`, () => HttpResponse.json(withoutStorybook)));
    renderApp(`/stories/${ID}`);
    expect(await screen.findByText('Invalid story data structure')).toBeInTheDocument();
    server.use(http.get(`${API}/StoryJson/:id`, () => HttpResponse.json(story({ _id: ID }))));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'The Thirsty Crow' })).toBeInTheDocument();
  });

  it('shows the friendly not-found page for an unknown id', async () => {
    server.use(
      http.get(`${API}/StoryJson/:id`, () =>
        HttpResponse.json({ message: 'Story not found' }, { status: 404 }),
      ),
    );
    renderApp(`/stories/${ID}`);
    expect(await screen.findByText('We could not find that story')).toBeInTheDocument();
  });
});

describe('a story page', () => {
  it('asks for the picture of the page it opens at as soon as the story is known', async () => {
    server.use(
      http.get(`${API}/KahaniJson/slug/:slug`, () =>
        HttpResponse.json(story({ _id: ID, slug: 'the-thirsty-crow' })),
      ),
    );
    renderApp('/stories/the-thirsty-crow?page=2');
    expect(await screen.findByRole('heading', { name: 'The Thirsty Crow' })).toBeInTheDocument();
    const preloads = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];
    expect(preloads.map((link) => [link.getAttribute('as'), link.href])).toContainEqual([
      'image',
      `${API}/illustrations/the-thirsty-crow/page-2.svg`,
    ]);
  });
});
