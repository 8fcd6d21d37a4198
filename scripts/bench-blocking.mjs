// `npm run bench:blocking`: how long the main thread is blocked while the first screen starts,
// on a phone-class CPU, measured by the page itself. Chromium's CPU runs 4x slower (DevTools'
// throttling); the page's own PerformanceObserver records every long task (over 50 ms), and
// each run prints the tasks after the first paint and their blocking time (the part of each
// over 50 ms), like Lighthouse's total blocking time but without its trace, which slows every
// request a script starts, and its simulation. BLOCKING_RUNS (7) runs a page; prints medians.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { median } from './lib/median.mjs';
import { BENCH_PORTS, portsAt, startSeededProduct } from './lib/product.mjs';

const RUNS = Number(process.env.BLOCKING_RUNS ?? 7);
const PAGES = ['/stories', '/stories/the-thirsty-crow'];
const CPU_SLOWDOWN = 4;

/** Runs in the page before its own scripts: keeps every long task. */
const OBSERVER = () => {
  const tasks = [];
  globalThis.__longTasks = tasks;
  new PerformanceObserver((list) => {
    for (const task of list.getEntries()) tasks.push([task.startTime, task.duration]);
  }).observe({ type: 'longtask', buffered: true });
};

const dataDir = mkdtempSync(join(tmpdir(), 'kahani-blocking-'));
const offset = Number(process.env.BENCH_PORT_OFFSET ?? 0);
const product = await startSeededProduct({
  ports: portsAt(BENCH_PORTS, offset),
  dataDir,
  webFromApi: true,
  log: () => undefined,
});
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  console.log(`Main-thread blocking, CPU ${CPU_SLOWDOWN}x slower, ${RUNS} runs a page\n`);
  for (const path of PAGES) {
    const blocking = [];
    for (let run = 1; run <= RUNS; run += 1) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      const page = await context.newPage();
      await page.addInitScript(OBSERVER);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await page.goto(`${product.url}${path}`);
      // Long enough for the app to start and its idle work to run.
      await page.waitForTimeout(6000);
      const { tasks, firstPaint } = await page.evaluate(() => ({
        tasks: globalThis.__longTasks,
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
      }));
      const after = tasks.filter(([start]) => start >= firstPaint);
      const ms = after.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
      blocking.push(ms);
      const list = after.map(([start, duration]) => `${Math.round(duration)}@${Math.round(start)}`);
      console.log(
        `${path.padEnd(28)} run ${run}  first paint ${Math.round(firstPaint)} ms  ` +
          `blocking ${Math.round(ms)} ms  long tasks ${list.join(' ') || 'none'}`,
      );
      await context.close();
    }
    console.log(`${path.padEnd(28)} MEDIAN blocking ${Math.round(median(blocking))} ms\n`);
  }
} finally {
  await browser.close();
  await product.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
