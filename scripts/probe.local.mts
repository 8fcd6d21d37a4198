import { writeFileSync, readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '/work/wt-coach/scripts/lib/chromium.mjs';
import { readAloud, closeVoices, wordToSkip } from '/work/wt-coach/scripts/lib/coachVoices';
const story = JSON.parse(readFileSync('/work/wt-coach/server/seed/stories/the-thirsty-crow.json', 'utf8'));
const text = story.pages[0].parent_narration_text;
const audio = await readAloud(text, { voice: (process.env.VOICE ?? 'low') as 'low', skip: [wordToSkip(text)] });
await closeVoices();
writeFileSync('/tmp/probe.wav', audio.wav);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', '--use-file-for-fake-audio-capture=/tmp/probe.wav%noloop'] });
const page = await browser.newPage();
page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)));
page.on('pageerror', (e) => console.log('pageerror', e.message));
await page.goto(process.env.URL + '/stories/the-thirsty-crow');
await page.getByRole('button', { name: 'I’ll read' }).click();
const t0 = Date.now();
for (let i = 0; i < 25; i++) {
  await page.waitForTimeout(1000);
  const marks = await page.$$eval('[data-word-index]', (els) => els.map((e) => e.getAttribute('data-mark')?.[0] ?? '.').join(''));
  const status = await page.locator('[role=status]').allInnerTexts();
  console.log(((Date.now() - t0) / 1000).toFixed(0), marks, status.join('|').slice(0, 120));
}
console.log('said', audio.said.length, 'skipped', audio.skipped);
await page.screenshot({ path: '/tmp/probe.png' });
await browser.close();
