import { expect, test, type Page } from '@playwright/test';
import {
  API_URL,
  logIn,
  logOut,
  signUpParent,
  throughGrownUpsGate,
  watchForProblems,
} from './helpers';

const PROFILES = "Children's profiles";
const STORY = 'The Thirsty Crow';

/** Adds a child on the profiles screen: a nickname and a picture, the rest as offered. */
async function addChild(page: Page, nickname: string, picture: string) {
  await page.getByRole('button', { name: 'Add a child' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a child' });
  await dialog.getByRole('textbox', { name: /^Nickname/ }).fill(nickname);
  // The picture's label chooses it, as a tap does.
  await dialog.getByRole('img', { name: picture }).click();
  await expect(dialog.getByRole('radio', { name: picture })).toBeChecked();
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('heading', { name: nickname, level: 2 })).toBeVisible();
}

/** The page turned to reaches the server as this child's, with the time on the page before. */
const progressOf = (page: Page, childId: string, pageNo: number) =>
  page.waitForResponse((response) => {
    if (response.url() !== `${API_URL}/progress` || !response.ok()) return false;
    const body = response.request().postDataJSON() as { page_no: number; childId?: string };
    return body.page_no === pageNo && body.childId === childId;
  });

test('a parent makes two profiles; after signing in again Tara is asked for, reads three pages and is on the leaderboard by her nickname', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const problems = watchForProblems(page);
  const parent = await signUpParent(page, 'Lalita', 'Iyer');
  // No profiles yet: the account reads as itself, and nobody is asked.
  await expect(page).not.toHaveURL(/whos-reading/);

  // The profiles screen, by URL and by reload.
  await page.goto('/children');
  const heading = page.getByRole('heading', { name: PROFILES, level: 1 });
  await throughGrownUpsGate(page, heading);
  await expect(page.getByText('No profiles yet.', { exact: false })).toBeVisible();
  await addChild(page, 'Tara', 'Elephant');
  await addChild(page, 'Kabir', 'Tiger');
  await page.reload();
  await throughGrownUpsGate(page, heading);
  const profiles = page.getByRole('list', { name: 'Profiles' });
  await expect(profiles.getByRole('heading', { level: 2 })).toHaveText(['Tara', 'Kabir']);
  await expect(page.getByText('2 of 8 profiles')).toBeVisible();

  // Signing in again asks who is reading, then goes on to where the reader was going.
  await logOut(page);
  await logIn(page, parent);
  await expect(page).toHaveURL(/\/whos-reading$/);
  const readers = page.getByRole('list', { name: 'Readers' });
  await expect(page.getByRole('heading', { name: "Who's reading?", level: 1 })).toBeVisible();
  await expect(readers.getByRole('button')).toHaveText(['Tara', 'Kabir', /^Me/]);
  await page.reload();
  await expect(readers.getByRole('button', { name: 'Tara' })).toBeVisible();
  await readers.getByRole('button', { name: 'Tara' }).click();
  await expect(page).not.toHaveURL(/whos-reading/);
  const reader = page.getByRole('button', { name: 'Reading now: Tara. Change who is reading' });
  await expect(reader).toBeVisible();
  // The tab keeps its reader through a reload, without asking again.
  await page.reload();
  await expect(reader).toBeVisible();
  await expect(page).not.toHaveURL(/whos-reading/);

  // Tara reads three pages: each is hers.
  const tara = await page.evaluate(
    () =>
      (
        JSON.parse(
          JSON.parse(sessionStorage.getItem('persist:reader') ?? '{}').child ?? 'null',
        ) as { id: string } | null
      )?.id,
  );
  expect(tara).toBeTruthy();
  await page.goto('/stories');
  const first = progressOf(page, tara!, 1);
  await page.getByRole('article', { name: STORY }).click();
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
  await first;
  for (const pageNo of [2, 3]) {
    const saved = progressOf(page, tara!, pageNo);
    await page.keyboard.press('ArrowRight');
    await expect(page.getByText(new RegExp(`^Page ${pageNo} of \\d+$`))).toBeVisible();
    const body = (await saved).request().postDataJSON() as { seconds?: number; mode?: string };
    expect(body.mode).toBe('self');
    expect(body.seconds).toEqual(expect.any(Number));
  }

  // The leaderboard shows Tara by her nickname, never by her parent's name.
  await page.goto('/leaderboard');
  const board = page.getByRole('table');
  await expect(board.getByText('Tara (you)')).toBeVisible();
  await expect(board.getByText(/Lalita|Iyer/)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('table').getByText('Tara (you)')).toBeVisible();

  // Kabir takes the device from the top bar: his place is his own, with no points yet.
  await page.getByRole('button', { name: 'Reading now: Tara. Change who is reading' }).click();
  await page.getByRole('menuitem', { name: 'Switch to Kabir' }).click();
  await expect(
    page.getByRole('button', { name: 'Reading now: Kabir. Change who is reading' }),
  ).toBeVisible();
  await expect(page.getByRole('table').getByText('Tara', { exact: true })).toBeVisible();
  await expect(page.getByText(/Kabir \(you\)/)).toHaveCount(0);

  expect(problems).toEqual([]);
});
