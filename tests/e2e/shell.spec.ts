import { expect, test } from '@playwright/test';
import { ACCOUNTS, logIn } from './helpers';

const ADMIN_ENTRIES = [
  'Upload SVG',
  'Import books',
  'Modification',
  'Pending',
  'Error Log',
  'Edit Game',
  'Delete Accout',
];

test('an anonymous visitor sees the seeded stories and opens one', async ({ page }) => {
  await page.goto('/');
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  // The first three cards come with the list, the rest in a transition just after.
  await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(8);
  await expect(
    page.getByRole('button', { name: 'Login' }).or(page.getByRole('link', { name: 'Login' })),
  ).toBeVisible();
  await page.getByRole('link', { name: /The Thirsty Crow/ }).click();
  await expect(page).toHaveURL(/\/stories\/the-thirsty-crow$/);
  await expect(page.getByRole('heading', { name: 'The Thirsty Crow' })).toBeVisible();
  await expect(page.getByText(/Page 1 of \d+/)).toBeVisible();
  const picture = page.locator('article img').first();
  await expect(picture).toHaveJSProperty('complete', true);
  expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test('a new visitor signs up and is welcomed by name', async ({ page }) => {
  const email = `parent-${Date.now()}@example.com`;
  await page.goto('/signup');
  await page.getByLabel('First name').fill('Priya');
  await page.getByLabel('Last name').fill('Sharma');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel(/^Password/).fill('story-time-7');
  await page.getByLabel('Confirm password').fill('story-time-7');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Welcome, Priya Sharma')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Welcome, Priya Sharma')).toBeVisible();
});

test('an administrator sees the six administrator entries', async ({ page }) => {
  await logIn(page, ACCOUNTS.admin);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  for (const entry of ADMIN_ENTRIES) {
    await expect(menu.getByRole('link', { name: entry, exact: true })).toBeVisible();
  }
});

test('a parent does not see administrator entries', async ({ page }) => {
  await logIn(page, ACCOUNTS.parent);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Stories', exact: true })).toBeVisible();
  for (const entry of ADMIN_ENTRIES) {
    await expect(menu.getByRole('link', { name: entry, exact: true })).toHaveCount(0);
  }
});

test('a guarded route sends a signed-out visitor to login and back after signing in', async ({
  page,
}) => {
  await page.goto('/CreateStory');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('E-mail').fill('meera@kahani.local');
  await page.getByLabel('Password').fill('kahani-meera');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/CreateStory$/);
  await expect(page.getByRole('heading', { name: 'Create your Story' })).toBeVisible();
});

test('unknown paths show Not Found', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { name: 'Not Found' })).toBeVisible();
});

test('a parent requests a story and finds it marked Pending; reading progress shows on the list', async ({
  page,
}) => {
  await logIn(page, ACCOUNTS.parent);
  await page.goto('/CreateStory');
  const title = `Moon Rabbit ${Date.now()}`;
  await page.getByLabel(/^Story name/).fill(title);
  await page.getByLabel(/^Author/).fill('Meera');
  await page
    .getByLabel(/^Your story/)
    .fill('A rabbit lived on the moon.\n\nEvery night she baked rice cakes for the stars.');
  await page.getByRole('button', { name: 'Send my story' }).click();
  await expect(page.getByText(/sent for review/)).toBeVisible();
  await expect(page.getByLabel(/^Story name/)).toHaveValue('');

  await page.getByRole('link', { name: 'Stories', exact: true }).click();
  const card = page.getByRole('article', { name: title });
  await expect(card.getByText('Pending')).toBeVisible();
  await expect(page.getByRole('article', { name: 'The Blue Jackal' })).toBeVisible();

  await page.getByRole('article', { name: 'The Blue Jackal' }).click();
  await expect(page.getByText(/^Page 1 of/)).toBeVisible();
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith('/progress') &&
      (response.request().postDataJSON() as { page_no: number }).page_no === 3,
  );
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await saved;
  await page.getByRole('link', { name: 'Stories', exact: true }).click();
  await expect(
    page.getByRole('article', { name: 'The Blue Jackal' }).getByText(/Continue reading: page 3 of/),
  ).toBeVisible();
});

test('a device that asks for less motion gets no animations', async ({ page }) => {
  const transitionSeconds = async () =>
    (
      await page
        .getByRole('button', { name: 'Login' })
        .or(page.getByRole('link', { name: 'Login' }))
        .first()
        .evaluate((element) => getComputedStyle(element).transitionDuration)
    )
      .split(', ')
      .map(parseFloat);
  await page.goto('/stories');
  expect(Math.max(...(await transitionSeconds()))).toBeGreaterThan(0.05);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.reload();
  expect(Math.max(...(await transitionSeconds()))).toBeLessThan(0.001);
});
