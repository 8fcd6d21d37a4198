import { act, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { NO_CREDITS } from '../../../contract/credits';
import type { Language } from '../../../contract/languageNames';
import type { Story } from '../../../contract/stories';
import { story } from '../../testing/fixtures';
import { PARENT, renderApp } from '../../testing/renderWithProviders';
import { API, server } from '../../testing/server';
import { setLanguage } from './settingsSlice';

// Whole screens on a busy 2-core machine: the reader and its ending load lazily.
vi.setConfig({ testTimeout: 60_000 });

/** Reads the story to its last page and turns it: the credits are at the end. */
async function creditsOf(book: Story, language?: Language) {
  server.use(http.get(`${API}/KahaniJson/slug/:slug`, () => HttpResponse.json(book)));
  const { store } = renderApp('/stories/the-thirsty-crow?page=3', { user: PARENT });
  await screen.findByText('Page 3 of 3', {}, { timeout: 20_000 });
  if (language) act(() => void store.dispatch(setLanguage(language)));
  fireEvent.keyDown(window, { key: 'ArrowRight' });
  const end = await screen.findByRole('region', { name: 'The End' });
  return within(end).findByRole('region', { name: 'About this book' });
}

const fable = story({
  title: 'The Rain Drum',
  author: 'Kahani',
  translated_titles: { hindi: 'बारिश का ढोल' },
  licence: { id: 'CC-BY-NC-SA-4.0', words: 'CC-BY-NC-SA' },
  credits: {
    authors: ['Nila Das', 'Omar Khan'],
    illustrators: ['Ravi Menon'],
    translators: { hindi: ['Meera Iyer'], tamil: ['Kavya S'] },
    originalTitle: 'Drum of the Rain',
    publisher: 'Open Picture Books <b>Press</b>',
    sourceUrl: 'https://books.example.org/rain-drum',
  },
});

describe('the credits at the end of a book', () => {
  it('names its makers, links its source and licence, and says its terms in plain words', async () => {
    const credits = await creditsOf(fable);
    expect(within(credits).getByText('Written by Nila Das and Omar Khan')).toBeInTheDocument();
    expect(within(credits).getByText('Illustrated by Ravi Menon')).toBeInTheDocument();
    // Read in English: no translator of English is named, nor those of other languages.
    expect(within(credits).queryByText(/Translated by/)).not.toBeInTheDocument();
    expect(within(credits).getByText('Original title: Drum of the Rain')).toBeInTheDocument();

    // The publisher's name is text, never markup, and links to the source in a new tab.
    const source = within(credits).getAllByRole('link', {
      name: /Open Picture Books <b>Press<\/b>/,
    });
    expect(source[0]).toHaveAttribute('href', 'https://books.example.org/rain-drum');
    expect(source[0]).toHaveAttribute('target', '_blank');
    expect(source[0]).toHaveAttribute('rel', 'noopener noreferrer');
    expect(credits.querySelector('b')).toBeNull();

    const licence = within(credits).getByRole('link', {
      name: /^Creative Commons Attribution-NonCommercial-ShareAlike 4\.0 ?\(opens in a new tab\)$/,
    });
    expect(licence).toHaveAttribute('href', 'https://creativecommons.org/licenses/by-nc-sa/4.0/');
    expect(
      within(credits).getByText('You may share it, but not sell it or use it to make money.'),
    ).toBeInTheDocument();
    expect(
      within(credits).getByText('If you change it and share it, use the same licence.'),
    ).toBeInTheDocument();

    // The attribution sentence, in the form Creative Commons recommends.
    expect(
      within(credits).getByText('Sharing this book? Credit it like this:'),
    ).toBeInTheDocument();
    expect(
      within(credits).getByText((_, element) =>
        Boolean(
          element?.tagName === 'P' &&
          element.textContent ===
            '“The Rain Drum” by Nila Das and Omar Khan, illustrated by Ravi Menon, is licensed ' +
              'under CC BY-NC-SA 4.0 (opens in a new tab). Original title: “Drum of the Rain”. ' +
              'Source: Open Picture Books <b>Press</b> (opens in a new tab).',
        ),
      ),
    ).toBeInTheDocument();
  });

  it('names the translators of the language being read, with the title in that language', async () => {
    const credits = await creditsOf(fable, 'hindi');
    expect(within(credits).getByRole('heading', { name: 'About this book' })).toBeInTheDocument();
    for (const title of within(credits).getAllByText('बारिश का ढोल')) {
      expect(title).toHaveAttribute('lang', 'hi');
    }
    expect(within(credits).getByText('Translated by Meera Iyer')).toBeInTheDocument();
    expect(within(credits).queryByText(/Kavya S/)).not.toBeInTheDocument();
  });

  it('shows just the licence for a story without credits, and the author line as its author', async () => {
    const credits = await creditsOf(
      story({
        author: '',
        credits: NO_CREDITS,
        licence: { id: 'LicenseRef-All-Rights-Reserved', words: '' },
      }),
    );
    expect(within(credits).getByText('Licence: All rights reserved')).toBeInTheDocument();
    expect(
      within(credits).getByText('The people who made this book keep all the rights to it.'),
    ).toBeInTheDocument();
    expect(within(credits).queryByText(/Written by|Illustrated by|Source:/)).toBeNull();
    expect(within(credits).queryByRole('link')).toBeNull();
    // Sharing is not theirs to give: no attribution sentence invites it.
    expect(within(credits).queryByText(/Credit it like this/)).toBeNull();
  });

  it('names the author line when the credits list no authors', async () => {
    const credits = await creditsOf(
      story({ author: 'Panchatantra', credits: NO_CREDITS, licence: { id: 'CC0-1.0', words: '' } }),
    );
    expect(within(credits).getByText('Written by Panchatantra')).toBeInTheDocument();
    expect(within(credits).getByText('Anyone may use it freely.')).toBeInTheDocument();
    expect(
      within(credits).getByText(/is dedicated to the public domain under/),
    ).toBeInTheDocument();
  });
});
