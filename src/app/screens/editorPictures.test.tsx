import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { fallbackPicturePath } from '../../../contract/pictures';
import type { Story } from '../../../contract/stories';
import { story } from '../../testing/fixtures';
import { hashOf, pictureFixture, pictureLibrary } from '../../testing/pictureHandlers';
import { ADMIN, renderApp } from '../../testing/renderWithProviders';
import { API, server } from '../../testing/server';

beforeAll(async () => {
  await import('../../features/storyModification/StoryModificationPage');
}, 120_000);

describe('story editor: photographs from the library', () => {
  it('saves a photograph’s fallback address for a page and previews its WebP copies', async () => {
    let saved: Story | null = null;
    const boat = pictureFixture(30, {
      name: 'boat.jpg',
      path: fallbackPicturePath(hashOf(30), 1600, 'jpeg'),
    });
    server.use(
      ...pictureLibrary([boat]).handlers,
      http.get(`${API}/storiesModification/:id`, () => HttpResponse.json(story())),
      http.put(`${API}/storiesModification/:id`, async ({ request }) => {
        saved = (await request.json()) as Story;
        return HttpResponse.json({ ...saved, version: 2 });
      }),
    );
    renderApp('/storiesModification/story-1', { user: ADMIN });
    await screen.findByRole('heading', { name: 'Edit story' });
    const page = screen.getByRole('region', { name: 'Page 2' });

    await userEvent.click(within(page).getByRole('button', { name: 'Choose from the library' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a picture for page 2' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'boat.jpg' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use this picture' }));

    expect(within(page).getByLabelText('Picture address')).toHaveValue(boat.path);
    const preview = within(page).getByRole('img', { name: 'Picture 2' });
    expect(preview).toHaveAttribute('src', `http://api.test${boat.path}`);
    expect(preview.getAttribute('srcset')).toContain(
      `http://api.test/pictures/${hashOf(30)}-640.webp 640w`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/^Saved\./)).toBeInTheDocument();
    expect((saved as unknown as Story).pages[1]?.image_path).toBe(boat.path);
  });
});
