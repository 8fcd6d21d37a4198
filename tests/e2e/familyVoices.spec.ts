import { chromium, expect, test, type Browser, type Page, type Response } from '@playwright/test';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';
import type { Alignment } from '../../contract/languages';
import { ACCOUNTS, API_URL, logIn, logOut, throughGrownUpsGate, wordStarts } from './helpers';
import { writeSpokenWav } from './spokenWav';

// Stories no other end-to-end test reads aloud, so the voices recorded here stay here.
const ADMIN_STORY = 'the-monkey-and-the-crocodile';
const PARENT_STORY = 'the-ant-and-the-grasshopper';

interface NarrationAnswer {
  alignment: Alignment;
  voice: { recordingId: string; audience: string; byName: string } | null;
}

async function firstPageText(slug: string): Promise<string> {
  const response = await fetch(`${API_URL}/KahaniJson/slug/${slug}`);
  const story = (await response.json()) as { pages: { parent_narration_text: string }[] };
  return story.pages[0]!.parent_narration_text;
}

/** A Chromium whose microphone "hears" the WAV once (Chromium's fake capture device). */
function browserHearing(wavPath: string): Promise<Browser> {
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

const narrationOfPage1 = (page: Page) =>
  page.waitForResponse(
    (response: Response) =>
      response.url().endsWith('/fetchAudioAndAlignment') &&
      (response.request().postDataJSON() as { page_no: number }).page_no === 1,
  );

/** Records page 1 of the open story with the fake microphone and saves it. */
async function recordFirstPage(
  page: Page,
  seconds: number,
  audience: RegExp,
  screenshots = '',
): Promise<NarrationAnswer> {
  await page.getByRole('button', { name: 'Record this page' }).click();
  const dialog = page.getByRole('dialog', { name: /Record this page/ });
  await throughGrownUpsGate(page, dialog);
  await expect(dialog.getByTestId('audience')).toHaveText(audience);
  await dialog.getByRole('button', { name: 'Record' }).click();
  await expect(dialog.getByRole('button', { name: 'Stop' })).toBeVisible();
  // The level meter moves with the voice.
  await expect
    .poll(async () => Number(await dialog.getByRole('meter').getAttribute('aria-valuenow')), {
      timeout: 20_000,
    })
    .toBeGreaterThan(30);
  if (screenshots) await page.screenshot({ path: `${screenshots}-recording.png` });
  // The clock counts what was heard; stop once the whole file has played.
  await expect
    .poll(
      async () => {
        const clock = (await dialog.getByTestId('recording-clock').textContent()) ?? '';
        const [minutes, secs] = clock.split(' ')[0]!.split(':').map(Number);
        return (minutes ?? 0) * 60 + (secs ?? 0);
      },
      { timeout: Math.ceil(seconds + 20) * 1000 },
    )
    .toBeGreaterThanOrEqual(Math.ceil(seconds));
  await dialog.getByRole('button', { name: 'Stop' }).click();
  await expect(dialog.getByRole('button', { name: 'Listen back' })).toBeVisible();
  if (screenshots) {
    await page.screenshot({ path: `${screenshots}-recorded.png` });
    const wide = page.viewportSize()!;
    await page.setViewportSize({ width: 400, height: 860 });
    await page.screenshot({ path: `${screenshots}-recorded-400.png` });
    await page.setViewportSize(wide);
  }
  // Once saved, the reader behind asks for the page's narration again: the new voice.
  const refetched = narrationOfPage1(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(/^Saved!/)).toBeVisible({ timeout: 60_000 });
  if (screenshots) await page.screenshot({ path: `${screenshots}-saved.png` });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  return (await (await refetched).json()) as NarrationAnswer;
}

test('an administrator’s recording is the story’s narration for every reader, in step', async ({
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const text = await firstPageText(ADMIN_STORY);
  const wavPath = testInfo.outputPath('admin-voice.wav');
  const { seconds } = await writeSpokenWav(wavPath, text, { pitch: 75, speed: 130 });
  const recorder = await browserHearing(wavPath);
  try {
    const page = await (
      await recorder.newContext({ viewport: { width: 1280, height: 860 } })
    ).newPage();
    await logIn(page, ACCOUNTS.admin);
    await page.goto(`/stories/${ADMIN_STORY}`);
    await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
    const own = await recordFirstPage(
      page,
      seconds,
      /^Everyone who reads this story in English will hear your voice on this page\.$/,
      join(testInfo.outputDir, 'record-mode'),
    );
    // The administrator's own reader takes the new voice at once.
    expect(own.voice?.audience).toBe('everyone');
    await expect(page.getByTestId('read-by')).toHaveText(`Read by ${own.voice!.byName}`);
  } finally {
    await recorder.close();
  }

  // A visitor on another device hears it, each word lit as it is said.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/stories/${ADMIN_STORY}`);
  await expect(visitor.getByText(/^Page 1 of \d+$/)).toBeVisible();
  const answer = narrationOfPage1(visitor);
  await visitor.getByRole('button', { name: 'Read to me' }).click();
  const heard = (await (await answer).json()) as NarrationAnswer;
  expect(heard.voice).toMatchObject({ audience: 'everyone' });
  await expect(visitor.getByTestId('read-by')).toHaveText(`Read by ${heard.voice!.byName}`);
  const starts = wordStarts(heard.alignment);
  expect(starts.length).toBe(text.trim().split(/\s+/).length);
  await expect(visitor.locator('[aria-current="true"]')).toBeVisible({ timeout: 20_000 });
  const samples: { time: number; word: number }[] = [];
  for (let i = 0; i < 10; i += 1) {
    await visitor.waitForTimeout(250);
    samples.push(
      await visitor.evaluate(() => {
        const audio = document.querySelector<HTMLAudioElement>('[data-testid="narration-audio"]')!;
        const current = document.querySelector('[aria-current="true"]');
        return {
          time: audio.currentTime,
          word: current ? Number(current.getAttribute('data-word-index')) : -1,
        };
      }),
    );
  }
  for (const sample of samples) {
    const expected = starts.filter((start) => start <= sample.time).length - 1;
    expect(Math.abs(sample.word - expected)).toBeLessThanOrEqual(1);
  }
  const words = samples.map((sample) => sample.word);
  expect(Math.max(...words)).toBeGreaterThan(Math.min(...words) + 2);
});

test('a parent’s recording is heard only on their account', async ({ browser }, testInfo) => {
  test.setTimeout(240_000);
  const text = await firstPageText(PARENT_STORY);
  const wavPath = testInfo.outputPath('parent-voice.wav');
  const { seconds } = await writeSpokenWav(wavPath, text, { pitch: 30, speed: 160 });
  const recorder = await browserHearing(wavPath);
  try {
    const page = await (
      await recorder.newContext({ viewport: { width: 1280, height: 860 } })
    ).newPage();
    await logIn(page, ACCOUNTS.parent);
    await page.goto(`/stories/${PARENT_STORY}`);
    await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
    // This one in the dark theme, for its screenshot.
    await page.getByRole('button', { name: 'Reader settings' }).click();
    await page.getByLabel('Dark theme').check();
    await page.getByRole('button', { name: 'Close settings' }).click();
    const own = await recordFirstPage(
      page,
      seconds,
      /^Only you will hear this recording, on any device where you are signed in\.$/,
      join(testInfo.outputDir, 'record-mode-dark'),
    );
    expect(own.voice?.audience).toBe('private');
    await expect(page.getByTestId('read-by')).toHaveText(`Read by ${own.voice!.byName}`);

    // Signed out on the same device: the synthesised voice, not hers (the in-memory cache
    // across a sign-out without reload is covered by the reader's component test).
    await logOut(page);
    await expect(page).toHaveURL(/\/login$/);
    const asVisitor = narrationOfPage1(page);
    await page.goto(`/stories/${PARENT_STORY}`);
    await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
    await page.getByRole('button', { name: 'Read to me' }).click();
    // The answer's body is gone when a newer request replaced it; the page's label still tells.
    const visitorAnswer = (await (
      await asVisitor
    )
      .json()
      .catch(() => null)) as NarrationAnswer | null;
    expect(visitorAnswer?.voice ?? null).toBeNull();
    await expect(page.getByTestId('narration-audio')).toHaveAttribute('src', /.+/);
    await expect(page.getByTestId('read-by')).toHaveCount(0);
  } finally {
    await recorder.close();
  }

  // Another account hears eSpeak too.
  const other = await (await browser.newContext()).newPage();
  await logIn(other, ACCOUNTS.otherAdmin);
  await other.goto(`/stories/${PARENT_STORY}`);
  await expect(other.getByText(/^Page 1 of \d+$/)).toBeVisible();
  const answer = narrationOfPage1(other);
  await other.getByRole('button', { name: 'Read to me' }).click();
  expect(((await (await answer).json()) as NarrationAnswer).voice ?? null).toBeNull();
  await expect(other.getByTestId('read-by')).toHaveCount(0);
});
