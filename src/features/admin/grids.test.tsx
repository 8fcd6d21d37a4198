import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { TRANSLATION_LANGUAGES } from '../../../contract/languages';
import type { AdminStoryRow, Story } from '../../../contract/stories';
import { loadCatalogue } from '../../i18n/catalogues';
import { interfaceLanguageChosen } from '../../i18n/interfaceLanguage';
import { story, summary } from '../../testing/fixtures';
import { ADMIN, renderApp } from '../../testing/renderWithProviders';
import { API, server } from '../../testing/server';

// The data grid renders slowly on a busy 2-core machine.
vi.setConfig({ testTimeout: 60_000 });
const GRID_READY = { timeout: 30_000 };

// Lazy screens (the data grid among them) and the catalogue's later part load once, before
// the tests' clocks start.
beforeAll(async () => {
  await Promise.all([
    loadCatalogue('english'),
    import('./StoryModificationGridPage'),
    import('./PendingStoriesGridPage'),
  ]);
}, 120_000);

const row = (overrides: Partial<AdminStoryRow> = {}): AdminStoryRow => ({
  ...summary(),
  createdBy: null,
  requestedBy: null,
  rejectionReason: null,
  version: 1,
  ...overrides,
});
const MOON = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';
const moonRabbit = row({
  _id: MOON,
  slug: 'moon-rabbit',
  title: 'Moon Rabbit',
  status: 'pending',
  createdBy: 'parent-1',
  requestedBy: 'Meera Rao',
});

/**
 * The stories as the API keeps them: a review changes the story's status, so the lists that
 * are asked for after it no longer hold it as pending. Every list asked for is noted.
 */
function storiesOnServer(...rows: AdminStoryRow[]) {
  const stories = new Map(rows.map((item) => [item._id, item]));
  const lists: string[] = [];
  server.use(
    http.get(`${API}/storiesModification`, ({ request }) => {
      const status = new URL(request.url).searchParams.get('status');
      lists.push(status ?? 'all');
      return HttpResponse.json(
        [...stories.values()].filter((item) => status === null || item.status === status),
      );
    }),
  );
  return {
    lists,
    /** The API's answer to a review or an edit, kept for the lists that follow. */
    answer(saved: Story) {
      const kept = stories.get(saved._id);
      if (kept) stories.set(saved._id, { ...kept, status: saved.status, title: saved.title });
      return HttpResponse.json(saved);
    },
  };
}

describe('Modification grid', () => {
  it('lists every story with its status, pages, requester and an edit link', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${API}/storiesModification`, ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json([moonRabbit, row()]);
      }),
    );
    renderApp('/StoryModificationGrid', { user: ADMIN });
    expect(await screen.findByRole('link', { name: 'Moon Rabbit' }, GRID_READY)).toHaveAttribute(
      'href',
      `/stories/${MOON}`,
    );
    const grid = screen.getByRole('grid');
    expect(within(grid).getByText('Pending')).toBeInTheDocument();
    expect(within(grid).getByText('Published')).toBeInTheDocument();
    expect(within(grid).getByText('Meera Rao')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Moon Rabbit' })).toHaveAttribute(
      'href',
      `/storiesModification/${MOON}`,
    );
    expect(asked).toEqual(['']);
  });

  it('shows the failure with a retry', async () => {
    server.use(
      http.get(`${API}/storiesModification`, () =>
        HttpResponse.json({ message: 'Only administrators can do this.' }, { status: 403 }),
      ),
    );
    renderApp('/StoryModificationGrid', { user: ADMIN });
    expect(await screen.findByText('Only administrators can do this.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

/** Moon Rabbit with a picture, text and every translation on each page. */
const completeStory = (): Story => {
  const base = story({ _id: MOON, title: 'Moon Rabbit', status: 'pending' });
  return {
    ...base,
    pages: base.pages.map((page) => ({
      ...page,
      ...Object.fromEntries(TRANSLATION_LANGUAGES.map((language) => [language, `${language}.`])),
    })),
  };
};
/** The editor's copy of Moon Rabbit, as the approval check reads it. */
const moonForEditing = (answer: () => Story | Response) =>
  http.get(`${API}/storiesModification/:id`, ({ params }) => {
    expect(params.id).toBe(MOON);
    const body = answer();
    return body instanceof Response ? body : HttpResponse.json(body);
  });

describe('Modification grid after the editor', () => {
  it('asks for the stories afresh once a story was saved in the editor', async () => {
    const stories = storiesOnServer(moonRabbit);
    const saved: string[] = [];
    server.use(
      moonForEditing(() => story({ _id: MOON, slug: 'moon-rabbit', title: 'Moon Rabbit' })),
      http.put(`${API}/storiesModification/:id`, async ({ request }) => {
        const body = (await request.json()) as Story;
        saved.push(body.title);
        return stories.answer({ ...body, status: 'pending' });
      }),
    );
    const { router } = renderApp('/StoryModificationGrid', { user: ADMIN });
    await screen.findByRole('link', { name: 'Moon Rabbit' }, GRID_READY);

    act(() => void router.navigate(`/storiesModification/${MOON}`));
    const title = await screen.findByRole('textbox', { name: /^Title/ }, GRID_READY);
    await userEvent.clear(title);
    await userEvent.type(title, 'चाँद का खरगोश');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved. Readers see the new version now.')).toBeInTheDocument();
    expect(saved).toEqual(['चाँद का खरगोश']);

    act(() => void router.navigate('/StoryModificationGrid'));
    expect(
      await screen.findByRole('link', { name: 'चाँद का खरगोश' }, GRID_READY),
    ).toBeInTheDocument();
    expect(stories.lists).toEqual(['all', 'all']);
  });
});

describe('Pending grid', () => {
  it('approves a complete story at once and removes it from the list', async () => {
    const reviews: unknown[] = [];
    const stories = storiesOnServer(moonRabbit);
    server.use(
      http.post(`${API}/storiesModification/:id/review`, async ({ request, params }) => {
        reviews.push({ id: params.id, body: await request.json() });
        return stories.answer(story({ _id: MOON, title: 'Moon Rabbit', status: 'published' }));
      }),
      moonForEditing(completeStory),
    );
    renderApp('/PendingStoriesGrid', { user: ADMIN });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Approve Moon Rabbit' }, GRID_READY),
    );
    expect(await screen.findByText(/“Moon Rabbit” is published/)).toBeInTheDocument();
    expect(reviews).toEqual([{ id: MOON, body: { decision: 'approve' } }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('No stories are waiting for review.')).toBeInTheDocument();
    expect(stories.lists[0]).toBe('pending');
  });

  it('lists the gaps before publishing an incomplete story; Cancel keeps it, Publish anyway publishes', async () => {
    const reviews: unknown[] = [];
    const stories = storiesOnServer(moonRabbit);
    server.use(
      http.post(`${API}/storiesModification/:id/review`, async ({ request }) => {
        reviews.push(await request.json());
        return stories.answer(story({ _id: MOON, title: 'Moon Rabbit', status: 'published' }));
      }),
      // Sent as JSON text, as the editor's GET may answer.
      moonForEditing(() => {
        const complete = completeStory();
        const pages = complete.pages.map((page, index) =>
          index === 1 ? { ...page, image_path: '', tamil: '', hindi: '' } : page,
        );
        return JSON.stringify({ ...complete, pages }) as unknown as Story;
      }),
    );
    renderApp('/PendingStoriesGrid', { user: ADMIN });
    const approve = await screen.findByRole('button', { name: 'Approve Moon Rabbit' }, GRID_READY);
    await userEvent.click(approve);
    const dialog = await screen.findByRole('dialog', { name: 'Publish with gaps?' }, GRID_READY);
    expect(within(dialog).getByText('“Moon Rabbit” is not complete yet:')).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['No picture on page 2.', 'हिन्दी and தமிழ் missing on page 2.']);
    expect(within(dialog).getByRole('link', { name: 'editor' })).toHaveAttribute(
      'href',
      `/storiesModification/${MOON}`,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(reviews).toEqual([]);
    expect(screen.getByRole('button', { name: 'Approve Moon Rabbit' })).toBeEnabled();

    await userEvent.click(screen.getByRole('button', { name: 'Approve Moon Rabbit' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Publish with gaps?' })).getByRole(
        'button',
        { name: 'Publish anyway' },
      ),
    );
    expect(await screen.findByText(/“Moon Rabbit” is published/)).toBeInTheDocument();
    expect(reviews).toEqual([{ decision: 'approve' }]);
  });

  it('warns of the gaps in Hindi, naming the languages in their own scripts', async () => {
    const reviews: unknown[] = [];
    const stories = storiesOnServer(moonRabbit);
    server.use(
      http.post(`${API}/storiesModification/:id/review`, async ({ request }) => {
        reviews.push(await request.json());
        return stories.answer(story({ _id: MOON, title: 'Moon Rabbit', status: 'published' }));
      }),
      moonForEditing(() => {
        const complete = completeStory();
        const pages = complete.pages.map((page, index) =>
          index === 1 ? { ...page, image_path: '', tamil: '', hindi: '' } : page,
        );
        return { ...complete, pages };
      }),
    );
    const { store } = renderApp('/PendingStoriesGrid', { user: ADMIN });
    await screen.findByRole('button', { name: 'Approve Moon Rabbit' });
    await loadCatalogue('hindi');
    act(() => {
      store.dispatch(interfaceLanguageChosen('hindi'));
    });
    expect(await screen.findByRole('heading', { name: 'मंज़ूरी बाकी' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Moon Rabbit स्वीकृत करें' }));
    const dialog = await screen.findByRole('dialog', { name: 'कमियों के साथ प्रकाशित करें?' });
    expect(within(dialog).getByText('“Moon Rabbit” अभी पूरी नहीं है:')).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['पृष्ठ 2 पर कोई चित्र नहीं।', 'पृष्ठ 2 पर हिन्दी और தமிழ் नहीं है।']);
    expect(within(dialog).getByRole('link', { name: 'संपादक' })).toHaveAttribute(
      'href',
      `/storiesModification/${MOON}`,
    );
    expect(within(dialog).getByRole('button', { name: 'रद्द करें' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'फिर भी प्रकाशित करें' }));
    expect(
      await screen.findByText('“Moon Rabbit” प्रकाशित हो गई। इसके लेखक के इनबॉक्स में एक संदेश है।'),
    ).toBeInTheDocument();
    expect(reviews).toEqual([{ decision: 'approve' }]);
  });

  it('still lets a story be published when it cannot be checked', async () => {
    const reviews: unknown[] = [];
    const stories = storiesOnServer(moonRabbit);
    server.use(
      http.post(`${API}/storiesModification/:id/review`, async ({ request }) => {
        reviews.push(await request.json());
        return stories.answer(story({ _id: MOON, title: 'Moon Rabbit', status: 'published' }));
      }),
      moonForEditing(() =>
        HttpResponse.json({ message: 'The database is busy.' }, { status: 503 }),
      ),
    );
    renderApp('/PendingStoriesGrid', { user: ADMIN });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Approve Moon Rabbit' }, GRID_READY),
    );
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Publish without checking?' },
      GRID_READY,
    );
    expect(dialog).toHaveTextContent(
      'We could not check “Moon Rabbit” for missing pictures and translations: The database is busy.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish anyway' }));
    expect(await screen.findByText(/“Moon Rabbit” is published/)).toBeInTheDocument();
    expect(reviews).toEqual([{ decision: 'approve' }]);
  });

  it('rejects only with a reason', async () => {
    const reviews: unknown[] = [];
    const stories = storiesOnServer(moonRabbit);
    server.use(
      http.post(`${API}/storiesModification/:id/review`, async ({ request }) => {
        reviews.push(await request.json());
        return stories.answer(
          story({
            _id: MOON,
            title: 'Moon Rabbit',
            status: 'rejected',
            rejectionReason: 'Too short.',
          }),
        );
      }),
    );
    renderApp('/PendingStoriesGrid', { user: ADMIN });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Reject Moon Rabbit' }, GRID_READY),
    );
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Reject story' });
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText(/^Reason/), 'Too short.');
    await userEvent.click(confirm);
    expect(await screen.findByText(/was not approved/)).toBeInTheDocument();
    expect(reviews).toEqual([{ decision: 'reject', reason: 'Too short.' }]);
  });

  it('counts the reason and keeps the dialog open with a refusal on the reason', async () => {
    const reviews: unknown[] = [];
    storiesOnServer(moonRabbit);
    server.use(
      http.post(`${API}/storiesModification/:id/review`, async ({ request }) => {
        reviews.push(await request.json());
        return HttpResponse.json(
          {
            statusCode: 400,
            error: 'Bad Request',
            message: 'body.reason: The reason must be at most 1000 characters.',
          },
          { status: 400 },
        );
      }),
    );
    renderApp('/PendingStoriesGrid', { user: ADMIN });
    await userEvent.click(await screen.findByRole('button', { name: 'Reject Moon Rabbit' }));
    const dialog = await screen.findByRole('dialog');
    const reason = within(dialog).getByLabelText(/^Reason/);
    expect(within(dialog).getByText('0 / 1,000')).toBeInTheDocument();
    await userEvent.click(reason);
    await userEvent.paste('x'.repeat(1001));
    expect(within(dialog).getByText('1,001 / 1,000')).toBeInTheDocument();
    expect(reason).toHaveValue('x'.repeat(1001));
    const confirm = within(dialog).getByRole('button', { name: 'Reject story' });
    expect(confirm).toBeDisabled();
    await userEvent.type(reason, '{Backspace}{Backspace}');
    await userEvent.click(confirm);
    await waitFor(() =>
      expect(reason).toHaveAccessibleDescription(
        expect.stringContaining('The reason can be at most 1,000 characters.'),
      ),
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByText(/body\.reason/)).not.toBeInTheDocument();
    expect(reviews).toHaveLength(1);
  });

  it('asks both grids afresh after a review: the pending list at once, the other when shown again', async () => {
    const crow = row({ _id: 'crow', slug: 'thirsty-crow', title: 'The Thirsty Crow' });
    const stories = storiesOnServer(moonRabbit, crow);
    server.use(
      http.post(`${API}/storiesModification/:id/review`, () =>
        stories.answer(story({ _id: MOON, title: 'Moon Rabbit', status: 'published' })),
      ),
      moonForEditing(completeStory),
    );
    const { router } = renderApp('/StoryModificationGrid', { user: ADMIN });
    await screen.findByRole('link', { name: 'Moon Rabbit' }, GRID_READY);
    expect(within(screen.getByRole('grid')).getByText('Pending')).toBeInTheDocument();

    act(() => void router.navigate('/PendingStoriesGrid'));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Approve Moon Rabbit' }, GRID_READY),
    );
    expect(await screen.findByText(/“Moon Rabbit” is published/)).toBeInTheDocument();
    await waitFor(() => expect(stories.lists).toEqual(['all', 'pending', 'pending']));

    // Shown again well within the cache's 30 s: the review made its list stale.
    act(() => void router.navigate('/StoryModificationGrid'));
    await screen.findByRole('link', { name: 'Moon Rabbit' }, GRID_READY);
    await waitFor(() => expect(stories.lists).toEqual(['all', 'pending', 'pending', 'all']));
    const grid = screen.getByRole('grid');
    expect(within(grid).queryByText('Pending')).not.toBeInTheDocument();
    expect(within(grid).getAllByText('Published')).toHaveLength(2);
  });

  it('says so when nothing is waiting', async () => {
    server.use(http.get(`${API}/storiesModification`, () => HttpResponse.json([])));
    renderApp('/PendingStoriesGrid', { user: ADMIN });
    await waitFor(() =>
      expect(screen.getByText('No stories are waiting for review.')).toBeInTheDocument(),
    );
  });
});
