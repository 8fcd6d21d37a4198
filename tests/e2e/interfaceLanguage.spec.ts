import { expect, test } from '@playwright/test';
import { ACCOUNTS, logIn, watchForProblems } from './helpers';

test('a visitor switches the interface to Tamil: menu, top bar and page language follow, and a reload keeps it', async ({
  page,
}) => {
  const problems = watchForProblems(page);
  await page.goto('/stories');
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await expect(nav.getByRole('link', { name: 'Stories' })).toBeVisible();

  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitemradio', { name: 'தமிழ்' }).click();

  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  const tamilNav = page.getByRole('navigation', { name: 'முதன்மை மெனு' });
  await expect(tamilNav.getByRole('link', { name: 'கதைகள்' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'உள்நுழை' })).toBeVisible();
  // Tamil text is drawn with the bundled Noto face once it has loaded.
  await expect
    .poll(() => page.evaluate(() => document.fonts.check('16px "Noto Sans Tamil"', 'கதை')))
    .toBe(true);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  await expect(tamilNav.getByRole('link', { name: 'கதைகள்' })).toBeVisible();

  // Another screen's messages arrive with it.
  await tamilNav.getByRole('link', { name: 'கதைகள்' }).click();
  await expect(page.getByRole('link', { name: 'உள்நுழை' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('a signed-in reader keeps the chosen language across screens and sign-out', async ({
  page,
}) => {
  await logIn(page, ACCOUNTS.parent);
  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('menuitemradio', { name: 'हिन्दी' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('button', { name: 'लॉग आउट करें' })).toBeVisible();
  await page.getByRole('button', { name: 'लॉग आउट करें' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
});
