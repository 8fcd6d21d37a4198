import { expect, test } from '@playwright/test';
import { ACCOUNTS, API_URL, logIn, watchForProblems } from './helpers';

const STORY = { slug: 'the-blue-jackal', title: 'The Blue Jackal' };

/** A picture that tries everything a hostile SVG tries; unique per run so it is never a duplicate. */
function hostileSvg(stamp: number) {
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 400 300" onload="alert('onload')">
  <title>Kite ${stamp}</title>
  <script>alert('script')</script>
  <style>@import url(https://evil.example/x.css); .sky { fill: #8fd0f5 }</style>
  <rect class="sky" width="400" height="300"/>
  <a xlink:href="javascript:alert('link')"><polygon points="200,40 260,150 200,260 140,150" fill="#e74c3c"/></a>
  <foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml">hi</div></foreignObject>
  <use href="https://evil.example/sprite.svg#x"/>
</svg>`;
}

test('an administrator uploads an SVG with a script; it is stored clean and becomes a page picture', async ({
  page,
  request,
}) => {
  const problems = watchForProblems(page);
  const stamp = Date.now();
  const name = `kite-${stamp}.svg`;
  await logIn(page, ACCOUNTS.admin);
  await page.goto('/uploadSVG');
  await expect(page.getByRole('heading', { name: 'Upload SVG' })).toBeVisible();

  await page.getByLabel('Pictures to upload').setInputFiles({
    name,
    mimeType: 'image/svg+xml',
    buffer: Buffer.from(hostileSvg(stamp)),
  });
  const results = page.getByRole('alert', { name: 'Upload results' });
  await expect(results.getByText('1 of 1 picture added')).toBeVisible();
  await expect(results.getByText(/^Added; removed .*<script>/)).toBeVisible();

  const card = page.getByRole('article', { name });
  const preview = card.getByRole('img', { name });
  await expect(preview).toBeVisible();
  await expect
    .poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);

  // The stored file, fetched as any browser would: clean, and served with a strict policy.
  const address = (await preview.getAttribute('src'))!;
  expect(address).toMatch(new RegExp(`^${API_URL}/pictures/[0-9a-f]{64}\\.svg$`));
  const path = new URL(address).pathname;
  const served = await request.get(address);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/svg+xml; charset=utf-8');
  expect(served.headers()['content-security-policy']).toContain("default-src 'none'");
  expect(served.headers()['x-content-type-options']).toBe('nosniff');
  const svg = await served.text();
  expect(svg).toContain(`Kite ${stamp}`);
  expect(svg).toContain('<polygon');
  expect(svg).not.toMatch(/script|alert|onload|javascript|evil\.example|foreignObject|@import/i);

  await card.getByRole('button', { name: 'Copy address' }).click();
  await expect(
    page.getByText(/^(Copied|Copying is not allowed here; the address is) /),
  ).toContainText(path);

  // Chosen as page 2's picture in the editor, and saved.
  const story = (await (await request.get(`${API_URL}/KahaniJson/slug/${STORY.slug}`)).json()) as {
    _id: string;
  };
  await page.goto(`/storiesModification/${story._id}`);
  const pageTwo = page.getByRole('region', { name: 'Page 2' });
  await pageTwo.getByRole('button', { name: 'Choose from the library' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose a picture for page 2' });
  await picker.getByRole('button', { name }).click();
  await picker.getByRole('button', { name: 'Use this picture' }).click();
  await expect(pageTwo.getByLabel('Picture address')).toHaveValue(path);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/^Saved\./)).toBeVisible();

  const reread = (await (await request.get(`${API_URL}/KahaniJson/slug/${STORY.slug}`)).json()) as {
    pages: Array<{ image_path: string }>;
  };
  expect(reread.pages[1]?.image_path).toBe(path);

  // The library now refuses to delete it, naming the story.
  await page.goto('/uploadSVG');
  await page.getByRole('article', { name }).getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: `Delete ${name}?` });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(
    confirm.getByText(`This picture is used by “${STORY.title}” (page 2).`, { exact: false }),
  ).toBeVisible();
  expect(problems).toEqual([]);
});
