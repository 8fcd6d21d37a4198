import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RecordingDetail, RecordingTimes } from '../../../contract/recordings';
import { story } from '../../testing/fixtures';
import { ADMIN, renderApp } from '../../testing/renderWithProviders';
import { speak } from '../../testing/interfaceLanguage';
import { recordingDetail, recordingSummary } from '../../testing/recordingHandlers';
import { API, server } from '../../testing/server';

beforeAll(async () => {
  await Promise.all([
    import('../../features/storyModification/StoryModificationPage'),
    import('../../features/recordings/RecordingsList'),
    import('../../features/recordings/TimingEditorDialog'),
  ]);
}, 120_000);

/** The editor with one recording of page 1 ("Once upon a | time."), its timing editor open. */
async function openTimingEditor(detail: Partial<RecordingDetail> = {}) {
  const saved: RecordingTimes[] = [];
  server.use(
    // One page is all these tests need; a shorter editor renders faster.
    http.get(`${API}/storiesModification/:id`, () =>
      HttpResponse.json(story({ pages: story().pages.slice(0, 1) })),
    ),
    http.get(`${API}/recordings`, () =>
      HttpResponse.json({ recordings: [recordingSummary(detail)] }),
    ),
    http.get(`${API}/recordings/:id`, () => HttpResponse.json(recordingDetail(detail))),
    http.put(`${API}/recordings/:id/times`, async ({ request }) => {
      saved.push((await request.json()) as RecordingTimes);
      return HttpResponse.json(recordingSummary({ ...detail, timesAdjusted: true }));
    }),
  );
  const utils = renderApp('/storiesModification/story-1', { user: ADMIN });
  await userEvent.click(
    // The first screen of a file also waits for the editor's chunks on a busy machine.
    await screen.findByRole(
      'button',
      { name: 'Adjust timing of page 1 in English' },
      { timeout: 30_000 },
    ),
  );
  const dialog = await screen.findByRole('dialog', { name: /^Adjust timing/ });
  await within(dialog).findByRole('button', { name: 'Play “Once”' });
  return { ...utils, dialog, saved };
}

const edge = (name: string) => screen.getByRole('slider', { name });

// Whole editor screens on a machine shared with other work can take longer than 20 s.
describe('the timing editor', { timeout: 60_000 }, () => {
  it('lays out the words with an edge at each boundary, shared where words touch', async () => {
    const { dialog } = await openTimingEditor();
    expect(dialog).toHaveTextContent('Page 1 · English · recorded by Asha Admin');
    expect(
      within(dialog)
        .getAllByRole('button', { name: /^Play “/ })
        .map((word) => word.textContent),
    ).toEqual(['Once', 'upon', 'a', 'time.']);
    expect(
      within(dialog)
        .getAllByRole('slider')
        .map((slider) => [slider.getAttribute('aria-label'), slider.getAttribute('aria-valuenow')]),
    ).toEqual([
      ['Start of “Once”', '0.1'],
      ['Edge between “Once” and “upon”', '0.5'],
      ['Edge between “upon” and “a”', '0.9'],
      ['End of “a”', '1.1'],
      ['Start of “time.”', '1.4'],
      ['End of “time.”', '2'],
    ]);
    const between = edge('Edge between “Once” and “upon”');
    expect(between).toHaveAttribute('aria-valuemin', '0.12');
    expect(between).toHaveAttribute('aria-valuemax', '0.88');
    expect(between).toHaveAttribute('aria-valuetext', '0.50 s');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Reset' })).toBeDisabled();
  });

  it('nudges an edge from the keyboard, 10 ms a step, 100 ms with Shift, never past a neighbour', async () => {
    const { dialog } = await openTimingEditor();
    const between = edge('Edge between “Once” and “upon”');
    between.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(between).toHaveAttribute('aria-valuenow', '0.52');
    await userEvent.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    expect(between).toHaveAttribute('aria-valuenow', '0.42');
    // The next edge gets a new lower limit: "upon" keeps at least 20 ms.
    expect(edge('Edge between “upon” and “a”')).toHaveAttribute('aria-valuemin', '0.44');
    await userEvent.keyboard('{End}');
    expect(between).toHaveAttribute('aria-valuenow', '0.88');
    await userEvent.keyboard('{ArrowRight}');
    expect(between).toHaveAttribute('aria-valuenow', '0.88');
    expect(within(dialog).getByText('Unsaved changes')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
    expect(between).toHaveAttribute('aria-valuenow', '0.5');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('drags an edge with the pointer, as far as the neighbouring edge allows', async () => {
    const { dialog } = await openTimingEditor();
    const between = edge('Edge between “upon” and “a”');
    // The timeline starts at x = 0 in jsdom and opens at 200 pixels a second.
    fireEvent.pointerDown(between, { button: 0, pointerId: 1, clientX: 180 });
    fireEvent.pointerMove(between, { pointerId: 1, clientX: 196 });
    expect(between).toHaveAttribute('aria-valuenow', '0.98');
    fireEvent.pointerMove(between, { pointerId: 1, clientX: 400 });
    expect(between).toHaveAttribute('aria-valuenow', '1.08');
    fireEvent.pointerUp(between, { pointerId: 1, clientX: 400 });
    // Once let go, moving the pointer moves nothing.
    fireEvent.pointerMove(between, { pointerId: 1, clientX: 100 });
    expect(between).toHaveAttribute('aria-valuenow', '1.08');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('saves one start and end per word, in order, and the list shows the timing as adjusted', async () => {
    const { dialog, saved } = await openTimingEditor();
    edge('Edge between “upon” and “a”').focus();
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}{ArrowLeft}');
    edge('Start of “time.”').focus();
    await userEvent.keyboard('{ArrowLeft}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(
      await within(dialog).findByText('Saved. The reader now lights up the words at these times.'),
    ).toBeInTheDocument();
    expect(saved).toEqual([
      {
        words: [
          { startSeconds: 0.1, endSeconds: 0.5 },
          { startSeconds: 0.5, endSeconds: 0.99 },
          { startSeconds: 0.99, endSeconds: 1.1 },
          { startSeconds: 1.39, endSeconds: 2 },
        ],
      },
    ]);
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    // Closing needs no confirmation now, and the list knows the times were adjusted.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      within(screen.getByRole('listitem', { name: 'Page 1, English' })).getByText(
        'Timing adjusted',
      ),
    ).toBeInTheDocument();
  });

  it('opens again with the times it saved', async () => {
    const { dialog } = await openTimingEditor();
    // The server keeps what was saved from now on.
    let stored = recordingDetail();
    server.use(
      http.get(`${API}/recordings/:id`, () => HttpResponse.json(stored)),
      http.put(`${API}/recordings/:id/times`, async ({ request }) => {
        const { words } = (await request.json()) as RecordingTimes;
        stored = {
          ...stored,
          timesAdjusted: true,
          words: stored.words.map((word, index) => ({ ...word, ...words[index] })),
        };
        return HttpResponse.json(recordingSummary({ timesAdjusted: true }));
      }),
    );
    edge('End of “time.”').focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(dialog).findByText('Saved. The reader now lights up the words at these times.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(
      screen.getByRole('button', { name: 'Adjust timing of page 1 in English' }),
    );
    const again = await screen.findByRole('dialog', { name: /^Adjust timing/ });
    await within(again).findByRole('button', { name: 'Play “Once”' });
    expect(edge('End of “time.”')).toHaveAttribute('aria-valuenow', '2.02');
    expect(within(again).getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('keeps the changes and says why when saving fails', async () => {
    const { dialog } = await openTimingEditor();
    server.use(
      http.put(`${API}/recordings/:id/times`, () =>
        HttpResponse.json(
          { message: 'Word times must be in order, each word ending after it starts' },
          { status: 400 },
        ),
      ),
    );
    const between = edge('Edge between “Once” and “upon”');
    between.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(
        'Word times must be in order, each word ending after it starts',
      ),
    ).toBeInTheDocument();
    expect(between).toHaveAttribute('aria-valuenow', '0.49');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(within(dialog).getByText('Unsaved changes')).toBeInTheDocument();
  });

  it('asks before closing with unsaved changes', async () => {
    const { dialog } = await openTimingEditor();
    edge('End of “time.”').focus();
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    const ask = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Leave without saving?' }),
      ).not.toBeInTheDocument(),
    );
    expect(edge('End of “time.”')).toHaveAttribute('aria-valuenow', '2.01');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole(
        'button',
        { name: 'Discard changes' },
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('plays a word when it is clicked and lights it up', async () => {
    const played: number[] = [];
    const original = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function play(this: HTMLMediaElement) {
      played.push(this.currentTime);
      return Promise.resolve();
    };
    try {
      const { dialog } = await openTimingEditor();
      const upon = within(dialog).getByRole('button', { name: 'Play “upon”' });
      expect(upon).not.toHaveAttribute('aria-current');
      await userEvent.click(upon);
      await waitFor(() => expect(upon).toHaveAttribute('aria-current', 'true'));
      expect(played).toHaveLength(1);
      expect(within(dialog).getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    } finally {
      HTMLMediaElement.prototype.play = original;
    }
  });

  it('marks the words the aligner could not place', async () => {
    const { dialog } = await openTimingEditor({ unplacedWords: ['a'] });
    expect(
      within(dialog).getByRole('button', { name: 'Play “a” (its time is a guess)' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Play “upon”' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('1 word could not be placed (a)');
  });

  it('zooms in and out between the closest and widest views', async () => {
    const { dialog } = await openTimingEditor();
    const zoomIn = within(dialog).getByRole('button', { name: 'Zoom in' });
    await userEvent.click(zoomIn);
    await userEvent.click(zoomIn);
    expect(zoomIn).toBeDisabled();
    const zoomOut = within(dialog).getByRole('button', { name: 'Zoom out' });
    for (let i = 0; i < 5; i += 1) await userEvent.click(zoomOut);
    expect(zoomOut).toBeDisabled();
    expect(zoomIn).toBeEnabled();
  });

  it('speaks the interface language', async () => {
    const { store, dialog } = await openTimingEditor();
    await speak(store, 'hindi');
    expect(await screen.findByRole('dialog', { name: /^टाइमिंग ठीक करें/ })).toBe(dialog);
    expect(within(dialog).getByRole('button', { name: 'सहेजें' })).toBeDisabled();
  });
});
