import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Alignment } from '../../contract/languages';
import { numberInWords, QUESTION_MAX, QUESTION_MIN } from '../../src/features/grownUps/numberWords';

export const API_URL = process.env.E2E_API_URL ?? 'http://127.0.0.1:8790';

export const ACCOUNTS = {
  admin: { email: 'asha@kahani.local', password: 'kahani-asha' },
  otherAdmin: { email: 'ravi@kahani.local', password: 'kahani-ravi' },
  parent: { email: 'meera@kahani.local', password: 'kahani-meera' },
} as const;

const AUTH_URL = process.env.E2E_AUTH_URL ?? 'http://127.0.0.1:9199';

/** An account's ID token from the Auth emulator, as the app gets it when signing in. */
export async function tokenOf(
  request: APIRequestContext,
  account: { email: string; password: string },
): Promise<string> {
  const answer = await request.post(
    `${AUTH_URL}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=emulator`,
    { data: { ...account, returnSecureToken: true } },
  );
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { idToken: string }).idToken;
}

export const adminToken = (request: APIRequestContext) => tokenOf(request, ACCOUNTS.admin);

/**
 * A new parent of its own, signed up and signed in in `page`: the children made under it are
 * its alone, so no other spec's account meets "Who's reading?".
 */
export async function signUpParent(page: Page, firstName: string, lastName: string) {
  const account = {
    email: `${firstName.toLowerCase()}.${Date.now()}@kahani.local`,
    password: `kahani-${firstName.toLowerCase()}-1`,
  };
  await page.goto('/signup');
  await page.getByLabel(/^First name/).fill(firstName);
  await page.getByLabel(/^Last name/).fill(lastName);
  await page.getByLabel(/^E-mail/).fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByLabel(/^Confirm password/).fill(account.password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  return account;
}

export async function logIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel(/^E-mail/).fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
}

/**
 * Signs out and waits until it has finished: signing out saves pending settings first, and a
 * page left before the provider has ended the session keeps it.
 */
export async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
}

/** Slows the page's CPU like a phone (Chromium's CPU throttling through a CDP session). */
export async function slowCpu(page: Page, rate = 4) {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate });
  return session;
}

/**
 * Collects what should never happen on a page: refusals of signed-in calls, reports to the
 * Error Log, and Content-Security-Policy violations.
 */
export function watchForProblems(page: Page) {
  const problems: string[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(API_URL) && response.status() === 401) {
      problems.push(`401 from ${response.url()}`);
    }
  });
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url() === `${API_URL}/errorLog`) {
      problems.push(`error report: ${request.postData() ?? ''}`);
    }
  });
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) problems.push(message.text());
  });
  return problems;
}

/** Word start times from per-character times (words are runs of non-space characters). */
export function wordStarts(alignment: Alignment): number[] {
  const starts: number[] = [];
  let inWord = false;
  alignment.characters.forEach((char, i) => {
    const space = /\s/u.test(char);
    if (!space && !inWord) starts.push(alignment.character_start_times_seconds[i] ?? 0);
    inWord = !space;
  });
  return starts;
}

/**
 * Answers the grown-ups' gate if it asks ("Type sixty-three in digits", in English), then waits
 * for the grown-up place itself. A tab that passed less than 15 minutes ago is not asked.
 */
export async function throughGrownUpsGate(page: Page, place: Locator) {
  const question = page.getByRole('textbox', { name: /^Type .+ in digits$/ });
  await expect(question.or(place).first()).toBeVisible();
  if (await question.isVisible()) {
    const label = await question.evaluate(
      (field) => (field as HTMLInputElement).labels?.[0]?.textContent ?? '',
    );
    const asked = Array.from(
      { length: QUESTION_MAX - QUESTION_MIN + 1 },
      (_, index) => QUESTION_MIN + index,
    ).find((n) => label === `Type ${numberInWords(n, 'english')} in digits`);
    expect(asked, `the question "${label}"`).toBeDefined();
    await question.fill(String(asked));
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
  }
  await expect(place).toBeVisible();
}
