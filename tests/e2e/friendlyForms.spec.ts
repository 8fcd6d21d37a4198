import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, API_URL, logIn, watchForProblems } from './helpers';

const NOT_SENT = 'Your story was not sent yet. Please look at the notes in red below.';

/** The story requests the page sends, as the server receives them. */
function watchStoryRequests(page: Page) {
  const sent: { storyRequest: Record<string, string> }[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url() === `${API_URL}/storiesRequest/request`) {
      sent.push(request.postDataJSON() as { storyRequest: Record<string, string> });
    }
  });
  return sent;
}

test('a long title shows its counter, and nothing too long is sent or cut', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page, ACCOUNTS.parent);
  const problems = watchForProblems(page);
  const sent = watchStoryRequests(page);
  await page.goto('/CreateStory');

  const title = page.getByLabel(/^Story name/);
  const author = page.getByLabel(/^Author/);
  const story = page.getByLabel(/^Your story/);
  await expect(page.getByText('0 / 200').first()).toBeVisible();

  // Near the limit the counter turns to the warning colour.
  await title.fill('T'.repeat(150));
  const counter = page.locator('[data-limit]', { hasText: '150 / 200' });
  await expect(counter).toHaveAttribute('data-limit', 'within');
  const plainColour = await counter.evaluate((element) => getComputedStyle(element).color);
  await title.fill('T'.repeat(185));
  const nearCounter = page.locator('[data-limit]', { hasText: '185 / 200' });
  await expect(nearCounter).toHaveAttribute('data-limit', 'near');
  // The warning colour of the reader's theme (settings follow a signed-in reader, so earlier
  // tests may have left this account in the dark theme).
  await expect(nearCounter).toHaveCSS('color', /^rgb\((161, 71, 0|255, 183, 77)\)$/);
  expect(plainColour).not.toMatch(/^rgb\((161, 71, 0|255, 183, 77)\)$/);

  // Over the limit every character stays, the field says so, and the form does not send.
  const long = 'T'.repeat(230);
  await title.fill(long);
  await expect(title).toHaveValue(long);
  await expect(page.getByText('230 / 200')).toBeVisible();
  await expect(page.getByText('Please keep this to 200 characters (now 230).')).toBeVisible();
  await expect(title).toHaveAttribute('aria-invalid', 'true');
  await author.fill('Meera');
  await story.fill('A rabbit lived on the moon.\n\nShe baked cakes for the stars.');
  await expect(story).toHaveAccessibleDescription(/So far 2 pages; a story can have up to 100\./);
  await page.getByRole('button', { name: 'Send my story' }).click();
  await expect(page.getByText(NOT_SENT)).toBeVisible();

  // A story longer than the limit is kept whole too, and not sent.
  await title.fill(`Moon Rabbit ${Date.now()}`);
  const tooLongStory = 'The moon was bright. '.repeat(1000);
  await story.fill(tooLongStory);
  await expect(page.getByText('Please keep this to 20,000 characters (now 20,999).')).toBeVisible();
  await expect(story).toHaveValue(tooLongStory);
  await page.getByRole('button', { name: 'Send my story' }).click();
  await expect(page.getByText(NOT_SENT)).toBeVisible();

  // So is a story that would make more pages than a story may have.
  await story.fill(Array.from({ length: 101 }, (_, i) => `Page ${i + 1}.`).join('\n\n'));
  await expect(
    page.getByText(
      'Your story would make 101 pages, and a story can have at most 100. Please shorten it or join some short paragraphs.',
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Send my story' }).click();
  await expect(page.getByText(NOT_SENT)).toBeVisible();
  expect(sent).toEqual([]);

  // Exactly at the limits the story goes, whole.
  const fullTitle = `${Date.now()} `.padEnd(200, 'T');
  await title.fill(fullTitle);
  await expect(page.getByText('200 / 200')).toBeVisible();
  const fullStory = 'x'.repeat(20_000);
  await story.fill(fullStory);
  await page.getByRole('button', { name: 'Send my story' }).click();
  await expect(page.getByText(/sent for review/)).toBeVisible();
  expect(sent).toHaveLength(1);
  expect(sent[0]?.storyRequest.storyName).toBe(fullTitle);
  expect(sent[0]?.storyRequest.storyContent).toBe(fullStory);
  expect(problems).toEqual([]);
});

test('a refusal by the server is told on the field, in plain words', async ({ page }) => {
  await logIn(page, ACCOUNTS.parent);
  const sent = watchStoryRequests(page);
  await page.goto('/CreateStory');
  const title = page.getByLabel(/^Story name/);
  // A character PostgreSQL cannot store passes the form's own checks; the server refuses it.
  await title.fill('Moon\u0000Rabbit');
  await page.getByLabel(/^Author/).fill('Meera');
  await page.getByLabel(/^Your story/).fill('A rabbit lived on the moon.');
  await page.getByRole('button', { name: 'Send my story' }).click();
  await expect(title).toHaveAccessibleDescription(
    /The story title contains a hidden character that cannot be saved\. Please type it again instead of pasting it\./,
  );
  await expect(title).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(NOT_SENT)).toBeVisible();
  await expect(page.getByText(/body\.storyRequest|U\+0000/)).toHaveCount(0);
  expect(sent).toHaveLength(1);

  await title.fill('Moon Rabbit');
  await expect(title).toHaveAttribute('aria-invalid', 'false');
  await page.getByRole('button', { name: 'Send my story' }).click();
  await expect(page.getByText(/sent for review/)).toBeVisible();
});
