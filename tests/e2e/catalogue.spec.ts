import { expect, test, type Page } from '@playwright/test';
import type { CataloguePage } from '../../contract/catalogue';
import { API_URL, watchForProblems } from './helpers';

// The story list as a catalogue, against a database of thousands of generated stories beside
// the seeded ones (scripts/e2e.mjs runs this file with `npm run seed:catalogue`): the list
// grows as the child scrolls, search finds stories in two scripts, the language filter
// offers a language beyond the eight, and a story found this way opens and reads.

const cards = (page: Page) => page.locator('main a[href^="/stories/"]');

async function catalogue(query: string): Promise<CataloguePage> {
  const answer = await fetch(`${API_URL}/KahaniJson/kahanis?${query}`);
  expect(answer.status).toBe(200);
  return (await answer.json()) as CataloguePage;
}

test('the list fetches more stories as the child scrolls, in a stable order', async ({ page }) => {
  const problems = watchForProblems(page);
  const first = await catalogue('limit=24');
  expect(first.total).toBeGreaterThan(4000);
  await page.goto('/stories');
  await expect(cards(page)).toHaveCount(24);
  await expect(cards(page).first()).toHaveAttribute('href', `/stories/${first.stories[0]!.slug}`);
  for (let loaded = 24; loaded < 72; loaded += 24) {
    await cards(page).last().scrollIntoViewIfNeeded();
    await expect(cards(page)).toHaveCount(loaded + 24);
  }
  const third = await catalogue(
    `limit=24&cursor=${(await catalogue(`limit=24&cursor=${first.nextCursor}`)).nextCursor}`,
  );
  await expect(cards(page).nth(48)).toHaveAttribute('href', `/stories/${third.stories[0]!.slug}`);
  // The button does the same for those who do not scroll.
  await page.getByRole('button', { name: 'Show more stories' }).click();
  await expect(cards(page)).toHaveCount(96);
  expect(problems).toEqual([]);
});

test('search finds stories in Latin and in Bengali script', async ({ page }) => {
  await page.goto('/stories');
  const search = page.getByRole('searchbox', { name: 'Search stories' });
  await search.fill('thirsty crow');
  await expect(page).toHaveURL(/q=thirsty/);
  await expect(page.getByRole('link', { name: /The Thirsty Crow/ }).first()).toBeVisible();

  const bengali = (await catalogue('limit=1&language=bn')).stories[0]!;
  const title = bengali.translated_titles.bn!;
  const word = title.split(/\s+/).sort((a, b) => b.length - a.length)[0]!;
  await search.fill(word);
  await expect(page.locator(`main a[href="/stories/${bengali.slug}"]`).first()).toBeVisible();
  const found = await catalogue(`limit=24&q=${encodeURIComponent(word)}`);
  await expect(page.getByText(new RegExp(`^${found.total} stor(y|ies) found$`))).toBeAttached();
});

test('the language filter offers a language beyond the eight, and a story found opens', async ({
  page,
}) => {
  await page.goto('/stories');
  const filter = page.getByRole('combobox', { name: 'Language' });
  await filter.click();
  await filter.fill('বাংলা');
  await page.getByRole('option', { name: /বাংলা/ }).click();
  await expect(page).toHaveURL(/lang=bn/);
  const bengali = await catalogue('limit=24&language=bn');
  await expect(page.getByText(new RegExp(`^${bengali.total} stor(y|ies) found$`))).toBeAttached();
  await expect(cards(page).first()).toHaveAttribute('href', `/stories/${bengali.stories[0]!.slug}`);

  await cards(page).first().click();
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
  await expect(page.getByTestId('page-text')).not.toBeEmpty();
  const pages = bengali.stories[0]!.pageCount;
  if (pages > 1) {
    await page.keyboard.press('ArrowRight');
    await expect(page.getByText(`Page 2 of ${pages}`)).toBeVisible();
  }
});
