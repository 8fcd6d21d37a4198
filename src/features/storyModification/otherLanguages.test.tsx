import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Story, StoryUpdate } from '../../../contract/stories';
import { story } from '../../testing/fixtures';
import { ADMIN, renderApp } from '../../testing/renderWithProviders';
import { API, server } from '../../testing/server';
import { languageChoices, typedLanguage } from './languageChoices';

// Languages beyond the eight in the editor: a story's own (Bengali here) and any an
// administrator adds, each with a field on every page, a title, and a place in the gaps.

// Whole screens on a busy 2-core machine: these flows take several times the usual budget.
vi.setConfig({ testTimeout: 90_000 });

beforeAll(async () => {
  await import('./StoryModificationPage');
}, 120_000);

/** The fixture story with Bengali on its first two pages and a Bengali title. */
function inBengali(): Story {
  const base = story();
  return story({
    translated_titles: { bn: 'তৃষ্ণার্ত কাক' },
    credits: { ...base.credits, translators: { hindi: ['Meera Iyer'], bn: ['Rina Das'] } },
    pages: base.pages.map((page, index) =>
      index < 2 ? { ...page, texts: { bn: `পাতা ${index + 1}` } } : page,
    ),
  });
}

/** Answers the editor's load with `initial` and records every save. */
async function openEditor(initial: Story) {
  const saved: StoryUpdate[] = [];
  server.use(
    http.get(`${API}/storiesModification/:id`, () => HttpResponse.json(initial)),
    http.put(`${API}/storiesModification/:id`, async ({ request }) => {
      const body = (await request.json()) as StoryUpdate;
      saved.push(body);
      return HttpResponse.json({ ...initial, ...body, version: body.version + 1 });
    }),
  );
  renderApp('/storiesModification/story-1', { user: ADMIN });
  await screen.findByRole('heading', { name: 'Edit story' }, { timeout: 15_000 });
  const languages = screen.getByRole('region', { name: 'Other languages' });
  return { saved, languages };
}

/** A page's translations, unfolded. */
async function translationsOf(page: number) {
  const region = screen.getByRole('region', { name: `Page ${page}` });
  await userEvent.click(within(region).getByRole('button', { name: /^Translations/ }));
  return region;
}

describe('languages beyond the eight in the editor', () => {
  it('shows the story’s own Bengali: its title, a field per page, and where it is missing', async () => {
    await openEditor(inBengali());
    const languages = screen.getByRole('region', { name: 'Other languages' });
    expect(within(languages).getByRole('textbox', { name: 'Title in বাংলা' })).toHaveValue(
      'তৃষ্ণার্ত কাক',
    );
    const first = await translationsOf(1);
    expect(within(first).getByText('Translations (2 of 8)')).toBeInTheDocument();
    const field = within(first).getByRole('textbox', { name: 'বাংলা' });
    expect(field).toHaveValue('পাতা 1');
    expect(field).toHaveAttribute('lang', 'bn');
    expect(field).toHaveAttribute('dir', 'ltr');

    const third = screen.getByRole('region', { name: 'Page 3' });
    const tags = within(third).getByRole('list', { name: 'Missing on page 3' });
    expect(within(tags).getByText('বাংলা')).toHaveAttribute('lang', 'bn');
    const gaps = screen.getByRole('region', { name: 'What is missing' });
    expect(within(gaps).getByText('বাংলা missing on page 3.')).toBeInTheDocument();
  });

  it('adds Urdu from the list, right to left, and saves its text and title through the PUT', async () => {
    const { saved, languages } = await openEditor(inBengali());
    const add = within(languages).getByRole('combobox', { name: 'Add a language' });
    await userEvent.type(add, 'Urdu');
    await userEvent.click(await screen.findByRole('option', { name: /Urdu · ur/ }));
    expect(within(languages).getByRole('status')).toHaveTextContent(
      'اردو added: every page now has a field for it.',
    );
    expect(add).toHaveValue('');

    const title = within(languages).getByRole('textbox', { name: 'Title in اردو' });
    expect(title).toHaveAttribute('dir', 'rtl');
    await userEvent.click(title);
    await userEvent.paste('پیاسا کوا');
    const first = await translationsOf(1);
    const urdu = within(first).getByRole('textbox', { name: 'اردو' });
    expect([urdu.getAttribute('lang'), urdu.getAttribute('dir')]).toEqual(['ur', 'rtl']);
    await userEvent.click(urdu);
    await userEvent.paste('ایک پیاسا کوا۔');
    // Every page now lacks Urdu but the first.
    const gaps = screen.getByRole('region', { name: 'What is missing' });
    expect(within(gaps).getByText('বাংলা missing on page 3.')).toBeInTheDocument();
    expect(within(gaps).getByText('اردو missing on pages 2 and 3.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved. Readers see the new version now.');
    expect(saved).toHaveLength(1);
    expect(saved[0]!.translated_titles).toEqual({ bn: 'তৃষ্ণার্ত কাক', ur: 'پیاسا کوا' });
    expect(saved[0]!.pages.map((page) => page.texts)).toEqual([
      { bn: 'পাতা 1', ur: 'ایک پیاسا کوا۔' },
      { bn: 'পাতা 2' },
      undefined,
    ]);
    // Urdu stays in the editor after the save, though two pages have no Urdu yet.
    expect(within(languages).getByRole('button', { name: 'Remove اردو' })).toBeInTheDocument();
  });

  it('takes a typed language tag, and says why it cannot add a name of no language or one of the eight', async () => {
    const { languages } = await openEditor(story());
    expect(within(languages).getByText('No other language yet.')).toBeInTheDocument();
    const add = within(languages).getByRole('combobox', { name: 'Add a language' });

    await userEvent.type(add, 'Moonspeak{Enter}');
    expect(
      within(languages).getByText(
        '“Moonspeak” is not the name or tag of a language. Try a language tag such as bn.',
      ),
    ).toBeInTheDocument();
    await userEvent.clear(add);
    await userEvent.type(add, 'Hindi{Enter}');
    expect(
      within(languages).getByText('हिन्दी has its own field on every page already.'),
    ).toBeInTheDocument();

    await userEvent.clear(add);
    await userEvent.type(add, 'ff-Adlm{Enter}');
    expect(await within(languages).findByRole('button', { name: /^Remove / })).toBeInTheDocument();
    const first = await translationsOf(1);
    const field = within(first).getAllByRole('textbox').at(-1)!;
    expect([field.getAttribute('lang'), field.getAttribute('dir')]).toEqual(['ff-Adlm', 'rtl']);
  });

  it('removes a language after asking, and the save leaves out its text, title and translators', async () => {
    const { saved, languages } = await openEditor(inBengali());
    await userEvent.click(within(languages).getByRole('button', { name: 'Remove বাংলা' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove বাংলা?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove বাংলা' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(languages).queryByRole('textbox', { name: 'Title in বাংলা' })).toBeNull();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved. Readers see the new version now.');
    expect(saved[0]!.translated_titles).toEqual({});
    expect(saved[0]!.pages.every((page) => !page.texts?.bn)).toBe(true);
    expect(saved[0]!.credits!.translators).toEqual({ hindi: ['Meera Iyer'] });
  });
});

describe('what typing a language comes to', () => {
  const all = languageChoices();

  it('offers languages beyond the eight by own and English name, not the eight', () => {
    const bengali = all.find((choice) => choice.language === 'bn');
    expect(bengali).toMatchObject({ own: 'বাংলা', english: 'Bangla' });
    expect(all.some((choice) => choice.language === 'hindi' || choice.language === 'hi')).toBe(
      false,
    );
    expect(all.find((choice) => choice.language === 'zh-Hant')?.english).toBe(
      'Traditional Chinese',
    );
  });

  it('reads a name in either language, a tag, one of the eight, and nonsense', () => {
    expect(typedLanguage(all, 'Kiswahili')).toEqual({ kind: 'language', language: 'sw' });
    expect(typedLanguage(all, 'bangla')).toEqual({ kind: 'language', language: 'bn' });
    expect(typedLanguage(all, 'UR')).toEqual({ kind: 'language', language: 'ur' });
    expect(typedLanguage(all, 'hi-IN')).toEqual({ kind: 'named', language: 'hindi' });
    expect(typedLanguage(all, 'தமிழ்')).toEqual({ kind: 'named', language: 'tamil' });
    expect(typedLanguage(all, 'und')).toEqual({ kind: 'unknown' });
  });
});
