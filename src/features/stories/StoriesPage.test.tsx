import { act, screen, waitFor, within } from '@testing-library/react';
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

  it('asks for the pictures of the first three cards, and only those, as the list arrives', async () => {
    const stories = ['a', 'b', 'c', 'd'].map((name) =>
      summary({ _id: name, slug: name, coverImage: `/illustrations/${name}/page-1.svg` }),
    );
    server.use(http.get(`${API}/KahaniJson/kahanis`, () => HttpResponse.json(stories)));
    renderApp('/stories');
    await screen.findAllByRole('article');
    const pictures = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')]
      .filter((link) => link.getAttribute('as') === 'image')
      .map((link) => link.href)
      .filter((href) => /\/illustrations\/[a-d]\//.test(href));
    expect(pictures).toEqual(
      ['a', 'b', 'c'].map((name) => `${API}/illustrations/${name}/page-1.svg`),
    );
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

const crow = summary({ translated_titles: { hindi: 'प्यासा कौआ' } });
const jackal = summary({
  _id: 'story-2',
  slug: 'the-blue-jackal',
  title: 'The Blue Jackal',
  author: 'Panchatantra',
  summary: 'A jackal falls into a vat of indigo dye.',
  pageCount: 8,
  languages: ['english'],
});
const monkeyKing = summary({
  _id: 'story-3',
  slug: 'the-kind-monkey-king',
  title: 'The Kind Monkey King',
  author: 'Jataka tales',
  summary: 'A king who gives his own back as a bridge.',
  pageCount: 12,
  languages: ['english', 'tamil'],
});
const cardTitles = () =>
  screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'));
const searchBox = () => screen.getByRole('searchbox', { name: 'Search stories' });
/** The search box and filters load in their own file, after the list. */
const filterBarLoaded = () => screen.findByRole('search');

describe('searching and filtering the list', () => {
  const showThree = () =>
    server.use(
      http.get(`${API}/KahaniJson/kahanis`, () => HttpResponse.json([crow, jackal, monkeyKing])),
    );

  it('searches titles, translated titles, authors and summaries in any case, in the address', async () => {
    showThree();
    const { router } = renderApp('/stories');
    await screen.findByRole('article', { name: 'The Kind Monkey King' });
    await filterBarLoaded();
    await userEvent.type(searchBox(), 'JACKAL');
    await waitFor(() => expect(cardTitles()).toEqual(['The Blue Jackal']));
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('JACKAL');
    for (const [words, title] of [
      ['jataka', 'The Kind Monkey King'],
      ['indigo dye', 'The Blue Jackal'],
      ['कौआ', 'The Thirsty Crow'],
      ['king bridge', 'The Kind Monkey King'],
    ]) {
      await userEvent.clear(searchBox());
      await userEvent.type(searchBox(), words!);
      await waitFor(() => expect(cardTitles()).toEqual([title]));
    }
  });

  it('opens with the filters of its address, and the controls change them', async () => {
    showThree();
    const { router } = renderApp('/stories?lang=tamil&length=long');
    await waitFor(() => expect(cardTitles()).toEqual(['The Kind Monkey King']));
    await filterBarLoaded();
    const language = screen.getByRole('combobox', { name: 'Language' });
    const length = screen.getByRole('combobox', { name: 'Length' });
    expect(language).toHaveValue('tamil');
    expect(length).toHaveValue('long');
    expect(
      within(length)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Any length',
      'Short (1 to 6 pages)',
      'Medium (7 to 10 pages)',
      'Long (11 pages or more)',
    ]);
    await userEvent.selectOptions(language, 'All languages');
    await userEvent.selectOptions(length, 'Medium (7 to 10 pages)');
    await waitFor(() => expect(cardTitles()).toEqual(['The Blue Jackal']));
    expect(router.state.location.search).toBe('?length=medium');
    await userEvent.selectOptions(length, 'Short (1 to 6 pages)');
    await waitFor(() => expect(cardTitles()).toEqual(['The Thirsty Crow']));
  });

  it('ignores filter values it does not know', async () => {
    showThree();
    renderApp('/stories?lang=klingon&length=huge');
    await waitFor(() => expect(cardTitles()).toHaveLength(3));
    await filterBarLoaded();
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('');
  });

  it('goes back and forward through searches and filters, the search box too', async () => {
    showThree();
    const { router } = renderApp('/stories');
    await screen.findByRole('article', { name: 'The Kind Monkey King' });
    await filterBarLoaded();
    await userEvent.type(searchBox(), 'the');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'tamil');
    await waitFor(() => expect(cardTitles()).toEqual(['The Kind Monkey King']));

    act(() => void router.navigate(-1));
    await waitFor(() => expect(cardTitles()).toHaveLength(3));
    expect(searchBox()).toHaveValue('the');
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('');
    // Typing on replaced the search's entry: one step back is the list before the search.
    act(() => void router.navigate(-1));
    await waitFor(() => expect(searchBox()).toHaveValue(''));
    expect(router.state.location.search).toBe('');
    act(() => void router.navigate(2));
    await waitFor(() => expect(cardTitles()).toEqual(['The Kind Monkey King']));
    expect(searchBox()).toHaveValue('the');
  });

  it('says so when nothing matches, and Clear filters shows every story again', async () => {
    showThree();
    const { router } = renderApp('/stories?q=dragon&length=short');
    expect(await screen.findByText('No stories match')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    await filterBarLoaded();
    expect(searchBox()).toHaveValue('dragon');
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(cardTitles()).toHaveLength(3));
    expect(router.state.location.search).toBe('');
    expect(searchBox()).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Length' })).toHaveValue('');
    expect(screen.queryByText('No stories match')).not.toBeInTheDocument();
  });
});

describe('the Continue row', () => {
  const personalList = (stories: ReturnType<typeof summary>[]) =>
    server.use(http.get(`${API}/KahaniJson/getkahanis/:uid`, () => HttpResponse.json(stories)));

  it("puts a signed-in reader's unfinished stories first, the latest read leading, each opening where they stopped", async () => {
    personalList([
      { ...crow, lastPageRead: 2, finished: false, lastReadAt: '2026-01-01T10:00:00.000Z' },
      { ...jackal, lastPageRead: 5, finished: false, lastReadAt: '2026-01-03T10:00:00.000Z' },
      { ...monkeyKing, lastPageRead: 12, finished: true, lastReadAt: '2026-01-04T10:00:00.000Z' },
      summary({ _id: 'story-4', slug: 'the-clever-rabbit', title: 'The Clever Rabbit' }),
    ]);
    renderApp('/stories', { user: PARENT });
    const row = await screen.findByRole('region', { name: 'Continue reading' });
    const continuing = within(row).getAllByRole('article');
    expect(continuing.map((card) => card.getAttribute('aria-label'))).toEqual([
      'The Blue Jackal',
      'The Thirsty Crow',
    ]);
    expect(within(continuing[0]!).getByText('Continue reading: page 5 of 8')).toBeInTheDocument();
    expect(within(continuing[0]!).getByRole('link')).toHaveAttribute(
      'href',
      '/stories/the-blue-jackal?page=5',
    );
    expect(within(continuing[1]!).getByRole('heading', { level: 3 })).toHaveTextContent(
      'The Thirsty Crow',
    );
    const rest = screen.getByRole('region', { name: 'All stories' });
    // The first three cards come with the list; the rest follow in a transition.
    await waitFor(() =>
      expect(
        within(rest)
          .getAllByRole('article')
          .map((card) => card.getAttribute('aria-label')),
      ).toEqual(['The Kind Monkey King', 'The Clever Rabbit']),
    );
    expect(within(rest).getByRole('link', { name: /The Kind Monkey King/ })).toHaveAttribute(
      'href',
      '/stories/the-kind-monkey-king',
    );
  });

  it('follows the search: only matching unfinished stories stay in it', async () => {
    personalList([
      { ...crow, lastPageRead: 2, finished: false },
      { ...jackal, lastPageRead: 5, finished: false },
    ]);
    renderApp('/stories?q=crow', { user: PARENT });
    const row = await screen.findByRole('region', { name: 'Continue reading' });
    expect(within(row).getAllByRole('article')).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'All stories' })).not.toBeInTheDocument();
  });

  it('is not there when nothing is in progress, nor for a visitor', async () => {
    personalList([{ ...crow, lastPageRead: 3, finished: true }, jackal]);
    const { unmount } = renderApp('/stories', { user: PARENT });
    await screen.findByRole('article', { name: 'The Blue Jackal' });
    expect(screen.queryByRole('region', { name: 'Continue reading' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'The Blue Jackal', level: 2 })).toBeInTheDocument();
    unmount();

    renderApp('/stories');
    await screen.findByRole('article', { name: 'The Thirsty Crow' });
    expect(screen.queryByRole('region', { name: 'Continue reading' })).not.toBeInTheDocument();
  });
});
