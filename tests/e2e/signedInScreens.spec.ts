import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, logIn, slowCpu, throughGrownUpsGate, watchForProblems } from './helpers';

/**
 * Every signed-in screen, opened by URL and by reload with the CPU slowed to phone speed:
 * the identity provider restores its session after the screen has started loading, and no
 * call may leave without the token meanwhile.
 */
async function openByUrlAndReload(page: Page, path: string, heading: string | RegExp) {
  for (const open of [() => page.goto(path), () => page.reload()]) {
    await open();
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByText(/Please sign in/)).toHaveCount(0);
    await expect(page.getByText('We could not find that story')).toHaveCount(0);
  }
}

test('a parent opens every signed-in screen by URL and by reload on a slow phone', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await logIn(page, ACCOUNTS.parent);

  // The parent's own pending story is readable only with the token.
  await page.goto('/CreateStory');
  const title = `Reload Rabbit ${Date.now()}`;
  await page.getByLabel(/^Story name/).fill(title);
  await page.getByLabel(/^Author/).fill('Meera');
  await page.getByLabel(/^Your story/).fill('A rabbit slept.\n\nThen she woke up and read.');
  await page.getByRole('button', { name: 'Send my story' }).click();
  await expect(page.getByText(/sent for review/)).toBeVisible();
  const slug = title.toLowerCase().replaceAll(' ', '-');

  // Grown-up places: the gate is passed once in the tab, then remembered.
  await page.goto('/children');
  await throughGrownUpsGate(
    page,
    page.getByRole('heading', { name: "Children's profiles", level: 1 }),
  );

  const problems = watchForProblems(page);
  await slowCpu(page);
  for (const [path, heading] of [
    ['/children', "Children's profiles"],
    ['/family', 'Family reading'],
    ['/whos-reading', "Who's reading?"],
    ['/saved-stories', 'Saved stories'],
    ['/Show', 'Inbox'],
    ['/stories', /stories/i],
    [`/stories/${slug}`, title],
    ['/CreateStory', 'Create your Story'],
    ['/MessageBoard', 'Message Board'],
    ['/leaderboard', 'LeaderBoard'],
    ['/game-wizard', 'Game Wizard'],
  ] as const) {
    await openByUrlAndReload(page, path, heading);
  }
  await page.goto('/stories');
  await expect(page.getByRole('article', { name: title }).getByText('Pending')).toBeVisible();
  expect(problems).toEqual([]);
});

test('an administrator opens every administrator screen by URL and by reload on a slow phone', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await logIn(page, ACCOUNTS.admin);
  const problems = watchForProblems(page);
  // Account removal is a grown-ups' place: its gate is passed once, then remembered.
  await page.goto('/RemoveAccount');
  await throughGrownUpsGate(page, page.getByRole('heading', { name: 'Delete Accout', level: 1 }));
  await slowCpu(page);
  for (const [path, heading] of [
    ['/StoryModificationGrid', 'Modification'],
    ['/PendingStoriesGrid', 'Pending'],
    ['/ErrorLog', 'Error Log'],
    ['/pending-games', 'Edit Game'],
    ['/RemoveAccount', 'Delete Accout'],
    ['/uploadSVG', 'Upload SVG'],
  ] as const) {
    await openByUrlAndReload(page, path, heading);
  }
  await page.goto('/StoryModificationGrid');
  await expect(page.getByRole('link', { name: 'Edit The Thirsty Crow' })).toBeVisible();
  await page.getByRole('link', { name: 'Edit The Thirsty Crow' }).click();
  await expect(page.getByRole('heading', { name: 'Edit story' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Edit story' })).toBeVisible();
  await expect(page.getByLabel(/^Title/)).toHaveValue('The Thirsty Crow');
  expect(problems).toEqual([]);
});
