// Reader latency in Chromium against the running product (`npm start` first):
//   node scripts/bench-reader.mjs [http://127.0.0.1:4173] [--runs 5]
// Prints the median time from pressing play to the audio playing (server cache warm),
// and from turning the page while reading aloud to speech on the next page (prefetched).
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { median } from './lib/median.mjs';

const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Number(args.splice(runsAt, 2)[1]) : 5;
const base = args[0] ?? 'http://127.0.0.1:4173';
const storyUrl = `${base}/stories/the-thirsty-crow`;

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const page = await browser.newPage();

/** Records gesture times and every 'playing' event of the narration element. */
async function instrument() {
  await page.evaluate(() => {
    const marks = { gestures: [], playing: [] };
    window.__readerMarks = marks;
    const note = () => marks.gestures.push(performance.now());
    document.addEventListener('pointerdown', note, { capture: true });
    document.addEventListener('keydown', note, { capture: true });
    document
      .querySelector('[data-testid="narration-audio"]')
      .addEventListener('playing', () => marks.playing.push(performance.now()));
  });
}
const marks = () => page.evaluate(() => window.__readerMarks);
async function waitForPlaying(count) {
  await page.waitForFunction((n) => window.__readerMarks.playing.length >= n, count, {
    timeout: 30000,
  });
}

// Warm the server's cache for the first two pages.
await page.goto(storyUrl, { waitUntil: 'networkidle' });
await instrument();
await page.getByRole('button', { name: 'Read to me' }).click();
await waitForPlaying(1);
await page.keyboard.press('ArrowRight');
await waitForPlaying(2);

const playLatency = [];
const turnLatency = [];
for (let run = 0; run < runs; run += 1) {
  await page.goto(storyUrl, { waitUntil: 'networkidle' });
  await instrument();
  await page.getByRole('button', { name: 'Read to me' }).click();
  await waitForPlaying(1);
  let m = await marks();
  playLatency.push(m.playing[0] - m.gestures[0]);
  await page.waitForTimeout(1500); // the next page is prefetched meanwhile
  await page.keyboard.press('ArrowRight');
  await waitForPlaying(2);
  m = await marks();
  turnLatency.push(m.playing[1] - m.gestures.at(-1));
}
await browser.close();

const fmt = (values) =>
  `${median(values).toFixed(0)} ms (runs: ${values.map((v) => v.toFixed(0)).join(', ')})`;
console.log(`Reader latency in Chromium, ${runs} runs, ${storyUrl}`);
console.log(
  `  press play -> audio playing (server cache warm): median ${fmt(playLatency)}   target < 300 ms`,
);
console.log(
  `  turn page -> speech on next page (prefetched):  median ${fmt(turnLatency)}   target < 300 ms`,
);
