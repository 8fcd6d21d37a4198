import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../contract/languageNames';
import type { Story } from '../../../contract/stories';
import { story } from '../../testing/fixtures';
import { narrationAnswer } from '../../testing/handlers';
import { renderApp } from '../../testing/renderWithProviders';
import { API, server } from '../../testing/server';
import { setLanguage, toggleSelfReading, unlockAudio } from './settingsSlice';

/** Page texts of our own, in Urdu (digits and a Latin name inside) and Bengali. */
const URDU = ['علی نے Ravi کو 3 آم دیے۔', 'پھر دونوں نے کھیلا۔', 'شام ہو گئی۔'];
const BENGALI = ['মিনু একটা পাখি দেখল।', 'পাখিটা গান গাইল।', 'মিনু হাসল।'];

/** The fixture story with Urdu and Bengali pages and titles beside its English and Hindi. */
function storyInManyLanguages(overrides: Partial<Story> = {}): Story {
  const base = story();
  return story({
    translated_titles: { ur: 'علی کے آم', bn: 'মিনুর পাখি' },
    pages: base.pages.map((page, index) => ({
      ...page,
      texts: { ur: URDU[index]!, bn: BENGALI[index]! },
    })),
    ...overrides,
  });
}

function serveStory(found: Story) {
  server.use(http.get(`${API}/KahaniJson/slug/:slug`, () => HttpResponse.json(found)));
}

/** Answers narration requests as the server does, and records them. */
function narrationRequests() {
  const bodies: { text: string; language: string }[] = [];
  server.use(
    http.post(`${API}/fetchAudioAndAlignment`, async ({ request }) => {
      const body = (await request.json()) as { text: string; language: string };
      bodies.push(body);
      return HttpResponse.json(narrationAnswer(body.text, body.language));
    }),
  );
  return bodies;
}

const open = async () => {
  const utils = renderApp('/stories/the-thirsty-crow');
  await screen.findByText('Page 1 of 3');
  return utils;
};

/** Picks a story language from the reader's settings, by the name a reader sees. */
async function chooseLanguage(name: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Reader settings' }));
  await screen.findByRole('dialog', { name: 'Reader settings' });
  await userEvent.click(screen.getByRole('combobox', { name: 'Story language' }));
  await userEvent.click(await screen.findByRole('option', { name }));
  await userEvent.click(screen.getByRole('button', { name: 'Close settings' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

const controls = () => within(screen.getByRole('group', { name: 'Page controls' }));
const nextButton = () => controls().getByRole('button', { name: /Next/ });
const previousButton = () => controls().getByRole('button', { name: /Previous/ });
/** The arrow a button shows (MUI names its icons). */
const arrowOf = (button: HTMLElement) =>
  button.querySelector('[data-testid$="Icon"]')?.getAttribute('data-testid');
/** The bar's column a control's cell is placed in: 1 is the left end, 3 the right. */
const columnOf = (button: HTMLElement) => getComputedStyle(button.parentElement!).gridColumn;

describe('story language menu', () => {
  it('lists the languages the story has by their own names, the eight first, each marked with its language and direction', async () => {
    serveStory(storyInManyLanguages());
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Reader settings' }));
    await screen.findByRole('dialog', { name: 'Reader settings' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Story language' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'English',
      'हिन्दी',
      'বাংলা',
      'اردو',
    ]);
    expect(within(options[3]!).getByText('اردو')).toHaveAttribute('lang', 'ur');
    expect(within(options[3]!).getByText('اردو')).toHaveAttribute('dir', 'rtl');
    expect(within(options[2]!).getByText('বাংলা')).toHaveAttribute('lang', 'bn');
    expect(within(options[2]!).getByText('বাংলা')).toHaveAttribute('dir', 'ltr');
  });

  it('shows a Bengali story’s pages and title once বাংলা is chosen', async () => {
    serveStory(storyInManyLanguages());
    await open();
    await chooseLanguage('বাংলা');
    const text = screen.getByTestId('page-text');
    await waitFor(() => expect(text).toHaveTextContent(BENGALI[0]!));
    expect(text).toHaveAttribute('lang', 'bn');
    expect(text).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('মিনুর পাখি');
    expect(screen.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'bn');
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    await screen.findByText('Page 2 of 3');
    expect(screen.getByTestId('page-text')).toHaveTextContent(BENGALI[1]!);
  });

  it('keeps the reader’s language chosen in a story without it, and shows the story’s own language with a note', async () => {
    // A book that was never in English: an Urdu one.
    const base = storyInManyLanguages();
    serveStory({
      ...base,
      pages: base.pages.map((page, index) => ({
        ...page,
        parent_narration_text: '',
        hindi: '',
        texts: { ur: URDU[index]! },
      })),
    });
    await open();
    const text = screen.getByTestId('page-text');
    expect(text).toHaveTextContent(URDU[0]!);
    expect(text).toHaveAttribute('dir', 'rtl');
    expect(
      screen.getByText('This page is not translated into English yet, so it is shown in اردو.'),
    ).toBeInTheDocument();
  });
});

describe('a right-to-left story', () => {
  it('lays an Urdu page out right to left: its text, its title, the page controls and the arrow keys', async () => {
    serveStory(storyInManyLanguages());
    await open();
    // Left to right: Next at the right, pointing right; the right arrow key goes on.
    expect(arrowOf(nextButton())).toBe('ArrowForwardIcon');
    expect(columnOf(nextButton())).toBe('3');

    await chooseLanguage('اردو');
    const text = screen.getByTestId('page-text');
    expect(text).toHaveAttribute('dir', 'rtl');
    expect(text).toHaveAttribute('lang', 'ur');
    // Digits and a Latin name stay inside the Urdu text as written.
    expect(text).toHaveTextContent(URDU[0]!);
    const title = screen.getByRole('heading', { level: 1 });
    expect(title).toHaveTextContent('علی کے آم');
    expect(title).toHaveAttribute('lang', 'ur');
    expect(title).toHaveAttribute('dir', 'rtl');

    // Next sits at the left end of the bar and points left; Previous at the right.
    expect(arrowOf(nextButton())).toBe('ArrowBackIcon');
    expect(arrowOf(previousButton())).toBe('ArrowForwardIcon');
    expect(columnOf(nextButton())).toBe('1');
    expect(columnOf(previousButton())).toBe('3');
    // The interface keeps its own direction: only the story's parts turn.
    expect(screen.getByRole('group', { name: 'Page controls' })).not.toHaveAttribute('dir');

    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByTestId('page-text')).toHaveTextContent(URDU[1]!);
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    await userEvent.click(nextButton());
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('self-reading Urdu: the left arrow goes to the next word, and the word played is the one lit', async () => {
    serveStory(storyInManyLanguages());
    const user = userEvent.setup();
    const { store } = await open();
    await chooseLanguage('اردو');
    act(() => {
      store.dispatch(unlockAudio());
      store.dispatch(toggleSelfReading());
    });
    const words = await screen.findByRole('group', { name: /Words of this page/ });
    const first = within(words).getByRole('button', { name: 'علی' });
    first.focus();
    await user.keyboard('{ArrowLeft}');
    const second = within(words).getByRole('button', { name: 'نے' });
    expect(second).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(first).toHaveFocus();
    await user.click(within(words).getByRole('button', { name: 'Ravi' }));
    expect(within(words).getByRole('button', { name: 'Ravi' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  });
});

describe('a language no voice speaks', () => {
  const SENTENCE = 'Narration is not available in বাংলা yet. You can read the words yourself.';
  const sentence = () => screen.findByText(/Narration is not available in/);

  it('is shown as text, with a sentence saying so and no Read to me, and asks for no narration', async () => {
    serveStory(storyInManyLanguages());
    server.use(
      http.get(`${API}/narration/languages`, () => HttpResponse.json({ languages: LANGUAGES })),
    );
    const requests = narrationRequests();
    const { store } = await open();
    await chooseLanguage('বাংলা');
    expect(await sentence()).toHaveTextContent(SENTENCE);
    expect(within(await sentence()).getByText('বাংলা')).toHaveAttribute('lang', 'bn');
    expect(screen.queryByRole('button', { name: 'Read to me' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Speed' })).not.toBeInTheDocument();
    expect(screen.getByTestId('page-text')).toHaveTextContent(BENGALI[0]!);

    // Sound allowed and self-reading on: the page still reads as text, and nothing is asked.
    act(() => {
      store.dispatch(unlockAudio());
      store.dispatch(toggleSelfReading());
    });
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    await screen.findByText('Page 2 of 3');
    expect(screen.getByTestId('page-text')).toHaveTextContent(BENGALI[1]!);
    expect(await sentence()).toHaveTextContent(SENTENCE);
    expect(requests.filter((body) => body.language === 'bn')).toEqual([]);

    // Back in a language a voice speaks, Read to me is there again.
    await chooseLanguage('हिन्दी');
    act(() => {
      store.dispatch(toggleSelfReading());
    });
    expect(await screen.findByRole('button', { name: 'Read to me' })).toBeInTheDocument();
    expect(screen.queryByText(/Narration is not available/)).not.toBeInTheDocument();
  });

  it('when the list cannot be had, tries narration, and the server’s refusal says the same sentence instead of an error', async () => {
    serveStory(storyInManyLanguages());
    server.use(
      http.get(`${API}/narration/languages`, () =>
        HttpResponse.json({ message: 'Service unavailable' }, { status: 503 }),
      ),
      http.post(`${API}/fetchAudioAndAlignment`, async ({ request }) => {
        const { text, language } = (await request.json()) as { text: string; language: string };
        if (language !== 'bn') return HttpResponse.json(narrationAnswer(text, language));
        return HttpResponse.json(
          {
            statusCode: 400,
            error: 'Bad Request',
            message: 'Narration is not available in Bangla (bn).',
          },
          { status: 400 },
        );
      }),
    );
    const user = userEvent.setup();
    const { store } = await open();
    // Chosen without a gesture: sound stays locked until Read to me is pressed.
    act(() => {
      store.dispatch(setLanguage('bn'));
    });
    const play = await screen.findByRole('button', { name: 'Read to me' });
    play.focus();
    await user.keyboard('{Enter}');
    expect(await sentence()).toHaveTextContent(SENTENCE);
    expect(screen.queryByText(/cannot be read aloud/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Read to me' })).not.toBeInTheDocument();
    expect(store.getState().narration.isPlaying).toBe(false);
    // Keyboard focus moves on to Next rather than off the page, once Read to me has gone.
    await waitFor(() => expect(nextButton()).toHaveFocus());
  });
});
