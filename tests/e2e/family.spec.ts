import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { API_URL, signUpParent, throughGrownUpsGate, tokenOf } from './helpers';

async function addChild(
  request: APIRequestContext,
  token: string,
  nickname: string,
  avatar: string,
): Promise<string> {
  const answer = await request.post(`${API_URL}/children`, {
    headers: { authorization: `Bearer ${token}` },
    data: { nickname, avatar },
  });
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { id: string }).id;
}

/**
 * Opens the family view by its address: a grown-up place, where the app does not ask who is
 * reading even once it knows the account's children; the grown-ups' gate asks its question.
 */
async function openFamilyView(page: Page) {
  const profiles = page.waitForResponse(
    (response) => response.url() === `${API_URL}/children` && response.ok(),
  );
  await page.goto('/family');
  await profiles;
  await expect(page.getByRole('textbox', { name: /^Type .+ in digits$/ })).toBeVisible();
  await expect(page).toHaveURL(/\/family$/);
  expect(await seriousProblems(page)).toEqual([]);
  await throughGrownUpsGate(page, page.getByRole('heading', { name: 'Family reading', level: 1 }));
  await expect(page).toHaveURL(/\/family$/);
}

/** Serious and critical axe-core violations on the page. */
async function seriousProblems(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/** The heights of a chart's bars, in pixels. */
const barHeights = (card: Locator) =>
  card
    .locator('svg .MuiBarChart-element')
    .evaluateAll((bars) => bars.map((bar) => bar.getBoundingClientRect().height));

test('the family view shows each child’s week on a chart, behind the grown-ups’ gate', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const suffix = String(Date.now()).slice(-4);
  const tara = `Tara ${suffix}`;
  const kabir = `Kabir ${suffix}`;
  const account = await signUpParent(page, 'Nisha', 'Menon');
  const token = await tokenOf(request, account);
  const taraId = await addChild(request, token, tara, 'peacock');
  await addChild(request, token, kabir, 'tiger');

  // Tara reads three pages of The Thirsty Crow, a little while on each.
  const stories = (await (await request.get(`${API_URL}/KahaniJson/kahanis`)).json()) as {
    _id: string;
    slug: string;
  }[];
  const crow = stories.find((story) => story.slug === 'the-thirsty-crow');
  expect(crow).toBeDefined();
  for (const page_no of [1, 2, 3]) {
    const read = await request.post(`${API_URL}/progress`, {
      headers: { authorization: `Bearer ${token}` },
      data: {
        storyId: crow!._id,
        page_no,
        childId: taraId,
        seconds: 45,
        mode: 'self',
      },
    });
    expect(read.ok()).toBe(true);
  }

  // By URL, behind the gate.
  await openFamilyView(page);
  const taraCard = page.getByRole('region', { name: tara });
  const kabirCard = page.getByRole('region', { name: kabir });
  const taraFigures = taraCard.getByRole('list', { name: 'The last 7 days' });
  await expect(taraFigures.getByRole('listitem').nth(1)).toHaveText('3Pages read');
  await expect(taraCard.getByText('Read by themselves').locator('..')).toContainText('3 pages');
  // Today's row of the numbers behind the chart says three pages.
  const taraRows = taraCard.getByRole('table').getByRole('row');
  await expect(taraRows).toHaveCount(8);
  await expect(taraRows.last().getByRole('cell').first()).toHaveText('3');
  // Drawn: one bar stands, the other days are flat.
  await expect.poll(async () => (await barHeights(taraCard)).filter((h) => h > 1).length).toBe(1);

  // Kabir's week is empty: zeros, not an error.
  const kabirFigures = kabirCard.getByRole('list', { name: 'The last 7 days' });
  await expect(kabirFigures.getByRole('listitem').nth(1)).toHaveText('0Pages read');
  await expect(kabirCard.getByText(/No reading in the last 7 days yet/)).toBeVisible();
  await expect(kabirCard.getByRole('alert')).toHaveCount(0);
  expect((await barHeights(kabirCard)).every((h) => h <= 1)).toBe(true);

  expect(await seriousProblems(page)).toEqual([]);
  // A phone: the page does not scroll sideways.
  await page.setViewportSize({ width: 400, height: 800 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBe(400);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The last 30 days and the minutes.
  await page.getByRole('button', { name: 'Last 30 days' }).click();
  await expect(taraRows).toHaveCount(31);
  await page.getByRole('button', { name: 'Minutes' }).click();
  await expect(taraCard.getByText('Minutes read each day')).toBeVisible();
  // Three views of 45 seconds.
  await expect(taraRows.last().getByRole('cell').nth(1)).toHaveText(/^2\.[23]$/);

  // By reload: the gate remembers the grown-up in this tab.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Family reading', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Type .+ in digits$/ })).toHaveCount(0);
  await expect(taraFigures.getByRole('listitem').nth(1)).toHaveText('3Pages read');

  // The dark theme, switched in the reader's settings by the grown-up, reads as well.
  await page.goto('/whos-reading');
  await page.getByRole('button', { name: /^Me\b/ }).click();
  await page.goto('/stories/the-thirsty-crow');
  await page
    .getByRole('button', { name: /settings/i })
    .first()
    .click();
  await page.getByRole('dialog').getByLabel(/dark/i).check();
  await page.keyboard.press('Escape');
  await page.goto('/family');
  await expect(taraFigures.getByRole('listitem').nth(1)).toHaveText('3Pages read');
  await expect(kabirCard.getByRole('table')).toBeAttached();
  expect(await seriousProblems(page)).toEqual([]);

  // Tara is on the leaderboard by nickname; deleting her profile takes her points with it.
  await page.goto('/leaderboard');
  const week = page.getByRole('table', { name: 'Leaderboard: This week' });
  const taraRow = week.getByRole('row').filter({ hasText: tara });
  await expect(taraRow).toHaveCount(1);
  // By nickname only, never with the parent's name.
  await expect(taraRow).not.toContainText(/Nisha|Menon/);

  // Deleted on the profiles screen (the gate remembers the grown-up), after a confirmation.
  await page.goto('/children');
  await expect(page.getByRole('heading', { name: "Children's profiles", level: 1 })).toBeVisible();
  await page.getByRole('button', { name: `Delete ${tara}'s profile` }).click();
  const confirm = page.getByRole('dialog', { name: `Delete ${tara}'s profile?` });
  const removed = page.waitForResponse(
    (response) =>
      response.url() === `${API_URL}/children/${taraId}` &&
      response.request().method() === 'DELETE',
  );
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  expect((await removed).status()).toBe(204);
  await expect(confirm).toHaveCount(0);
  await expect(page.getByRole('heading', { name: tara, level: 2 })).toHaveCount(0);
  await page.goto('/leaderboard');
  await expect(page.getByRole('heading', { name: 'LeaderBoard', level: 1 })).toBeVisible();
  await expect(page.getByText(tara)).toHaveCount(0);

  await page.goto('/family');
  await expect(kabirCard).toBeVisible();
  await expect(taraCard).toHaveCount(0);
});
