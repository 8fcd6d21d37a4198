import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyPage } from '../../../contract/stories';
import { story } from '../../testing/fixtures';
import { narrationAnswer } from '../../testing/handlers';
import { PARENT, renderApp } from '../../testing/renderWithProviders';
import { API, server } from '../../testing/server';
import { setHighlightedIndex } from './narrationSlice';
import { toggleSelfReading, unlockAudio } from './settingsSlice';

const open = async (path = '/stories/the-thirsty-crow', user = null as typeof PARENT | null) => {
  const utils = renderApp(path, { user });
  await screen.findByText('Page 1 of 3');
  return utils;
};

/** The settings panel is a chunk of its own: it opens once that chunk has loaded. */
const openSettings = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Reader settings' }));
  return screen.findByRole('dialog', { name: 'Reader settings' });
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
    await openSettings();
    await userEvent.click(screen.getByLabelText('Story language'));
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
    await openSettings();
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
    await openSettings();
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
      expect(progress).toContainEqual(
        expect.objectContaining({ storyId: 'story-1', page_no: 3, finished: true }),
      ),
    );
  });

  it('fixture pages stay complete', () => expect(emptyPage(1).page_no).toBe(1));
});

/** Text that assistive technology reads: everything but what is hidden from it. */
function accessibleText(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (!(node instanceof HTMLElement)) return '';
  if (node.getAttribute('aria-hidden') === 'true' || node.hidden) return '';
  return Array.from(node.childNodes).map(accessibleText).join('');
}

/** How often a screen reader would read `phrase` in the reader (the whole reader counts). */
const timesRead = (phrase: string) =>
  accessibleText(screen.getByRole('article')).split(phrase).length - 1;

/**
 * What assistive technology is given: roles, states and text of everything not hidden from it,
 * so a change to it (a moving state, a changing name) shows as a difference.
 */
function accessibleTree(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (!(node instanceof HTMLElement)) return '';
  if (node.getAttribute('aria-hidden') === 'true' || node.hidden) return '';
  const attributes = Array.from(node.attributes)
    .filter((attribute) => attribute.name === 'role' || attribute.name.startsWith('aria-'))
    .map((attribute) => `${attribute.name}=${attribute.value}`)
    .join(' ');
  const children = Array.from(node.childNodes).map(accessibleTree).join('');
  return `<${node.tagName.toLowerCase()}${attributes ? ` ${attributes}` : ''}>${children}</>`;
}

/** Presses Tab until `target` has focus (at most 40 times). */
async function tabTo(user: ReturnType<typeof userEvent.setup>, target: HTMLElement) {
  for (let i = 0; i < 40 && document.activeElement !== target; i += 1) await user.tab();
  expect(target).toHaveFocus();
}

/** Self-reading with narration loaded, so the words can be played. */
async function openSelfReading() {
  const utils = await open();
  act(() => {
    utils.store.dispatch(unlockAudio());
    utils.store.dispatch(toggleSelfReading());
  });
  await screen.findByRole('group', { name: /Words of this page/ });
  return utils;
}

describe('reader with the keyboard alone', () => {
  it('reaches Read to me with Tab, plays and pauses with Enter and Space, and turns pages', async () => {
    const user = userEvent.setup();
    const { store } = await open();
    const play = screen.getByRole('button', { name: 'Read to me' });
    await tabTo(user, play);
    await user.keyboard('{Enter}');
    expect(store.getState().narration.isPlaying).toBe(true);
    await user.keyboard(' ');
    expect(store.getState().narration.isPlaying).toBe(false);

    // Arrow keys turn pages while a button has focus.
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    const next = screen.getByRole('button', { name: /Next/ });
    await tabTo(user, next);
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();

    // In the speed list the arrows belong to the list.
    const speed = screen.getByRole('combobox', { name: 'Speed' });
    await tabTo(user, speed);
    await user.keyboard('{ArrowRight}{ArrowLeft}{ArrowLeft}');
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();

    // Previous greys out on the first page, and focus moves on to Next.
    const previous = screen.getByRole('button', { name: /Previous/ });
    await tabTo(user, previous);
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(previous).toBeDisabled();
    expect(screen.getByRole('button', { name: /Next/ })).toHaveFocus();
  });

  it('keeps keyboard focus through the ending and back to the start', async () => {
    const user = userEvent.setup();
    await open();
    await tabTo(user, screen.getByRole('button', { name: /Next/ }));
    await user.keyboard('{Enter}{Enter}');
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /The End/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    const end = await screen.findByRole('region', { name: 'The End' });
    expect(within(end).getByRole('button', { name: 'Read again' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Read to me' })).toHaveFocus();
  });

  it('opens the settings and uses them by keyboard, then returns focus', async () => {
    const user = userEvent.setup();
    const { store } = await open();
    const gear = screen.getByRole('button', { name: 'Reader settings' });
    await tabTo(user, gear);
    await user.keyboard('{Enter}');
    const panel = await screen.findByRole('dialog', { name: 'Reader settings' });

    await tabTo(user, within(panel).getByRole('combobox', { name: 'Story language' }));
    await user.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(store.getState().settings.language).toBe('hindi'));

    await tabTo(user, within(panel).getByRole('button', { name: 'Larger text' }));
    await user.keyboard('{Enter}');
    expect(store.getState().settings.textSize).toBe(110);
    await tabTo(user, within(panel).getByRole('switch', { name: 'Dark theme' }));
    await user.keyboard(' ');
    expect(store.getState().settings.themeMode).toBe('dark');
    await tabTo(user, within(panel).getByRole('switch', { name: /Self-reading/ }));
    await user.keyboard(' ');
    expect(store.getState().settings.selfReading).toBe(true);

    // The arrows do not turn pages behind the open panel.
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(gear).toHaveFocus();
  });

  it('self-reading: words are one tab stop, the arrows move between them, Enter and Space play one', async () => {
    const user = userEvent.setup();
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play');
    const { store } = await openSelfReading();
    const word = (name: string) => screen.getByRole('button', { name });
    expect(word('Page')).toHaveAttribute('tabindex', '0');
    expect(word('1')).toHaveAttribute('tabindex', '-1');
    expect(word('text.')).toHaveAttribute('tabindex', '-1');

    await tabTo(user, word('Page'));
    await user.keyboard('{ArrowRight}');
    expect(word('1')).toHaveFocus();
    expect(word('1')).toHaveAttribute('tabindex', '0');
    expect(word('Page')).toHaveAttribute('tabindex', '-1');
    // The arrows stay in the text: the page does not turn.
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    await user.keyboard('{End}');
    expect(word('text.')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(word('text.')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(word('Page')).toHaveFocus();
    await user.keyboard('{ArrowRight}');

    play.mockClear();
    await user.keyboard('{Enter}');
    expect(play).toHaveBeenCalledTimes(1);
    expect(store.getState().narration.highlightedIndex).toBe(1);
    expect(word('1')).toHaveAttribute('aria-current', 'true');
    await user.keyboard('{ArrowRight} ');
    expect(play).toHaveBeenCalledTimes(2);
    expect(store.getState().narration.highlightedIndex).toBe(2);

    // Tab leaves the text for the controls in one step (the reading coach's button first).
    await user.tab();
    expect(screen.getByRole('button', { name: 'I’ll read' })).toHaveFocus();
    play.mockRestore();
  });
});

describe('reader for screen readers', () => {
  it('exposes the page text once while a word is highlighted, with nothing announced', async () => {
    const { store } = await open();
    act(() => {
      store.dispatch(unlockAudio());
    });
    await waitFor(() => expect(store.getState().narration.status).toBe('succeeded'));
    const text = screen.getByTestId('page-text');
    const article = screen.getByRole('article');
    const unlit = accessibleTree(article);
    act(() => {
      store.dispatch(setHighlightedIndex(1));
    });
    // The highlight is on screen...
    expect(text.querySelector('[aria-current="true"]')).toHaveTextContent('1');
    // ...and the page's text is read once, as plain text.
    expect(timesRead('Page 1 text.')).toBe(1);
    expect(within(text).queryAllByRole('button')).toHaveLength(0);
    expect(text.closest('[aria-live]')).toBeNull();
    expect(text.querySelector('[aria-live]')).toBeNull();

    // The moving highlight changes nothing a screen reader is given.
    expect(accessibleTree(article)).toBe(unlit);
    act(() => {
      store.dispatch(setHighlightedIndex(2));
    });
    expect(text.querySelector('[aria-current="true"]')).toHaveTextContent('text.');
    expect(accessibleTree(article)).toBe(unlit);
    // What the page shows is the text once (copying it, or finding it, gives it once).
    expect(text.textContent).toBe('Page 1 text.');
  });

  it('self-reading: the words are the text, read once', async () => {
    await openSelfReading();
    const text = screen.getByTestId('page-text');
    expect(timesRead('Page 1 text.')).toBe(1);
    expect(accessibleText(text)).toBe('Page 1 text.');
    expect(
      within(text)
        .getAllByRole('button')
        .map((word) => word.textContent),
    ).toEqual(['Page', '1', 'text.']);
  });
});

describe('reader scrolling', () => {
  const scrollIntoView = vi.fn();
  const useMotionSetting = (reduce: boolean) => {
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
    Element.prototype.scrollIntoView = scrollIntoView;
  };
  afterEach(() => {
    scrollIntoView.mockReset();
    Reflect.deleteProperty(window, 'matchMedia');
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  });

  for (const [reduce, behavior] of [
    [true, 'auto'],
    [false, 'smooth'],
  ] as const) {
    it(`keeps the spoken word and a turned page in view, ${behavior} when less motion is ${reduce ? '' : 'not '}asked for`, async () => {
      useMotionSetting(reduce);
      const { store } = await open();
      act(() => {
        store.dispatch(unlockAudio());
      });
      await waitFor(() => expect(store.getState().narration.status).toBe('succeeded'));
      scrollIntoView.mockClear();
      act(() => {
        store.dispatch(setHighlightedIndex(2));
      });
      expect(scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ behavior }));
      expect(scrollIntoView.mock.contexts[0]).toHaveTextContent('text.');

      scrollIntoView.mockClear();
      fireEvent.keyDown(window, { key: 'ArrowRight' });
      await screen.findByText('Page 2 of 3');
      expect(scrollIntoView).toHaveBeenCalledWith({ block: 'start', behavior });
    });
  }
});
