import { expect, test } from '@playwright/test';
import { ACCOUNTS, API_URL, logIn } from './helpers';

// A story no other spec reads as this parent, so its place is this spec's own.
const TITLE = 'The Clever Rabbit';
const SLUG = 'the-clever-rabbit';

test('a parent stops at page 3, finds it on the list, carries on there, also after a reload', async ({
  page,
}) => {
  await logIn(page, ACCOUNTS.parent);
  await page.goto('/stories');
  await page.getByRole('article', { name: TITLE }).click();
  const firstPage = page.getByText(/^Page 1 of \d+$/);
  await expect(firstPage).toBeVisible();
  const total = Number((await firstPage.textContent())!.match(/of (\d+)/)![1]);

  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith('/progress') &&
      (response.request().postDataJSON() as { page_no: number }).page_no === 3,
  );
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText(`Page 3 of ${total}`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/stories/${SLUG}\\?page=3$`));
  await saved;

  await page.getByRole('link', { name: 'Stories', exact: true }).click();
  const row = page.getByRole('region', { name: 'Continue reading' });
  const card = row.getByRole('article', { name: TITLE });
  await expect(card.getByText(`Continue reading: page 3 of ${total}`)).toBeVisible();
  await card.click();
  await expect(page.getByText(`Page 3 of ${total}`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/stories/${SLUG}\\?page=3$`));
  await expect(page.getByText('Continuing from page 3')).toBeVisible();

  await page.reload();
  await expect(page.getByText(`Page 3 of ${total}`)).toBeVisible();
  await expect(page.getByTestId('page-text')).not.toBeEmpty();

  await page.getByRole('button', { name: 'Start over' }).click();
  await expect(page.getByText(`Page 1 of ${total}`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/stories/${SLUG}$`));
  await expect(page.getByText(/Continuing from page/)).toHaveCount(0);
});

/** How many stories the catalogue finds for a query, as the list's page answers. */
async function storiesFound(query: string): Promise<number> {
  const answer = await fetch(`${API_URL}/KahaniJson/kahanis?limit=24&${query}`);
  return ((await answer.json()) as { total: number }).total;
}

test('search and filters come from the address and last through reload, back and forward', async ({
  page,
}) => {
  const cards = page.getByRole('article');
  const search = page.getByRole('searchbox', { name: 'Search stories' });
  const length = page.getByRole('combobox', { name: 'Length' });

  await page.goto('/stories?q=CROW');
  await expect(search).toHaveValue('CROW');
  await expect(cards).toHaveCount(1);
  await expect(page.getByRole('article', { name: 'The Thirsty Crow' })).toBeVisible();

  // A translated title finds its story too.
  await page.goto(`/stories?q=${encodeURIComponent('नीला सियार')}&lang=hindi`);
  await expect(cards).toHaveCount(1);
  await expect(page.getByRole('article', { name: 'The Blue Jackal' })).toBeVisible();

  await page.goto('/stories?length=short');
  await expect(length).toHaveValue('short');
  await expect(page.getByRole('article', { name: 'The Thirsty Crow' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'The Blue Jackal' })).toHaveCount(0);

  await length.selectOption('medium');
  await expect(page).toHaveURL(/\/stories\?length=medium$/);
  await expect(page.getByRole('article', { name: 'The Blue Jackal' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'The Thirsty Crow' })).toHaveCount(0);
  await search.fill('monkey');
  await expect(page).toHaveURL(/\/stories\?length=medium&q=monkey$/);
  // The server searches titles and the stories' text: the two monkey tales and any other
  // medium story whose pages speak of a monkey.
  const monkeyTales = await storiesFound('q=monkey&length=medium');
  expect(monkeyTales).toBeGreaterThanOrEqual(2);
  await expect(cards).toHaveCount(monkeyTales);
  await expect(page.getByRole('article', { name: 'The Kind Monkey King' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'The Monkey and the Crocodile' })).toBeVisible();

  await page.reload();
  await expect(search).toHaveValue('monkey');
  await expect(length).toHaveValue('medium');
  await expect(cards).toHaveCount(monkeyTales);

  await page.goBack();
  await expect(page).toHaveURL(/\/stories\?length=medium$/);
  await expect(search).toHaveValue('');
  await expect(page.getByRole('article', { name: 'The Blue Jackal' })).toBeVisible();
  await page.goForward();
  await expect(search).toHaveValue('monkey');
  await expect(cards).toHaveCount(monkeyTales);

  await page.goto('/stories?q=dragon');
  await expect(page.getByText('No stories match')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/stories$/);
  await expect(search).toHaveValue('');
  // The whole list comes from the server again.
  await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(8);
});
