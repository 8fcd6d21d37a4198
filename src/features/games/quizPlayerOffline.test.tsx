import 'fake-indexeddb/auto';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dropOutboxOf, pendingCount } from '../../lib/offline/outbox';
import { quizReadsOfStory } from './index';
import { speak } from '../../testing/interfaceLanguage';
import { openQuiz, serveQuiz } from '../../testing/quizPlay';
import { PARENT } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';

const CHECKED_LATER = 'Your answers will be checked when you are back online.';

/** The quiz calls (`method`) the server receives ("/quizzes/quiz-1/check"), from now on. */
function recordQuizCalls(method = 'POST') {
  const calls: string[] = [];
  const record = ({ request }: { request: Request }) => {
    const { pathname } = new URL(request.url);
    if (pathname.startsWith('/quizzes/') && request.method === method) {
      calls.push(pathname.replace(/attempt-\d+/, 'ATTEMPT'));
    }
  };
  server.events.on('request:start', record);
  return { calls, stop: () => server.events.removeListener('request:start', record) };
}

const goOnline = () => act(() => void window.dispatchEvent(new Event('online')));
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 300)));
const waiting = () => pendingCount(PARENT.uid);

let network: { up: boolean };
beforeEach(() => {
  network = { up: true };
});
afterEach(() => dropOutboxOf(PARENT.uid));

describe('a quiz played without a network', () => {
  it('goes on without feedback, and its answers are checked and scored once back online', async () => {
    network.up = false;
    const attempts = serveQuiz({ offline: () => !network.up });
    const { dialog, events, end } = await openQuiz();

    expect(await within(dialog).findByText('Question 1 of 2')).toBeInTheDocument();
    await events.click(within(dialog).getByRole('button', { name: 'Water' }));
    expect(await within(dialog).findByText(CHECKED_LATER)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Water' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(dialog).queryByText(/That’s right|Good try/)).not.toBeInTheDocument();
    await events.click(within(dialog).getByRole('button', { name: 'Next question' }));
    await events.click(within(dialog).getByRole('button', { name: 'Leaves' }));
    await events.click(await within(dialog).findByRole('button', { name: 'Finish the quiz' }));

    expect(
      await within(dialog).findByRole('heading', { name: 'Well done for finishing the quiz!' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(CHECKED_LATER)).toBeInTheDocument();
    expect(within(dialog).queryByText(/You got/)).not.toBeInTheDocument();
    await waitFor(async () => expect(await waiting()).toBe(1));
    expect(attempts).toEqual([]);

    const sent = recordQuizCalls();
    network.up = true;
    goOnline();
    await waitFor(async () => expect(await waiting()).toBe(0));
    expect(attempts).toEqual([
      { id: 'attempt-0', uid: PARENT.uid, answers: [0, 1], finished: true },
    ]);
    expect(sent.calls).toEqual([
      '/quizzes/quiz-1/attempts',
      '/quizzes/quiz-1/check',
      '/quizzes/quiz-1/check',
      '/quizzes/quiz-1/attempts/ATTEMPT/finish',
    ]);

    // A second reconnection plays nothing again: the points count once.
    goOnline();
    await settle();
    expect(sent.calls).toHaveLength(4);
    expect(attempts).toHaveLength(1);
    sent.stop();

    await speak(end.store, 'spanish');
    expect(
      within(dialog).getByText('Tus respuestas se revisarán cuando vuelvas a estar en línea.'),
    ).toBeInTheDocument();
  });

  it('holds the answers from the one that got no answer, and gives only those', async () => {
    const attempts = serveQuiz({ offline: () => !network.up });
    const { dialog, events } = await openQuiz();
    await events.click(await within(dialog).findByRole('button', { name: 'Water' }));
    expect(await within(dialog).findByText(/Yes! That’s right!/)).toBeInTheDocument();
    await events.click(within(dialog).getByRole('button', { name: 'Next question' }));

    network.up = false;
    await events.click(within(dialog).getByRole('button', { name: 'Pebbles' }));
    expect(await within(dialog).findByText(CHECKED_LATER)).toBeInTheDocument();
    await events.click(within(dialog).getByRole('button', { name: 'Finish the quiz' }));
    expect(await within(dialog).findByRole('button', { name: 'Play again' })).toBeInTheDocument();
    await waitFor(async () => expect(await waiting()).toBe(1));
    expect(attempts).toEqual([
      { id: 'attempt-0', uid: PARENT.uid, answers: [0, null], finished: false },
    ]);

    network.up = true;
    goOnline();
    await waitFor(() =>
      expect(attempts).toEqual([
        { id: 'attempt-0', uid: PARENT.uid, answers: [0, 0], finished: true },
      ]),
    );
  });

  it('keeps the answers of a quiz left half-way, to carry on from online', async () => {
    network.up = false;
    const attempts = serveQuiz({ offline: () => !network.up });
    const { dialog, events, end } = await openQuiz();
    await events.click(await within(dialog).findByRole('button', { name: 'Bread' }));
    await within(dialog).findByText(CHECKED_LATER);
    await events.click(within(dialog).getByRole('button', { name: 'Close the quiz' }));
    await waitFor(async () => expect(await waiting()).toBe(1));

    network.up = true;
    goOnline();
    await waitFor(async () => expect(await waiting()).toBe(0));
    // The attempt has the answer given offline, and stays open for the rest.
    expect(attempts).toEqual([
      { id: 'attempt-0', uid: PARENT.uid, answers: [1, null], finished: false },
    ]);
    await events.click(await within(end).findByRole('button', { name: 'Take the quiz' }));
    const again = await screen.findByRole('dialog', { name: 'Quiz: The Thirsty Crow' });
    expect(await within(again).findByText('Question 2 of 2')).toBeInTheDocument();
  });
});

describe('a story kept for offline', () => {
  it('is told every read its quiz player makes, to keep their answers', async () => {
    serveQuiz();
    const reads = recordQuizCalls('GET');
    const { dialog, events, end } = await openQuiz();
    for (const answer of ['Water', 'Pebbles']) {
      await events.click(await within(dialog).findByRole('button', { name: answer }));
      await events.click(
        await within(dialog).findByRole('button', { name: /Next question|See my score/ }),
      );
    }
    expect(await within(dialog).findByText('You got 2 of 2 right!')).toBeInTheDocument();
    reads.stop();
    const named = await quizReadsOfStory(end.app.api, 'story-1');
    expect(named).toEqual(['/quizzes/story/story-1']);
    expect(new Set(reads.calls)).toEqual(new Set(named));
  });
});
