import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { summary } from '../../testing/fixtures';
import { speak } from '../../testing/interfaceLanguage';
import { PARENT, renderApp } from '../../testing/renderWithProviders';
import { API, server } from '../../testing/server';

const crow = summary({ translated_titles: { hindi: 'प्यासा कौआ' }, pageCount: 3 });
const jackal = summary({
  _id: 'story-2',
  slug: 'the-blue-jackal',
  title: 'The Blue Jackal',
  pageCount: 1,
  lastPageRead: 1,
  finished: false,
});

/** A screen's first appearance waits for its lazily loaded code, slow on a busy machine. */
const FIRST_LOAD = { timeout: 20_000 };

// The story screen is loaded lazily: its code is fetched once, before the tests count time.
beforeAll(async () => {
  await import('./StoryPage');
});

describe('the story list in another interface language', () => {
  it('shows headings, cards, filters and buttons in Hindi, with the Hindi titles', async () => {
    server.use(
      http.get(`${API}/KahaniJson/getkahanis/:uid`, () => HttpResponse.json([crow, jackal])),
    );
    const { store } = renderApp('/stories', { user: PARENT });
    expect(
      await screen.findByRole('article', { name: 'The Thirsty Crow' }, FIRST_LOAD),
    ).toBeInTheDocument();

    await speak(store, 'hindi');

    expect(await screen.findByRole('heading', { level: 1, name: 'कहानियाँ' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'पढ़ना जारी रखें' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'सभी कहानियाँ' })).toBeInTheDocument();
    // A translated title is shown, and names the card; an untranslated one stays English.
    const card = screen.getByRole('article', { name: 'प्यासा कौआ' });
    expect(within(card).getByRole('heading', { name: 'प्यासा कौआ' })).toHaveAttribute('lang', 'hi');
    expect(within(card).getByText('Retold from Aesop · 3 पृष्ठ')).toBeInTheDocument();
    expect(within(card).getByRole('list', { name: 'भाषाएँ' })).toBeInTheDocument();
    const jackalCard = screen.getByRole('article', { name: 'The Blue Jackal' });
    expect(within(jackalCard).getByText('पढ़ना जारी रखें: 1 में से पृष्ठ 1')).toBeInTheDocument();

    // The filters come with their own code, after the first cards.
    expect(
      await screen.findByRole('searchbox', { name: 'कहानियाँ खोजें' }, FIRST_LOAD),
    ).toHaveAttribute('placeholder', 'शीर्षक, लेखक या शब्दों से खोजें');
    const length = screen.getByRole('combobox', { name: 'लंबाई' });
    expect(within(length).getByRole('option', { name: 'छोटी (1 से 6 पृष्ठ)' })).toBeInTheDocument();
    expect(
      within(length).getByRole('option', { name: 'लंबी (11 पृष्ठ या अधिक)' }),
    ).toBeInTheDocument();

    await userEvent.type(screen.getByRole('searchbox'), 'zebra');
    expect(await screen.findByRole('heading', { name: 'कोई कहानी नहीं मिली' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'फ़िल्टर हटाएँ' }));
    expect(await screen.findByRole('article', { name: 'प्यासा कौआ' })).toBeInTheDocument();
  });

  it('counts pages with the language’s plural forms', async () => {
    server.use(
      http.get(`${API}/KahaniJson/kahanis`, () =>
        HttpResponse.json([summary({ pageCount: 1 }), jackal]),
      ),
    );
    const { store } = renderApp('/stories');
    await screen.findAllByRole('article', {}, FIRST_LOAD);
    await speak(store, 'spanish');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cuentos' })).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'The Thirsty Crow' });
    expect(within(card).getByText('Retold from Aesop · 1 página')).toBeInTheDocument();
    await speak(store, 'tamil');
    expect(await within(card).findByText('Retold from Aesop · 1 பக்கம்')).toBeInTheDocument();
  });

  it('says in Tamil that a story cannot be found, with the way back', async () => {
    server.use(
      http.get(`${API}/KahaniJson/slug/:slug`, () =>
        HttpResponse.json({ message: 'Story not found' }, { status: 404 }),
      ),
    );
    const { store } = renderApp('/stories/no-such-story');
    await screen.findByText('We could not find that story', {}, FIRST_LOAD);
    await speak(store, 'tamil');
    expect(
      await screen.findByRole('heading', { name: 'அந்தக் கதையை எங்களால் கண்டுபிடிக்க முடியவில்லை' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'கதைகளுக்குத் திரும்பு' })).toHaveAttribute(
      'href',
      '/stories',
    );
  });
});
