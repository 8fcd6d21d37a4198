import { expect, test } from '@playwright/test';
import { ACCOUNTS, logIn, logOut } from './helpers';

test('a parent writes a quiz, an administrator approves it, a child takes it and earns points', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const title = `Crow quiz ${Date.now()}`;

  // A parent builds the quiz; the draft survives a reload on the way.
  await logIn(page, ACCOUNTS.parent);
  await page.goto('/game-wizard');
  await page.getByRole('radio', { name: /The Thirsty Crow/ }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel(/^Quiz title/).fill(title);
  const first = page.getByRole('group', { name: 'Question 1' });
  await first.getByLabel(/^Question/).fill('What was the crow looking for?');
  await first.getByRole('textbox', { name: 'Answer A', exact: true }).fill('A hat');
  await first.getByRole('textbox', { name: 'Answer B', exact: true }).fill('Water');
  await first.getByRole('radio', { name: 'Answer B is the right one' }).check();
  await expect(page.getByText('Draft saved')).toBeVisible();
  await page.reload();
  await expect(page.getByText(/We kept the quiz you were writing/)).toBeVisible();
  await expect(page.getByLabel(/^Quiz title/)).toHaveValue(title);

  await page.getByRole('button', { name: 'Add a question' }).click();
  const second = page.getByRole('group', { name: 'Question 2' });
  await second.getByLabel(/^Question/).fill('What did the crow drop into the pot?');
  await second.getByRole('textbox', { name: 'Answer A', exact: true }).fill('Pebbles');
  await second.getByRole('textbox', { name: 'Answer B', exact: true }).fill('Feathers');
  await second.getByRole('radio', { name: 'Answer A is the right one' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByText('Thank you! Your quiz is on its way.')).toBeVisible();
  await logOut(page);

  // An administrator approves it from 'Edit Game'.
  await logIn(page, ACCOUNTS.admin);
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Edit Game', exact: true })
    .click();
  await page.getByRole('button', { name: `Open ${title}` }).click();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(`“${title}” is approved`, { exact: false })).toBeVisible();
  await logOut(page);

  // A child signs up, reads the whole story and takes the quiz.
  await page.goto('/signup');
  await page.getByLabel('First name').fill('Kiran');
  await page.getByLabel('Last name').fill('Quizmaster');
  await page.getByLabel('E-mail').fill(`kiran-${Date.now()}@example.com`);
  await page.getByLabel(/^Password/).fill('story-time-7');
  await page.getByLabel('Confirm password').fill('story-time-7');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Welcome, Kiran Quizmaster')).toBeVisible();

  await page.goto('/stories/the-thirsty-crow');
  const pages = await page.getByText(/^Page 1 of (\d+)$/).textContent();
  const pageCount = Number(/of (\d+)/.exec(pages ?? '')?.[1]);
  for (let n = 1; n <= pageCount; n += 1) {
    await expect(page.getByText(`Page ${n} of ${pageCount}`)).toBeVisible();
    await page.keyboard.press('ArrowRight');
  }
  const end = page.getByRole('region', { name: 'The End' });
  await end.getByRole('button', { name: 'Take the quiz' }).click();
  const quiz = page.getByRole('dialog', { name: title });
  await quiz.getByRole('button', { name: 'Water' }).click();
  await expect(quiz.getByText(/Yes! That’s right!/)).toBeVisible();
  await quiz.getByRole('button', { name: 'Next question' }).click();
  await quiz.getByRole('button', { name: 'Pebbles' }).click();
  await expect(quiz.getByText(/Yes! That’s right!/)).toBeVisible();
  await quiz.getByRole('button', { name: 'See my score' }).click();
  await expect(quiz.getByText('You got 2 of 2 right!')).toBeVisible();
  await expect(quiz.getByText('4 points')).toBeVisible();
  await quiz.getByRole('link', { name: 'leaderboard' }).click();

  // Pages read (1 each), the finished story (5) and two right answers (2 each).
  const expected = pageCount + 5 + 4;
  const board = page.getByRole('table', { name: 'Leaderboard: This week' });
  await expect(board.getByRole('row', { name: /Kiran Q\. \(you\)/ })).toContainText(
    String(expected),
  );
  await page.getByRole('tab', { name: 'All time' }).click();
  await expect(
    page
      .getByRole('table', { name: 'Leaderboard: All time' })
      .getByRole('row', { name: /Kiran Q\. \(you\)/ }),
  ).toContainText(String(expected));
});
