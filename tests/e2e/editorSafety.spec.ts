import { expect, test, type Dialog } from '@playwright/test';
import { ACCOUNTS, API_URL, logIn, watchForProblems } from './helpers';

const STORY = { slug: 'the-clever-rabbit' };

test('the story editor does not lose work', async ({ page, request }) => {
  test.setTimeout(120_000);
  const story = (await (await request.get(`${API_URL}/KahaniJson/slug/${STORY.slug}`)).json()) as {
    _id: string;
    title: string;
    pages: { parent_narration_text: string }[];
  };
  const editorPath = `/storiesModification/${story._id}`;
  await logIn(page, ACCOUNTS.admin);
  const problems = watchForProblems(page);

  // Opened by its address.
  await page.goto(editorPath);
  await expect(page.getByRole('heading', { name: 'Edit story' })).toBeVisible();
  await expect(page.getByLabel(/^Title/)).toHaveValue(story.title);
  const pages = page.getByRole('region', { name: /^Page \d+$/ });
  const pageCount = story.pages.length;
  await expect(pages).toHaveCount(pageCount);
  const englishText = (n: number) =>
    page.getByRole('region', { name: `Page ${n}` }).getByLabel('Story text (English)');
  await expect(englishText(2)).toHaveValue(story.pages[1]!.parent_narration_text);

  // Nothing unsaved: a menu link simply goes; the editor opens again from the grid.
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('link', { name: 'Modification', exact: true }).click();
  await page.getByRole('link', { name: `Edit ${story.title}` }).click();
  await expect(page.getByRole('heading', { name: 'Edit story' })).toBeVisible();
  await expect(pages).toHaveCount(pageCount);

  // Removing a page asks first, and can be undone: the page comes back in its place.
  await page
    .getByRole('region', { name: 'Page 2' })
    .getByRole('button', { name: 'Remove page 2' })
    .click();
  await page
    .getByRole('dialog', { name: 'Remove page 2?' })
    .getByRole('button', { name: 'Remove page' })
    .click();
  await expect(pages).toHaveCount(pageCount - 1);
  await expect(englishText(2)).toHaveValue(story.pages[2]!.parent_narration_text);
  await expect(page.getByText('Page 2 removed. You can undo this until you save.')).toBeVisible();
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(pages).toHaveCount(pageCount);
  await expect(englishText(2)).toHaveValue(story.pages[1]!.parent_narration_text);
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);

  // An edit, then a menu link: Stay keeps the edit.
  const edited = `${story.pages[0]!.parent_narration_text} An edit not saved yet.`;
  await englishText(1).fill(edited);
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await menu.getByRole('link', { name: 'About Us' }).click();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(leave).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${editorPath}$`));
  await expect(englishText(1)).toHaveValue(edited);

  // The browser's back button (to the grid): the address is put back when the user stays.
  await page.evaluate(() => window.history.back());
  await expect(leave).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${editorPath}$`));
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(leave).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${editorPath}$`));
  await expect(page.getByRole('heading', { name: 'Edit story' })).toBeVisible();
  await expect(englishText(1)).toHaveValue(edited);

  // The preview shows the unsaved text in the reader and comes back with it.
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('dialog', { name: 'Preview' });
  await expect(preview.getByTestId('page-text')).toHaveText(edited);
  await preview.getByRole('button', { name: 'Back to editing' }).click();
  await expect(preview).toHaveCount(0);
  await expect(englishText(1)).toHaveValue(edited);

  // Reloading the tab brings up the browser's own prompt; dismissed, the edit stays.
  const prompts: string[] = [];
  const dismiss = (dialog: Dialog) => {
    prompts.push(dialog.type());
    void dialog.dismiss();
  };
  page.on('dialog', dismiss);
  await page.evaluate(() => window.location.reload());
  await expect.poll(() => prompts).toEqual(['beforeunload']);
  page.off('dialog', dismiss);
  await expect(englishText(1)).toHaveValue(edited);

  // Accepted, the page reloads: the editor opens again with the saved story.
  page.once('dialog', (dialog) => {
    prompts.push(dialog.type());
    void dialog.accept();
  });
  await page.reload();
  expect(prompts).toEqual(['beforeunload', 'beforeunload']);
  await expect(page.getByRole('heading', { name: 'Edit story' })).toBeVisible();
  await expect(englishText(1)).toHaveValue(story.pages[0]!.parent_narration_text);

  // Leave goes where the link pointed.
  await englishText(1).fill(edited);
  await menu.getByRole('link', { name: 'About Us' }).click();
  await leave.getByRole('button', { name: 'Leave' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  await expect(page).toHaveURL(/\/about$/);
  expect(problems).toEqual([]);
});
