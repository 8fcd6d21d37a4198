import { expect, test } from '@playwright/test';
import { ACCOUNTS, logIn, logOut, throughGrownUpsGate } from './helpers';

const AUTH_URL = process.env.E2E_AUTH_URL ?? 'http://127.0.0.1:9199';

interface OobCode {
  email: string;
  oobCode: string;
  requestType: string;
}

/** Opens the verification link the Auth emulator "sent" to `email` (its REST API lists them). */
async function openVerificationLink(email: string) {
  const link = async () => {
    const answer = await fetch(`${AUTH_URL}/emulator/v1/projects/demo-kahani/oobCodes`);
    const { oobCodes } = (await answer.json()) as { oobCodes: OobCode[] };
    return oobCodes.findLast((code) => code.email === email && code.requestType === 'VERIFY_EMAIL');
  };
  await expect.poll(link).toBeDefined();
  const applied = await fetch(
    `${AUTH_URL}/identitytoolkit.googleapis.com/v1/accounts:update?key=emulator`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ oobCode: (await link())!.oobCode }),
    },
  );
  expect(applied.ok).toBe(true);
}

test('an administrator removes a parent’s account and the parent can no longer sign in', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = `leaving.${Date.now()}@kahani.local`;
  const password = 'kahani-leaving-1';
  const goodbye = `Goodbye, Kahani families! ${Date.now()}`;

  const parent = await (await browser.newContext()).newPage();
  await parent.goto('/signup');
  await parent.getByLabel(/^First name/).fill('Lata');
  await parent.getByLabel(/^Last name/).fill('Iyer');
  await parent.getByLabel(/^E-mail/).fill(email);
  await parent.getByLabel(/^Password/).fill(password);
  await parent.getByLabel(/^Confirm password/).fill(password);
  await parent.getByRole('button', { name: 'Sign up' }).click();
  await expect(parent.getByRole('button', { name: 'Logout' })).toBeVisible();
  // Administrators find accounts by verified addresses only: the app asks to verify this one.
  const notice = parent.getByRole('region', { name: 'Please verify your e-mail address' });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: "I've verified it" }).click();
  await expect(notice.getByRole('status')).toContainText('not verified yet');
  await openVerificationLink(email);
  await notice.getByRole('button', { name: "I've verified it" }).click();
  await expect(notice).toHaveCount(0);
  await parent.goto('/MessageBoard');
  await throughGrownUpsGate(parent, parent.getByLabel('Your message'));
  await parent.getByLabel('Your message').fill(goodbye);
  await parent.getByRole('button', { name: 'Post' }).click();
  await expect(parent.getByRole('article', { name: 'Post by Lata I.' })).toBeVisible();

  await logIn(page, ACCOUNTS.admin);
  await page.goto('/RemoveAccount');
  await throughGrownUpsGate(page, page.getByRole('heading', { name: 'Delete Accout', level: 1 }));
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Search' }).click();
  const card = page.getByRole('article', { name: email });
  await expect(card.getByText(/1 board post/)).toBeVisible();
  await card.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this account?' });
  await dialog.getByLabel('Type the e-mail address to confirm').fill(email);
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  await expect(page.getByText(/The account l•••@kahani.local was deleted./)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Deletion log' })).toContainText(
    'l•••@kahani.local',
  );

  // The board no longer shows the post, and the old session is refused.
  await page.goto('/MessageBoard');
  await expect(page.getByRole('heading', { name: 'Message Board', level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByText(goodbye)).toHaveCount(0);

  await logOut(parent);
  await parent.goto('/login');
  await parent.getByLabel(/^E-mail/).fill(email);
  await parent.getByLabel(/^Password/).fill(password);
  await parent.getByRole('button', { name: 'Login' }).click();
  await expect(parent.getByRole('alert')).toContainText(/could not find an account|do not match/);
  await expect(parent.getByRole('button', { name: 'Logout' })).toHaveCount(0);
});
