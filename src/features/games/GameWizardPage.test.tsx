import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { summary } from '../../testing/fixtures';
import { draft, quiz } from '../../testing/quizFixtures';
import { PARENT, renderApp } from '../../testing/renderWithProviders';
import { API, server } from '../../testing/server';
import { speak } from '../../testing/interfaceLanguage';

const draftUrl = `${API}/quizzes/drafts/${PARENT.uid}`;

// The wizard types whole quizzes with user-event: on a busy 2-core machine that takes more
// than the default 20 s, and the lazily loaded screen should not count against the first test.
vi.setConfig({ testTimeout: 60_000 });
beforeAll(async () => {
  await import('./GameWizardPage');
}, 120_000);

describe('Game Wizard', () => {
  it('shows loading, then builds a quiz step by step and sends it for review', async () => {
    const sent: unknown[] = [];
    const saved: unknown[] = [];
    server.use(
      http.put(draftUrl, async ({ request }) => {
        const body = await request.json();
        saved.push(body);
        return HttpResponse.json({ draft: body, updatedAt: '2026-11-23T08:00:00.000Z' });
      }),
      http.post(`${API}/quizzes`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(quiz(), { status: 201 });
      }),
    );
    renderApp('/game-wizard', { user: PARENT });
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });

    const next = await screen.findByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /The Thirsty Crow/ }));
    await user.click(next);

    expect(screen.getByLabelText(/^Quiz title/)).toHaveValue('Quiz: The Thirsty Crow');
    const first = screen.getByRole('group', { name: 'Question 1' });
    await user.type(within(first).getByLabelText(/^Question/), 'What did the crow want?');
    await user.type(within(first).getByLabelText('Answer A'), 'Water');
    await user.type(within(first).getByLabelText('Answer B'), 'Bread');
    await user.click(within(first).getByRole('radio', { name: 'Answer A is the right one' }));
    expect(await screen.findByText('Draft saved')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('What did the crow want?')).toBeInTheDocument();
    expect(screen.getByTitle('Right answer')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send for review' }));
    expect(await screen.findByText('Thank you! Your quiz is on its way.')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        storyId: 'story-1',
        title: 'Quiz: The Thirsty Crow',
        questions: [
          { prompt: 'What did the crow want?', options: ['Water', 'Bread'], answerIndex: 0 },
        ],
      },
    ]);
    // The draft was saved as the quiz was written.
    expect(saved.length).toBeGreaterThan(0);
  });

  it('checks each question as it is written, with clear messages', async () => {
    server.use(http.get(draftUrl, () => HttpResponse.json({ draft: draft(), updatedAt: null })));
    renderApp('/game-wizard', { user: PARENT });
    const user = userEvent.setup({ delay: null });
    const first = await screen.findByRole('group', { name: 'Question 1' });
    const prompt = within(first).getByLabelText(/^Question/);
    await user.clear(prompt);
    await user.tab();
    expect(await within(first).findByText('Write the question')).toBeInTheDocument();

    await user.type(prompt, 'Who was thirsty?');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(within(first).getByText('Write this answer or remove it')).toBeInTheDocument();
    expect(within(first).getByText('Mark the right answer')).toBeInTheDocument();
    expect(screen.getByText(/need a little more work/)).toBeInTheDocument();

    await user.type(within(first).getByLabelText('Answer B'), 'the crow');
    await user.click(within(first).getByRole('radio', { name: 'Answer B is the right one' }));
    expect(within(first).getByText('Two answers are the same')).toBeInTheDocument();
    await user.clear(within(first).getByLabelText('Answer B'));
    await user.type(within(first).getByLabelText('Answer B'), 'A fox');
    expect(within(first).queryByText('Two answers are the same')).not.toBeInTheDocument();
    await user.click(within(first).getByRole('button', { name: 'Add an answer' }));
    await user.click(within(first).getByRole('button', { name: 'Add an answer' }));
    expect(within(first).queryByRole('button', { name: 'Add an answer' })).not.toBeInTheDocument();
    await user.click(within(first).getByRole('radio', { name: 'Answer D is the right one' }));
    await user.click(within(first).getByRole('button', { name: 'Remove answer D of question 1' }));
    expect(within(first).getByText('Mark the right answer')).toBeInTheDocument();
    await user.click(within(first).getByRole('button', { name: 'Remove answer C of question 1' }));
    await user.click(within(first).getByRole('radio', { name: 'Answer A is the right one' }));
    expect(within(first).queryByText('Mark the right answer')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    expect(screen.getByRole('group', { name: 'Question 2' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove question 2' }));
    expect(screen.queryByRole('group', { name: 'Question 2' })).not.toBeInTheDocument();
  });
});

describe('Game Wizard: refusals', () => {
  it('counts the title and questions, keeps over-long text whole and says when the draft waits', async () => {
    server.use(
      http.get(draftUrl, () => HttpResponse.json({ draft: draft(), updatedAt: null })),
      http.put(draftUrl, () =>
        HttpResponse.json(
          { message: 'body.title: title must be at most 240 characters.' },
          { status: 400 },
        ),
      ),
    );
    renderApp('/game-wizard', { user: PARENT });
    const user = userEvent.setup({ delay: null });
    const title = await screen.findByLabelText(/^Quiz title/);
    expect(screen.getByText('9 / 120')).toBeInTheDocument();
    const first = screen.getByRole('group', { name: 'Question 1' });
    expect(within(first).getByText('16 / 200')).toBeInTheDocument();
    await user.clear(title);
    await user.click(title);
    await user.paste('T'.repeat(250));
    expect(title).toHaveValue('T'.repeat(250));
    expect(screen.getByText('Please keep this to 120 characters (now 250).')).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Your draft is saved again once the fields marked in red are shortened.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText(/need a little more work/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send for review' })).not.toBeInTheDocument();
  });

  it('goes back to the questions with a refusal of the sent quiz on the field', async () => {
    const ready = draft({
      step: 2,
      questions: [{ prompt: 'Who was thirsty?', options: ['The crow', 'A fox'], answerIndex: 0 }],
    });
    server.use(
      http.get(draftUrl, () => HttpResponse.json({ draft: ready, updatedAt: null })),
      http.post(`${API}/quizzes`, () =>
        HttpResponse.json(
          {
            statusCode: 400,
            error: 'Bad Request',
            message: 'body.questions.0.options.1: Answer must not contain the character U+0000.',
            issues: [
              {
                path: 'body.questions.0.options.1',
                code: 'custom',
                message: 'Answer must not contain the character U+0000.',
              },
            ],
          },
          { status: 400 },
        ),
      ),
    );
    renderApp('/game-wizard', { user: PARENT });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Send for review' }));
    const first = await screen.findByRole('group', { name: 'Question 1' });
    const answer = within(first).getByLabelText('Answer B');
    const note =
      'Answer B of question 1 contains a hidden character that cannot be saved. Please type it again instead of pasting it.';
    expect(answer).toHaveAccessibleDescription(expect.stringContaining(note));
    expect(screen.getByText(/need a little more work/)).toBeInTheDocument();
    expect(screen.queryByText(/U\+0000|body\./)).not.toBeInTheDocument();
    // Until the answer is typed again, the quiz is not offered for sending.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.queryByRole('button', { name: 'Send for review' })).not.toBeInTheDocument();
    await user.clear(answer);
    await user.type(answer, 'A wolf');
    expect(answer).not.toHaveAccessibleDescription(expect.stringContaining(note));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('button', { name: 'Send for review' })).toBeEnabled();
  });
});

describe('Game Wizard: the saved draft and the stories', () => {
  it('restores the saved draft and can start over', async () => {
    const discarded: string[] = [];
    server.use(
      http.get(draftUrl, () =>
        HttpResponse.json({ draft: draft(), updatedAt: '2026-11-23T08:00:00.000Z' }),
      ),
      http.delete(draftUrl, () => {
        discarded.push('yes');
        return HttpResponse.json({ ok: true });
      }),
    );
    renderApp('/game-wizard', { user: PARENT });
    expect(await screen.findByText(/We kept the quiz you were writing/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Quiz title/)).toHaveValue('Crow quiz');
    expect(screen.getByLabelText('Answer A')).toHaveValue('The crow');
    await userEvent.click(screen.getByRole('button', { name: 'Start over' }));
    expect(await screen.findByText('Which story is your quiz about?')).toBeInTheDocument();
    await waitFor(() => expect(discarded).toEqual(['yes']));
  });

  it('shows a failed load with a retry', async () => {
    let fail = true;
    server.use(
      http.get(draftUrl, () =>
        fail
          ? HttpResponse.json({ message: 'The database is resting.' }, { status: 500 })
          : HttpResponse.json({ draft: null, updatedAt: null }),
      ),
    );
    renderApp('/game-wizard', { user: PARENT });
    expect(await screen.findByText('The database is resting.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Which story is your quiz about?')).toBeInTheDocument();
  });

  it('says so when no story is published yet', async () => {
    server.use(
      http.get(`${API}/KahaniJson/kahanis`, () =>
        HttpResponse.json([summary({ status: 'pending' })]),
      ),
    );
    renderApp('/game-wizard', { user: PARENT });
    expect(await screen.findByText(/no published stories yet/)).toBeInTheDocument();
  });
});

describe('Game Wizard in Hindi', () => {
  it('shows its heading, steps, fields, buttons and the quiz’s checks in Hindi', async () => {
    server.use(http.get(draftUrl, () => HttpResponse.json({ draft: draft(), updatedAt: null })));
    const { store } = renderApp('/game-wizard', { user: PARENT });
    const user = userEvent.setup({ delay: null });
    // The screen and the draft load lazily; a busy machine may take a while.
    await screen.findByRole('group', { name: 'Question 1' }, { timeout: 10_000 });
    await speak(store, 'hindi');
    expect(await screen.findByRole('heading', { name: 'गेम विज़ार्ड' })).toBeInTheDocument();
    expect(screen.getByText('प्रश्न लिखें', { selector: '.MuiStepLabel-label' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^क्विज़ का शीर्षक/)).toBeInTheDocument();
    expect(screen.getByText('9 / 120')).toBeInTheDocument();
    const first = screen.getByRole('group', { name: 'प्रश्न 1' });
    const prompt = within(first).getByRole('textbox', { name: /^प्रश्न/ });
    await user.clear(prompt);
    await user.tab();
    // The contract's own sentence, said in Hindi.
    expect(await within(first).findByText('प्रश्न लिखें')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'एक प्रश्न जोड़ें' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'आगे' }));
    expect(screen.getByText(/कुछ प्रश्नों पर थोड़ा और काम चाहिए/)).toBeInTheDocument();
  });
});
