import 'fake-indexeddb/auto';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_READER_PREFERENCES } from '../../../contract/preferenceChoices';
import { setPlaying } from '../../features/reader/narrationSlice';
import { increaseTextSize } from '../../features/reader/settingsSlice';
import { HELD_QUIZ_ANSWERS, quizReplays } from '../../features/games/heldAnswers';
import { dropOutboxOf, flushOutbox, pendingCount } from '../../lib/offline/outbox';
import { readerChosen } from '../../lib/activeReader';
import {
  childProfile,
  childrenServerFor,
  readingInThisTab,
  watchRequests,
} from '../../testing/childrenHandlers';
import { emptyLeaderboard } from '../../testing/quizFixtures';
import { openQuiz, serveQuiz } from '../../testing/quizPlay';
import { PARENT, renderApp } from '../../testing/renderWithProviders';
import { API, server } from '../../testing/server';

const TARA = childProfile({ id: 'tara', nickname: 'Tara', avatar: 'elephant' });
const KABIR = childProfile({ id: 'kabir', nickname: 'Kabir', avatar: 'tiger' });

/** The parent's children on the server, Tara reading in this tab. */
function taraReads() {
  server.use(...childrenServerFor(PARENT.uid, [TARA, KABIR]).handlers);
  readingInThisTab(PARENT.uid, TARA);
}

afterEach(async () => {
  server.events.removeAllListeners();
  vi.restoreAllMocks();
  await dropOutboxOf(PARENT.uid);
});

describe('a child reading', () => {
  it('has each page recorded as theirs, with the time on the page before and how it was read', async () => {
    taraReads();
    const seen = watchRequests(server, '/progress');
    let now = 1_000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const { store } = renderApp('/stories/the-thirsty-crow', { user: PARENT });
    await screen.findByText('Page 1 of 3');
    await waitFor(() => expect(seen).toHaveLength(1));

    now += 12_400;
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    await screen.findByText('Page 2 of 3');
    // The narration plays on page 2; the tab is hidden for a minute, which is no reading.
    act(() => {
      store.dispatch(setPlaying(true));
    });
    now += 5_000;
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    now += 60_000;
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    now += 3_000;
    act(() => {
      store.dispatch(setPlaying(false));
    });
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    await screen.findByText('Page 3 of 3');
    now += 20_000;
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    await screen.findByRole('region', { name: 'The End' });

    await waitFor(() => expect(seen).toHaveLength(4));
    await waitFor(() => expect(seen.every((request) => request.body)).toBe(true));
    expect(seen.map((request) => request.body)).toEqual([
      { storyId: 'story-1', page_no: 1, childId: 'tara' },
      { storyId: 'story-1', page_no: 2, childId: 'tara', seconds: 12, mode: 'self' },
      { storyId: 'story-1', page_no: 3, childId: 'tara', seconds: 8, mode: 'listened' },
      {
        storyId: 'story-1',
        page_no: 3,
        finished: true,
        childId: 'tara',
        seconds: 20,
        mode: 'self',
      },
    ]);
  });

  it('keeps a page read without a network with the child it was read by', async () => {
    taraReads();
    server.use(http.post(`${API}/progress`, () => HttpResponse.error()));
    const { api } = renderApp('/stories/the-thirsty-crow', { user: PARENT });
    await screen.findByText('Page 1 of 3');
    await waitFor(async () => expect(await pendingCount(PARENT.uid)).toBe(1));

    const sent = watchRequests(server, '/progress');
    server.use(http.post(`${API}/progress`, () => HttpResponse.json({})));
    await flushOutbox(api, PARENT.uid);
    await waitFor(() =>
      expect(sent.map((request) => request.body)).toEqual([
        { storyId: 'story-1', page_no: 1, childId: 'tara' },
      ]),
    );
  });

  it("plays a quiz as their own attempt: started, answered and scored in the child's name", async () => {
    taraReads();
    serveQuiz();
    const seen = watchRequests(server, '/quizzes/quiz-1/');
    const { dialog, events } = await openQuiz();
    await events.click(await within(dialog).findByRole('button', { name: 'Water' }));
    await events.click(await within(dialog).findByRole('button', { name: 'Next question' }));
    await events.click(within(dialog).getByRole('button', { name: 'Pebbles' }));
    await events.click(await within(dialog).findByRole('button', { name: 'See my score' }));
    await within(dialog).findByText('You got 2 of 2 right!');
    expect(seen.map((request) => [request.url, request.body])).toEqual([
      ['/quizzes/quiz-1/attempts', { childId: 'tara' }],
      [
        '/quizzes/quiz-1/check',
        { attemptId: 'attempt-0', question: 0, choice: 0, childId: 'tara' },
      ],
      [
        '/quizzes/quiz-1/check',
        { attemptId: 'attempt-0', question: 1, choice: 0, childId: 'tara' },
      ],
      ['/quizzes/quiz-1/attempts/attempt-0/finish', { childId: 'tara' }],
    ]);
  });

  it('gives the answers held without a network in the name of the child who gave them', async () => {
    serveQuiz();
    const seen = watchRequests(server, '/quizzes/quiz-1/');
    const { api } = renderApp('/about', { user: PARENT });
    const replay = quizReplays[HELD_QUIZ_ANSWERS]!;
    await replay(api, {
      id: 1,
      kind: HELD_QUIZ_ANSWERS,
      method: 'post',
      url: '/quizzes/quiz-1/attempts',
      account: PARENT.uid,
      madeAt: 0,
      body: {
        quizId: 'quiz-1',
        answers: [{ question: 0, choice: 0 }],
        questionCount: 1,
        childId: 'kabir',
      },
    }).catch(() => undefined);
    await waitFor(() => expect(seen.length).toBeGreaterThanOrEqual(2));
    await waitFor(() => expect(seen.every((request) => request.body)).toBe(true));
    expect(seen.map((request) => request.body)).toEqual([
      { childId: 'kabir' },
      { attemptId: expect.any(String), question: 0, choice: 0, childId: 'kabir' },
      { childId: 'kabir' },
    ]);
  });

  it('reads and saves their own settings, and the grown-up gets theirs back', async () => {
    taraReads();
    const taraSettings = { ...DEFAULT_READER_PREFERENCES, language: 'hindi', textSize: 130 };
    const saves: unknown[] = [];
    server.use(
      http.get(`${API}/preferences`, ({ request }) => {
        const child = new URL(request.url).searchParams.get('childId');
        return HttpResponse.json({ preferences: child === 'tara' ? taraSettings : null });
      }),
      http.put(`${API}/preferences`, async ({ request }) => {
        const body = await request.json();
        saves.push(body);
        return HttpResponse.json({ preferences: body });
      }),
    );
    const seen = watchRequests(server, '/preferences');
    const { store } = renderApp('/about', { user: PARENT });
    await waitFor(() => expect(store.getState().settings.language).toBe('hindi'));
    expect(store.getState().settings.textSize).toBe(130);
    expect(seen[0]?.url).toBe('/preferences?childId=tara');

    act(() => {
      store.dispatch(increaseTextSize());
    });
    // Before the grown-up takes over, Tara's change is saved as hers.
    act(() => {
      store.dispatch(readerChosen({ account: PARENT.uid, child: null }));
    });
    await waitFor(() => expect(store.getState().settings.textSize).toBe(100));
    expect(saves).toEqual([{ ...taraSettings, textSize: 140, childId: 'tara' }]);
    expect(seen.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET /preferences?childId=tara',
      'PUT /preferences',
      'GET /preferences',
    ]);
    expect(store.getState().settings.language).toBe('english');
  });

  it('sees the stories with their own places to continue, asked again when another child reads', async () => {
    taraReads();
    const seen = watchRequests(server, '/KahaniJson/getkahanis/');
    const { store } = renderApp('/stories', { user: PARENT });
    await screen.findByText('The Thirsty Crow');
    await waitFor(() =>
      expect(seen.map((request) => request.url)).toContain(
        `/KahaniJson/getkahanis/${PARENT.uid}?limit=24&childId=tara`,
      ),
    );
    act(() => {
      store.dispatch(readerChosen({ account: PARENT.uid, child: KABIR }));
    });
    await waitFor(() =>
      expect(seen.at(-1)?.url).toBe(`/KahaniJson/getkahanis/${PARENT.uid}?limit=24&childId=kabir`),
    );
  });

  it('finds their own place on the leaderboard', async () => {
    taraReads();
    const seen = watchRequests(server, '/leaderboard');
    server.use(
      http.get(`${API}/leaderboard`, () =>
        HttpResponse.json({
          ...emptyLeaderboard('week'),
          top: [
            { rank: 1, name: 'Tara', points: 9, isCaller: true },
            { rank: 2, name: 'Asha', points: 4, isCaller: false },
          ],
          caller: { rank: 1, name: 'Tara', points: 9, isCaller: true },
        }),
      ),
    );
    renderApp('/leaderboard', { user: PARENT });
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Tara (you)')).toBeInTheDocument();
    expect(screen.queryByText(/Meera Rao \(you\)/)).not.toBeInTheDocument();
    expect(seen[0]?.url).toBe('/leaderboard?period=week&childId=tara');
    await userEvent.click(screen.getByRole('tab', { name: 'All time' }));
    await waitFor(() => expect(seen.at(-1)?.url).toBe('/leaderboard?period=all&childId=tara'));
  });
});
