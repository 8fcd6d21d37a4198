import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Story } from '../../../contract/stories';
import { story } from '../../testing/fixtures';
import { ADMIN, renderApp } from '../../testing/renderWithProviders';
import { API, server } from '../../testing/server';

// Whole screens on a busy 2-core machine: these flows take several times the usual budget.
vi.setConfig({ testTimeout: 90_000 });

// The editor and the reader are lazy screens: load their modules once, before the tests'
// clocks start (a first import takes seconds on a busy machine).
beforeAll(async () => {
  await Promise.all([import('./StoryModificationPage'), import('./StoryPreviewDialog')]);
}, 120_000);

/** Records every save and every reading-progress report the screen sends. */
function watchWrites() {
  const writes = { saved: [] as Story[], progress: [] as unknown[] };
  server.use(
    http.put(`${API}/storiesModification/:id`, async ({ request }) => {
      const body = (await request.json()) as Story;
      writes.saved.push(body);
      return HttpResponse.json({ ...body, version: body.version + 1 });
    }),
    http.post(`${API}/progress`, async ({ request }) => {
      writes.progress.push(await request.json());
      return HttpResponse.json({});
    }),
  );
  return writes;
}

const openEditor = async (initial: Story = story()) => {
  server.use(http.get(`${API}/storiesModification/:id`, () => HttpResponse.json(initial)));
  const utils = renderApp('/storiesModification/story-1', { user: ADMIN });
  await screen.findByRole('heading', { name: 'Edit story' }, { timeout: 15000 });
  return utils;
};
const pageSection = (n: number) => screen.getByRole('region', { name: `Page ${n}` });
const englishText = (n: number) =>
  within(pageSection(n)).getByRole('textbox', { name: 'Story text (English)' });
/** The English text of every page, in order. */
const pageTexts = () =>
  screen.getAllByRole('region', { name: /^Page \d+$/ }).map(
    (section) =>
      (
        within(section).getByRole('textbox', {
          name: 'Story text (English)',
        }) as HTMLTextAreaElement
      ).value,
  );
const dialogClosed = () =>
  waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

const removePage = async (n: number) => {
  await userEvent.click(within(pageSection(n)).getByRole('button', { name: `Remove page ${n}` }));
  const dialog = await screen.findByRole('dialog', { name: `Remove page ${n}?` });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Remove page' }));
  await dialogClosed();
};

describe('removing a page', () => {
  it('asks first, and Cancel keeps the page', async () => {
    await openEditor();
    await userEvent.click(within(pageSection(2)).getByRole('button', { name: 'Remove page 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove page 2?' });
    expect(dialog).toHaveTextContent('You can undo this until you save.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await dialogClosed();
    expect(pageTexts()).toEqual(['Page 1 text.', 'Page 2 text.', 'Page 3 text.']);
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  });

  it('can be undone from the message: the page returns to its place with its content', async () => {
    await openEditor();
    await userEvent.click(englishText(2));
    await userEvent.paste(' Edited.');
    await removePage(2);
    expect(pageTexts()).toEqual(['Page 1 text.', 'Page 3 text.']);
    expect(screen.getByText('Page 2 removed. You can undo this until you save.')).toBeVisible();
    // Keyboard focus waits on the undo control.
    expect(screen.getByRole('button', { name: 'Undo removing page 2' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(pageTexts()).toEqual(['Page 1 text.', 'Page 2 text. Edited.', 'Page 3 text.']);
    expect(within(pageSection(2)).getByRole('heading', { name: 'Page 2' })).toHaveFocus();
    expect(within(pageSection(2)).getByRole('img', { name: 'Picture 2' })).toBeInTheDocument();
    expect(await screen.findByText('Page 2 is back.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Undo removing/ })).not.toBeInTheDocument();
  });

  it('undoes several removals in reverse order until the next save, and no longer', async () => {
    const writes = watchWrites();
    await openEditor();
    await removePage(1);
    await removePage(2);
    expect(pageTexts()).toEqual(['Page 2 text.']);

    await userEvent.click(screen.getByRole('button', { name: 'Undo removing page 2' }));
    expect(pageTexts()).toEqual(['Page 2 text.', 'Page 3 text.']);
    await userEvent.click(screen.getByRole('button', { name: 'Undo removing page 1' }));
    expect(pageTexts()).toEqual(['Page 1 text.', 'Page 2 text.', 'Page 3 text.']);
    // Every removal undone: nothing is unsaved.
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();

    await removePage(3);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/^Saved\./)).toBeInTheDocument();
    expect(writes.saved[0]?.pages.map((page) => page.parent_narration_text)).toEqual([
      'Page 1 text.',
      'Page 2 text.',
    ]);
    expect(screen.queryByRole('button', { name: /^Undo removing/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });
});

describe('leaving with unsaved changes', () => {
  const menuLink = (name: string) =>
    within(screen.getByRole('navigation', { name: 'Main menu' })).getByRole('link', { name });

  it('warns before a menu link: Stay keeps the edit, Leave goes', async () => {
    const { router } = await openEditor();
    await userEvent.click(englishText(1));
    await userEvent.paste(' More.');
    await userEvent.click(menuLink('About Us'));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(dialog).toHaveTextContent('Your changes to “The Thirsty Crow” are not saved yet.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await dialogClosed();
    expect(router.state.location.pathname).toBe('/storiesModification/story-1');
    expect(englishText(1)).toHaveValue('Page 1 text. More.');

    await userEvent.click(menuLink('About Us'));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole(
        'button',
        { name: 'Leave' },
      ),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'About Us' }, { timeout: 15000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/about');
  });

  it('lets the user go without a word once everything is saved', async () => {
    watchWrites();
    const { router } = await openEditor();
    await userEvent.click(englishText(1));
    await userEvent.paste(' More.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/^Saved\./)).toBeInTheDocument();
    await userEvent.click(menuLink('About Us'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/about'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks before signing out and keeps the session on Stay', async () => {
    const { store } = await openEditor();
    await userEvent.click(englishText(1));
    await userEvent.paste(' More.');
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole(
        'button',
        { name: 'Stay' },
      ),
    );
    await dialogClosed();
    expect(store.getState().user.user).not.toBeNull();
    expect(englishText(1)).toHaveValue('Page 1 text. More.');
  });
});

describe('what is missing', () => {
  it('tags each page with its gaps and sums them up at the top, following the edits', async () => {
    const base = story();
    const pages = base.pages.map((page, index) =>
      index === 0
        ? {
            ...page,
            spanish: 'Página 1',
            telgu: 'పేజీ 1',
            tamil: 'பக்கம் 1',
            panjabi: 'ਪੰਨਾ 1',
            gujarati: 'પાનું 1',
            marathi: 'पान 1',
          }
        : page,
    );
    await openEditor(story({ pages }));
    const tags = (n: number) =>
      within(screen.getByRole('list', { name: `Missing on page ${n}` }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(tags(1)).toEqual(['Complete']);
    expect(tags(2)).toEqual([
      'No Español',
      'No తెలుగు',
      'No தமிழ்',
      'No ਪੰਜਾਬੀ',
      'No ગુજરાતી',
      'No मराठी',
    ]);
    const summary = screen.getByRole('region', { name: 'What is missing' });
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Español, తెలుగు, தமிழ், ਪੰਜਾਬੀ, ગુજરાતી and मराठी missing on pages 2 and 3.']);

    await userEvent.click(within(pageSection(1)).getByRole('button', { name: 'No picture' }));
    expect(tags(1)).toEqual(['No picture']);
    expect(within(summary).getByText('No picture on page 1.')).toBeInTheDocument();
  });

  it('says so when nothing is missing', async () => {
    const base = story();
    const complete = base.pages.map((page) => ({
      ...page,
      spanish: 'es',
      telgu: 'te',
      tamil: 'ta',
      panjabi: 'pa',
      gujarati: 'gu',
      marathi: 'mr',
    }));
    await openEditor(story({ pages: complete }));
    expect(screen.getByRole('region', { name: 'What is missing' })).toHaveTextContent(
      'Every page has a picture, text and all 7 translations.',
    );
  });
});

describe('preview', () => {
  it('shows the unsaved draft in the reader, narrates it, and loses and saves nothing', async () => {
    const writes = watchWrites();
    const narrated: { text: string; page_no: number; language: string }[] = [];
    server.use(
      http.post(`${API}/fetchAudioAndAlignment`, async ({ request }) => {
        const body = (await request.json()) as { text: string; page_no: number; language: string };
        narrated.push(body);
        return HttpResponse.json({
          audioBase64: btoa('ID3'),
          alignment: {
            characters: Array.from(body.text),
            character_start_times_seconds: Array.from(body.text, (_, i) => i * 0.1),
            character_end_times_seconds: Array.from(body.text, (_, i) => (i + 1) * 0.1),
          },
          text: body.text,
          language: body.language,
          cached: false,
        });
      }),
    );
    await openEditor();
    const text = englishText(1);
    await userEvent.clear(text);
    await userEvent.paste('A brand new first page.');
    await userEvent.click(
      within(pageSection(1)).getByRole('button', { name: 'Add a page after this one' }),
    );
    await userEvent.click(englishText(2));
    await userEvent.paste('An added page.');

    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByRole('dialog', { name: 'Preview' }, { timeout: 15000 });
    const reader = await within(preview).findByRole('article', { name: 'The Thirsty Crow' });
    expect(within(reader).getByTestId('page-text')).toHaveTextContent('A brand new first page.');
    expect(within(reader).getByText('Page 1 of 4')).toBeInTheDocument();
    expect(within(reader).queryByRole('link', { name: 'Edit this story' })).not.toBeInTheDocument();

    await userEvent.click(within(reader).getByRole('button', { name: 'Read to me' }));
    await waitFor(() =>
      expect(narrated).toContainEqual(
        expect.objectContaining({ text: 'A brand new first page.', page_no: 1 }),
      ),
    );
    // The page added in the editor is narrated ahead too.
    await waitFor(() =>
      expect(narrated).toContainEqual(
        expect.objectContaining({ text: 'An added page.', page_no: 2 }),
      ),
    );
    await userEvent.click(within(reader).getByRole('button', { name: 'Next' }));
    expect(within(reader).getByTestId('page-text')).toHaveTextContent('An added page.');

    await userEvent.click(within(preview).getByRole('button', { name: 'Back to editing' }));
    await dialogClosed();
    expect(englishText(1)).toHaveValue('A brand new first page.');
    expect(englishText(2)).toHaveValue('An added page.');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    expect(writes.saved).toEqual([]);
    expect(writes.progress).toEqual([]);
  });

  it('shows the draft in every language, with the unsaved translation', async () => {
    await openEditor();
    const page = pageSection(1);
    await userEvent.click(within(page).getByRole('button', { name: /^Translations/ }));
    const tamil = within(page).getByLabelText('தமிழ்');
    await userEvent.click(tamil);
    await userEvent.paste('ஒரு புதிய பக்கம்.');

    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByRole('dialog', { name: 'Preview' }, { timeout: 15000 });
    await userEvent.click(within(preview).getByRole('button', { name: 'Reader settings' }));
    // The settings panel is its own chunk: it appears once loaded.
    await userEvent.click(await screen.findByRole('combobox', { name: 'Story language' }));
    await userEvent.click(await screen.findByRole('option', { name: 'தமிழ்' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close settings' }));
    await waitFor(() =>
      expect(within(preview).getByTestId('page-text')).toHaveTextContent('ஒரு புதிய பக்கம்.'),
    );
    expect(within(preview).getByTestId('page-text')).toHaveAttribute('lang', 'ta');
  });
});
