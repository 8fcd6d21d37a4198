import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listKeptStories } from '../../lib/offline/keptStories';
import { summary } from '../../testing/fixtures';
import { narrationAnswer } from '../../testing/handlers';
import { forgetDevice, freshDevice } from '../../testing/offline';
import { makeTestStore, renderApp } from '../../testing/renderWithProviders';
import { API, server } from '../../testing/server';

beforeEach(() => {
  freshDevice();
});
afterEach(forgetDevice);

const kilobytes = (bytes: number) =>
  new Intl.NumberFormat('en', {
    style: 'unit',
    unit: 'kilobyte',
    maximumFractionDigits: 0,
  }).format(bytes / 1000);

const card = async (title: string) => screen.findByRole('article', { name: title });

/** Narration answers wait until `release` is called: keeping is seen half done. */
function heldNarration() {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.post(`${API}/fetchAudioAndAlignment`, async ({ request }) => {
      await released;
      const { text, language } = (await request.json()) as { text: string; language: string };
      return HttpResponse.json(narrationAnswer(text, language));
    }),
  );
  return () => release();
}

describe('keeping a story from its card', () => {
  it('shows how far it got, then the size kept, and the card says it is saved', async () => {
    const release = heldNarration();
    renderApp('/stories');
    const crow = await card('The Thirsty Crow');
    await userEvent.click(await within(crow).findByRole('button', { name: 'Keep for offline' }));

    const dialog = await screen.findByRole('dialog', {
      name: 'Keep “The Thirsty Crow” for offline',
    });
    // The story's languages by their own names, the one the child reads in checked.
    expect(within(dialog).getByRole('checkbox', { name: 'English' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'हिन्दी' })).not.toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep' }));

    // 3 pages narrated in English, 3 pictures, the voices and the quizzes.
    expect(await within(dialog).findByText('Keeping the story… 0 of 8')).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    release();

    expect(await within(dialog).findByText('Kept for offline')).toBeInTheDocument();
    const [kept] = await listKeptStories(null);
    expect(kept).toMatchObject({ storyId: 'story-1', languages: ['english'] });
    expect(
      within(dialog).getByText(`${kilobytes(kept!.bytes)} on this device`),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

    expect(
      await within(crow).findByRole('button', { name: 'Saved on this device' }),
    ).toBeInTheDocument();
    expect(within(crow).queryByRole('button', { name: 'Keep for offline' })).toBeNull();
  });

  it('keeps the languages the family picks', async () => {
    renderApp('/stories');
    const crow = await card('The Thirsty Crow');
    await userEvent.click(await within(crow).findByRole('button', { name: 'Keep for offline' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'English' }));
    expect(within(dialog).getByText('Choose at least one language.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Keep' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'हिन्दी' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep' }));
    await within(dialog).findByText('Kept for offline');
    expect((await listKeptStories(null))[0]?.languages).toEqual(['hindi']);
  });

  it('says when keeping failed, and keeps the story on Try again', async () => {
    server.use(
      http.get(`${API}/narration/languages`, () =>
        HttpResponse.json({ message: 'The voices are resting.' }, { status: 503 }),
      ),
    );
    renderApp('/stories');
    const crow = await card('The Thirsty Crow');
    await userEvent.click(await within(crow).findByRole('button', { name: 'Keep for offline' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The story could not be kept. The voices are resting.');
    // Nothing half kept.
    expect(await listKeptStories(null)).toEqual([]);

    server.use(
      http.get(`${API}/narration/languages`, () =>
        HttpResponse.json({ languages: ['english', 'hindi'] }),
      ),
    );
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText('Kept for offline')).toBeInTheDocument();
    expect(await listKeptStories(null)).toHaveLength(1);
  });

  it('removes a kept story from the device from its card', async () => {
    renderApp('/stories');
    const crow = await card('The Thirsty Crow');
    await userEvent.click(await within(crow).findByRole('button', { name: 'Keep for offline' }));
    let dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Close' }));

    await userEvent.click(
      await within(crow).findByRole('button', { name: 'Saved on this device' }),
    );
    dialog = await screen.findByRole('dialog', {
      name: '“The Thirsty Crow” is saved on this device',
    });
    expect(dialog).toHaveTextContent('narration in English');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove from this device' }));

    expect(
      await within(crow).findByRole('button', { name: 'Keep for offline' }),
    ).toBeInTheDocument();
    expect(await listKeptStories(null)).toEqual([]);
  });

  it("keeps a card's story on its own: the other cards stay as they were", async () => {
    server.use(
      http.get(`${API}/KahaniJson/kahanis`, () =>
        HttpResponse.json([summary(), summary({ _id: 'moon', slug: 'moon', title: 'The Moon' })]),
      ),
    );
    renderApp('/stories');
    const crow = await card('The Thirsty Crow');
    await userEvent.click(await within(crow).findByRole('button', { name: 'Keep for offline' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Close' }));
    await within(crow).findByRole('button', { name: 'Saved on this device' });
    expect(
      within(await card('The Moon')).getByRole('button', { name: 'Keep for offline' }),
    ).toBeInTheDocument();
  });
});

describe('keeping a story from the reader', () => {
  it("offers the reader's language first, beside the settings gear", async () => {
    const { settings } = makeTestStore().store.getState();
    renderApp('/stories/the-thirsty-crow', {
      preloadedState: { settings: { ...settings, language: 'hindi' } },
    });
    const keep = await screen.findByRole('button', { name: 'Keep for offline' });
    // While the device's list is read, the button waits.
    await waitFor(() => expect(keep).toBeEnabled());
    await userEvent.click(keep);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('checkbox', { name: 'हिन्दी' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'English' })).not.toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Close' }));

    expect(await screen.findByRole('button', { name: 'Saved on this device' })).toBeEnabled();
    await waitFor(async () =>
      expect((await listKeptStories(null))[0]?.languages).toEqual(['hindi']),
    );
  });
});
