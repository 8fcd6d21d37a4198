// Offline reading figures in Chromium, the product served the production way:
//   npm run bench:offline [-- --runs 5]
// Prints, for a typical 8-page story, the bytes a kept copy takes in one and in three
// languages and the time to keep it (narration synthesised afresh the first time, from the
// server's cache after), and the first page shown after a reload with the network off.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { median } from './lib/median.mjs';
import { BENCH_PORTS, portsAt, startSeededProduct } from './lib/product.mjs';

const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const RUNS = runsAt >= 0 ? Number(args[runsAt + 1]) : 5;
const STORY = 'the-blue-jackal';
const TITLE = 'The Blue Jackal';
const LANGUAGE_SETS = [['English'], ['English', 'हिन्दी', 'தமிழ்']];
const CPU_SLOWDOWN = 4;

const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
const ms = (value) => `${Math.round(value)} ms`;

/** The kept copy's bytes by part, read from the device's IndexedDB as the app stores it. */
const keptSizes = (page) =>
  page.evaluate(async () => {
    const db = await new Promise((resolve, reject) => {
      const opening = indexedDB.open('kahani-kept');
      opening.onsuccess = () => resolve(opening.result);
      opening.onerror = () => reject(opening.error);
    });
    const all = (store) =>
      new Promise((resolve) => {
        const request = db.transaction(store).objectStore(store).getAll();
        request.onsuccess = () => resolve(request.result);
      });
    const [stories, narrations] = await Promise.all([all('stories'), all('narrations')]);
    db.close();
    const story = stories[0];
    const narration = narrations.reduce((sum, row) => sum + row.bytes, 0);
    const text = new Blob([JSON.stringify(story.story)]).size;
    return { total: story.bytes, narration, text, pictures: story.bytes - narration - text };
  });

async function keep(page, languages) {
  await page.getByRole('button', { name: 'Keep for offline' }).click();
  const dialog = page.getByRole('dialog');
  // English is checked already (the reader's language); the others are added.
  for (const name of languages) {
    await dialog.getByRole('checkbox', { name, exact: true }).check();
  }
  const started = Date.now();
  await dialog.getByRole('button', { name: 'Keep', exact: true }).click();
  const kept = dialog.getByText('Kept for offline');
  await kept.or(dialog.getByText('The story could not be kept.')).waitFor({ timeout: 180_000 });
  if (!(await kept.isVisible())) throw new Error(`Keeping failed: ${await dialog.innerText()}`);
  const took = Date.now() - started;
  await page.keyboard.press('Escape');
  return took;
}

async function removeKept(page) {
  await page.evaluate(async () => {
    await new Promise((resolve) => {
      const deleting = indexedDB.deleteDatabase('kahani-kept');
      deleting.onsuccess = deleting.onerror = deleting.onblocked = resolve;
    });
    await caches.delete('kahani-kept-pictures');
  });
}

const dataDir = mkdtempSync(join(tmpdir(), 'kahani-offline-bench-'));
// Keeping the same story a dozen times a minute would meet the narration rate limit (60 a
// minute per client), which measures the wait, not the keeping.
process.env.NARRATION_RATE_LIMIT_PER_MINUTE ??= '1000';
console.log('Starting the product (built, served by the API)...');
const product = await startSeededProduct({
  ports: portsAt(BENCH_PORTS, Number(process.env.BENCH_PORT_OFFSET ?? 0)),
  dataDir,
  webFromApi: true,
  log: () => undefined,
});
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  // When the page's text first shows, from the start of the navigation.
  await context.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (document.querySelector('[data-testid="page-text"]')?.textContent?.trim()) {
        window.__pageTextShown = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true, characterData: true });
  });
  const page = await context.newPage();
  const storyUrl = `${product.url}/stories/${STORY}`;
  await page.goto(storyUrl);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));

  console.log(`\nKeeping "${TITLE}" (8 pages) on a 412 px phone screen, ${RUNS} runs each:`);
  for (const languages of LANGUAGE_SETS) {
    const times = [];
    let sizes;
    for (let run = 0; run <= RUNS; run += 1) {
      await page.goto(storyUrl);
      await removeKept(page);
      await page.reload();
      const took = await keep(page, languages);
      sizes = await keptSizes(page);
      if (run === 0)
        console.log(`  ${languages.join(' + ')}: first keep ${ms(took)} (narration made afresh)`);
      else times.push(took);
    }
    console.log(
      `  ${languages.join(' + ')}: median ${ms(median(times))} from the server's cache; ` +
        `${kb(sizes.total)} kept (narration ${kb(sizes.narration)}, pictures ${kb(sizes.pictures)}, text ${kb(sizes.text)})`,
    );
  }

  console.log(`\nFirst page after a reload with the network off (${RUNS} runs):`);
  for (const slowdown of [1, CPU_SLOWDOWN]) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await context.setOffline(true);
    const shown = [];
    for (let run = 0; run < RUNS; run += 1) {
      await page.reload({ waitUntil: 'commit' });
      await page.waitForFunction(() => window.__pageTextShown !== undefined, null, {
        timeout: 60_000,
      });
      shown.push(await page.evaluate(() => window.__pageTextShown));
    }
    await context.setOffline(false);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    console.log(
      `  CPU ${slowdown}x: median ${ms(median(shown))}, slowest ${ms(Math.max(...shown))}`,
    );
  }
} finally {
  await browser.close();
  await product.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
