import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { API_URL, watchForProblems } from './helpers';

const BUDGET_BYTES = 160 * 1024;

/** The scripts index.html starts the app with (its entry and what it preloads with it). */
async function pageScripts(page: Page): Promise<string[]> {
  const html = await (await page.request.get('/stories')).text();
  const app = /"entry":("[^"]+"),"modules":(\[[^\]]*\])/.exec(html);
  expect(app, 'index.html names the entry script').not.toBeNull();
  return [JSON.parse(app![1]!) as string, ...(JSON.parse(app![2]!) as string[])];
}

test('the story list shows with nothing but the page’s own scripts, within 160 KB gzip', async ({
  page,
}) => {
  await page.goto('/404');
  const allowed = new Set(await pageScripts(page));
  expect(allowed.size).toBeGreaterThan(0);

  let total = 0;
  for (const path of allowed) {
    total += gzipSync(await (await page.request.get(path)).body(), { level: 9 }).length;
  }
  console.log(`First screen: ${(total / 1024).toFixed(1)} KB gzip in ${allowed.size} files`);
  expect(total).toBeLessThanOrEqual(BUDGET_BYTES);

  // Any other script (Firebase, other screens) is refused: the list must not need it.
  const refused: string[] = [];
  await page.route('**/static/js/*.js', (route) => {
    const path = new URL(route.request().url()).pathname;
    if (allowed.has(path)) return route.continue();
    refused.push(path);
    return route.abort();
  });
  const listRead = page.waitForRequest((request) =>
    request.url().startsWith(`${API_URL}/KahaniJson/kahanis?`),
  );
  await page.goto('/stories');
  await expect(page.getByRole('article').first()).toBeVisible();
  // The first three cards come with the list, the rest in a transition just after.
  await expect.poll(() => page.getByRole('article').count()).toBeGreaterThanOrEqual(8);
  // The list was asked for by the page itself (a preload), not after the app's scripts ran.
  expect((await listRead).resourceType()).not.toBe('xhr');
});

test('a reader page shows its first page with only the scripts the page itself names', async ({
  page,
}) => {
  const html = await (await page.request.get('/stories/the-thirsty-crow')).text();
  // The entry script, and the reader's scripts the page's inline script preloads.
  const named = new Set(
    [...html.matchAll(/"(\/static\/js\/[^"]+\.js)"/g)].map(([, path]) => path!),
  );
  // Among them the reader's own code (its control bar), whatever its file is called.
  const scripts = await Promise.all(
    [...named].map(async (path) => (await page.request.get(path)).text()),
  );
  expect(scripts.some((script) => script.includes('reader-controls'))).toBe(true);
  // Any other script (the settings panel, axios, Firebase) is refused: the page must not need it.
  await page.route('**/static/js/*.js', (route) =>
    named.has(new URL(route.request().url()).pathname) ? route.continue() : route.abort(),
  );
  await page.goto('/stories/the-thirsty-crow');
  await expect(page.getByTestId('page-text')).toContainText('hot summer day');
  await expect(page.getByRole('img', { name: /crow/i }).first()).toBeVisible();
  for (const name of ['Read to me', 'Next', 'Reader settings']) {
    await expect(page.getByRole('button', { name })).toBeVisible();
  }
});

test('the first covers and a reader’s opening picture are asked for by the page itself', async ({
  page,
}) => {
  const firstCovers = (
    (await (await page.request.get(`${API_URL}/KahaniJson/kahanis`)).json()) as {
      coverImage: string;
    }[]
  )
    .slice(0, 3)
    .map((story) => `${API_URL}${story.coverImage}`);
  // No script of the app runs: whatever is fetched, the page's own inline script asked for.
  await page.route('**/static/js/*.js', (route) => route.abort());
  const pictures: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') pictures.push(request.url());
  });
  await page.goto('/stories');
  await expect.poll(() => pictures).toEqual(firstCovers);

  pictures.length = 0;
  await page.goto('/stories/the-thirsty-crow?page=2');
  await expect
    .poll(() => pictures)
    .toEqual([`${API_URL}/illustrations/the-thirsty-crow/page-2.svg`]);
});

for (const viewport of [
  { width: 400, height: 800 },
  { width: 1280, height: 800 },
]) {
  test(`the page draws the app’s frame before the app’s scripts run, where the app draws it, at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const frameOf = async () => {
      const bar = page.locator('#root > .kahani-boot > .kahani-boot-bar');
      await expect(bar).toHaveText('Kahani');
      await expect(bar).toBeVisible();
      return bar.boundingBox();
    };
    await page.route('**/static/js/*.js', (route) => route.abort());
    await page.goto('/stories');
    const frame = await frameOf();
    await expect(page.locator('.kahani-boot')).toHaveCSS('background-color', 'rgb(255, 250, 240)');

    // The tab's dark theme is drawn dark from the start.
    await page.evaluate(() =>
      sessionStorage.setItem('persist:settings', JSON.stringify({ themeMode: '"dark"' })),
    );
    await page.reload();
    await frameOf();
    await expect(page.locator('.kahani-boot')).toHaveCSS('background-color', 'rgb(20, 32, 43)');
    await page.evaluate(() => sessionStorage.clear());

    // The app replaces it with its own top bar, in the same place.
    await page.unroute('**/static/js/*.js');
    await page.goto('/stories');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.locator('.kahani-boot')).toHaveCount(0);
    const bar = await page.getByRole('banner').boundingBox();
    expect(bar).toEqual(frame);
  });
}

for (const viewport of [
  { width: 400, height: 800 },
  { width: 1280, height: 800 },
]) {
  test(`the page draws the first pictures before the app's scripts run, where the app puts them, at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const firstPicture = (scope: string) =>
      page.locator(`${scope} img`).first().boundingBox({ timeout: 10_000 });
    for (const [path, app] of [
      ['/stories', 'main article img'],
      ['/stories/the-ant-and-the-grasshopper', 'main article img'],
    ] as const) {
      const scripts: string[] = [];
      await page.route('**/static/js/*.js', (route) => {
        scripts.push(route.request().url());
        return route.abort();
      });
      await page.goto(path);
      const boot = page.locator('.kahani-boot-main img').first();
      await expect(boot).toBeVisible();
      await expect
        .poll(() => boot.evaluate((image: HTMLImageElement) => image.complete))
        .toBe(true);
      const drawn = await firstPicture('.kahani-boot-main');
      // The app was started once the pictures were drawn.
      await expect.poll(() => scripts.length).toBeGreaterThan(0);

      await page.unroute('**/static/js/*.js');
      await page.goto(path);
      await expect(page.locator('.kahani-boot')).toHaveCount(0);
      await expect(page.locator(app).first()).toBeVisible();
      // Within half a pixel (the heading's line height is 41.99 px).
      const shown = await page.locator(app).first().boundingBox();
      for (const side of ['x', 'y', 'width', 'height'] as const)
        expect(shown![side], `${path} ${side}`).toBeCloseTo(drawn![side], 0);
    }
  });
}

test('the first screen reads its list once and reports nothing', async ({ page }) => {
  const problems = watchForProblems(page);
  const reads: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${API_URL}/KahaniJson/kahanis`)) reads.push(request.url());
  });
  await page.goto('/stories');
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(reads).toHaveLength(1);
  expect(problems).toEqual([]);
});

test('the list names each language in its own script without whole script fonts', async ({
  page,
}) => {
  await page.goto('/stories');
  const hindi = page.getByRole('article').first().getByText('हिन्दी', { exact: true });
  await expect(hindi).toBeVisible();
  expect(await hindi.evaluate((tag) => getComputedStyle(tag).fontFamily)).toMatch(
    /^"Kahani Language Names", "Kahani Language Names On Demand", Roboto/,
  );
  const fonts = await page.evaluate(async () => {
    await document.fonts.ready;
    const faces = [...document.fonts];
    return {
      languageNames: faces
        .filter((face) => face.family.replace(/"/g, '') === 'Kahani Language Names')
        .map((face) => face.status),
      scriptFaces: faces.filter((face) => face.family.includes('Noto Sans')).length,
      fetched: performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.endsWith('.woff2'))
        .map((name) => name.replace(/^.*\/|-[\w-]{8}\.woff2$/g, '')),
    };
  });
  expect(fonts.languageNames).toEqual(Array(5).fill('loaded'));
  expect(fonts.scriptFaces).toBe(0);
  // The seeded list is in Latin-1 and Indic letters: Roboto's extended Latin is not fetched.
  expect(fonts.fetched.filter((name) => name.includes('latin-ext'))).toEqual([]);
});

for (const viewport of [
  { width: 412, height: 823 },
  { width: 1280, height: 800 },
]) {
  test(`the list arrives without moving what is on screen, at ${viewport.width} px on a slow CPU`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          shifts.push((entry as PerformanceEntry & { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/stories');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('search')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const shifts = await page.evaluate(
      () => (window as unknown as { layoutShifts: number[] }).layoutShifts,
    );
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThanOrEqual(0.02);
  });
}
