import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { QuizAttempt } from '../../../contract/quizzes';
import { callerOf } from '../../testing/handlers';
import { speak } from '../../testing/interfaceLanguage';
import { playableQuiz, quiz } from '../../testing/quizFixtures';
import { PARENT, renderApp } from '../../testing/renderWithProviders';
import { API, server } from '../../testing/server';

const approved = quiz({ status: 'approved' });

/** The reader's end screen of the fixture story (three pages). */
async function finishStory(user: typeof PARENT | null = null) {
  const { store } = renderApp('/stories/the-thirsty-crow', { user });
  for (const page of [1, 2, 3]) {
    await screen.findByText(`Page ${page} of 3`);
    fireEvent.keyDown(window, { key: 'ArrowRight' });
  }
  return Object.assign(await screen.findByRole('region', { name: 'The End' }), { store });
}

/** The server's side of a quiz: answers checked and attempts scored from the real answers. */
function serveQuiz() {
  const attempts: { uid: string | null; body: QuizAttempt }[] = [];
  server.use(
    http.get(`${API}/quizzes/story/:storyId`, () => HttpResponse.json([playableQuiz(approved)])),
    http.post(`${API}/quizzes/:id/check`, async ({ request }) => {
      const { question, choice } = (await request.json()) as { question: number; choice: number };
      const answerIndex = approved.questions[question]!.answerIndex;
      return HttpResponse.json({ correct: choice === answerIndex, answerIndex });
    }),
    http.post(`${API}/quizzes/:id/attempts`, async ({ request }) => {
      const body = (await request.json()) as QuizAttempt;
      const uid = callerOf(request);
      attempts.push({ uid, body });
      const correct = body.answers.filter(
        (choice, i) => choice === approved.questions[i]!.answerIndex,
      ).length;
      return HttpResponse.json({
        correct,
        total: approved.questions.length,
        points: uid ? correct * 2 : 0,
        recorded: Boolean(uid),
        firstAttempt: Boolean(uid),
      });
    }),
  );
  return attempts;
}

describe('quiz player', () => {
  it('plays one question at a time with kind feedback, then scores the attempt', async () => {
    const attempts = serveQuiz();
    const end = await finishStory(PARENT);
    const user = userEvent.setup({ delay: null });
    await user.click(await within(end).findByRole('button', { name: 'Take the quiz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Quiz: The Thirsty Crow' });
    expect(within(dialog).getByText('Question 1 of 2')).toBeInTheDocument();
    expect(within(dialog).queryByText(/Sign in to keep/)).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Water' }));
    expect(await within(dialog).findByText(/Yes! That’s right!/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Next question' }));

    expect(within(dialog).getByText('What did it drop in the pot?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Leaves' }));
    expect(
      await within(dialog).findByText('Good try! The right answer is “Pebbles”.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'See my score' }));

    expect(await within(dialog).findByText('You got 1 of 2 right!')).toBeInTheDocument();
    expect(within(dialog).getByText('2 points')).toBeInTheDocument();
    expect(attempts).toEqual([{ uid: PARENT.uid, body: { answers: [0, 1] } }]);
  });

  it('lets a signed-out child play and says that signing in keeps points', async () => {
    const attempts = serveQuiz();
    const end = await finishStory();
    const user = userEvent.setup({ delay: null });
    await user.click(await within(end).findByRole('button', { name: 'Take the quiz' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Sign in to keep your points/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Water' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Next question' }));
    await user.click(within(dialog).getByRole('button', { name: 'Pebbles' }));
    await user.click(await within(dialog).findByRole('button', { name: 'See my score' }));
    expect(await within(dialog).findByText('You got 2 of 2 right!')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(attempts).toEqual([{ uid: null, body: { answers: [0, 0] } }]);
  });

  it('offers no quiz when the story has none', async () => {
    const end = await finishStory();
    expect(within(end).getByRole('button', { name: 'Read again' })).toBeInTheDocument();
    expect(within(end).queryByRole('button', { name: /Take the quiz/ })).not.toBeInTheDocument();
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
    const end = await finishStory();
    const user = userEvent.setup({ delay: null });
    await user.click(await within(end).findByRole('button', { name: 'Take the quiz' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Water' }));
    expect(await within(dialog).findByText('We could not check that answer')).toBeInTheDocument();
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
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
    const end = await finishStory();
    expect(await within(end).findByText('Failed to fetch the quiz')).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(end).getByRole('button', { name: 'Try again' }));
    expect(await within(end).findByRole('button', { name: 'Take the quiz' })).toBeInTheDocument();
  });

  it('speaks Telugu: the offer, questions, feedback, the score and the points', async () => {
    serveQuiz();
    const end = await finishStory(PARENT);
    await within(end).findByRole('button', { name: 'Take the quiz' });
    await speak(end.store, 'telgu');
    const user = userEvent.setup({ delay: null });
    await user.click(await within(end).findByRole('button', { name: 'క్విజ్ ఆడు' }));
    const dialog = await screen.findByRole('dialog', { name: 'Quiz: The Thirsty Crow' });
    expect(within(dialog).getByRole('button', { name: 'క్విజ్ మూసివేయి' })).toBeInTheDocument();
    expect(within(dialog).getByText('2లో ప్రశ్న 1')).toBeInTheDocument();
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

  it('asks a signed-out child in Gujarati to sign in to keep the points', async () => {
    serveQuiz();
    const end = await finishStory();
    await within(end).findByRole('button', { name: 'Take the quiz' });
    await speak(end.store, 'gujarati');
    const user = userEvent.setup({ delay: null });
    await user.click(await within(end).findByRole('button', { name: 'ક્વિઝ રમો' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/^તમે સાઇન ઇન કર્યા વગર પણ રમી શકો છો./)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Water' }));
    await user.click(await within(dialog).findByRole('button', { name: 'આગલો પ્રશ્ન' }));
    await user.click(within(dialog).getByRole('button', { name: 'Pebbles' }));
    await user.click(await within(dialog).findByRole('button', { name: 'મારો સ્કોર જુઓ' }));
    expect(
      await within(dialog).findByRole('heading', { name: 'તમે 2માંથી 2 સાચા કર્યા!' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('એકેએક જવાબ સાચો! ખૂબ સરસ વાંચન!')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'સાઇન ઇન કરો' })).toHaveAttribute(
      'href',
      '/login',
    );
  });
});
