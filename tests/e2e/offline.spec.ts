import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';
import { ACCOUNTS, API_URL, logIn, logOut, slowCpu, tokenOf, watchForProblems } from './helpers';

// These tests run with the app's service worker, as an installed app runs.
test.use({ serviceWorkers: 'allow' });

/** Waits until the service worker has installed (the app's files kept) and controls the page. */
async function whenWorkerControls(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) {
    await page.reload();
    await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
  }
}

test("passes Chromium's installability checks", async ({ baseURL }) => {
  // A profile of its own: Chromium never offers to install from an incognito window, which
  // is what a test's context is.
  const profile = mkdtempSync(join(tmpdir(), 'kahani-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    baseURL,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/stories');
    await whenWorkerControls(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors).toEqual([]);
    const manifest = (await cdp.send('Page.getAppManifest')) as { errors: unknown[] };
    expect(manifest.errors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test("opens the app's screens with the network off once visited", async ({ page }) => {
  await page.goto('/stories');
  await whenWorkerControls(page);
  await page.context().setOffline(true);
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/stories');
  await expect(page.getByRole('banner')).toBeVisible();
  await page.context().setOffline(false);
});

test('a new version is announced and waits for the family to reload', async ({ page }) => {
  const webDir = process.env.E2E_WEB_DIR;
  test.skip(!webDir, 'Needs the built app’s folder (scripts/e2e.mjs gives it).');
  const worker = join(webDir!, 'sw.js');
  const before = readFileSync(worker);
  await page.goto('/stories');
  await whenWorkerControls(page);
  try {
    // A deploy changes the worker's file; the browser notices on its next check.
    appendFileSync(worker, '\n// the next version\n');
    await page.evaluate(async () => (await navigator.serviceWorker.ready).update());
    const prompt = page.getByText('A new version is ready.');
    await expect(prompt).toBeVisible();
    // Nothing reloads by itself.
    await page.waitForTimeout(1000);
    await expect(prompt).toBeVisible();
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await expect(page.getByText('A new version is ready.')).toHaveCount(0);
  } finally {
    writeFileSync(worker, before);
  }
});

/** The parent's points of all time, as the leaderboard counts them. */
async function pointsOf(request: APIRequestContext): Promise<number> {
  const token = await tokenOf(request, ACCOUNTS.parent);
  const answer = await request.get(`${API_URL}/leaderboard?period=all`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { caller: { points: number } | null }).caller?.points ?? 0;
}

/** A story of six pages or more the parent has not opened yet: its pages read offline earn points. */
async function unreadStory(request: APIRequestContext) {
  const token = await tokenOf(request, ACCOUNTS.parent);
  const answer = await request.get(`${API_URL}/KahaniJson/getkahanis/kahani-parent-meera`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const stories = (await answer.json()) as {
    slug: string;
    title: string;
    pageCount: number;
    lastPageRead?: number | null;
  }[];
  // Preferably one no spec after this one reads as the parent (they expect it unread).
  const unread = stories.filter((candidate) => candidate.pageCount >= 6 && !candidate.lastPageRead);
  const story = unread.find(({ slug }) => slug === 'the-tortoise-and-the-hare') ?? unread[0];
  expect(story, 'a story the parent has not read').toBeDefined();
  return story!;
}

/** What the device holds for offline reading, read from its IndexedDB as the app stores it. */
function deviceHolds(page: Page) {
  return page.evaluate(async () => {
    const read = (name: string, store: string) =>
      new Promise<{ scope?: string; account?: string }[]>((resolve, reject) => {
        const opening = indexedDB.open(name);
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const db = opening.result;
          if (!db.objectStoreNames.contains(store)) return resolve([]);
          const all = db.transaction(store).objectStore(store).getAll();
          all.onsuccess = () => resolve(all.result as { scope?: string }[]);
          all.onerror = () => reject(all.error);
        };
      });
    const stories = await read('kahani-kept', 'stories');
    const outbox = await read('kahani-outbox', 'entries');
    return { stories: stories.map((story) => story.scope), outbox: outbox.length };
  });
}

test('a kept story reads offline after a reload, and its pages count once back online', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const problems = watchForProblems(page);
  const story = await unreadStory(request);
  const start = await pointsOf(request);
  await logIn(page, ACCOUNTS.parent);
  await page.goto(`/stories/${story.slug}`);
  await whenWorkerControls(page);
  // Page 1, opened online, counts at once.
  await expect.poll(() => pointsOf(request)).toBe(start + 1);

  // Keep it, in the reader's language.
  await page.getByRole('button', { name: 'Keep for offline' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Keep', exact: true }).click();
  await expect(dialog.getByText('Kept for offline')).toBeVisible({ timeout: 60_000 });
  await page.keyboard.press('Escape');

  // The network goes; the story opens after a reload, as a phone would on a bus.
  await page.context().setOffline(true);
  await page.reload();
  await expect(
    page.getByText("You're offline. Stories saved on this device can still be read."),
  ).toBeVisible();
  // The story's first page (its title may show in the reader's saved language).
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('page-text')).not.toBeEmpty();

  // It narrates with the words lighting up, at double speed too, and the pages turn, on a
  // phone's slow CPU.
  const cpu = await slowCpu(page);
  await page.getByLabel('Speed').selectOption({ label: '2×' });
  await page.getByRole('button', { name: 'Read to me' }).click();
  await expect(page.locator('[aria-current="true"]')).toBeVisible();
  await page.getByRole('button', { name: 'Pause reading' }).click();
  for (let turn = 0; turn < 3; turn += 1) {
    await page.getByRole('button', { name: 'Next', exact: true }).click();
  }
  await cpu.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await expect(page).toHaveURL(/page=4/);
  expect((await deviceHolds(page)).outbox).toBeGreaterThan(0);
  expect(await pointsOf(request)).toBe(start + 1);

  // The list offline shows the kept story, and not the others.
  await page.goto('/stories');
  await expect(page.getByRole('article', { name: story.title })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);

  // Back online: the pages read offline count, once.
  await page.context().setOffline(false);
  // Pages 2 to 4, read offline, count once the network is back: a point each.
  await expect.poll(() => pointsOf(request), { timeout: 30_000 }).toBe(start + 4);
  await expect.poll(async () => (await deviceHolds(page)).outbox).toBe(0);
  await page.context().setOffline(true);
  await page.context().setOffline(false);
  await page.waitForTimeout(2000);
  expect(await pointsOf(request)).toBe(start + 4);

  // Signing out takes the account's own data off the device and says what stays.
  await logOut(page);
  await expect(
    page.getByText(/Your recordings and reading progress were removed from this device/),
  ).toBeVisible();
  await expect(page.getByText(/1 saved story stays on this device/)).toBeVisible();
  expect(await deviceHolds(page)).toEqual({ stories: ['public'], outbox: 0 });
  expect(problems).toEqual([]);
});
