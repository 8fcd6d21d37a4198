import { expect, test, type Browser, type Page } from '@playwright/test';
import { ACCOUNTS, API_URL, logIn, logOut } from './helpers';

/**
 * A reader that remembers: a signed-in reader's settings are saved on the server and come
 * back on another device; a visitor's last as long as the tab.
 */

const STORY = '/stories/the-thirsty-crow';
const DARK_BACKGROUND = 'rgb(20, 32, 43)';
const LIGHT_BACKGROUND = 'rgb(255, 250, 240)';

interface Wanted {
  language: string;
  dark: boolean;
  textSize: number;
}

const isPreferencesCall = (url: string) => url === `${API_URL}/preferences`;

/** Waits for the server to have answered the reader's saved settings after a sign-in. */
const savedSettingsRead = (page: Page) =>
  page.waitForResponse(
    (response) => isPreferencesCall(response.url()) && response.request().method() === 'GET',
  );

async function openSettings(page: Page) {
  await page.goto(STORY);
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
  await page.getByRole('button', { name: 'Reader settings' }).click();
  const panel = page.getByRole('dialog', { name: 'Reader settings' });
  await expect(panel).toBeVisible();
  return panel;
}

/** Sets the reader's settings from whatever they are now, and waits until the server has them. */
async function chooseSettings(page: Page, wanted: Wanted) {
  const panel = await openSettings(page);
  const saved = page.waitForResponse((response) => {
    if (!isPreferencesCall(response.url()) || response.request().method() !== 'PUT') return false;
    const body = response.request().postDataJSON() as Record<string, unknown>;
    return (
      response.ok() &&
      body.language === wanted.language &&
      body.themeMode === (wanted.dark ? 'dark' : 'light') &&
      body.textSize === wanted.textSize
    );
  });
  await panel.getByLabel('Story language').click();
  await page
    .getByRole('option', { name: wanted.language === 'hindi' ? 'हिन्दी' : 'English' })
    .click();
  const size = panel.getByTestId('text-size');
  for (let step = 0; step < 10; step += 1) {
    const current = Number((await size.textContent())?.replace('%', ''));
    if (current === wanted.textSize) break;
    await panel
      .getByRole('button', { name: current < wanted.textSize ? 'Larger text' : 'Smaller text' })
      .click();
    await expect(size).not.toHaveText(`${current}%`);
  }
  await expect(size).toHaveText(`${wanted.textSize}%`);
  await panel.getByLabel('Dark theme').setChecked(wanted.dark);
  await saved;
  await panel.getByRole('button', { name: 'Close settings' }).click();
}

/** Leaves Meera's saved settings as a new account's, for the specs that follow. */
async function resetMeera(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const read = savedSettingsRead(page);
  await logIn(page, ACCOUNTS.parent);
  await read;
  await chooseSettings(page, { language: 'english', dark: false, textSize: 100 });
  await context.close();
}

test.afterAll(async ({ browser }) => {
  await resetMeera(browser);
});

test('a signed-in reader’s language, theme and text size follow her to a new device', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const read = savedSettingsRead(page);
  await logIn(page, ACCOUNTS.parent);
  // Whatever was saved before is applied first, then changed.
  await read;
  await chooseSettings(page, { language: 'hindi', dark: true, textSize: 130 });
  await logOut(page);
  await expect(page.getByRole('button', { name: 'Login' }).first()).toBeVisible();

  // A new browser profile: nothing of the first one's storage.
  const device = await browser.newContext();
  const other = await device.newPage();
  const saves: string[] = [];
  other.on('request', (request) => {
    if (isPreferencesCall(request.url()) && request.method() === 'PUT') saves.push(request.url());
  });
  await other.goto(STORY);
  await expect(other.getByText(/^Page 1 of \d+$/)).toBeVisible();
  await expect(other.locator('body')).toHaveCSS('background-color', LIGHT_BACKGROUND);
  await logIn(other, ACCOUNTS.parent);
  await expect(other.locator('body')).toHaveCSS('background-color', DARK_BACKGROUND);

  const panel = await openSettings(other);
  await expect(panel.getByLabel('Dark theme')).toBeChecked();
  await expect(panel.getByTestId('text-size')).toHaveText('130%');
  await expect(panel.getByRole('combobox', { name: 'Story language' })).toHaveText('हिन्दी');
  await panel.getByRole('button', { name: 'Close settings' }).click();
  const text = other.getByTestId('page-text');
  await expect(text).toHaveAttribute('lang', 'hi');
  await expect(text).toHaveCSS('font-size', '31.2px');
  // Restoring sent nothing back.
  expect(saves).toEqual([]);
  await device.close();
});

test('a visitor’s settings last as long as the tab', async ({ page, context }) => {
  const panel = await openSettings(page);
  await panel.getByLabel('Dark theme').check();
  await panel.getByRole('button', { name: 'Larger text' }).click();
  await expect(panel.getByTestId('text-size')).toHaveText('110%');

  await page.reload();
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
  await expect(page.locator('body')).toHaveCSS('background-color', DARK_BACKGROUND);
  await expect(page.getByTestId('page-text')).toHaveCSS('font-size', '26.4px');
  // Kept in the tab only: nothing in the browser's lasting storage, and a new tab starts afresh.
  expect(await page.evaluate(() => Object.values(localStorage).join(' '))).not.toMatch(
    /themeMode|textSize/,
  );
  const newTab = await context.newPage();
  await newTab.goto(STORY);
  await expect(newTab.getByText(/^Page 1 of \d+$/)).toBeVisible();
  await expect(newTab.locator('body')).toHaveCSS('background-color', LIGHT_BACKGROUND);
});
