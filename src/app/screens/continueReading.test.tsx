import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { story, summary } from '../../testing/fixtures';
import { ADMIN, PARENT, renderApp } from '../../testing/renderWithProviders';
import { API, server } from '../../testing/server';

/** Collects the pages a signed-in reader's reader records. */
function recordedPages() {
  const pages: number[] = [];
  server.use(
    http.post(`${API}/progress`, async ({ request }) => {
      const body = (await request.json()) as { storyId: string; page_no: number };
      pages.push(body.page_no);
      return HttpResponse.json({
        storyId: body.storyId,
        lastPageRead: body.page_no,
        pagesRead: [body.page_no],
        finished: false,
        storyPoints: body.page_no,
        pointsEarned: 1,
      });
    }),
  );
  return pages;
}

const pageParam = (search: string) => new URLSearchParams(search).get('page');

describe('continue reading', () => {
  it('a card that says "Continue reading: page 2 of 3" opens the story at page 2', async () => {
    server.use(
      http.get(`${API}/KahaniJson/getkahanis/:uid`, () =>
        HttpResponse.json([summary({ lastPageRead: 2, finished: false })]),
      ),
    );
    const pages = recordedPages();
    const { router } = renderApp('/stories', { user: PARENT });
    const card = await screen.findByRole('article', { name: 'The Thirsty Crow' });
    expect(within(card).getByText('Continue reading: page 2 of 3')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('link'));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByTestId('page-text')).toHaveTextContent('Page 2 text.');
    expect(router.state.location.pathname).toBe('/stories/the-thirsty-crow');
    expect(pageParam(router.state.location.search)).toBe('2');
    expect(screen.getByRole('status')).toHaveTextContent('Continuing from page 2');
    await waitFor(() => expect(pages).toEqual([2]));
  });

  it('Start over goes to the first page, drops the page from the address and moves focus to Read to me', async () => {
    const pages = recordedPages();
    const { router } = renderApp('/stories/the-thirsty-crow?page=3', { user: PARENT });
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    const banner = screen.getByText(/Continuing from page 3/).closest('[role="status"]')!;
    await userEvent.click(
      within(banner as HTMLElement).getByRole('button', { name: 'Start over' }),
    );
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.queryByText(/Continuing from page/)).not.toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('button', { name: 'Read to me' })).toHaveFocus();
    await waitFor(() => expect(pages).toEqual([3, 1]));
  });

  it('the banner goes once a page is turned; the address follows every page', async () => {
    const { router } = renderApp('/stories/the-thirsty-crow?page=2');
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByText(/Continuing from page 2/)).toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.queryByText(/Continuing from page/)).not.toBeInTheDocument();
    await waitFor(() => expect(pageParam(router.state.location.search)).toBe('3'));
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('a story opened from its first page says nothing about continuing', async () => {
    renderApp('/stories/the-thirsty-crow');
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.queryByText(/Continuing from page/)).not.toBeInTheDocument();
  });

  it.each([
    ['?page=99', 'Page 3 of 3', '3'],
    ['?page=0', 'Page 1 of 3', null],
    ['?page=two', 'Page 1 of 3', null],
  ])('an address with %s opens %s and is corrected', async (search, shown, param) => {
    const { router } = renderApp(`/stories/the-thirsty-crow${search}`);
    expect(await screen.findByText(shown)).toBeInTheDocument();
    await waitFor(() => expect(pageParam(router.state.location.search)).toBe(param));
  });

  it('opened by id, the story keeps its page on the way to its readable address', async () => {
    const id = '0b7f3a52-5a8e-4c55-9d1c-2b8f0f3d9a10';
    server.use(http.get(`${API}/StoryJson/:id`, () => HttpResponse.json(story({ _id: id }))));
    const { router } = renderApp(`/stories/${id}?page=2`);
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/stories/the-thirsty-crow?page=2',
      ),
    );
  });

  it('a story left from an earlier visit is not shown or recorded: the page opens where its address says', async () => {
    const pages = recordedPages();
    // The reader was on the last page of this story before going back to the list.
    renderApp('/stories/the-thirsty-crow?page=2', {
      user: PARENT,
      preloadedState: {
        story: {
          story: story(),
          status: 'succeeded',
          error: null,
          notFound: false,
          requestId: 'earlier',
        },
        storyPage: { currentPage: 2, pageCount: 3, startPage: 0 },
      },
    });
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    await waitFor(() => expect(pages).toEqual([2]));
  });

  it("back on the list, the reader's card says the page just read, even when saving it was slow", async () => {
    // As the server does: the list tells the last page saved. Saving takes a while, and the
    // list asked for on the way back also holds a new story, to tell its answer has arrived.
    let savedPage = 1;
    let lists = 0;
    server.use(
      http.post(`${API}/progress`, async ({ request }) => {
        const { page_no } = (await request.json()) as { page_no: number };
        await delay(300);
        savedPage = page_no;
        return HttpResponse.json({});
      }),
      http.get(`${API}/KahaniJson/getkahanis/:uid`, () => {
        lists += 1;
        const crow = summary({ lastPageRead: savedPage, finished: false });
        const jackal = summary({
          _id: 'story-2',
          slug: 'the-blue-jackal',
          title: 'The Blue Jackal',
        });
        return HttpResponse.json(lists === 1 ? [crow] : [crow, jackal]);
      }),
    );
    renderApp('/stories/the-thirsty-crow', { user: PARENT });
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    await waitFor(() => expect(lists).toBe(1));
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('link', { name: 'Stories' })[0]!);
    await screen.findByRole('article', { name: 'The Blue Jackal' });
    const card = screen.getByRole('article', { name: 'The Thirsty Crow' });
    expect(within(card).getByText('Continue reading: page 3 of 3')).toBeInTheDocument();
    expect(within(card).getByRole('link')).toHaveAttribute(
      'href',
      '/stories/the-thirsty-crow?page=3',
    );
  });
});

describe("the editor's preview", () => {
  // The editor and the reader are lazy screens: their first import takes seconds here.
  beforeAll(async () => {
    await Promise.all([
      import('../../features/storyModification/StoryModificationPage'),
      import('../../features/storyModification/StoryPreviewDialog'),
    ]);
  }, 120_000);

  it("starts at the first page, says nothing of carrying on and leaves the editor's address alone", async () => {
    server.use(http.get(`${API}/storiesModification/:id`, () => HttpResponse.json(story())));
    const { router } = renderApp('/storiesModification/story-1', {
      user: ADMIN,
      // A story was carried on from its third page before.
      preloadedState: { storyPage: { currentPage: 2, pageCount: 3, startPage: 2 } },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Preview' }, { timeout: 15000 }),
    );
    const preview = await screen.findByRole('dialog', { name: 'Preview' }, { timeout: 15000 });
    expect(
      await within(preview).findByText('Page 1 of 3', {}, { timeout: 15000 }),
    ).toBeInTheDocument();
    expect(within(preview).queryByText(/Continuing from page/)).not.toBeInTheDocument();
    await userEvent.click(within(preview).getByRole('button', { name: /Next/ }));
    expect(await within(preview).findByText('Page 2 of 3')).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/storiesModification/story-1',
    );
  }, 60_000);
});
