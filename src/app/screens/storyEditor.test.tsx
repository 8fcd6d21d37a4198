import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Story } from '../../../contract/stories';
import { story } from '../../testing/fixtures';
import { pictureFixture, pictureLibrary } from '../../testing/pictureHandlers';
import { ADMIN, PARENT, renderApp } from '../../testing/renderWithProviders';
import { API, server } from '../../testing/server';

// Lazy screens (the editor, and the reader that links to it): their modules load once,
// before the tests' clocks start.
beforeAll(async () => {
  await Promise.all([
    import('../../features/storyModification/StoryModificationPage'),
    import('./StoryPage'),
  ]);
}, 120_000);

const openEditor = async () => {
  server.use(http.get(`${API}/storiesModification/:id`, () => HttpResponse.json(story())));
  const utils = renderApp('/storiesModification/story-1', { user: ADMIN });
  await screen.findByRole('heading', { name: 'Edit story' });
  return utils;
};
const pageSection = (n: number) => screen.getByRole('region', { name: `Page ${n}` });

describe('story editor', () => {
  it('edits a page, adds a page after it, removes another, and saves the whole story', async () => {
    let saved: Story | null = null;
    server.use(
      http.put(`${API}/storiesModification/:id`, async ({ request }) => {
        saved = (await request.json()) as Story;
        return HttpResponse.json({ ...saved, version: 2, storybook: saved.storybook });
      }),
    );
    await openEditor();
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();

    const text = within(pageSection(1)).getByLabelText('Story text (English)');
    await userEvent.clear(text);
    await userEvent.paste('A new beginning.');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    await userEvent.click(
      within(pageSection(1)).getByRole('button', { name: 'Add a page after this one' }),
    );
    expect(within(pageSection(2)).getByLabelText('Story text (English)')).toHaveValue('');
    expect(within(pageSection(3)).getByLabelText('Story text (English)')).toHaveValue(
      'Page 2 text.',
    );
    await userEvent.click(within(pageSection(4)).getByRole('button', { name: 'Remove page 4' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Remove page 4?' })).getByRole('button', {
        name: 'Remove page',
      }),
    );
    expect(screen.queryByRole('region', { name: 'Page 4' })).not.toBeInTheDocument();

    await userEvent.click(save);
    expect(await screen.findByText(/^Saved\./)).toBeInTheDocument();
    const body = saved as unknown as Story;
    expect(body.pages.map((page) => [page.page_no, page.parent_narration_text])).toEqual([
      [1, 'A new beginning.'],
      [2, ''],
      [3, 'Page 2 text.'],
    ]);
    expect(JSON.parse(body.storybook)).toMatchObject({ pages: body.pages });
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  }, 60_000);

  it('shows why a save was refused and keeps the edits', async () => {
    server.use(
      http.put(`${API}/storiesModification/:id`, () =>
        HttpResponse.json(
          { message: 'This story was changed by someone else since you opened it.' },
          { status: 409 },
        ),
      ),
    );
    await openEditor();
    const text = within(pageSection(2)).getByLabelText('Story text (English)');
    await userEvent.click(text);
    await userEvent.paste(' More.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('This story was changed by someone else since you opened it.'),
    ).toBeInTheDocument();
    expect(text).toHaveValue('Page 2 text. More.');
  });

  it("shows the server's refusal to a parent", async () => {
    server.use(
      http.get(`${API}/storiesModification/:id`, () =>
        HttpResponse.json({ message: 'Only administrators can do this.' }, { status: 403 }),
      ),
    );
    renderApp('/storiesModification/story-1', { user: PARENT });
    expect(await screen.findByText('Only administrators can do this.')).toBeInTheDocument();
  });

  it('counts a page’s characters against the narration limit', async () => {
    await openEditor();
    const page = within(pageSection(1));
    expect(page.getByText('12 / 1,500')).toBeInTheDocument();
    await userEvent.click(page.getByLabelText('Story text (English)'));
    await userEvent.paste('x'.repeat(1500));
    expect(page.getByText('Please keep this to 1,500 characters (now 1,512).')).toBeInTheDocument();
  });

  it('counts the title against its limit', async () => {
    await openEditor();
    const title = screen.getByRole('textbox', { name: /^Title/ });
    expect(title).toHaveAccessibleDescription(
      `by ${story().author} ${story().title.length} of 200 characters.`,
    );
  });

  it('does not let the last page be removed', async () => {
    server.use(
      http.get(`${API}/storiesModification/:id`, () =>
        HttpResponse.json(story({ pages: story().pages.slice(0, 1) })),
      ),
    );
    renderApp('/storiesModification/story-1', { user: ADMIN });
    expect(await screen.findByRole('button', { name: 'Remove page 1' })).toBeDisabled();
  });

  it('is linked from the reader for administrators only', async () => {
    const { unmount } = renderApp('/stories/the-thirsty-crow', { user: ADMIN });
    expect(await screen.findByRole('link', { name: 'Edit this story' })).toHaveAttribute(
      'href',
      '/storiesModification/story-1',
    );
    unmount();
    renderApp('/stories/the-thirsty-crow', { user: PARENT });
    await screen.findByText('Page 1 of 3');
    expect(screen.queryByRole('link', { name: 'Edit this story' })).not.toBeInTheDocument();
  });

  it('chooses a page’s picture from the library, with previews, and saves its address', async () => {
    let saved: Story | null = null;
    const moon = pictureFixture(7, { name: 'moon.svg' });
    server.use(
      ...pictureLibrary([pictureFixture(8, { name: 'tree.svg' }), moon]).handlers,
      http.put(`${API}/storiesModification/:id`, async ({ request }) => {
        saved = (await request.json()) as Story;
        return HttpResponse.json({ ...saved, version: 2 });
      }),
    );
    await openEditor();
    const page = pageSection(2);
    const address = within(page).getByLabelText('Picture address');
    expect(address).toHaveValue('/illustrations/the-thirsty-crow/page-2.svg');
    expect(address).toHaveAttribute('readonly');

    await userEvent.click(within(page).getByRole('button', { name: 'Choose from the library' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a picture for page 2' });
    const moonTile = await within(dialog).findByRole('button', { name: 'moon.svg' });
    expect(moonTile.querySelector('img')).toHaveAttribute('src', `http://api.test${moon.path}`);
    const use = within(dialog).getByRole('button', { name: 'Use this picture' });
    expect(use).toBeDisabled();
    await userEvent.click(moonTile);
    expect(moonTile).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(use);

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(address).toHaveValue(moon.path);
    expect(within(page).getByRole('img', { name: 'Picture 2' })).toHaveAttribute(
      'src',
      `http://api.test${moon.path}`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/^Saved\./)).toBeInTheDocument();
    expect((saved as unknown as Story).pages[1]?.image_path).toBe(moon.path);
  });

  it('marks the current library picture and tells when the library is empty', async () => {
    const moon = pictureFixture(7, { name: 'moon.svg' });
    server.use(
      ...pictureLibrary([moon]).handlers,
      http.get(`${API}/storiesModification/:id`, () =>
        HttpResponse.json(
          story({
            pages: story().pages.map((page) =>
              page.page_no === 1 ? { ...page, image_path: moon.path } : page,
            ),
          }),
        ),
      ),
    );
    renderApp('/storiesModification/story-1', { user: ADMIN });
    await screen.findByRole('heading', { name: 'Edit story' });
    await userEvent.click(
      within(pageSection(1)).getByRole('button', { name: 'Choose from the library' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Choose a picture for page 1' });
    expect(await within(dialog).findByRole('button', { name: 'moon.svg' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    server.use(...pictureLibrary([]).handlers);
    await userEvent.click(
      within(pageSection(3)).getByRole('button', { name: 'Choose from the library' }),
    );
    expect(
      await screen.findByText(/The picture library is empty\. Add pictures on the/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upload SVG' })).toHaveAttribute('href', '/uploadSVG');
  });
});
