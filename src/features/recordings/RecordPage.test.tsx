import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Blob as NodeBlob } from 'node:buffer';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RecordingSummary } from '../../../contract/recordings';
import { callerOf, narrationAnswer } from '../../testing/handlers';
import { speak } from '../../testing/interfaceLanguage';
import { grownUpsPassed } from '../../testing/grownUps';
import { ADMIN, PARENT, renderApp } from '../../testing/renderWithProviders';
import { API, server } from '../../testing/server';
import { installFakeMicrophone, removeFakeMicrophone } from './fakeMicrophone';

// jsdom's Blob reaches msw's request as no body at all; Node's own Blob is what a browser's is.
beforeEach(() => {
  vi.stubGlobal('Blob', NodeBlob);
  // Recording is a grown-ups' place; the gate itself is tested in features/grownUps.
  grownUpsPassed(PARENT, ADMIN);
});
afterEach(removeFakeMicrophone);

const summary = (overrides: Partial<RecordingSummary> = {}): RecordingSummary => ({
  id: '7f1c2a4e-1111-4222-8333-944455556666',
  storyId: 'story-1',
  page_no: 1,
  language: 'english',
  audience: 'private',
  byName: 'Meera Rao',
  byMe: true,
  durationSeconds: 2,
  textMatches: true,
  unplacedWords: [],
  timesAdjusted: false,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  ...overrides,
});

/** A recordings server in memory: what PUT received, and the narration it then answers with. */
function recordingsServer({
  mine = [] as RecordingSummary[],
  audience = 'private' as 'private' | 'everyone',
  unplacedWords = [] as string[],
  failPuts = 0,
  busy = null as { status: 429 | 503; retryAfter: string } | null,
} = {}) {
  const state = {
    recordings: [...mine],
    uploads: [] as { contentType: string | null; bytes: Uint8Array; path: string }[],
    deletes: [] as string[],
    narrationCallers: [] as (string | null)[],
    failPuts,
    /** How often the story's recordings were asked for. */
    listed: 0,
  };
  server.use(
    http.get(`${API}/recordings`, () => {
      state.listed += 1;
      return HttpResponse.json({ recordings: state.recordings });
    }),
    http.put(`${API}/recordings/:storyId/:page/:language`, async ({ request, params }) => {
      const bytes = new Uint8Array(await request.arrayBuffer());
      state.uploads.push({
        contentType: request.headers.get('content-type'),
        bytes,
        path: `${String(params.storyId)}/${String(params.page)}/${String(params.language)}`,
      });
      if (state.failPuts > 0) {
        state.failPuts -= 1;
        return busy
          ? HttpResponse.json(
              {
                statusCode: busy.status,
                error: busy.status === 429 ? 'Too Many Requests' : 'Service Unavailable',
                message: 'Many recordings are being prepared right now; try again in 4 seconds.',
              },
              { status: busy.status, headers: { 'Retry-After': busy.retryAfter } },
            )
          : HttpResponse.json(
              { statusCode: 503, error: 'Service Unavailable', message: 'The aligner is busy' },
              { status: 503 },
            );
      }
      const saved = summary({
        audience,
        byName: audience === 'everyone' ? 'Asha Admin' : 'Meera Rao',
        unplacedWords,
        durationSeconds: (bytes.length - 44) / 48000,
      });
      state.recordings = [saved];
      return HttpResponse.json(saved, { status: 201 });
    }),
    http.delete(`${API}/recordings/:id`, ({ params }) => {
      state.deletes.push(String(params.id));
      state.recordings = [];
      return HttpResponse.json({ ok: true });
    }),
    http.get(`${API}/recordings/:id`, () =>
      HttpResponse.json({
        ...summary(),
        text: 'Page 1 text.',
        audioBase64: btoa('ID3'),
        words: [],
      }),
    ),
    // The recording is heard by its owner only (or by everyone, an administrator's).
    http.post(`${API}/fetchAudioAndAlignment`, async ({ request }) => {
      const { text, language, page_no } = (await request.json()) as {
        text: string;
        language: string;
        page_no: number;
      };
      const caller = callerOf(request);
      state.narrationCallers.push(caller);
      const recording = state.recordings.find((r) => r.page_no === page_no);
      const hears =
        recording &&
        (recording.audience === 'everyone' ||
          (caller !== null && caller === (audience === 'everyone' ? ADMIN : PARENT).uid));
      return HttpResponse.json({
        ...narrationAnswer(text, language),
        voice: hears
          ? {
              recordingId: recording.id,
              audience: recording.audience,
              byName: recording.byName,
            }
          : null,
      });
    }),
  );
  return state;
}

const openStory = async (user: typeof PARENT | null) => {
  const utils = renderApp('/stories/the-thirsty-crow', { user });
  await screen.findByText('Page 1 of 3');
  return utils;
};

const openRecordingMode = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'Record this page' }));
  return screen.findByRole('dialog', { name: /Record this page/ });
};

/** The recorder's words in the languages the busy answer is checked in. */
const recordLabel = {
  english: 'Record this page',
  spanish: 'Grabar esta página',
  hindi: 'यह पन्ना रिकॉर्ड करें',
};
const recordWord = { english: 'Record', spanish: 'Grabar', hindi: 'रिकॉर्ड करें' };
const stopWord = { english: 'Stop', spanish: 'Detener', hindi: 'रोकें' };
const saveWord = { english: 'Save', spanish: 'Guardar', hindi: 'सहेजें' };
const retryWord = { english: 'Retry', spanish: 'Reintentar', hindi: 'फिर कोशिश करें' };

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

describe('Record this page', () => {
  it('is not offered to visitors', async () => {
    recordingsServer();
    await openStory(null);
    expect(screen.getByTestId('page-text')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record this page' })).not.toBeInTheDocument();
  });

  it('records a page, asks for the microphone only on Record, and saves a 24 kHz WAV only on Save', async () => {
    const microphone = installFakeMicrophone();
    const backend = recordingsServer();
    await openStory(PARENT);
    const dialog = await openRecordingMode();
    expect(within(dialog).getByTestId('recording-text')).toHaveTextContent('Page 1 text.');
    expect(within(dialog).getByTestId('audience')).toHaveTextContent(
      'Only you will hear this recording, on any device where you are signed in.',
    );
    expect(within(dialog).getByTestId('recording-clock')).toHaveTextContent('0:00 of 2:00');
    expect(microphone.getUserMedia).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(microphone.getUserMedia).toHaveBeenCalledTimes(1);
    const stop = await within(dialog).findByRole('button', { name: 'Stop' });
    microphone.speak(2.5);
    expect(within(dialog).getByTestId('recording-clock')).toHaveTextContent('0:02 of 2:00');
    expect(Number(within(dialog).getByRole('meter').getAttribute('aria-valuenow'))).toBeGreaterThan(
      50,
    );
    expect(microphone.track.stop).not.toHaveBeenCalled();
    await userEvent.click(stop);

    await within(dialog).findByRole('button', { name: 'Listen back' });
    // The microphone is let go as soon as recording stops.
    expect(microphone.track.stop).toHaveBeenCalled();
    expect(microphone.contexts[0]?.close).toHaveBeenCalled();
    expect(backend.uploads).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Listen back' }));
    expect(within(dialog).getByTestId('listen-audio').getAttribute('src')).toMatch(/^blob:/);
    expect(backend.uploads).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Saved! You will hear your own voice on this page.'),
    ).toBeInTheDocument();
    expect(backend.uploads).toHaveLength(1);
    const [upload] = backend.uploads;
    expect(upload!.path).toBe('story-1/1/english');
    expect(upload!.contentType).toBe('audio/wav');
    expect(ascii(upload!.bytes, 0, 4)).toBe('RIFF');
    const view = new DataView(upload!.bytes.buffer);
    expect(view.getUint32(24, true)).toBe(24000);
    expect(view.getUint16(22, true)).toBe(1);
    expect(view.getUint16(34, true)).toBe(16);
    // 2.5 s of sound at 24 kHz.
    expect(view.getUint32(40, true)).toBe(2.5 * 24000 * 2);

    // The saved recording is now the caller's one for this page.
    expect(within(dialog).getByTestId('existing-recording')).toHaveTextContent(
      'Your recording of this page',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    // The page's narration is asked for again and the reader hears the new voice at once.
    expect(await screen.findByTestId('read-by')).toHaveTextContent('Read by Meera Rao');
  });

  it('tells an administrator that everyone hears the recording, and which words may be off', async () => {
    const microphone = installFakeMicrophone({ sampleRate: 44100, worklet: false });
    const backend = recordingsServer({ audience: 'everyone', unplacedWords: ['crow', 'pebbles'] });
    await openStory(ADMIN);
    const dialog = await openRecordingMode();
    expect(within(dialog).getByTestId('audience')).toHaveTextContent(
      'Everyone who reads this story in English will hear your voice on this page.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record' }));
    await within(dialog).findByRole('button', { name: 'Stop' });
    microphone.speak(1.5);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stop' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(
        'Saved! Everyone who reads this page in English now hears your voice.',
      ),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'These words may light up a little early or late: “crow”, “pebbles”',
      ),
    ).toBeInTheDocument();
    // Recorded at 44.1 kHz (the older capture node), sent at 24 kHz.
    expect(new DataView(backend.uploads[0]!.bytes.buffer).getUint32(24, true)).toBe(24000);
    expect(new DataView(backend.uploads[0]!.bytes.buffer).getUint32(40, true)).toBe(
      1.5 * 24000 * 2,
    );
  });

  it('explains a refused microphone and keeps working', async () => {
    installFakeMicrophone({ refuse: 'NotAllowedError' });
    recordingsServer();
    await openStory(PARENT);
    const dialog = await openRecordingMode();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(
      await within(dialog).findByText(/The microphone is not allowed\. Allow it for this site/),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Record' })).toBeEnabled();
    expect(within(dialog).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('explains a missing microphone', async () => {
    installFakeMicrophone({ refuse: 'NotFoundError' });
    recordingsServer();
    await openStory(PARENT);
    const dialog = await openRecordingMode();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(await within(dialog).findByText(/No microphone was found/)).toBeInTheDocument();
  });

  it('refuses a recording that is too short, without sending it', async () => {
    const microphone = installFakeMicrophone();
    const backend = recordingsServer();
    await openStory(PARENT);
    const dialog = await openRecordingMode();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record' }));
    await within(dialog).findByRole('button', { name: 'Stop' });
    microphone.speak(0.5);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stop' }));
    expect(
      await within(dialog).findByText('That was too short. Record at least 1 second.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(microphone.track.stop).toHaveBeenCalled();
    expect(backend.uploads).toHaveLength(0);
  });

  it('stops by itself at the longest length', async () => {
    const microphone = installFakeMicrophone({ sampleRate: 16000 });
    await openStory(PARENT);
    recordingsServer();
    const dialog = await openRecordingMode();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record' }));
    await within(dialog).findByRole('button', { name: 'Stop' });
    microphone.speak(125, 0.3, 1);
    expect(
      await within(dialog).findByText(
        'That is the longest a page can be (2:00), so recording stopped by itself.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByTestId('recording-clock')).toHaveTextContent('2:00 of 2:00');
    expect(microphone.track.stop).toHaveBeenCalled();
  });

  it('keeps the recording when saving fails, and Retry sends it again', async () => {
    const microphone = installFakeMicrophone();
    const backend = recordingsServer({ failPuts: 1 });
    await openStory(PARENT);
    const dialog = await openRecordingMode();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record' }));
    await within(dialog).findByRole('button', { name: 'Stop' });
    microphone.speak(1.2);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stop' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(
        'Your recording could not be saved: The aligner is busy. It is still here, so you can try again.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Listen back' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(
      await within(dialog).findByText('Saved! You will hear your own voice on this page.'),
    ).toBeInTheDocument();
    expect(backend.uploads).toHaveLength(2);
    expect(backend.uploads[1]!.bytes).toEqual(backend.uploads[0]!.bytes);
  });

  it.each([
    { status: 429 as const, retryAfter: '4', language: 'english' as const },
    { status: 503 as const, retryAfter: '4', language: 'spanish' as const },
    {
      status: 503 as const,
      retryAfter: 'Wed, 21 Oct 2015 07:28:00 GMT',
      language: 'hindi' as const,
    },
  ])(
    'says the server is busy for now ($status, Retry-After $retryAfter) in $language, keeps the take, and Retry sends it',
    async ({ status, retryAfter, language }) => {
      const busyNow = {
        english:
          'Many recordings are being prepared right now. Yours is still here: please try again in a moment.',
        spanish:
          'Ahora mismo se están preparando muchas grabaciones. La tuya sigue aquí: vuelve a intentarlo en un momento.',
        hindi: 'अभी बहुत-सी रिकॉर्डिंग तैयार हो रही हैं। आपकी रिकॉर्डिंग यहीं है: थोड़ी देर में फिर से कोशिश करें।',
      };
      const microphone = installFakeMicrophone();
      const backend = recordingsServer({ failPuts: 1, busy: { status, retryAfter } });
      const { store } = await openStory(PARENT);
      await speak(store, language);
      await userEvent.click(await screen.findByRole('button', { name: recordLabel[language] }));
      const dialog = await screen.findByRole('dialog');
      await userEvent.click(
        await within(dialog).findByRole('button', { name: recordWord[language] }),
      );
      const stop = await within(dialog).findByRole('button', { name: stopWord[language] });
      microphone.speak(1.2);
      await userEvent.click(stop);
      await userEvent.click(
        await within(dialog).findByRole('button', { name: saveWord[language] }),
      );
      expect(await within(dialog).findByText(busyNow[language])).toBeInTheDocument();
      expect(dialog).not.toHaveTextContent('Many recordings are being prepared right now;');
      await userEvent.click(within(dialog).getByRole('button', { name: retryWord[language] }));
      await waitFor(() => expect(backend.uploads).toHaveLength(2));
      expect(backend.uploads[1]!.bytes).toEqual(backend.uploads[0]!.bytes);
      await waitFor(() => expect(within(dialog).queryByText(busyNow[language])).toBeNull());
    },
  );

  it("asks for the story's recordings again once a recording is saved or deleted", async () => {
    const microphone = installFakeMicrophone();
    const backend = recordingsServer();
    await openStory(PARENT);
    const dialog = await openRecordingMode();
    await waitFor(() => expect(backend.listed).toBe(1));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record' }));
    await within(dialog).findByRole('button', { name: 'Stop' });
    microphone.speak(1.5);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stop' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Save' }));
    await within(dialog).findByTestId('existing-recording');
    await waitFor(() => expect(backend.listed).toBe(2));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete your recording?' })).getByRole(
        'button',
        { name: 'Delete' },
      ),
    );
    await within(dialog).findByText('Your recording was deleted.');
    await waitFor(() => expect(backend.listed).toBe(3));
    expect(within(dialog).queryByTestId('existing-recording')).not.toBeInTheDocument();
  });

  it('shows an earlier recording of the page, plays it, and deletes it after asking', async () => {
    installFakeMicrophone();
    const backend = recordingsServer({
      mine: [
        summary({ page_no: 2, id: '11111111-1111-4111-8111-111111111111' }),
        summary({ byMe: false, audience: 'everyone', byName: 'Asha' }),
        summary(),
      ],
    });
    await openStory(PARENT);
    const dialog = await openRecordingMode();
    const existing = await within(dialog).findByTestId('existing-recording');
    expect(existing).toHaveTextContent('0:02 long, saved March 1');
    await userEvent.click(within(existing).getByRole('button', { name: 'Listen' }));
    await waitFor(() =>
      expect(within(dialog).getByTestId('listen-audio').getAttribute('src')).toMatch(/^blob:/),
    );
    await userEvent.click(within(existing).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete your recording?' });
    expect(confirm).toHaveTextContent('You will hear the computer voice on this page again.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    expect(backend.deletes).toHaveLength(0);
    await userEvent.click(await within(existing).findByRole('button', { name: 'Delete' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete your recording?' })).getByRole(
        'button',
        { name: 'Delete' },
      ),
    );
    expect(await within(dialog).findByText('Your recording was deleted.')).toBeInTheDocument();
    expect(backend.deletes).toEqual(['7f1c2a4e-1111-4222-8333-944455556666']);
    expect(within(dialog).queryByTestId('existing-recording')).not.toBeInTheDocument();
  });

  it('does not turn the page behind it with the arrow keys', async () => {
    installFakeMicrophone();
    recordingsServer();
    await openStory(PARENT);
    const dialog = await openRecordingMode();
    await userEvent.keyboard('{ArrowRight}');
    expect(within(dialog).getByTestId('recording-text')).toHaveTextContent('Page 1 text.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  });

  it('speaks the interface language', async () => {
    installFakeMicrophone();
    recordingsServer();
    const { store } = await openStory(PARENT);
    await speak(store, 'hindi');
    const dialog = await (async () => {
      await userEvent.click(await screen.findByRole('button', { name: 'यह पन्ना रिकॉर्ड करें' }));
      return screen.findByRole('dialog', { name: /यह पन्ना रिकॉर्ड करें/ });
    })();
    expect(within(dialog).getByRole('heading', { name: 'यह पन्ना रिकॉर्ड करें' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'रिकॉर्ड करें' })).toBeInTheDocument();
  });
});

describe('hearing a family voice', () => {
  it("shows who reads the page, and never plays one account's private recording to a visitor after sign-out", async () => {
    const backend = recordingsServer({ mine: [summary()] });
    const { identity } = await openStory(PARENT);
    await userEvent.click(screen.getByRole('button', { name: 'Read to me' }));
    expect(await screen.findByTestId('read-by')).toHaveTextContent('Read by Meera Rao');
    expect(backend.narrationCallers).toContain(PARENT.uid);

    identity.emitSession(null);
    await waitFor(() => expect(backend.narrationCallers.at(-1)).toBeNull());
    await waitFor(() => expect(screen.queryByTestId('read-by')).not.toBeInTheDocument());
  });
});
