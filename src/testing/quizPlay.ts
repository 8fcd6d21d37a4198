import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { AnswerCheck } from '../../contract/quizzes';
import { callerOf, refuseUnlessCaller } from './handlers';
import { playableQuiz, quiz } from './quizFixtures';
import { PARENT, renderApp } from './renderWithProviders';
import { API, server } from './server';

/** The approved quiz of the fixture story that the quiz player tests play. */
export const approved = quiz({ status: 'approved' });

/** The reader's end screen of the fixture story (three pages). */
export async function finishStory(user: typeof PARENT | null = null) {
  const app = renderApp('/stories/the-thirsty-crow', { user });
  for (const page of [1, 2, 3]) {
    await screen.findByText(`Page ${page} of 3`);
    fireEvent.keyDown(window, { key: 'ArrowRight' });
  }
  return Object.assign(await screen.findByRole('region', { name: 'The End' }), {
    store: app.store,
    app,
  });
}

export interface ServedAttempt {
  id: string;
  uid: string;
  answers: (number | null)[];
  finished: boolean;
}

/**
 * The server's side of a quiz, as the API keeps it: a signed-in child's attempts, each
 * answer stored once before the right one is told, scores from the stored answers. While
 * `offline()` is true its writes get no answer (the quiz list still comes, as from a story
 * kept on the device).
 */
export function serveQuiz({
  unfinished,
  offline = () => false,
}: { unfinished?: (number | null)[]; offline?: () => boolean } = {}) {
  const attempts: ServedAttempt[] = [];
  if (unfinished) {
    attempts.push({ id: 'attempt-0', uid: PARENT.uid, answers: unfinished, finished: false });
  }
  const mine = (request: Request, id: unknown) =>
    attempts.find((attempt) => attempt.id === id && attempt.uid === callerOf(request));
  server.use(
    http.get(`${API}/quizzes/story/:storyId`, () => HttpResponse.json([playableQuiz(approved)])),
    http.post(`${API}/quizzes/*`, () => (offline() ? HttpResponse.error() : undefined)),
    http.post(`${API}/quizzes/:id/attempts`, ({ request }) => {
      const refused = refuseUnlessCaller(request);
      if (refused) return refused;
      const uid = callerOf(request)!;
      let open = attempts.find((attempt) => attempt.uid === uid && !attempt.finished);
      if (!open) {
        open = {
          id: `attempt-${attempts.length}`,
          uid,
          answers: approved.questions.map(() => null),
          finished: false,
        };
        attempts.push(open);
      }
      const answered = open.answers.flatMap((choice, index) => (choice === null ? [] : [index]));
      return HttpResponse.json({ attemptId: open.id, answered });
    }),
    http.post(`${API}/quizzes/:id/check`, async ({ request }) => {
      const refused = refuseUnlessCaller(request);
      if (refused) return refused;
      const { attemptId, question, choice } = (await request.json()) as AnswerCheck;
      const attempt = mine(request, attemptId);
      if (!attempt) return HttpResponse.json({ message: 'Attempt not found' }, { status: 404 });
      if (attempt.answers[question] !== null) {
        return HttpResponse.json(
          { message: 'This question was already answered in this attempt.' },
          { status: 409 },
        );
      }
      attempt.answers[question] = choice;
      const answerIndex = approved.questions[question]!.answerIndex;
      return HttpResponse.json({ correct: choice === answerIndex, answerIndex });
    }),
    http.post(`${API}/quizzes/:id/attempts/:attemptId/finish`, ({ request, params }) => {
      const refused = refuseUnlessCaller(request);
      if (refused) return refused;
      const attempt = mine(request, params.attemptId);
      if (!attempt) return HttpResponse.json({ message: 'Attempt not found' }, { status: 404 });
      attempt.finished = true;
      const correct = attempt.answers.filter(
        (choice, index) => choice === approved.questions[index]!.answerIndex,
      ).length;
      const firstAttempt = attempt === attempts.find((each) => each.uid === attempt.uid);
      return HttpResponse.json({
        correct,
        total: approved.questions.length,
        points: firstAttempt ? correct * 2 : 0,
        firstAttempt,
      });
    }),
  );
  return attempts;
}

/** Finishes the fixture story and opens its quiz. */
export async function openQuiz(user: typeof PARENT | null = PARENT) {
  const end = await finishStory(user);
  const events = userEvent.setup({ delay: null });
  await events.click(await within(end).findByRole('button', { name: 'Take the quiz' }));
  return {
    dialog: await screen.findByRole('dialog', { name: 'Quiz: The Thirsty Crow' }),
    events,
    end,
  };
}
