import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { emptyPage } from '../../../contract/stories';
import { story } from '../../testing/fixtures';
import { narrationAnswer } from '../../testing/handlers';
import { PARENT, renderApp } from '../../testing/renderWithProviders';
import { API, server } from '../../testing/server';

const open = async (path = '/stories/the-thirsty-crow', user = null as typeof PARENT | null) => {
  const utils = renderApp(path, { user });
  await screen.findByText('Page 1 of 3');
  return utils;
};

describe('story page', () => {
  it('shows a friendly message for an unknown story, with a way back', async () => {
    server.use(
      http.get(`${API}/KahaniJson/slug/:slug`, () =>
        HttpResponse.json({ statusCode: 404, message: 'Story not found' }, { status: 404 }),
      ),
    );
    renderApp('/stories/no-such-story');
    expect(await screen.findByText('We could not find that story')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the stories' })).toHaveAttribute(
      'href',
      '/stories',
    );
  });

  it("shows 'No story data returned from server.' with a retry", async () => {
    server.use(http.get(`${API}/KahaniJson/slug/:slug`, () => HttpResponse.json({})));
    renderApp('/stories/the-thirsty-crow');
    expect(await screen.findByText('No story data returned from server.')).toBeInTheDocument();
    server.use(http.get(`${API}/KahaniJson/slug/:slug`, () => HttpResponse.json(story())));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
  });

  it("shows 'Failed to fetch story' when the failure has no message of its own", async () => {
    server.use(
      http.get(`${API}/KahaniJson/slug/:slug`, () =>
        HttpResponse.json({ message: '' }, { status: 500 }),
      ),
    );
    renderApp('/stories/the-thirsty-crow');
    expect(await screen.findByText('Request failed with status code 500')).toBeInTheDocument();
  });
});

describe('reader', () => {
  it('turns pages with the buttons and the arrow keys, then shows the ending', async () => {
    await open();
    expect(screen.getByRole('img', { name: 'Picture 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Previous/ })).toBeDisabled();
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByTestId('page-text')).toHaveTextContent('Page 2 text.');
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    const end = await screen.findByRole('region', { name: 'The End' });
    await userEvent.click(within(end).getByRole('button', { name: 'Read again' }));
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
  });

  it('shows the chosen language, and English with a note where a translation is missing', async () => {
    server.use(
      http.get(`${API}/KahaniJson/slug/:slug`, () => {
        const base = story();
        const pages = [...base.pages];
        pages[1] = { ...pages[1]!, hindi: '' };
        return HttpResponse.json({ ...base, pages });
      }),
    );
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Reader settings' }));
    await userEvent.click(screen.getByLabelText('Language'));
    await userEvent.click(await screen.findByRole('option', { name: 'हिन्दी' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close settings' }));
    await waitFor(() => expect(screen.getByTestId('page-text')).toHaveTextContent('पृष्ठ 1'));
    expect(screen.getByTestId('page-text')).toHaveAttribute('lang', 'hi');
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(await screen.findByText(/not translated into हिन्दी yet/)).toBeInTheDocument();
    expect(screen.getByTestId('page-text')).toHaveTextContent('Page 2 text.');
  });

  it('changes text size in steps of 10 between 50% and 150%', async () => {
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Reader settings' }));
    const larger = screen.getByRole('button', { name: 'Larger text' });
    for (let i = 0; i < 6; i += 1)
      if (!larger.hasAttribute('disabled')) await userEvent.click(larger);
    expect(screen.getByTestId('text-size')).toHaveTextContent('150%');
    expect(larger).toBeDisabled();
    expect(screen.getByTestId('page-text')).toHaveStyle({ fontSize: '36px' });
    const smaller = screen.getByRole('button', { name: 'Smaller text' });
    for (let i = 0; i < 11; i += 1)
      if (!smaller.hasAttribute('disabled')) await userEvent.click(smaller);
    expect(screen.getByTestId('text-size')).toHaveTextContent('50%');
    expect(smaller).toBeDisabled();
  });

  it('switches the whole app to the dark theme', async () => {
    const { store } = await open();
    await userEvent.click(screen.getByRole('button', { name: 'Reader settings' }));
    await userEvent.click(screen.getByLabelText('Dark theme'));
    expect(store.getState().settings.themeMode).toBe('dark');
    await waitFor(() =>
      expect(getComputedStyle(document.body).backgroundColor).toBe('rgb(20, 32, 43)'),
    );
  });

  it('asks for narration only after a gesture, and posts the page text, story id, page and language', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${API}/fetchAudioAndAlignment`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(narrationAnswer('Page 1 text.'));
      }),
    );
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() });
    const { store } = await open();
    expect(bodies).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Read to me' }));
    await waitFor(() => expect(store.getState().narration.status).toBe('succeeded'));
    expect(bodies[0]).toEqual({
      text: 'Page 1 text.',
      storyId: 'story-1',
      page_no: 1,
      language: 'english',
      regenerateAudio: false,
    });
    // The next page is fetched ahead.
    await waitFor(() => expect(bodies).toContainEqual(expect.objectContaining({ page_no: 2 })));
    expect(store.getState().narration.isPlaying).toBe(true);
    expect(screen.getByRole('button', { name: 'Pause reading' })).toBeInTheDocument();
  });

  it('shows the narration error when reading aloud fails', async () => {
    server.use(
      http.post(`${API}/fetchAudioAndAlignment`, () =>
        HttpResponse.json({ message: 'Too many requests' }, { status: 429 }),
      ),
    );
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Read to me' }));
    expect(
      await screen.findByText(/cannot be read aloud right now: Too many requests/),
    ).toBeInTheDocument();
  });

  it('records a signed-in reader’s pages and the finish', async () => {
    const progress: unknown[] = [];
    server.use(
      http.post(`${API}/progress`, async ({ request }) => {
        progress.push(await request.json());
        return HttpResponse.json({});
      }),
    );
    await open('/stories/the-thirsty-crow', PARENT);
    await waitFor(() => expect(progress).toContainEqual({ storyId: 'story-1', page_no: 1 }));
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    await screen.findByRole('region', { name: 'The End' });
    await waitFor(() =>
      expect(progress).toContainEqual({ storyId: 'story-1', page_no: 3, finished: true }),
    );
  });

  it('fixture pages stay complete', () => expect(emptyPage(1).page_no).toBe(1));
});
