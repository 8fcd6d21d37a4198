import { expect, test, type Browser, type Page } from '@playwright/test';
import { ACCOUNTS, logIn, throughGrownUpsGate, watchForProblems } from './helpers';

async function newParent(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/signup');
  await page.getByLabel(/^First name/).fill('Anil');
  await page.getByLabel(/^Last name/).fill('Kumar');
  await page.getByLabel(/^E-mail/).fill(`anil.${Date.now()}@kahani.local`);
  await page.getByLabel(/^Password/).fill('kahani-anil-1');
  await page.getByLabel(/^Confirm password/).fill('kahani-anil-1');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  return page;
}

const postBy = (page: Page, author: string, text: string) =>
  page.getByRole('article', { name: `Post by ${author}` }).filter({ hasText: text });

test('a parent posts, another parent reports it and an administrator hides it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const text = `Hello from Meera <b>${Date.now()}</b>`;

  await logIn(page, ACCOUNTS.parent);
  const problems = watchForProblems(page);
  await page.goto('/MessageBoard');
  await expect(page.getByRole('heading', { name: 'Message Board', level: 1 })).toBeVisible();
  await throughGrownUpsGate(page, page.getByLabel('Your message'));
  await page.getByLabel('Your message').fill(text);
  await expect(page.getByText(`${text.length} / 500`)).toBeVisible();
  await page.getByRole('button', { name: 'Post' }).click();
  const mine = postBy(page, 'Meera P.', text);
  await expect(mine).toBeVisible();
  await expect(mine.getByText('just now')).toBeVisible();
  // Plain text: the angle brackets are shown, not turned into bold.
  await expect(mine.locator('b')).toHaveCount(0);

  const anil = await newParent(browser);
  await anil.goto('/MessageBoard');
  const seenByAnil = postBy(anil, 'Meera P.', text);
  await expect(seenByAnil).toBeVisible();
  await seenByAnil.getByRole('button', { name: 'Report' }).click();
  await anil.getByRole('dialog').getByRole('button', { name: 'Report' }).click();
  await expect(anil.getByText('Thank you. An administrator will look at it.')).toBeVisible();
  await expect(seenByAnil.getByRole('button', { name: 'Reported' })).toBeDisabled();

  const admin = await (await browser.newContext()).newPage();
  await logIn(admin, ACCOUNTS.admin);
  await admin.goto('/MessageBoard');
  const queue = admin.getByRole('region', { name: /Waiting for review/ });
  const reported = queue.getByRole('article').filter({ hasText: text });
  await expect(reported.getByText('Reported once')).toBeVisible();
  await reported.getByRole('button', { name: 'Hide' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Hide' }).click();
  await expect(admin.getByText('The post is hidden.')).toBeVisible();
  await expect(queue.getByRole('article').filter({ hasText: text })).toHaveCount(0);

  await anil.reload();
  await expect(anil.getByRole('heading', { name: 'Message Board', level: 1 })).toBeVisible();
  await anil.waitForLoadState('networkidle');
  await expect(anil.getByText(text)).toHaveCount(0);

  await page.reload();
  await expect(postBy(page, 'Meera P.', text).getByText('Hidden by a moderator')).toBeVisible();
  expect(problems).toEqual([]);
});
