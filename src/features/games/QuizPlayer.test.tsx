import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { speak } from '../../testing/interfaceLanguage';
import { emptyLeaderboard, playableQuiz } from '../../testing/quizFixtures';
import { approved, finishStory, openQuiz, serveQuiz } from '../../testing/quizPlay';
import { renderAlongside } from '../../testing/renderAlongside';
import { PARENT } from '../../testing/renderWithProviders';
import { API, server } from '../../testing/server';

describe('quiz player', () => {
  it('plays one question at a time with kind feedback, then scores the attempt', async () => {
    const attempts = serveQuiz();
    const { dialog, events } = await openQuiz();
    expect(await within(dialog).findByText('Question 1 of 2')).toBeInTheDocument();

    await events.click(within(dialog).getByRole('button', { name: 'Water' }));
    expect(await within(dialog).findByText(/Yes! That’s right!/)).toBeInTheDocument();
    await events.click(within(dialog).getByRole('button', { name: 'Next question' }));

    expect(within(dialog).getByText('What did it drop in the pot?')).toBeInTheDocument();
    await events.click(within(dialog).getByRole('button', { name: 'Leaves' }));
    expect(
      await within(dialog).findByText('Good try! The right answer is “Pebbles”.'),
    ).toBeInTheDocument();
    await events.click(within(dialog).getByRole('button', { name: 'See my score' }));

    expect(await within(dialog).findByText('You got 1 of 2 right!')).toBeInTheDocument();
    expect(within(dialog).getByText('2 points')).toBeInTheDocument();
    // Every answer was given to the server, in the attempt, before its feedback showed.
    expect(attempts).toEqual([
      { id: 'attempt-0', uid: PARENT.uid, answers: [0, 1], finished: true },
    ]);
  });

  it('starts a new attempt to play again, which is practice', async () => {
    const attempts = serveQuiz();
    const { dialog, events } = await openQuiz();
    for (const answer of ['Water', 'Pebbles']) {
      await events.click(await within(dialog).findByRole('button', { name: answer }));
      await events.click(
        await within(dialog).findByRole('button', { name: /Next question|See my score/ }),
      );
    }
    expect(await within(dialog).findByText('You got 2 of 2 right!')).toBeInTheDocument();
    await events.click(within(dialog).getByRole('button', { name: 'Play again' }));
    expect(await within(dialog).findByText('Question 1 of 2')).toBeInTheDocument();
    await events.click(within(dialog).getByRole('button', { name: 'Bread' }));
    await events.click(await within(dialog).findByRole('button', { name: 'Next question' }));
    await events.click(within(dialog).getByRole('button', { name: 'Pebbles' }));
    await events.click(await within(dialog).findByRole('button', { name: 'See my score' }));
    expect(await within(dialog).findByText('You got 1 of 2 right!')).toBeInTheDocument();
    expect(within(dialog).getByText(/Points count on your first try/)).toBeInTheDocument();
    expect(attempts.map((attempt) => attempt.answers)).toEqual([
      [0, 0],
      [1, 0],
    ]);
  });

  it('refreshes a leaderboard open alongside once the attempt is scored', async () => {
    const attempts = serveQuiz();
    let asked = 0;
    server.use(
      http.get(`${API}/leaderboard`, () => {
        asked += 1;
        const scored = attempts.some((attempt) => attempt.finished);
        return HttpResponse.json(
          scored
            ? {
                ...emptyLeaderboard(),
                top: [{ rank: 1, name: 'Meera R.', points: 4, isCaller: true }],
                caller: { rank: 1, name: 'Meera R.', points: 4, isCaller: true },
              }
            : emptyLeaderboard(),
        );
      }),
    );
    const { dialog, events, end } = await openQuiz();
    const leaderboard = within(renderAlongside(end.app, '/leaderboard').container);
    expect(await leaderboard.findByText('No points yet this week!')).toBeInTheDocument();
    for (const answer of ['Water', 'Pebbles']) {
      await events.click(await within(dialog).findByRole('button', { name: answer }));
      await events.click(
        await within(dialog).findByRole('button', { name: /Next question|See my score/ }),
      );
    }
    expect(await within(dialog).findByText('You got 2 of 2 right!')).toBeInTheDocument();
    const table = await leaderboard.findByRole('table', { name: 'Leaderboard: This week' });
    expect(within(table).getByText(/Meera R\./)).toBeInTheDocument();
    expect(asked).toBe(2);
  });

  it('carries on an unfinished attempt where the child left it', async () => {
    serveQuiz({ unfinished: [0, null] });
    const { dialog, events } = await openQuiz();
    expect(await within(dialog).findByText('Question 2 of 2')).toBeInTheDocument();
    await events.click(within(dialog).getByRole('button', { name: 'Pebbles' }));
    await events.click(await within(dialog).findByRole('button', { name: 'See my score' }));
    expect(await within(dialog).findByText('You got 2 of 2 right!')).toBeInTheDocument();
  });
});

describe('the quiz offer on the end screen', () => {
  it('asks a signed-out child to sign in instead of playing', async () => {
    const attempts = serveQuiz();
    const end = await finishStory();
    const offer = (await within(end).findByText(/This story has a quiz!/)).closest('[role=alert]');
    expect(within(offer as HTMLElement).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(within(end).queryByRole('button', { name: /Take the quiz/ })).not.toBeInTheDocument();
    expect(attempts).toEqual([]);
  });

  it('offers no quiz when the story has none', async () => {
    const end = await finishStory(PARENT);
    expect(within(end).getByRole('button', { name: 'Read again' })).toBeInTheDocument();
    expect(within(end).queryByRole('button', { name: /Take the quiz/ })).not.toBeInTheDocument();
    expect(within(end).queryByText(/This story has a quiz!/)).not.toBeInTheDocument();
  });
});

describe('quiz player failures', () => {
  it('shows a failed start with a retry', async () => {
    serveQuiz();
    let fail = true;
    server.use(
      http.post(`${API}/quizzes/:id/attempts`, () =>
        fail
          ? HttpResponse.json({ message: 'We could not start the quiz' }, { status: 500 })
          : HttpResponse.json({ attemptId: 'attempt-9', answered: [] }),
      ),
    );
    const { dialog, events } = await openQuiz();
    expect(await within(dialog).findByText('We could not start the quiz')).toBeInTheDocument();
    fail = false;
    await events.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText('Question 1 of 2')).toBeInTheDocument();
  });

  it('shows a failed answer check with a retry', async () => {
    serveQuiz();
    let fail = true;
    server.use(
      http.post(`${API}/quizzes/:id/check`, () =>
        fail
          ? HttpResponse.json({ message: 'We could not check that answer' }, { status: 500 })
          : HttpResponse.json({ correct: true, answerIndex: 0 }),
      ),
    );
    const { dialog, events } = await openQuiz();
    await events.click(await within(dialog).findByRole('button', { name: 'Water' }));
    expect(await within(dialog).findByText('We could not check that answer')).toBeInTheDocument();
    fail = false;
    await events.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText(/Yes! That’s right!/)).toBeInTheDocument();
  });

  it('shows a failed quiz load on the end screen with a retry', async () => {
    let fail = true;
    server.use(
      http.get(`${API}/quizzes/story/:storyId`, () =>
        fail
          ? HttpResponse.json({ message: 'Failed to fetch the quiz' }, { status: 500 })
          : HttpResponse.json([playableQuiz(approved)]),
      ),
    );
    const end = await finishStory(PARENT);
    expect(await within(end).findByText('Failed to fetch the quiz')).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(end).getByRole('button', { name: 'Try again' }));
    expect(await within(end).findByRole('button', { name: 'Take the quiz' })).toBeInTheDocument();
  });
});

describe('quiz player in other languages', () => {
  it('speaks Telugu: the offer, questions, feedback, the score and the points', async () => {
    serveQuiz();
    const end = await finishStory(PARENT);
    await within(end).findByRole('button', { name: 'Take the quiz' });
    await speak(end.store, 'telgu');
    const user = userEvent.setup({ delay: null });
    await user.click(await within(end).findByRole('button', { name: 'క్విజ్ ఆడు' }));
    const dialog = await screen.findByRole('dialog', { name: 'Quiz: The Thirsty Crow' });
    expect(within(dialog).getByRole('button', { name: 'క్విజ్ మూసివేయి' })).toBeInTheDocument();
    expect(await within(dialog).findByText('2లో ప్రశ్న 1')).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar', { name: 'క్విజ్ ప్రగతి' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Water' }));
    expect(await within(dialog).findByText('అవును! సరైన జవాబు!')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'తర్వాతి ప్రశ్న' }));
    await user.click(within(dialog).getByRole('button', { name: 'Leaves' }));
    expect(await within(dialog).findByText('మంచి ప్రయత్నం! సరైన జవాబు “Pebbles”.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'నా స్కోరు చూడు' }));

    expect(
      await within(dialog).findByRole('heading', { name: '2లో 1 సరిగ్గా చెప్పావు!' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('2 పాయింట్లు').tagName).toBe('STRONG');
    expect(within(dialog).getByRole('link', { name: 'లీడర్‌బోర్డ్' })).toHaveAttribute(
      'href',
      '/leaderboard',
    );
    expect(within(dialog).getByRole('button', { name: 'మళ్ళీ ఆడు' })).toBeInTheDocument();
  });

  it('asks a signed-out child in Gujarati to sign in to play', async () => {
    serveQuiz();
    const end = await finishStory();
    await within(end).findByText(/This story has a quiz!/);
    await speak(end.store, 'gujarati');
    const offer = (await within(end).findByText(/^આ વાર્તાની એક ક્વિઝ છે!/)).closest('[role=alert]');
    expect(within(offer as HTMLElement).getByRole('link', { name: 'સાઇન ઇન કરો' })).toHaveAttribute(
      'href',
      '/login',
    );
  });
});
