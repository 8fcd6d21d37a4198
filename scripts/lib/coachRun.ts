// A child reading a page to the reading coach in Chromium, with the fake microphone playing a
// generated voice: when each word lit up, and how the page ended up marked.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import type { ReadAloud } from './coachVoices';

/** Chromium whose microphone plays `wav` once, from when the page opens it. */
export function launchWithMicrophone(wavPath: string): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-audio-capture=${wavPath}%noloop`,
    ],
  });
}

export interface CoachRun {
  /** Page word index -> its final mark. */
  marks: (string | null)[];
  /** Page word index -> seconds after the microphone opened that it lit up as read. */
  litAt: (number | undefined)[];
  /** The coach reached the end of the page (its results showed). */
  finished: boolean;
}

/** Records, in the page, when the microphone opened and when every word got its mark. */
const RECORDER = () => {
  const log = { opened: 0, lit: {} as Record<string, number> };
  (window as unknown as { __coachLog: typeof log }).__coachLog = log;
  const devices = navigator.mediaDevices;
  const open = devices.getUserMedia.bind(devices);
  devices.getUserMedia = async (constraints) => {
    const stream = await open(constraints);
    log.opened = performance.now();
    return stream;
  };
  new MutationObserver((changes) => {
    for (const change of changes) {
      const word = change.target as HTMLElement;
      const index = word.getAttribute('data-word-index');
      if (index !== null && word.getAttribute('data-mark') === 'read' && !(index in log.lit)) {
        log.lit[index] = performance.now();
      }
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-mark'] });
};

export async function readToCoach(
  browser: Browser,
  storyUrl: string,
  audio: ReadAloud,
): Promise<CoachRun> {
  const page = await browser.newPage();
  await page.addInitScript(RECORDER);
  await page.goto(storyUrl);
  await page.getByRole('button', { name: 'I’ll read' }).click();
  const coach = page.getByRole('region', { name: 'Reading coach' });
  const done = coach.getByRole('button', { name: /^(Next page|Finish the story)$/ });
  let finished = true;
  try {
    await done.waitFor({ timeout: (audio.seconds + 15) * 1000 });
  } catch {
    finished = false;
  }
  const result = await page.evaluate(() => {
    const log = (
      window as unknown as { __coachLog: { opened: number; lit: Record<string, number> } }
    ).__coachLog;
    const words = [...document.querySelectorAll('[data-testid="page-text"] [data-word-index]')];
    return {
      marks: words.map((word) => word.getAttribute('data-mark')),
      litAt: words.map((_, index) =>
        index in log.lit ? (log.lit[index]! - log.opened) / 1000 : undefined,
      ),
    };
  });
  await page.close();
  return { ...result, finished };
}

export function writeWav(dir: string, name: string, audio: ReadAloud) {
  const path = join(dir, `${name}.wav`);
  writeFileSync(path, audio.wav);
  return path;
}
