import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Story, StoryUpdate } from '../../../contract/stories';
import { story } from '../../testing/fixtures';
import { ADMIN, renderApp } from '../../testing/renderWithProviders';
import { API, server } from '../../testing/server';

// Whole screens on a busy 2-core machine: these flows take several times the usual budget.
vi.setConfig({ testTimeout: 90_000 });

beforeAll(async () => {
  await import('./StoryModificationPage');
}, 120_000);

/** Answers the editor's load with `initial` and records every save. */
async function openEditor(initial: Story = story()) {
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
  const credits = screen.getByRole('region', { name: 'Licence and credits' });
  return { saved, credits };
}

/** Replaces a field's text, as pasted (typing it key by key is slow on a busy machine). */
async function retype(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  if (text) await userEvent.paste(text);
}

describe('the licence and credits in the editor', () => {
  it('edits the licence, the makers and the source, and saves them with the story', async () => {
    const { saved, credits } = await openEditor();
    const box = (name: string) => within(credits).getByRole('textbox', { name });

    await userEvent.click(within(credits).getByRole('combobox', { name: 'Licence' }));
    await userEvent.click(
      await screen.findByRole('option', {
        name: 'CC BY-SA 4.0 · Creative Commons Attribution-ShareAlike 4.0',
      }),
    );
    await retype(box("Licence in the source's own words"), 'CC-BY-SA');
    // One name a line; the empty line and the spaces typed around names are not kept.
    await retype(box('Authors'), 'Nila Das\n  Omar Khan \n');
    await retype(box('Illustrators'), '');
    await retype(box('Original title'), 'Drum of the Rain');
    await retype(box('Publisher or source'), 'Open Picture Books');
    await retype(box('Source address'), 'https://books.example.org/rain-drum');
    // The story's languages are English and Hindi: a translator for each.
    await userEvent.click(within(credits).getByRole('button', { name: /Translators \(1 of 2\)/ }));
    await retype(box('हिन्दी'), 'Meera Iyer\nKabir Sen');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved. Readers see the new version now.');
    expect(saved).toHaveLength(1);
    expect(saved[0]!.licence).toEqual({ id: 'CC-BY-SA-4.0', words: 'CC-BY-SA' });
    expect(saved[0]!.credits).toEqual({
      authors: ['Nila Das', 'Omar Khan'],
      illustrators: [],
      translators: { hindi: ['Meera Iyer', 'Kabir Sen'] },
      originalTitle: 'Drum of the Rain',
      publisher: 'Open Picture Books',
      sourceUrl: 'https://books.example.org/rain-drum',
    });
    // The story's author line and its version go as they were.
    expect(saved[0]!.author).toBe('Retold from Aesop');
    expect(saved[0]!.version).toBe(1);
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  });

  it('says what is wrong with a source address that is not a web address, and saves nothing', async () => {
    const { saved, credits } = await openEditor();
    const source = within(credits).getByRole('textbox', { name: 'Source address' });
    await userEvent.click(source);
    await userEvent.paste('javascript:alert(1)');
    // Judged once the field is left, not at every key.
    expect(
      within(credits).queryByText('The source address must be an http or https address.'),
    ).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await within(credits).findByText('The source address must be an http or https address.'),
    ).toBeInTheDocument();
    expect(source).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(source).toHaveFocus());
    expect(saved).toHaveLength(0);

    await retype(source, 'https://books.example.org/rain-drum');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved. Readers see the new version now.');
    expect(saved.map((body) => body.credits?.sourceUrl)).toEqual([
      'https://books.example.org/rain-drum',
    ]);
  });

  it('has nothing unsaved when a name is only given spaces around it', async () => {
    const { credits } = await openEditor();
    const authors = within(credits).getByRole('textbox', { name: 'Authors' });
    await userEvent.type(authors, ' {Enter}');
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
    await userEvent.type(authors, 'Kabir Sen');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });
});
