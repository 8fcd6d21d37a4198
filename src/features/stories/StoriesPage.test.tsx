import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogueHandlers } from '../../testing/catalogueHandlers';
import { summary } from '../../testing/fixtures';
import { speak } from '../../testing/interfaceLanguage';
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
const boatman = summary({
  _id: 'story-4',
  slug: 'the-boatman',
  title: 'The Boatman',
  author: 'Told in Bengal',
  summary: 'A boatman carries everyone across the river.',
  pageCount: 5,
  languages: ['bn'],
  translated_titles: { bn: 'মাঝি' },
});
const kite = summary({
  _id: 'story-5',
  slug: 'the-kite',
  title: 'The Kite',
  author: 'Told in Lahore',
  summary: 'A kite that would not come down.',
  pageCount: 4,
  languages: ['ur', 'english'],
  translated_titles: { ur: 'پتنگ' },
});

/** Many stories, for paging: `Story 1` to `Story n`. */
const numbered = (count: number, from = 1) =>
  Array.from({ length: count }, (_, index) => {
    const n = from + index;
    return summary({ _id: `n-${n}`, slug: `story-${n}`, title: `Story ${n}`, coverImage: '' });
  });

/** Serves the catalogue (paged, searched and filtered as the server does) over these stories. */
function serve(stories: ReturnType<typeof summary>[], continueReading?: typeof stories) {
  const catalogue = catalogueHandlers(stories, continueReading ? { continueReading } : {});
  server.use(...catalogue.handlers);
  return catalogue.requests;
}

const cardTitles = () =>
  screen.queryAllByRole('article').map((card) => card.getAttribute('aria-label'));
const searchBox = () => screen.getByRole('searchbox', { name: 'Search stories' });
const languageBox = () => screen.getByRole('combobox', { name: 'Language' });
const lengthList = () => screen.getByRole('combobox', { name: 'Length' });
/** The search box and filters load in their own file, after the list. */
const filterBarLoaded = () => screen.findByRole('search');
/** What the page tells screen readers about the answer. */
const announced = () =>
  screen
    .getAllByRole('status')
    .map((status) => status.textContent)
    .join('');
const listCalls = (requests: URLSearchParams[]) =>
  requests.map((params) => Object.fromEntries(params));

/** An IntersectionObserver the test drives: `scrollNearEnd` says the list's end is in reach. */
class FakeObserver {
  static watching = new Set<FakeObserver>();
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe() {
    FakeObserver.watching.add(this);
  }
  unobserve() {}
  disconnect() {
    FakeObserver.watching.delete(this);
  }
  takeRecords() {
    return [];
  }
}
const scrollNearEnd = async () => {
  // The end of the list comes in its own file, just after the first cards.
  await waitFor(() => expect(FakeObserver.watching.size).toBeGreaterThan(0));
  act(() => {
    for (const observer of [...FakeObserver.watching]) {
      observer['callback'](
        [{ isIntersecting: true } as IntersectionObserverEntry],
        observer as unknown as IntersectionObserver,
      );
    }
  });
};

describe('the list as a catalogue: pages', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeObserver.watching.clear();
  });

  it('asks for the first page of 24, and the next pages as the child scrolls near the end', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const requests = serve(numbered(60));
    renderApp('/stories');
    await waitFor(() => expect(cardTitles()).toHaveLength(24));
    expect(listCalls(requests)).toEqual([{ limit: '24' }]);
    expect(announced()).toContain('60 stories found');

    await scrollNearEnd();
    await waitFor(() => expect(cardTitles()).toHaveLength(48));
    expect(cardTitles().slice(22, 26)).toEqual(['Story 23', 'Story 24', 'Story 25', 'Story 26']);
    await scrollNearEnd();
    await waitFor(() => expect(cardTitles()).toHaveLength(60));
    expect(listCalls(requests)).toEqual([
      { limit: '24' },
      { limit: '24', cursor: 'at24' },
      { limit: '24', cursor: 'at48' },
    ]);
    // The whole list is shown: nothing more to ask for.
    expect(screen.queryByRole('button', { name: 'Show more stories' })).not.toBeInTheDocument();
    expect(FakeObserver.watching.size).toBe(0);
    expect(requests).toHaveLength(3);
  });

  it('shows more with the button where there is no observer, each story once, focus on the first new card', async () => {
    const first = numbered(24);
    server.use(
      http.get(`${API}/KahaniJson/kahanis`, ({ request }) => {
        const cursor = new URL(request.url).searchParams.get('cursor');
        // A story published meanwhile moved one card down: the next page repeats the last.
        return cursor === 'page-2'
          ? HttpResponse.json({
              stories: [first[23]!, ...numbered(3, 25)],
              nextCursor: null,
              total: 28,
            })
          : HttpResponse.json({ stories: first, nextCursor: 'page-2', total: 28 });
      }),
    );
    renderApp('/stories');
    await userEvent.click(await screen.findByRole('button', { name: 'Show more stories' }));
    await waitFor(() => expect(cardTitles()).toHaveLength(27));
    expect(cardTitles().slice(22)).toEqual([
      'Story 23',
      'Story 24',
      'Story 25',
      'Story 26',
      'Story 27',
    ]);
    await waitFor(() =>
      expect(screen.getByRole('article', { name: 'Story 25' }).querySelector('a')).toHaveFocus(),
    );
    expect(screen.queryByRole('button', { name: 'Show more stories' })).not.toBeInTheDocument();
  });

  it('says so under the cards when a later page fails, keeps the cards, and retries', async () => {
    let failures = 1;
    const requests = serve(numbered(30));
    server.use(
      http.get(`${API}/KahaniJson/kahanis`, ({ request }) => {
        if (!new URL(request.url).searchParams.has('cursor') || failures === 0) return undefined;
        failures -= 1;
        return HttpResponse.json({ message: 'Stories are resting, back soon' }, { status: 503 });
      }),
    );
    renderApp('/stories');
    await userEvent.click(await screen.findByRole('button', { name: 'Show more stories' }));
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Stories are resting, back soon');
    expect(cardTitles()).toHaveLength(24);
    // The error comes after the last card.
    const lastCard = screen.getByRole('article', { name: 'Story 24' });
    expect(
      lastCard.compareDocumentPosition(failure) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more stories' })).not.toBeInTheDocument();

    await userEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(cardTitles()).toHaveLength(30));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(listCalls(requests).at(-1)).toEqual({ limit: '24', cursor: 'at24' });
  });
});

describe('searching and filtering the list', () => {
  const showAll = () => serve([crow, jackal, monkeyKing, boatman, kite]);

  it('sends the search to the server once typing pauses, shows its answer and announces the count', async () => {
    const requests = showAll();
    const { router } = renderApp('/stories');
    await screen.findByRole('article', { name: 'The Kind Monkey King' });
    await filterBarLoaded();
    // Typed without a pause (however busy the machine), as a quick typist does.
    await userEvent.type(searchBox(), 'JACKAL', { delay: null });
    await waitFor(() => expect(cardTitles()).toEqual(['The Blue Jackal']));
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('JACKAL');
    // One call for the words typed, not one a letter.
    expect(listCalls(requests)).toEqual([{ limit: '24' }, { limit: '24', q: 'JACKAL' }]);
    expect(announced()).toContain('1 story found');
    for (const [words, title] of [
      ['jataka', 'The Kind Monkey King'],
      ['indigo dye', 'The Blue Jackal'],
      ['कौआ', 'The Thirsty Crow'],
      ['মাঝি', 'The Boatman'],
      ['پتنگ', 'The Kite'],
    ]) {
      await userEvent.clear(searchBox());
      await userEvent.type(searchBox(), words!);
      await waitFor(() => expect(cardTitles()).toEqual([title]));
    }
    expect(requests.at(-1)?.get('q')).toBe('پتنگ');
  });

  it('drops the answer of an older search that arrives after a newer one', async () => {
    showAll();
    server.use(
      http.get(`${API}/KahaniJson/kahanis`, async ({ request }) => {
        if (new URL(request.url).searchParams.get('q') !== 'crow') return undefined;
        await delay(800);
        return HttpResponse.json({ stories: [crow], nextCursor: null, total: 1 });
      }),
    );
    const { router } = renderApp('/stories');
    await screen.findByRole('article', { name: 'The Kind Monkey King' });
    act(() => void router.navigate('/stories?q=crow'));
    act(() => void router.navigate('/stories?q=jackal'));
    await waitFor(() => expect(cardTitles()).toEqual(['The Blue Jackal']));
    // The slow answer for "crow" comes and goes unseen.
    await act(() => delay(1000));
    expect(cardTitles()).toEqual(['The Blue Jackal']);
  });

  it('lists the catalogue’s languages by their own names, the eight first, and filters by one typed in English', async () => {
    const requests = showAll();
    const { router } = renderApp('/stories');
    await screen.findByRole('article', { name: 'The Boatman' });
    await filterBarLoaded();
    expect(languageBox()).toHaveValue('All languages');
    await userEvent.click(languageBox());
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.querySelector('[lang]')?.textContent ?? '')).toEqual([
      '',
      'English',
      'हिन्दी',
      'தமிழ்',
      'বাংলা',
      'اردو',
    ]);
    expect(options[4]!.querySelector('[lang]')).toHaveAttribute('lang', 'bn');
    expect(options[5]!.querySelector('[lang]')).toHaveAttribute('lang', 'ur');
    expect(options[1]).toHaveTextContent('4 stories');
    expect(options[4]).toHaveTextContent('1 story');

    // Typed over the chosen name, as a focused box selects it.
    await userEvent.clear(languageBox());
    await userEvent.type(languageBox(), 'bangla');
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(1);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(cardTitles()).toEqual(['The Boatman']));
    expect(router.state.location.search).toBe('?lang=bn');
    expect(requests.at(-1)?.get('language')).toBe('bn');
    expect(languageBox()).toHaveValue('বাংলা');
    expect(languageBox()).toHaveAttribute('lang', 'bn');

    await userEvent.click(languageBox());
    await userEvent.click(screen.getByRole('option', { name: 'All languages' }));
    await waitFor(() => expect(cardTitles()).toHaveLength(5));
    expect(router.state.location.search).toBe('');
  });

  it('finds a language by its name in the interface’s language', async () => {
    const requests = showAll();
    const { store } = renderApp('/stories');
    await screen.findByRole('article', { name: 'The Kite' });
    await filterBarLoaded();
    await speak(store, 'hindi');
    const box = await screen.findByRole('combobox', { name: 'भाषा' });
    await userEvent.clear(box);
    await userEvent.type(box, 'उर्दू');
    const listbox = screen.getByRole('listbox');
    expect(within(listbox).getAllByRole('option')).toHaveLength(1);
    await userEvent.click(within(listbox).getByRole('option', { name: /اردو/ }));
    await waitFor(() => expect(cardTitles()).toEqual(['The Kite']));
    expect(requests.at(-1)?.get('language')).toBe('ur');
  });

  it('offers the eight, and says so with a retry, when the languages do not load', async () => {
    showAll();
    let failures = 1;
    server.use(
      http.get(`${API}/KahaniJson/languages`, () => {
        if (failures === 0) return undefined;
        failures -= 1;
        return HttpResponse.json(null);
      }),
    );
    renderApp('/stories?lang=ur');
    await screen.findByRole('article', { name: 'The Kite' });
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('The list of languages did not load.');
    // The language of the address is still the one chosen, and the eight are offered.
    expect(languageBox()).toHaveValue('اردو');
    await userEvent.click(languageBox());
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'All languages',
      'English',
      'हिन्दी',
      'Español',
      'తెలుగు',
      'தமிழ்',
      'ਪੰਜਾਬੀ',
      'ગુજરાતી',
      'मराठी',
      'اردو',
    ]);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    await userEvent.click(languageBox());
    expect(await screen.findByRole('option', { name: /বাংলা/ })).toBeInTheDocument();
  });

  it('opens with the filters of its address, and the controls change them', async () => {
    const requests = showAll();
    const { router } = renderApp('/stories?lang=tamil&length=long');
    await waitFor(() => expect(cardTitles()).toEqual(['The Kind Monkey King']));
    expect(listCalls(requests)[0]).toEqual({ limit: '24', language: 'tamil', length: 'long' });
    await filterBarLoaded();
    expect(languageBox()).toHaveValue('தமிழ்');
    expect(lengthList()).toHaveValue('long');
    expect(
      within(lengthList())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Any length',
      'Short (1 to 6 pages)',
      'Medium (7 to 10 pages)',
      'Long (11 pages or more)',
    ]);
    await userEvent.click(languageBox());
    await userEvent.click(screen.getByRole('option', { name: 'All languages' }));
    await userEvent.selectOptions(lengthList(), 'Medium (7 to 10 pages)');
    await waitFor(() => expect(cardTitles()).toEqual(['The Blue Jackal']));
    expect(router.state.location.search).toBe('?length=medium');
    await userEvent.selectOptions(lengthList(), 'Short (1 to 6 pages)');
    await waitFor(() =>
      expect(cardTitles()).toEqual(['The Thirsty Crow', 'The Boatman', 'The Kite']),
    );
  });

  it('ignores filter values it does not know, and names a language by its tag', async () => {
    const requests = showAll();
    renderApp('/stories?lang=klingon&length=huge');
    await waitFor(() => expect(cardTitles()).toHaveLength(5));
    expect(listCalls(requests)[0]).toEqual({ limit: '24' });
    await filterBarLoaded();
    expect(languageBox()).toHaveValue('All languages');
  });

  it('goes back and forward through searches and filters, the search box too', async () => {
    showAll();
    const { router } = renderApp('/stories');
    await screen.findByRole('article', { name: 'The Kind Monkey King' });
    await filterBarLoaded();
    await userEvent.type(searchBox(), 'the');
    await waitFor(() => expect(router.state.location.search).toBe('?q=the'));
    await userEvent.click(languageBox());
    await userEvent.click(screen.getByRole('option', { name: /தமிழ்/ }));
    await waitFor(() => expect(cardTitles()).toEqual(['The Kind Monkey King']));

    act(() => void router.navigate(-1));
    await waitFor(() => expect(cardTitles()).toHaveLength(5));
    expect(searchBox()).toHaveValue('the');
    expect(languageBox()).toHaveValue('All languages');
    // Typing on replaced the search's entry: one step back is the list before the search.
    act(() => void router.navigate(-1));
    await waitFor(() => expect(searchBox()).toHaveValue(''));
    expect(router.state.location.search).toBe('');
    act(() => void router.navigate(2));
    await waitFor(() => expect(cardTitles()).toEqual(['The Kind Monkey King']));
    expect(searchBox()).toHaveValue('the');
    expect(languageBox()).toHaveValue('தமிழ்');
  });

  it('says so when nothing matches, and Clear filters shows every story again', async () => {
    showAll();
    const { router } = renderApp('/stories?q=dragon&length=short');
    expect(await screen.findByRole('heading', { name: 'No stories match' })).toBeInTheDocument();
    expect(announced()).toContain('No stories match');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    await filterBarLoaded();
    expect(searchBox()).toHaveValue('dragon');
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(cardTitles()).toHaveLength(5));
    expect(router.state.location.search).toBe('');
    expect(searchBox()).toHaveValue('');
    expect(lengthList()).toHaveValue('');
    expect(screen.queryByRole('heading', { name: 'No stories match' })).not.toBeInTheDocument();
    expect(announced()).toContain('5 stories found');
  });

  it('still searches on a server that answers the whole list', async () => {
    server.use(
      http.get(`${API}/KahaniJson/kahanis`, () =>
        HttpResponse.json([crow, jackal, monkeyKing, boatman, kite]),
      ),
    );
    renderApp('/stories?q=indigo');
    await waitFor(() => expect(cardTitles()).toEqual(['The Blue Jackal']));
    expect(screen.queryByRole('button', { name: 'Show more stories' })).not.toBeInTheDocument();
  });
});

describe('the Continue row', () => {
  const inProgress = (story: ReturnType<typeof summary>, page: number, at: string) => ({
    ...story,
    lastPageRead: page,
    finished: false,
    lastReadAt: at,
  });

  it('comes first from the server’s row, which the pages below do not repeat', async () => {
    const reading = [
      inProgress(jackal, 5, '2026-01-03T10:00:00.000Z'),
      inProgress(crow, 2, '2026-01-01T10:00:00.000Z'),
    ];
    const requests = serve([reading[1]!, reading[0]!, monkeyKing, boatman], reading);
    renderApp('/stories', { user: PARENT });
    const row = await screen.findByRole('region', { name: 'Continue reading' });
    const continuing = within(row).getAllByRole('article');
    expect(continuing.map((card) => card.getAttribute('aria-label'))).toEqual([
      'The Blue Jackal',
      'The Thirsty Crow',
    ]);
    expect(within(continuing[0]!).getByRole('link')).toHaveAttribute(
      'href',
      '/stories/the-blue-jackal?page=5',
    );
    const rest = screen.getByRole('region', { name: 'All stories' });
    await waitFor(() =>
      expect(
        within(rest)
          .getAllByRole('article')
          .map((card) => card.getAttribute('aria-label')),
      ).toEqual(['The Kind Monkey King', 'The Boatman']),
    );
    expect(listCalls(requests)).toEqual([{ limit: '24' }]);
  });

  const personalList = (stories: ReturnType<typeof summary>[]) =>
    server.use(http.get(`${API}/KahaniJson/getkahanis/:uid`, () => HttpResponse.json(stories)));

  it("from a whole list, puts a signed-in reader's unfinished stories first, the latest read leading", async () => {
    personalList([
      inProgress(crow, 2, '2026-01-01T10:00:00.000Z'),
      inProgress(jackal, 5, '2026-01-03T10:00:00.000Z'),
      { ...monkeyKing, lastPageRead: 12, finished: true, lastReadAt: '2026-01-04T10:00:00.000Z' },
      summary({ _id: 'story-9', slug: 'the-clever-rabbit', title: 'The Clever Rabbit' }),
    ]);
    renderApp('/stories', { user: PARENT });
    const row = await screen.findByRole('region', { name: 'Continue reading' });
    const continuing = within(row).getAllByRole('article');
    expect(continuing.map((card) => card.getAttribute('aria-label'))).toEqual([
      'The Blue Jackal',
      'The Thirsty Crow',
    ]);
    expect(within(continuing[0]!).getByText('Continue reading: page 5 of 8')).toBeInTheDocument();
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
  });

  it('follows the search: only matching unfinished stories stay in it', async () => {
    serve([inProgress(crow, 2, '2026-01-01T10:00:00.000Z'), inProgress(jackal, 5, '')], [jackal]);
    renderApp('/stories?q=crow', { user: PARENT });
    const row = await screen.findByRole('region', { name: 'Continue reading' });
    expect(
      within(row)
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(['The Thirsty Crow']);
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
