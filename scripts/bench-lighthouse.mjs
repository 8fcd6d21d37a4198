// `npm run bench:lighthouse`: Lighthouse (default mobile settings: simulated slow 4G and a
// 4x slower CPU) three times on /stories, a reader page, /login and /Home, against the product
// served the production way (built, precompressed, from the API's origin). Prints every run,
// the medians, and whether they meet the targets; exits 1 when one is missed.
// LIGHTHOUSE_SAVE=dir keeps each run's report (JSON) and its trace (.trace.json, for the
// browser's performance panel) for a closer look.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { BENCH_PORTS, portsAt, startSeededProduct } from './lib/product.mjs';
import { median } from './lib/median.mjs';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
if (process.env.LIGHTHOUSE_SAVE) mkdirSync(process.env.LIGHTHOUSE_SAVE, { recursive: true });
const PAGES = [
  { name: '/stories', path: '/stories', speedTargets: true },
  { name: 'reader', path: '/stories/the-thirsty-crow', speedTargets: true },
  { name: '/login', path: '/login', speedTargets: false },
  { name: '/Home', path: '/Home', speedTargets: false },
];
// LIGHTHOUSE_PAGES=/stories,reader runs only those pages.
const chosen = process.env.LIGHTHOUSE_PAGES?.split(',');
const PAGES_RUN = chosen ? PAGES.filter((page) => chosen.includes(page.name)) : PAGES;
const TARGETS = {
  performance: 95,
  lcpMs: 2000,
  tbtMs: 150,
  cls: 0.02,
  accessibility: 100,
  bestPractices: 95,
};

function figures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    speedIndexMs: audit('speed-index'),
  };
}

const row = (label, f) =>
  `${label.padEnd(22)} perf ${String(f.performance).padStart(3)}  a11y ${String(f.accessibility).padStart(3)}  ` +
  `bp ${String(f.bestPractices).padStart(3)}  FCP ${(f.fcpMs / 1000).toFixed(2)} s  LCP ${(f.lcpMs / 1000).toFixed(2)} s  ` +
  `TBT ${Math.round(f.tbtMs)} ms  CLS ${f.cls.toFixed(3)}  SI ${(f.speedIndexMs / 1000).toFixed(2)} s`;

function misses(page, f) {
  const missed = [];
  if (f.accessibility < TARGETS.accessibility) missed.push(`accessibility ${f.accessibility}`);
  if (f.bestPractices < TARGETS.bestPractices) missed.push(`best practices ${f.bestPractices}`);
  if (page.speedTargets) {
    if (f.performance < TARGETS.performance) missed.push(`performance ${f.performance}`);
    if (f.lcpMs > TARGETS.lcpMs) missed.push(`LCP ${Math.round(f.lcpMs)} ms`);
    if (f.tbtMs > TARGETS.tbtMs) missed.push(`TBT ${Math.round(f.tbtMs)} ms`);
    if (f.cls > TARGETS.cls) missed.push(`CLS ${f.cls.toFixed(3)}`);
  }
  return missed;
}

const dataDir = mkdtempSync(join(tmpdir(), 'kahani-lighthouse-'));
const offset = Number(process.env.BENCH_PORT_OFFSET ?? 0);
const product = await startSeededProduct({
  ports: portsAt(BENCH_PORTS, offset),
  dataDir,
  webFromApi: true,
  // LIGHTHOUSE_CATALOGUE=5000: the same pages with that many generated stories in the list.
  catalogueStories: Number(process.env.LIGHTHOUSE_CATALOGUE ?? 0),
  log: () => undefined,
});
let failed = false;
let chrome;
try {
  mkdirSync(join(dataDir, 'chromium'));
  chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    userDataDir: join(dataDir, 'chromium'),
  });
  console.log(`Lighthouse, ${RUNS} runs a page, default mobile settings, ${product.url}\n`);
  for (const page of PAGES_RUN) {
    const runs = [];
    for (let run = 1; run <= RUNS; run += 1) {
      // A run Lighthouse could not measure (its trace lost the navigation's start, say) is
      // run again rather than counted as zero.
      let result;
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        result = await lighthouse(`${product.url}${page.path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
        });
        if (!result.lhr.runtimeError) break;
        console.log(`${page.name} run ${run}: ${result.lhr.runtimeError.code}, measuring again`);
      }
      if (process.env.LIGHTHOUSE_SAVE) {
        const saved = join(process.env.LIGHTHOUSE_SAVE, `${page.name.replace(/\W+/g, '')}-${run}`);
        writeFileSync(`${saved}.json`, result.report);
        if (result.artifacts?.Trace) {
          writeFileSync(`${saved}.trace.json`, JSON.stringify(result.artifacts.Trace));
        }
      }
      const f = figures(result.lhr);
      runs.push(f);
      console.log(row(`${page.name} run ${run}`, f));
    }
    const medians = Object.fromEntries(
      Object.keys(runs[0]).map((key) => [key, median(runs.map((f) => f[key]))]),
    );
    console.log(row(`${page.name} MEDIAN`, medians));
    const missed = misses(page, medians);
    console.log(missed.length ? `  misses: ${missed.join(', ')}\n` : '  meets every target\n');
    failed ||= missed.length > 0;
  }
} finally {
  chrome?.kill();
  await product.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
