import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RecordingSummary } from '../../../contract/recordings';
import {
  installFakeMicrophone,
  removeFakeMicrophone,
} from '../../features/recordings/fakeMicrophone';
import { grownUpsPassed } from '../../testing/grownUps';
import { ADMIN, renderApp } from '../../testing/renderWithProviders';
import { speak } from '../../testing/interfaceLanguage';
import { recordingDetail, recordingSummary } from '../../testing/recordingHandlers';
import { API, server } from '../../testing/server';

// The editor and its lazily loaded sections, before the tests' clocks start.
beforeAll(async () => {
  await Promise.all([
    import('../../features/storyModification/StoryModificationPage'),
    import('../../features/recordings/RecordingsList'),
    import('../../features/recordings/TimingEditorDialog'),
  ]);
}, 120_000);

// Recording a voice is a grown-up place; the administrator passed its gate in this tab.
beforeEach(() => grownUpsPassed(ADMIN));
afterEach(removeFakeMicrophone);

const HINDI_ID = '6f1c2b0e-0000-4000-8000-000000000002';
const PRIVATE_ID = '6f1c2b0e-0000-4000-8000-000000000003';

function listing(recordings: RecordingSummary[]) {
  const asked: string[] = [];
  server.use(
    http.get(`${API}/recordings`, ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('storyId') ?? '');
      return HttpResponse.json({ recordings });
    }),
  );
  return asked;
}

const openEditor = async () => {
  const utils = renderApp('/storiesModification/story-1', { user: ADMIN });
  // The first screen of a file also waits for the editor's chunks on a busy machine.
  await screen.findByRole('heading', { name: 'Edit story' }, { timeout: 30_000 });
  return utils;
};
const section = () => screen.getByRole('region', { name: 'Recordings' });
const row = (name: string) => within(section()).getByRole('listitem', { name });

// Whole editor screens on a machine shared with other work can take longer than 20 s.
describe("the story editor's recordings", { timeout: 60_000 }, () => {
  it("lists the story's recordings with who, for whom, how long, and what needs attention", async () => {
    const asked = listing([
      recordingSummary({
        id: HINDI_ID,
        page_no: 2,
        language: 'hindi',
        textMatches: false,
        unplacedWords: ['कौआ', 'पानी'],
        durationSeconds: 12.34,
      }),
      recordingSummary({ timesAdjusted: true }),
      recordingSummary({
        id: PRIVATE_ID,
        page_no: 3,
        audience: 'private',
        byName: 'Meera Rao',
      }),
    ]);
    await openEditor();
    await within(await screen.findByRole('region', { name: 'Recordings' })).findByRole('listitem', {
      name: 'Page 1, English',
    });
    expect(asked).toEqual(['story-1']);
    const items = within(section()).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Page 1, English',
      'Page 2, हिन्दी',
      'Page 3, English',
    ]);

    const first = row('Page 1, English');
    expect(within(first).getByText('Recorded by Asha Admin · 2.5 s')).toBeInTheDocument();
    expect(within(first).getByText('Everyone')).toBeInTheDocument();
    expect(within(first).getByText('Timing adjusted')).toBeInTheDocument();
    expect(within(first).queryByRole('alert')).not.toBeInTheDocument();

    const hindi = row('Page 2, हिन्दी');
    expect(within(hindi).getByText('Recorded by Asha Admin · 12.3 s')).toBeInTheDocument();
    expect(
      within(hindi).getByText(
        'The page text has changed since this was recorded: not played until recorded again.',
      ),
    ).toBeInTheDocument();
    expect(
      within(hindi).getByText(/^2 words could not be placed: कौआ, पानी\./),
    ).toBeInTheDocument();

    // A private recording is its owner's to keep or delete; its timing is not the story's.
    const own = row('Page 3, English');
    expect(within(own).getByText('Private')).toBeInTheDocument();
    expect(within(own).getByText('Recorded by Meera Rao · 2.5 s')).toBeInTheDocument();
    expect(within(own).queryByRole('button', { name: /Adjust timing/ })).not.toBeInTheDocument();
    expect(
      within(hindi).getByRole('button', { name: 'Adjust timing of page 2 in हिन्दी' }),
    ).toBeInTheDocument();
  });

  it('says how to record a page when there is none', async () => {
    listing([]);
    await openEditor();
    expect(await screen.findByText('No recordings yet')).toBeInTheDocument();
    expect(
      within(section()).getByText(
        (_, element) =>
          element?.textContent ===
          'To record a page, open it in the reader and press Record this page.',
      ),
    ).toBeInTheDocument();
  });

  it('shows a failed load with Retry, and the list once it answers', async () => {
    let calls = 0;
    server.use(
      http.get(`${API}/recordings`, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: 'The database is asleep.' }, { status: 503 })
          : HttpResponse.json({ recordings: [recordingSummary()] });
      }),
    );
    await openEditor();
    const alert = await within(
      await screen.findByRole('region', { name: 'Recordings' }),
    ).findByRole('alert');
    expect(alert).toHaveTextContent('The database is asleep.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(
      await within(section()).findByRole('listitem', { name: 'Page 1, English' }),
    ).toBeInTheDocument();
    expect(within(section()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('deletes a recording only after a warning that it cannot be undone, then asks for the list again', async () => {
    const listed = [recordingSummary(), recordingSummary({ id: HINDI_ID, language: 'hindi' })];
    const asked = listing(listed);
    const deleted: string[] = [];
    server.use(
      http.delete(`${API}/recordings/:id`, ({ params }) => {
        deleted.push(String(params.id));
        listed.splice(
          listed.findIndex((recording) => recording.id === params.id),
          1,
        );
        return HttpResponse.json({ ok: true });
      }),
    );
    await openEditor();
    const hindi = await within(
      await screen.findByRole('region', { name: 'Recordings' }),
    ).findByRole('listitem', { name: 'Page 1, हिन्दी' });

    await userEvent.click(
      within(hindi).getByRole('button', { name: 'Delete the recording of page 1 in हिन्दी' }),
    );
    let dialog = await screen.findByRole('dialog', { name: 'Delete this recording?' });
    expect(dialog).toHaveTextContent(
      'Page 1 in हिन्दी, recorded by Asha Admin. This cannot be undone',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deleted).toEqual([]);

    await userEvent.click(
      within(hindi).getByRole('button', { name: 'Delete the recording of page 1 in हिन्दी' }),
    );
    dialog = await screen.findByRole('dialog', { name: 'Delete this recording?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete recording' }));
    expect(await screen.findByText('Recording deleted.')).toBeInTheDocument();
    expect(deleted).toEqual([HINDI_ID]);
    // The closing dialog hides the page from assistive technology until it has gone.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      within(section()).queryByRole('listitem', { name: 'Page 1, हिन्दी' }),
    ).not.toBeInTheDocument();
    expect(
      within(section()).getByRole('listitem', { name: 'Page 1, English' }),
    ).toBeInTheDocument();
    // The story's recordings are asked for again (the cache's tag), and stay as the server says.
    await waitFor(() => expect(asked).toEqual(['story-1', 'story-1']));
    expect(
      within(section()).queryByRole('listitem', { name: 'Page 1, हिन्दी' }),
    ).not.toBeInTheDocument();
  });

  it('shows a page recorded in the reader when the editor opens again', async () => {
    const listed: RecordingSummary[] = [];
    listing(listed);
    server.use(
      http.put(`${API}/recordings/:storyId/:page/:language`, () => {
        const saved = recordingSummary();
        listed.push(saved);
        return HttpResponse.json(saved, { status: 201 });
      }),
    );
    const microphone = installFakeMicrophone();
    const { router } = await openEditor();
    expect(await screen.findByText('No recordings yet')).toBeInTheDocument();

    act(() => void router.navigate('/stories/the-thirsty-crow'));
    await userEvent.click(await screen.findByRole('button', { name: 'Record this page' }));
    const recorder = await screen.findByRole('dialog', { name: /Record this page/ });
    await userEvent.click(within(recorder).getByRole('button', { name: 'Record' }));
    const stop = await within(recorder).findByRole('button', { name: 'Stop' });
    microphone.speak(1.5);
    await userEvent.click(stop);
    await userEvent.click(await within(recorder).findByRole('button', { name: 'Save' }));
    await within(recorder).findByText(
      'Saved! Everyone who reads this page in English now hears your voice.',
    );
    await userEvent.click(within(recorder).getByRole('button', { name: 'Close' }));

    // Back within the cache's 30 s: the saved recording made the story's list stale.
    act(() => void router.navigate('/storiesModification/story-1'));
    expect(
      await within(
        await screen.findByRole('region', { name: 'Recordings' }, { timeout: 30_000 }),
      ).findByRole('listitem', { name: 'Page 1, English' }),
    ).toBeInTheDocument();
  });

  it('keeps the recording and says so when deleting fails', async () => {
    listing([recordingSummary()]);
    server.use(
      http.delete(`${API}/recordings/:id`, () =>
        HttpResponse.json({ message: 'Only an administrator can do this.' }, { status: 403 }),
      ),
    );
    await openEditor();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Delete the recording of page 1 in English' }),
    );
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete this recording?' })).getByRole(
        'button',
        { name: 'Delete recording' },
      ),
    );
    expect(await screen.findByText('Only an administrator can do this.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      within(section()).getByRole('listitem', { name: 'Page 1, English' }),
    ).toBeInTheDocument();
  });

  it("plays a recording's audio, fetched with the first play, and pauses it", async () => {
    listing([recordingSummary()]);
    const fetched: string[] = [];
    server.use(
      http.get(`${API}/recordings/:id`, ({ params }) => {
        fetched.push(String(params.id));
        return HttpResponse.json(recordingDetail());
      }),
    );
    await openEditor();
    await userEvent.click(await screen.findByRole('button', { name: 'Play page 1 in English' }));
    const pause = await screen.findByRole('button', { name: 'Pause page 1 in English' });
    expect(pause).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(pause);
    await userEvent.click(await screen.findByRole('button', { name: 'Play page 1 in English' }));
    await screen.findByRole('button', { name: 'Pause page 1 in English' });
    expect(fetched).toEqual([recordingSummary().id]);
  });

  it('speaks the interface language', async () => {
    listing([recordingSummary()]);
    const { store } = await openEditor();
    await within(await screen.findByRole('region', { name: 'Recordings' })).findByRole('listitem', {
      name: 'Page 1, English',
    });
    await speak(store, 'hindi');
    expect(await screen.findByRole('heading', { name: 'रिकॉर्डिंग' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'पृष्ठ 1 (English) की टाइमिंग ठीक करें' }),
    ).toBeInTheDocument();
  });
});
