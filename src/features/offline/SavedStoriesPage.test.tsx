import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listKeptStories } from '../../lib/offline/keptStories';
import { forgetDevice, freshDevice, keepCopy, stubStorage } from '../../testing/offline';
import { PARENT, renderApp } from '../../testing/renderWithProviders';

beforeEach(() => {
  freshDevice();
  stubStorage({
    estimate: async () => ({ usage: 12_300_000, quota: 1_200_000_000 }),
    persisted: async () => false,
    persist: async () => true,
  });
});
afterEach(() => {
  forgetDevice();
  stubStorage(null);
});

const item = (title: string) => screen.findByRole('listitem', { name: title });

describe('the Saved stories screen', () => {
  it('lists each kept story with its size, languages and a Read link, newest first', async () => {
    await keepCopy({
      id: 'crow',
      title: 'The Thirsty Crow',
      bytes: 4_200_000,
      languages: ['english', 'hindi'],
      keptAt: '2026-01-01T10:00:00.000Z',
    });
    await keepCopy({ id: 'moon', title: 'The Moon', bytes: 900_000 });
    renderApp('/saved-stories');

    expect(await screen.findByRole('heading', { name: 'Saved stories', level: 1 })).toBeVisible();
    const items = await screen.findAllByRole('listitem', { name: /The/ });
    expect(items.map((entry) => entry.getAttribute('aria-label'))).toEqual([
      'The Moon',
      'The Thirsty Crow',
    ]);
    const crow = await item('The Thirsty Crow');
    expect(within(crow).getByText(/^4\.2 MB · Kept /)).toBeInTheDocument();
    expect(
      within(within(crow).getByRole('list', { name: 'Narration in' }))
        .getAllByRole('listitem')
        .map((language) => language.textContent),
    ).toEqual(['English', 'हिन्दी']);
    expect(within(crow).getByRole('link', { name: 'Read “The Thirsty Crow”' })).toHaveAttribute(
      'href',
      '/stories/crow',
    );
    expect(within(await item('The Moon')).getByText(/^900 kB · Kept just now$/)).toBeVisible();
    expect(screen.getByText('2 stories, 5.1 MB in all')).toBeInTheDocument();
  });

  it('says how much room is used and about how much the browser allows', async () => {
    await keepCopy({ id: 'crow', title: 'The Thirsty Crow' });
    renderApp('/saved-stories');
    expect(await screen.findByText('Using 12.3 MB of about 1.2 GB')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Room used on this device' })).toHaveAttribute(
      'aria-valuetext',
      'Using 12.3 MB of about 1.2 GB',
    );
  });

  it('asks the browser to keep the stories, and says that it agreed', async () => {
    const persist = vi.fn(async () => true);
    stubStorage({ estimate: async () => ({}), persisted: async () => false, persist });
    await keepCopy({ id: 'crow', title: 'The Thirsty Crow' });
    renderApp('/saved-stories');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Ask the browser to keep them' }),
    );
    expect(persist).toHaveBeenCalledOnce();
    expect(
      await screen.findByText('The browser will keep these stories until you remove them.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ask the browser to keep them' })).toBeNull();
  });

  it('says when the browser did not agree', async () => {
    stubStorage({ persisted: async () => false, persist: async () => false });
    await keepCopy({ id: 'crow', title: 'The Thirsty Crow' });
    renderApp('/saved-stories');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Ask the browser to keep them' }),
    );
    expect(
      await screen.findByText(
        'The browser did not agree this time: saved stories may be cleared when room runs short.',
      ),
    ).toBeInTheDocument();
  });

  it('does not ask when the browser keeps them already, or cannot promise to', async () => {
    stubStorage({ persisted: async () => true, persist: async () => true });
    await keepCopy({ id: 'crow', title: 'The Thirsty Crow' });
    const { unmount } = renderApp('/saved-stories');
    expect(
      await screen.findByText('The browser will keep these stories until you remove them.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ask the browser to keep them' })).toBeNull();
    unmount();

    stubStorage(null);
    renderApp('/saved-stories');
    await item('The Thirsty Crow');
    expect(screen.queryByRole('button', { name: 'Ask the browser to keep them' })).toBeNull();
    expect(screen.queryByText(/^Using /)).toBeNull();
  });

  it('removes one story from the device', async () => {
    await keepCopy({ id: 'crow', title: 'The Thirsty Crow' });
    await keepCopy({ id: 'moon', title: 'The Moon' });
    renderApp('/saved-stories');
    await userEvent.click(
      within(await item('The Thirsty Crow')).getByRole('button', {
        name: 'Remove “The Thirsty Crow” from this device',
      }),
    );
    expect(
      await screen.findByText('“The Thirsty Crow” was removed from this device.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'The Thirsty Crow' })).toBeNull(),
    );
    expect(screen.getByRole('listitem', { name: 'The Moon' })).toBeInTheDocument();
    expect((await listKeptStories(null)).map((kept) => kept.storyId)).toEqual(['moon']);
    // The keyboard's focus is not lost with the row.
    expect(screen.getByRole('heading', { name: 'Saved stories', level: 1 })).toHaveFocus();
  });

  it('removes them all after asking, then says how to keep a story', async () => {
    await keepCopy({ id: 'crow', title: 'The Thirsty Crow' });
    await keepCopy({ id: 'moon', title: 'The Moon' });
    renderApp('/saved-stories');
    await item('The Moon');
    await userEvent.click(screen.getByRole('button', { name: 'Remove all' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove all saved stories?' });
    expect(dialog).toHaveTextContent('The 2 stories will need the network again.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove all' }));

    expect(await screen.findByRole('heading', { name: 'No stories saved yet' })).toBeVisible();
    expect(await listKeptStories(null)).toEqual([]);
  });

  it('says how to keep a story when none is kept', async () => {
    renderApp('/saved-stories');
    expect(await screen.findByRole('heading', { name: 'No stories saved yet' })).toBeVisible();
    expect(screen.getByText(/press “Keep for offline” on its card/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a story' })).toHaveAttribute('href', '/stories');
    expect(screen.queryByRole('button', { name: 'Remove all' })).toBeNull();
  });

  it("shows a visitor the public copies only, never an account's own", async () => {
    await keepCopy({ id: 'crow', title: 'The Thirsty Crow' });
    await keepCopy({ id: 'mine', title: 'My Pending Tale', scope: PARENT.uid });
    await keepCopy({ id: 'theirs', title: 'Another Family Tale', scope: 'someone-else' });

    const { unmount } = renderApp('/saved-stories');
    await item('The Thirsty Crow');
    expect(screen.queryByRole('listitem', { name: 'My Pending Tale' })).toBeNull();
    expect(screen.queryByRole('listitem', { name: 'Another Family Tale' })).toBeNull();
    expect(screen.getByText('1 story, 1 MB in all')).toBeInTheDocument();
    unmount();

    renderApp('/saved-stories', { user: PARENT });
    expect(await item('My Pending Tale')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'The Thirsty Crow' })).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Another Family Tale' })).toBeNull();
  });

  it('offers Try again when the device cannot be read', async () => {
    const open = vi.spyOn(indexedDB, 'open').mockImplementation(() => {
      throw new DOMException('The device refused.', 'UnknownError');
    });
    renderApp('/saved-stories');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The saved stories could not be read on this device.');
    open.mockRestore();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No stories saved yet' })).toBeVisible();
  });
});
