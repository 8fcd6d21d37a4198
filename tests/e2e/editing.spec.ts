import { expect, test } from '@playwright/test';
import { ACCOUNTS, API_URL, logIn, logOut } from './helpers';

test('an administrator edits a page and readers see it', async ({ page }) => {
  await logIn(page, ACCOUNTS.admin);
  await page.goto('/stories/the-tortoise-and-the-hare');
  await page.getByRole('link', { name: 'Edit this story' }).click();
  await expect(page.getByRole('heading', { name: 'Edit story' })).toBeVisible();

  const text = page.getByRole('region', { name: 'Page 2' }).getByLabel('Story text (English)');
  await text.fill('The race began, and the whole forest cheered for both friends.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/^Saved\./)).toBeVisible();

  const reloaded = page.waitForResponse((response) =>
    response.url().includes('/KahaniJson/slug/the-tortoise-and-the-hare'),
  );
  await page.getByRole('link', { name: 'Open in the reader' }).click();
  await reloaded;
  await expect(page.getByText(/^Page 1 of/)).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('page-text')).toHaveText(
    'The race began, and the whole forest cheered for both friends.',
  );
});

test('the server refuses the editor to a parent', async ({ page, request }) => {
  const api = API_URL;
  const story = (await (
    await request.get(`${api}/KahaniJson/slug/the-lion-and-the-mouse`)
  ).json()) as {
    _id: string;
  };
  await logIn(page, ACCOUNTS.parent);
  await page.goto('/stories/the-lion-and-the-mouse');
  await expect(page.getByText(/^Page 1 of/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit this story' })).toHaveCount(0);
  await page.goto(`/storiesModification/${story._id}`);
  await expect(page.getByText('Only administrators can do this.')).toBeVisible();
});

test('an administrator approves a parent’s story; it is published and the parent is told', async ({
  page,
}) => {
  const title = `The Kind Kite ${Date.now()}`;
  await logIn(page, ACCOUNTS.parent);
  await page.goto('/CreateStory');
  await page.getByLabel(/^Story name/).fill(title);
  await page.getByLabel(/^Author/).fill('Meera');
  await page.getByLabel(/^Your story/).fill('A red kite helped a lost bird find its way home.');
  await page.getByRole('button', { name: 'Send my story' }).click();
  await expect(page.getByText(/sent for review/)).toBeVisible();
  await logOut(page);

  await logIn(page, ACCOUNTS.otherAdmin);
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Pending', exact: true })
    .click();
  await page.getByRole('button', { name: `Approve ${title}` }).click();
  // A parent's story has no pictures or translations yet: the review lists them first.
  await page
    .getByRole('dialog', { name: 'Publish with gaps?' })
    .getByRole('button', { name: 'Publish anyway' })
    .click();
  await expect(page.getByText(`“${title}” is published.`, { exact: false })).toBeVisible();
  await logOut(page);

  await page.goto('/stories');
  await expect(page.getByRole('article', { name: title })).toBeVisible();

  await logIn(page, ACCOUNTS.parent);
  await page.getByRole('link', { name: /^Inbox, \d+ unread$/ }).click();
  await expect(page.getByText(`Your story "${title}" is published!`)).toBeVisible();
});
