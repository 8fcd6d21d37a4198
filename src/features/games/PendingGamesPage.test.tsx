import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { pendingQuiz, quiz } from '../../testing/quizFixtures';
import { speak } from '../../testing/interfaceLanguage';
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

  it('opens a quiz, saves an edit with the approval, and tells who was told', async () => {
    const calls: { method: string; body: unknown }[] = [];
    server.use(
      http.get(`${API}/quizzes/pending`, () => HttpResponse.json([pendingQuiz()])),
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

  it('speaks Gujarati: heading, the list, the opened quiz and the outcome', async () => {
    server.use(
      http.get(`${API}/quizzes/pending`, () => HttpResponse.json([pendingQuiz()])),
      http.get(`${API}/quizzes/:id`, () => HttpResponse.json(quiz())),
      http.post(`${API}/quizzes/:id/review`, () => HttpResponse.json(quiz({ status: 'approved' }))),
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
