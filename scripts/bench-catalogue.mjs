// The story list in the browser at thousands of stories (`npm run bench:catalogue` runs it after
// the server's figures). Starts the product served the production way with CATALOGUE_STORIES
// (default 5,000) generated stories beside the seeded ones, then in Chromium with the CPU slowed
// 4x: the time from navigation to the first three story cards on /stories (median and 95th
// percentile of RUNS loads), and the list's data path side by side: the first page the app asks
// for against the whole list as one array (what the app fetched before paging), fetched and
// parsed in the page. Then Lighthouse on /stories against the same database.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { median } from './lib/median.mjs';
import { BENCH_PORTS, portsAt, ROOT, startSeededProduct } from './lib/product.mjs';

const STORIES = Number(process.env.CATALOGUE_STORIES ?? 5000);
const RUNS = Number(process.env.RUNS ?? 9);
const CPU_SLOWDOWN = 4;
const TARGET_FIRST_CARDS_MS = 2500;

const percentile = (values, share) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
};
const summary = (values) =>
  `median ${Math.round(median(values))} ms, p95 ${Math.round(percentile(values, 0.95))} ms`;

/** Marks when three story cards (links to a story) are in the document, from navigation start. */
function watchForCards() {
  const cards = () => document.querySelectorAll('main a[href^="/stories/"]').length;
  const observer = new MutationObserver(() => {
    if (cards() >= 3 && window.__threeCards === undefined) {
      window.__threeCards = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
}

const dataDir = mkdtempSync(join(tmpdir(), 'kahani-catalogue-bench-'));
const offset = Number(process.env.BENCH_PORT_OFFSET ?? 0);
console.log(`Starting the product with ${STORIES} catalogue stories...`);
const product = await startSeededProduct({
  ports: portsAt(BENCH_PORTS, offset),
  dataDir,
  webFromApi: true,
  catalogueStories: STORIES,
  log: () => undefined,
});
let failed = false;
try {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const firstCards = [];
  for (let run = 0; run <= RUNS; run += 1) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(watchForCards);
    await page.goto(`${product.url}/stories`, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__threeCards !== undefined, null, { timeout: 60000 });
    // The first load warms the server's caches and the disk; it is not counted.
    if (run > 0) firstCards.push(await page.evaluate(() => window.__threeCards));
    await context.close();
  }

  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto(`${product.url}/login`);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const dataPath = async (path) => {
    const times = [];
    let bytes = 0;
    let stories = 0;
    for (let run = 0; run < 7; run += 1) {
      const result = await page.evaluate(async (url) => {
        const started = performance.now();
        const response = await fetch(url);
        const text = await response.text();
        const body = JSON.parse(text);
        return {
          ms: performance.now() - started,
          bytes: text.length,
          stories: Array.isArray(body) ? body.length : body.stories.length,
        };
      }, `${product.apiUrl}${path}`);
      times.push(result.ms);
      bytes = result.bytes;
      stories = result.stories;
    }
    return { times, bytes, stories };
  };
  const page24 = await dataPath('/KahaniJson/kahanis?limit=24');
  const whole = await dataPath('/KahaniJson/kahanis');
  await browser.close();

  console.log(`\n/stories at ${STORIES + 8} stories, CPU ${CPU_SLOWDOWN}x slower, ${RUNS} loads:`);
  console.log(`  first three cards: ${summary(firstCards)} (target ${TARGET_FIRST_CARDS_MS} ms)`);
  console.log('The list data, fetched and parsed in the page (CPU 4x slower, 7 runs):');
  const line = (label, { times, bytes, stories }) =>
    console.log(
      `  ${label.padEnd(34)} ${String(stories).padStart(5)} stories ${(bytes / 1024).toFixed(1).padStart(8)} KB  ${summary(times)}`,
    );
  line('first page (?limit=24, the app)', page24);
  line('whole list (no parameter, before)', whole);
  console.log(
    `  ratio whole/page: ${(median(whole.times) / median(page24.times)).toFixed(1)}x time, ${(whole.bytes / page24.bytes).toFixed(0)}x bytes`,
  );
  if (percentile(firstCards, 0.95) > TARGET_FIRST_CARDS_MS) {
    console.log('MISSED: first three cards p95 over target');
    failed = true;
  }
} finally {
  await product.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(`\nLighthouse on /stories with ${STORIES} catalogue stories:`);
const lighthouse = spawnSync(process.execPath, ['scripts/bench-lighthouse.mjs'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, LIGHTHOUSE_PAGES: '/stories', LIGHTHOUSE_CATALOGUE: String(STORIES) },
});
process.exit(failed || lighthouse.status !== 0 ? 1 : 0);
