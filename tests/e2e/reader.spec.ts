import { expect, test, type Page } from '@playwright/test';
import type { Alignment } from '../../contract/languages';
import { wordStarts } from './helpers';

const expectedWord = (starts: number[], time: number) => {
  let index = -1;
  starts.forEach((start, i) => {
    if (start <= time) index = i;
  });
  return index;
};

async function openStory(page: Page) {
  await page.goto('/stories/the-thirsty-crow');
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
}

/** Samples (audio time, highlighted word) pairs while narration plays. */
async function sampleHighlight(page: Page, count: number) {
  const samples: { time: number; word: number; rate: number }[] = [];
  for (let i = 0; i < count; i += 1) {
    await page.waitForTimeout(250);
    samples.push(
      await page.evaluate(() => {
        const audio = document.querySelector<HTMLAudioElement>('[data-testid="narration-audio"]')!;
        const current = document.querySelector('[aria-current="true"]');
        return {
          time: audio.currentTime,
          word: current ? Number(current.getAttribute('data-word-index')) : -1,
          rate: audio.playbackRate,
        };
      }),
    );
  }
  return samples;
}

test('a child reads a seeded story to its end with the arrow keys', async ({ page }) => {
  await openStory(page);
  const total = Number(
    (await page.getByText(/^Page 1 of \d+$/).textContent())!.match(/of (\d+)/)![1],
  );
  for (let n = 2; n <= total; n += 1) {
    await page.keyboard.press('ArrowRight');
    await expect(page.getByText(`Page ${n} of ${total}`)).toBeVisible();
  }
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByText(`Page ${total - 1} of ${total}`)).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('region', { name: 'The End' })).toBeVisible();
  await page.getByRole('button', { name: 'Read again' }).click();
  await expect(page.getByText(`Page 1 of ${total}`)).toBeVisible();
});

/** Font faces the page knows of a family, and whether any of them has loaded. */
const facesOf = (page: Page, family: string) =>
  page.evaluate((wanted) => {
    const faces = [...document.fonts].filter((face) => face.family.replace(/"/g, '') === wanted);
    return { known: faces.length, loaded: faces.some((face) => face.status === 'loaded') };
  }, family);

test('switching to Hindi shows Devanagari text in the bundled Devanagari font', async ({
  page,
}) => {
  await openStory(page);
  // The Indic scripts' faces come with their language, not with the first screen.
  expect(await facesOf(page, 'Noto Sans Devanagari')).toEqual({ known: 0, loaded: false });
  await page.getByRole('button', { name: 'Reader settings' }).click();
  await page.getByRole('combobox', { name: 'Story language' }).click();
  await page.getByRole('option', { name: 'हिन्दी' }).click();
  await page.getByRole('button', { name: 'Close settings' }).click();
  const text = page.getByTestId('page-text');
  await expect(text).toHaveAttribute('lang', 'hi');
  await expect(text).toHaveText(/[\u0900-\u097F]{3,}/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[\u0900-\u097F]/);
  await expect
    .poll(() => facesOf(page, 'Noto Sans Devanagari'))
    .toEqual({ known: 2, loaded: true });
});

for (const speed of [1, 2]) {
  test(`narration highlights each word as it is spoken at speed ${speed}`, async ({ page }) => {
    await openStory(page);
    // The first gesture (even choosing the speed) unlocks sound and loads page 1.
    const answer = page.waitForResponse(
      (response) =>
        response.url().endsWith('/fetchAudioAndAlignment') &&
        (response.request().postDataJSON() as { page_no: number }).page_no === 1,
    );
    if (speed !== 1) {
      await page.getByLabel('Speed').selectOption({ label: `${speed}×` });
    }
    await page.getByRole('button', { name: 'Read to me' }).click();
    const { alignment } = (await (await answer).json()) as { alignment: Alignment };
    const starts = wordStarts(alignment);
    await expect(page.locator('[aria-current="true"]')).toBeVisible();

    const samples = await sampleHighlight(page, 10);
    for (const sample of samples) {
      expect(sample.rate).toBe(speed);
      expect(Math.abs(sample.word - expectedWord(starts, sample.time))).toBeLessThanOrEqual(1);
    }
    const words = samples.map((sample) => sample.word);
    expect(Math.max(...words)).toBeGreaterThan(Math.min(...words) + 2 * speed);
    expect(words).toEqual([...words].sort((a, b) => a - b));
  });
}

test('text size stops at 150% and at 50%', async ({ page }) => {
  await openStory(page);
  await page.getByRole('button', { name: 'Reader settings' }).click();
  const larger = page.getByRole('button', { name: 'Larger text' });
  while (await larger.isEnabled()) await larger.click();
  await expect(page.getByTestId('text-size')).toHaveText('150%');
  await expect(page.getByTestId('page-text')).toHaveCSS('font-size', '36px');
  const smaller = page.getByRole('button', { name: 'Smaller text' });
  while (await smaller.isEnabled()) await smaller.click();
  await expect(page.getByTestId('text-size')).toHaveText('50%');
  await expect(page.getByTestId('page-text')).toHaveCSS('font-size', '12px');
});

test('the dark theme applies to the whole app', async ({ page }) => {
  await openStory(page);
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(255, 250, 240)');
  await page.getByRole('button', { name: 'Reader settings' }).click();
  await page.getByLabel('Dark theme').check();
  await page.getByRole('button', { name: 'Close settings' }).click();
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(20, 32, 43)');
  await page.getByRole('link', { name: 'About Us' }).click();
  await expect(page.getByRole('heading', { name: 'About Us' })).toBeVisible();
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(20, 32, 43)');
});

test('self-reading: no narration starts by itself, and a tapped word plays alone', async ({
  page,
}) => {
  await openStory(page);
  await page.getByRole('button', { name: 'Reader settings' }).click();
  await page.getByLabel(/Self-reading/).check();
  await page.getByRole('button', { name: 'Close settings' }).click();
  await expect(page.getByRole('button', { name: 'Read to me' })).toHaveCount(0);
  const word = page.getByRole('button', { name: 'summer' });
  await expect(word).toBeVisible();
  await page.waitForTimeout(500);
  expect(
    await page.getByTestId('narration-audio').evaluate((a: HTMLAudioElement) => a.paused),
  ).toBe(true);

  await word.click();
  await expect(word).toHaveAttribute('aria-current', 'true');
  // The word plays, then the audio stops by itself at the word's end.
  await expect
    .poll(() =>
      page.getByTestId('narration-audio').evaluate((a: HTMLAudioElement) => a.currentTime),
    )
    .toBeGreaterThan(0);
  await expect
    .poll(() => page.getByTestId('narration-audio').evaluate((a: HTMLAudioElement) => a.paused), {
      timeout: 5000,
    })
    .toBe(true);
  const stoppedAt = await page
    .getByTestId('narration-audio')
    .evaluate((a: HTMLAudioElement) => a.currentTime);
  await page.waitForTimeout(500);
  expect(
    await page.getByTestId('narration-audio').evaluate((a: HTMLAudioElement) => a.currentTime),
  ).toBe(stoppedAt);
});
