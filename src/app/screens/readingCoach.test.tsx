import 'fake-indexeddb/auto';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { speak } from '../../testing/interfaceLanguage';
import { PARENT, renderApp } from '../../testing/renderWithProviders';
import { API, server } from '../../testing/server';
import { childProfile, readingInThisTab, watchRequests } from '../../testing/childrenHandlers';
import { dropOutboxOf, flushOutbox, pendingCount } from '../../lib/offline/outbox';
import { setLanguage } from '../../features/reader/settingsSlice';
import type { ListenFailure } from '../../features/coach/listenError';
import type { ListenerEvents } from '../../features/coach/listener';
import type { StretchRequest } from '../../features/coach/stretchDecoder';

// The worker boundary: the microphone and the recogniser are replaced by a script of
// hypotheses; everything from there on (following, marks, results) is the real coach.
const microphone = vi.hoisted(() => ({
  events: null as ListenerEvents | null,
  stretches: [] as StretchRequest[],
  refuse: null as ListenFailure | null,
  stopped: 0,
}));
vi.mock('../../features/coach/listener', async () => {
  const { ListenError } = await import('../../features/coach/listenError');
  return {
    openListener: async (events: ListenerEvents) => {
      if (microphone.refuse) throw new ListenError(microphone.refuse);
      microphone.events = events;
      return {
        listen: (stretch: StretchRequest) => microphone.stretches.push(stretch),
        stop: () => (microphone.stopped += 1),
      };
    },
  };
});

const FIRST_LOAD = { timeout: 20_000 };
let time = 0;

/** The recogniser has heard `words` so far, for `chunks` chunks of 100 ms in a row. */
function heard(words: string[], chunks: number) {
  for (let i = 0; i < chunks; i += 1) {
    time += 0.1;
    const stretch = microphone.stretches.at(-1)!;
    act(() =>
      microphone.events!.onHypothesis({
        stretch: stretch.id,
        words: words.map((word) => ({ word, start: time - 0.3, end: time })),
        time,
      }),
    );
  }
}

const wordMarks = () =>
  Array.from(screen.getByTestId('page-text').querySelectorAll('[data-word-index]')).map((word) =>
    word.getAttribute('data-mark'),
  );

beforeAll(async () => {
  await import('./StoryPage');
});

beforeEach(() => {
  microphone.events = null;
  microphone.stretches = [];
  microphone.refuse = null;
  microphone.stopped = 0;
  time = 0;
});

async function openCoach(user: typeof PARENT | null = null) {
  const app = renderApp('/stories/the-thirsty-crow', { user });
  await screen.findByText('Page 1 of 3', {}, FIRST_LOAD);
  await userEvent.click(screen.getByRole('button', { name: 'I’ll read' }));
  return Object.assign(await screen.findByRole('region', { name: 'Reading coach' }, FIRST_LOAD), {
    app,
  });
}

describe('the reading coach', () => {
  it('follows the child word by word, then gives stars and counts the page as read', async () => {
    const progress: number[] = [];
    server.use(
      http.post(`${API}/progress`, async ({ request }) => {
        const body = (await request.json()) as { page_no: number };
        progress.push(body.page_no);
        return HttpResponse.json({ storyPoints: 1 });
      }),
    );
    const coach = await openCoach(PARENT);
    expect(await within(coach).findByText('I’m listening. Read the page aloud!')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Stop reading to the coach' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // "Page 1 text.": the number is not followed.
    expect(microphone.stretches[0]?.words).toEqual(['page', 'text']);
    await waitFor(() => expect(progress).toEqual([1]));
    heard(['page'], 3);
    expect(wordMarks()).toEqual(['read', null, 'next']);
    heard(['page', 'text'], 3);

    expect(await within(coach).findByText('You read every word. Wonderful!')).toBeVisible();
    expect(within(coach).getByRole('img', { name: '3 stars of 3' })).toBeInTheDocument();
    expect(microphone.stopped).toBe(1);
    await waitFor(() => expect(progress).toEqual([1, 1]));
    await userEvent.click(within(coach).getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Reading coach' })).not.toBeInTheDocument();
  });

  it('marks a skipped word gently and lists it to practise', async () => {
    const coach = await openCoach();
    await within(coach).findByText('I’m listening. Read the page aloud!');
    heard(['text'], 6);
    expect(wordMarks()).toEqual(['skipped', null, 'read']);
    expect(await within(coach).findByText('You read 1 of 2 words.')).toBeVisible();
    expect(within(coach).getByText('Words to practise')).toBeVisible();
    expect(within(coach).getByRole('button', { name: 'Hear “Page”' })).toBeInTheDocument();
  });

  it('stops listening when asked, with the words read so far', async () => {
    const coach = await openCoach();
    await within(coach).findByText('I’m listening. Read the page aloud!');
    heard(['page'], 3);
    await userEvent.click(within(coach).getByRole('button', { name: 'Stop listening' }));
    expect(microphone.stopped).toBe(1);
    expect(await within(coach).findByText('You read 1 of 2 words.')).toBeVisible();
    expect(within(coach).getByRole('img', { name: '1 star of 3' })).toBeInTheDocument();
  });

  it('explains a refused microphone, and tries again when asked', async () => {
    microphone.refuse = 'denied';
    const coach = await openCoach();
    expect(
      await within(coach).findByText(/The microphone is not allowed\. To read to the coach/),
    ).toBeVisible();
    microphone.refuse = null;
    await userEvent.click(within(coach).getByRole('button', { name: 'Try again' }));
    expect(await within(coach).findByText('I’m listening. Read the page aloud!')).toBeVisible();
  });

  it('says when there is no microphone', async () => {
    microphone.refuse = 'noMicrophone';
    const coach = await openCoach();
    expect(
      await within(coach).findByText(
        'We could not find a microphone. Connect one, then try again.',
      ),
    ).toBeVisible();
    await userEvent.click(within(coach).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'Reading coach' })).not.toBeInTheDocument();
  });

  it('tells a Hindi reader, in Hindi, that reading practice is in English for now', async () => {
    const { store } = renderApp('/stories/the-thirsty-crow');
    await screen.findByText('Page 1 of 3', {}, FIRST_LOAD);
    await speak(store, 'hindi');
    act(() => {
      store.dispatch(setLanguage('hindi'));
    });
    await userEvent.click(await screen.findByRole('button', { name: 'मैं पढ़ूँगा' }));
    expect(
      await screen.findByText(/पढ़ने का अभ्यास अभी केवल अंग्रेज़ी में है।/, {}, FIRST_LOAD),
    ).toBeVisible();
    expect(microphone.events).toBeNull();
    expect(screen.getByRole('button', { name: 'बंद करें' })).toBeInTheDocument();
  });

  describe("kept for the family view, as the child's", () => {
    const TARA = childProfile({ id: 'tara', nickname: 'Tara' });
    afterEach(async () => {
      server.events.removeAllListeners();
      await dropOutboxOf(PARENT.uid);
    });

    it('sends the words read right and missed once the page is read, and the page as coached', async () => {
      readingInThisTab(PARENT.uid, TARA);
      const seen = watchRequests(server, '/coach/results', '/progress');
      const coach = await openCoach(PARENT);
      await within(coach).findByText('I’m listening. Read the page aloud!');
      heard(['text'], 6);
      await within(coach).findByText('You read 1 of 2 words.');
      await waitFor(() => expect(seen.map((request) => request.url)).toContain('/coach/results'));
      await waitFor(() => expect(seen.every((request) => request.body)).toBe(true));
      const results = seen.find((request) => request.url === '/coach/results');
      expect(results?.body).toEqual({
        storyId: 'story-1',
        page_no: 1,
        words: [
          { word: 'page', right: false },
          { word: 'text', right: true },
        ],
        childId: 'tara',
      });
      // The page read to the coach counts as read that way.
      expect(seen.filter((request) => request.url === '/progress').at(-1)?.body).toMatchObject({
        page_no: 1,
        childId: 'tara',
        mode: 'coach',
      });
    });

    it('keeps them on the device without a network, with the child who read', async () => {
      readingInThisTab(PARENT.uid, TARA);
      server.use(http.post(`${API}/coach/results`, () => HttpResponse.error()));
      const coach = await openCoach(PARENT);
      await within(coach).findByText('I’m listening. Read the page aloud!');
      heard(['page', 'text'], 6);
      await waitFor(async () => expect(await pendingCount(PARENT.uid)).toBe(1));

      server.resetHandlers();
      const sent = watchRequests(server, '/coach/results');
      await flushOutbox(coach.app.api, PARENT.uid);
      await waitFor(() => expect(sent[0]?.body).toBeDefined());
      expect(sent[0]?.body).toMatchObject({ storyId: 'story-1', page_no: 1, childId: 'tara' });
      expect(await pendingCount(PARENT.uid)).toBe(0);
    });
  });
});
