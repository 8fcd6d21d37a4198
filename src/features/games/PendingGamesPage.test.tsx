import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Leaderboard, PendingQuiz, QuizContent, QuizReview } from '../../../contract/quizzes';
import { emptyLeaderboard, pendingQuiz, quiz } from '../../testing/quizFixtures';
import { speak } from '../../testing/interfaceLanguage';
import { renderAlongside } from '../../testing/renderAlongside';
import { ADMIN, renderApp } from '../../testing/renderWithProviders';
import { API, server } from '../../testing/server';

describe('Edit Game (pending quizzes)', () => {
  it('lists pending quizzes with story, author, question count and date', async () => {
    server.use(http.get(`${API}/quizzes/pending`, () => HttpResponse.json([pendingQuiz()])));
    renderApp('/pending-games', { user: ADMIN });
    expect(await screen.findByRole('heading', { name: 'Edit Game' })).toBeInTheDocument();
    const item = (await screen.findByText('Quiz: The Thirsty Crow')).closest('li')!;
    expect(
      within(item).getByText(/“The Thirsty Crow” · by Meera Rao · 2 questions/),
    ).toBeInTheDocument();
  });

  it('says so when nothing is waiting', async () => {
    renderApp('/pending-games', { user: ADMIN });
    expect(await screen.findByText('No quizzes are waiting for review.')).toBeInTheDocument();
  });

  it('shows a failure with a retry', async () => {
    let refuse = true;
    server.use(
      http.get(`${API}/quizzes/pending`, () =>
        refuse
          ? HttpResponse.json({ message: 'Only administrators can do this.' }, { status: 403 })
          : HttpResponse.json([]),
      ),
    );
    renderApp('/pending-games', { user: ADMIN });
    expect(await screen.findByText('Only administrators can do this.')).toBeInTheDocument();
    refuse = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No quizzes are waiting for review.')).toBeInTheDocument();
  });
});

describe('Edit Game: reviewing a quiz', () => {
  it('opens a quiz, saves an edit with the approval, and tells who was told', async () => {
    const calls: { method: string; body: unknown }[] = [];
    server.use(
      http.get(`${API}/quizzes/pending`, () =>
        HttpResponse.json(calls.some((call) => call.method === 'review') ? [] : [pendingQuiz()]),
      ),
      http.get(`${API}/quizzes/:id`, () => HttpResponse.json(quiz())),
      http.put(`${API}/quizzes/:id`, async ({ request }) => {
        const body = (await request.json()) as { title: string };
        calls.push({ method: 'PUT', body });
        return HttpResponse.json(quiz({ title: body.title }));
      }),
      http.post(`${API}/quizzes/:id/review`, async ({ request }) => {
        calls.push({ method: 'review', body: await request.json() });
        return HttpResponse.json(quiz({ title: 'Crow and pot', status: 'approved' }));
      }),
    );
    renderApp('/pending-games', { user: ADMIN });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Open Quiz: The Thirsty Crow' }));
    const title = await screen.findByLabelText(/^Quiz title/);
    expect(screen.getAllByLabelText('Answer A')[0]).toHaveValue('Water');
    await user.clear(title);
    await user.type(title, 'Crow and pot');
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(/“Crow and pot” is approved/)).toBeInTheDocument();
    expect(calls).toEqual([
      {
        method: 'PUT',
        body: {
          storyId: 'story-1',
          title: 'Crow and pot',
          questions: quiz().questions,
        },
      },
      { method: 'review', body: { decision: 'approve' } },
    ]);
    expect(screen.getByText('No quizzes are waiting for review.')).toBeInTheDocument();
  });

  it('marks the field the server refused when an edit is saved', async () => {
    server.use(
      http.get(`${API}/quizzes/pending`, () => HttpResponse.json([pendingQuiz()])),
      http.get(`${API}/quizzes/:id`, () => HttpResponse.json(quiz())),
      http.put(`${API}/quizzes/:id`, () =>
        HttpResponse.json(
          {
            statusCode: 400,
            error: 'Bad Request',
            message: 'body.title: Too big: expected string to have <=120 characters',
            issues: [
              {
                path: 'body.title',
                code: 'too_big',
                origin: 'string',
                limit: 120,
                message: 'Too big: expected string to have <=120 characters',
              },
            ],
          },
          { status: 400 },
        ),
      ),
    );
    renderApp('/pending-games', { user: ADMIN });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Open Quiz: The Thirsty Crow' }));
    const title = await screen.findByLabelText(/^Quiz title/);
    await user.type(title, '!');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Fix the marked fields first.')).toBeInTheDocument();
    expect(title).toHaveAccessibleDescription(
      expect.stringContaining('The quiz title can be at most 120 characters.'),
    );
    expect(screen.queryByText(/Too big/)).not.toBeInTheDocument();
  });

  it('rejects only with a reason and shows a repeated review’s refusal', async () => {
    const reviews: unknown[] = [];
    server.use(
      http.get(`${API}/quizzes/pending`, () => HttpResponse.json([pendingQuiz()])),
      http.get(`${API}/quizzes/:id`, () => HttpResponse.json(quiz())),
      http.post(`${API}/quizzes/:id/review`, async ({ request }) => {
        reviews.push(await request.json());
        return HttpResponse.json(
          { message: 'This quiz was already reviewed. Reload the list to see its state.' },
          { status: 409 },
        );
      }),
    );
    renderApp('/pending-games', { user: ADMIN });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Open Quiz: The Thirsty Crow' }));
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Reject quiz' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Add one more question.');
    await user.click(confirm);
    expect(await screen.findByText(/already reviewed/)).toBeInTheDocument();
    expect(reviews).toEqual([{ decision: 'reject', reason: 'Add one more question.' }]);
  });

  it('shows a quiz that fails to open with a retry', async () => {
    server.use(
      http.get(`${API}/quizzes/pending`, () => HttpResponse.json([pendingQuiz()])),
      http.get(`${API}/quizzes/:id`, () =>
        HttpResponse.json({ message: 'Quiz not found' }, { status: 404 }),
      ),
    );
    renderApp('/pending-games', { user: ADMIN });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Open Quiz: The Thirsty Crow' }),
    );
    expect(await screen.findByText('Quiz not found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('Edit Game in Gujarati', () => {
  it('speaks Gujarati: heading, the list, the opened quiz and the outcome', async () => {
    let reviewed = false;
    server.use(
      http.get(`${API}/quizzes/pending`, () => HttpResponse.json(reviewed ? [] : [pendingQuiz()])),
      http.get(`${API}/quizzes/:id`, () => HttpResponse.json(quiz())),
      http.post(`${API}/quizzes/:id/review`, () => {
        reviewed = true;
        return HttpResponse.json(quiz({ status: 'approved' }));
      }),
    );
    const { store } = renderApp('/pending-games', { user: ADMIN });
    await screen.findByText('Quiz: The Thirsty Crow');
    await speak(store, 'gujarati');

    expect(await screen.findByRole('heading', { name: 'ગેમ સંપાદિત કરો' })).toBeInTheDocument();
    const item = screen.getByText('Quiz: The Thirsty Crow').closest('li')!;
    expect(
      within(item).getByText(/^“The Thirsty Crow” · લેખક: Meera Rao · 2 પ્રશ્નો · /),
    ).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.click(within(item).getByRole('button', { name: 'Quiz: The Thirsty Crow ખોલો' }));
    expect(await screen.findByText('“The Thirsty Crow” વિશે, લેખક: Meera Rao')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'યાદી પર પાછા જાઓ' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'મંજૂર કરો' }));
    expect(await screen.findByText(/^“Quiz: The Thirsty Crow” મંજૂર થઈ: /)).toBeInTheDocument();
    expect(screen.getByText('કોઈ ક્વિઝ સમીક્ષાની રાહ જોતી નથી.')).toBeInTheDocument();
  });
});

/**
 * Pending quizzes as the API keeps them: a review takes a quiz off the list, an edit changes
 * it, and the leaderboard changes once something was reviewed. Counts what was asked for.
 */
function servePending(initial: PendingQuiz[], leaderboardAfterReview: Leaderboard) {
  let waiting = [...initial];
  let reviews = 0;
  const asked = { pending: 0, leaderboard: 0 };
  const full = (row: PendingQuiz) => quiz({ _id: row._id, title: row.title });
  server.use(
    http.get(`${API}/quizzes/pending`, () => {
      asked.pending += 1;
      return HttpResponse.json(waiting);
    }),
    http.get(`${API}/quizzes/:id`, ({ params }) => {
      const row = waiting.find((each) => each._id === params.id);
      return row ? HttpResponse.json(full(row)) : HttpResponse.json({}, { status: 404 });
    }),
    http.put(`${API}/quizzes/:id`, async ({ params, request }) => {
      const { title } = (await request.json()) as QuizContent;
      waiting = waiting.map((row) => (row._id === params.id ? { ...row, title } : row));
      return HttpResponse.json(full(waiting.find((row) => row._id === params.id)!));
    }),
    http.post(`${API}/quizzes/:id/review`, async ({ params, request }) => {
      const { decision } = (await request.json()) as QuizReview;
      const row = waiting.find((each) => each._id === params.id)!;
      waiting = waiting.filter((each) => each !== row);
      reviews += 1;
      const status = decision === 'approve' ? 'approved' : 'rejected';
      return HttpResponse.json(quiz({ _id: row._id, title: row.title, status }));
    }),
    http.get(`${API}/leaderboard`, () => {
      asked.leaderboard += 1;
      return HttpResponse.json(reviews ? leaderboardAfterReview : emptyLeaderboard());
    }),
  );
  return { asked, arrives: (row: PendingQuiz) => waiting.push(row) };
}

const lionQuiz = pendingQuiz({ _id: 'quiz-2', title: 'Quiz: The Lion and the Mouse' });
const withMeera: Leaderboard = {
  ...emptyLeaderboard(),
  top: [{ rank: 1, name: 'Meera R.', points: 10, isCaller: false }],
};

describe('Edit Game: what a review refreshes', () => {
  it('asks for the list again after an approval and shows what the server lists then', async () => {
    const served = servePending([pendingQuiz()], withMeera);
    renderApp('/pending-games', { user: ADMIN });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Open Quiz: The Thirsty Crow' }));
    await screen.findByLabelText(/^Quiz title/);
    // Another parent sends a quiz while this one is being reviewed.
    served.arrives(lionQuiz);
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(/“Quiz: The Thirsty Crow” is approved/)).toBeInTheDocument();
    expect(await screen.findByText('Quiz: The Lion and the Mouse')).toBeInTheDocument();
    expect(screen.queryByText('Quiz: The Thirsty Crow')).not.toBeInTheDocument();
    expect(served.asked.pending).toBe(2);
  });

  it('refreshes a leaderboard open alongside when a quiz is rejected', async () => {
    const served = servePending([pendingQuiz()], withMeera);
    const app = renderApp('/pending-games', { user: ADMIN });
    const leaderboard = within(renderAlongside(app, '/leaderboard').container);
    expect(await leaderboard.findByText('No points yet this week!')).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Open Quiz: The Thirsty Crow' }));
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Add one more question.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject quiz' }));
    expect(await screen.findByText(/“Quiz: The Thirsty Crow” was not approved/)).toBeVisible();
    const table = await leaderboard.findByRole('table', { name: 'Leaderboard: This week' });
    expect(within(table).getByText('Meera R.')).toBeInTheDocument();
    expect(served.asked).toEqual({ pending: 2, leaderboard: 2 });
  });

  it('shows a saved edit in the list without asking for the list again', async () => {
    const served = servePending([pendingQuiz(), lionQuiz], withMeera);
    renderApp('/pending-games', { user: ADMIN });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Open Quiz: The Thirsty Crow' }));
    const title = await screen.findByLabelText(/^Quiz title/);
    await user.clear(title);
    await user.type(title, 'Crow and pot');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your changes are saved.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to the list' }));
    expect(screen.getByRole('button', { name: 'Open Crow and pot' })).toBeInTheDocument();
    expect(screen.getByText('Quiz: The Lion and the Mouse')).toBeInTheDocument();
    expect(served.asked.pending).toBe(1);
  });
});
