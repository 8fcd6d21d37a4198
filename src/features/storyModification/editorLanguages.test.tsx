import { act, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../../../contract/languageNames';
import { emptyPage } from '../../../contract/pages';
import type { Page } from '../../../contract/stories';
import { storyGaps } from '../../../contract/storyGaps';
import { loadCatalogue, messageLookup } from '../../i18n/catalogues';
import { interfaceLanguageChosen } from '../../i18n/interfaceLanguage';
import { createTranslator } from '../../i18n/translator';
import { TranslatorContext } from '../../i18n/translatorContext';
import { story } from '../../testing/fixtures';
import { ADMIN, renderApp } from '../../testing/renderWithProviders';
import { API, server } from '../../testing/server';
import { useGapWords } from './useGapWords';

beforeAll(async () => {
  await import('./StoryModificationPage');
}, 120_000);

/** A page with a picture and text but no translation. */
const page = (page_no: number, overrides: Partial<Page> = {}): Page => ({
  ...emptyPage(page_no),
  parent_narration_text: `Page ${page_no}.`,
  image_path: `/pictures/${page_no}.svg`,
  ...overrides,
});

async function inLanguage(language: Language, tag: string) {
  await loadCatalogue(language);
  const translator = createTranslator(tag, messageLookup(language), (id) => {
    throw new Error(`No ${language} message ${id}`);
  });
  return ({ children }: { children: ReactNode }) => (
    <TranslatorContext.Provider value={translator}>{children}</TranslatorContext.Provider>
  );
}

describe('the gaps in words', () => {
  it('names pages in plain English, one sentence per gap', async () => {
    const { result } = renderHook(() => useGapWords(), {
      wrapper: await inLanguage('english', 'en'),
    });
    const words = result.current;
    expect(
      words(
        storyGaps([
          page(1, { image_path: '', hindi: 'एक', tamil: 'ஒன்று' }),
          page(2, { image_path: '', hindi: 'दो', tamil: 'இரண்டு' }),
          page(3, { image_path: '', parent_narration_text: '', hindi: 'तीन', tamil: 'மூன்று' }),
          page(4, { hindi: 'चार', tamil: 'நான்கு' }),
          page(5, { hindi: 'पाँच', tamil: 'ஐந்து', marathi: 'पाच' }),
        ]),
      ),
    ).toEqual([
      'No picture on pages 1, 2 and 3.',
      'No story text on page 3.',
      'Español, తెలుగు, ਪੰਜਾਬੀ and ગુજરાતી missing on every page.',
      'मराठी missing on pages 1, 2, 3 and 4.',
    ]);
    expect(words(storyGaps([page(1), page(2)]))).toEqual(['No translations on every page.']);
  });

  it('says the same in Hindi, keeping each language’s own name', async () => {
    const { result } = renderHook(() => useGapWords(), {
      wrapper: await inLanguage('hindi', 'hi'),
    });
    expect(
      result.current(storyGaps([page(1, { image_path: '' }), page(2, { hindi: 'दो' })])),
    ).toEqual([
      'पृष्ठ 1 पर कोई चित्र नहीं।',
      'पृष्ठ 1 पर हिन्दी नहीं है।',
      'हर पृष्ठ पर Español, తెలుగు, தமிழ், ਪੰਜਾਬੀ, ગુજરાતી और मराठी नहीं है।',
    ]);
  });
});

describe('the story editor in another language', () => {
  it('shows its heading, pages, gaps, buttons and removal confirmation in Hindi', async () => {
    server.use(http.get(`${API}/storiesModification/:id`, () => HttpResponse.json(story())));
    const { store } = renderApp('/storiesModification/story-1', { user: ADMIN });
    await screen.findByRole('heading', { name: 'Edit story' });
    await loadCatalogue('hindi');
    act(() => {
      store.dispatch(interfaceLanguageChosen('hindi'));
    });

    expect(await screen.findByRole('heading', { name: 'कहानी संपादित करें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'सहेजें' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'पूर्वावलोकन' })).toBeInTheDocument();
    expect(screen.getByText('प्रकाशित')).toBeInTheDocument();
    const gaps = screen.getByRole('region', { name: 'क्या कम है' });
    expect(within(gaps).getByText('अभी भी कम है')).toBeInTheDocument();
    expect(
      within(gaps).getByText('हर पृष्ठ पर Español, తెలుగు, தமிழ், ਪੰਜਾਬੀ, ગુજરાતી और मराठी नहीं है।'),
    ).toBeInTheDocument();
    const second = screen.getByRole('region', { name: 'पृष्ठ 2' });
    expect(within(second).getByLabelText('कहानी का पाठ (अंग्रेज़ी)')).toHaveValue('Page 2 text.');
    expect(within(second).getByText('अनुवाद (7 में से 1)')).toBeInTheDocument();
    // Missing languages are tagged by their own names, marked with their language.
    const tags = within(second).getByRole('list', { name: 'पृष्ठ 2 पर क्या कम है' });
    expect(within(tags).getByText('தமிழ்')).toHaveAttribute('lang', 'ta');

    await userEvent.click(within(second).getByRole('button', { name: 'पृष्ठ 2 हटाएँ' }));
    const dialog = await screen.findByRole('dialog', { name: 'पृष्ठ 2 हटाएँ?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'पृष्ठ हटाएँ' }));
    expect(
      await screen.findByText('पृष्ठ 2 हटा दिया गया। सहेजने से पहले तक आप इसे वापस ले सकते हैं।'),
    ).toBeInTheDocument();
    expect(screen.getByText('बिना सहेजे बदलाव')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'पृष्ठ 2 हटाना वापस लें' }));
    expect(await screen.findByText('पृष्ठ 2 वापस आ गया।')).toBeInTheDocument();
  }, 60_000);
});
