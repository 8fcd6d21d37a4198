import type { SerializedError } from '@reduxjs/toolkit';
import type { AnswerCheck, StartedAttempt } from '../../../contract/quizzes';
import { createAppAsyncThunk } from '../../app/hooks';
import type { ApiClient } from '../../lib/apiClient';
import { statusOf } from '../../lib/errors';
import type { OutboxEntry, OutboxRequest, Replays } from '../../lib/offline/outbox';
import type { ServerError } from '../../lib/serverData/api';
import { attemptsUrl, checkUrl, finishUrl } from './quizUrls';

/**
 * A quiz played without a network: its answers are held on the device (the outbox) and given
 * to the server when the network is back, as the child would have given them.
 */

/** The outbox kind of a quiz's held answers. */
export const HELD_QUIZ_ANSWERS = 'quizAnswers';

export type HeldAnswer = Pick<AnswerCheck, 'question' | 'choice'>;

interface HeldQuizAnswers {
  quizId: string;
  /** In the order the child gave them. */
  answers: HeldAnswer[];
  questionCount: number;
  /** The child who gave them (the account's own answers when left out). */
  childId?: string;
}

/**
 * True when a start or a check got no answer from the server (the network is gone): the play
 * goes on and its answers are held. The base query gives a status whenever the server answered.
 */
export const gotNoAnswer = (error: ServerError | SerializedError | undefined) =>
  error !== undefined && (!('status' in error) || error.status === undefined);

/**
 * Plays the held answers to the server: starts the attempt (the open one, if an earlier try
 * already gave some of them), gives each answer it lacks in order, and has the attempt scored
 * once every question is answered (a child who stopped half-way carries on later, as online).
 * Sent again after a lost reply, it gives nothing twice: the attempt says which questions it
 * has, and the ledger credits a quiz once.
 */
async function replayQuizAnswers(api: ApiClient, entry: OutboxEntry): Promise<void> {
  const { quizId, answers, questionCount, childId } = entry.body as HeldQuizAnswers;
  // The child who played, named in every call (start, answers, score) as online.
  const reader = childId ? { childId } : undefined;
  const { data: attempt } = await api.post<StartedAttempt>(attemptsUrl(quizId), reader);
  const answered = new Set(attempt.answered);
  for (const { question, choice } of answers) {
    if (answered.has(question)) continue;
    const check: AnswerCheck = { attemptId: attempt.attemptId, question, choice, ...reader };
    // 409: the attempt has that answer already (its reply was lost on the way): go on.
    await api.post(checkUrl(quizId), check).catch((error: unknown) => {
      if (statusOf(error) !== 409) throw error;
    });
    answered.add(question);
  }
  if (answered.size < questionCount) return;
  await api.post(finishUrl(quizId, attempt.attemptId), reader);
}

/** The replays of the games' outbox kinds, which every flush of the outbox is given. */
export const quizReplays: Replays = { [HELD_QUIZ_ANSWERS]: replayQuizAnswers };

function heldQuizAnswers(held: HeldQuizAnswers): OutboxRequest {
  return { kind: HELD_QUIZ_ANSWERS, method: 'post', url: attemptsUrl(held.quizId), body: held };
}

/**
 * Keeps a signed-in child's held answers in the outbox. The network may be back already (it
 * came back during the quiz, with no event left to come): then they are sent at once.
 */
export const holdQuizAnswers = createAppAsyncThunk<void, HeldQuizAnswers>(
  'games/holdQuizAnswers',
  async (held, { extra, getState }) => {
    const account = getState().user.user?.uid;
    if (!account || !held.answers.length) return;
    const { flushOutbox, queueRequest } = await import('../../lib/offline/outbox');
    await queueRequest(account, heldQuizAnswers({ ...held, answers: [...held.answers] }));
    if (!navigator.onLine) return;
    await flushOutbox(extra.api, account, {
      replays: quizReplays,
      stillSignedIn: () => getState().user.user?.uid === account,
    });
  },
);
