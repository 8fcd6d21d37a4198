import { expect, test } from '@playwright/test';
import { ACCOUNTS, logIn, watchForProblems } from './helpers';

test('a visitor switches the interface to Tamil: menu, top bar and page language follow, and a reload keeps it', async ({
  page,
}) => {
  const problems = watchForProblems(page);
  await page.goto('/stories');
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await expect(nav.getByRole('link', { name: 'Stories', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitemradio', { name: 'தமிழ்' }).click();

  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  const tamilNav = page.getByRole('navigation', { name: 'முதன்மை மெனு' });
  await expect(tamilNav.getByRole('link', { name: 'கதைகள்', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'உள்நுழை' })).toBeVisible();
  // Tamil text is drawn with the bundled Noto face once it has loaded.
  await expect
    .poll(() => page.evaluate(() => document.fonts.check('16px "Noto Sans Tamil"', 'கதை')))
    .toBe(true);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  await expect(tamilNav.getByRole('link', { name: 'கதைகள்', exact: true })).toBeVisible();

  // Another screen's messages arrive with it.
  await tamilNav.getByRole('link', { name: 'கதைகள்', exact: true }).click();
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

test('in Tamil, a visitor opens a story by its Tamil title, reads it with Tamil controls and sees the end in Tamil', async ({
  page,
}) => {
  const problems = watchForProblems(page);
  await page.goto('/stories');
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitemradio', { name: 'தமிழ்' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'கதைகள்' })).toBeVisible();

  // The card carries the story's Tamil title and counts its pages in Tamil.
  const card = page.getByRole('article', { name: 'தாகம் கொண்ட காகம்' });
  await expect(card).toContainText('6 பக்கங்கள்');
  await card.getByRole('link').click();

  await expect(page.getByRole('heading', { level: 1, name: 'தாகம் கொண்ட காகம்' })).toBeVisible();
  await expect(page.getByText('6 இல் பக்கம் 1')).toBeVisible();
  const controls = page.getByRole('group', { name: 'பக்கக் கட்டுப்பாடுகள்' });
  await expect(controls.getByRole('button', { name: 'எனக்குப் படித்துக் காட்டு' })).toBeVisible();
  await page.getByRole('button', { name: 'படிப்பு அமைப்புகள்' }).click();
  await expect(page.getByRole('combobox', { name: 'கதையின் மொழி' })).toHaveText('தமிழ்');
  await page.getByRole('button', { name: 'அமைப்புகளை மூடு' }).click();

  for (let n = 2; n <= 6; n += 1) {
    await controls.getByRole('button', { name: 'அடுத்து' }).click();
    await expect(page.getByText(`6 இல் பக்கம் ${n}`)).toBeVisible();
  }
  await controls.getByRole('button', { name: 'கதை முடிந்தது' }).click();

  const end = page.getByRole('region', { name: 'கதை முடிந்தது' });
  await expect(end.getByRole('heading', { name: 'கதை முடிந்தது' })).toBeVisible();
  await expect(end).toContainText('அருமை! நீ “தாகம் கொண்ட காகம்” கதையைப் படித்து முடித்தாய்.');
  await expect(end.getByRole('link', { name: 'உள்நுழை' })).toBeVisible();
  await expect(end.getByRole('button', { name: 'மீண்டும் படி' })).toBeVisible();
  await expect(end.getByRole('link', { name: 'கதைகளுக்குத் திரும்பு' })).toBeVisible();
  expect(problems).toEqual([]);
});
