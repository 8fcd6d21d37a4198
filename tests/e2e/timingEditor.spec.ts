import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { RecordingDetail, RecordingSummary } from '../../contract/recordings';
import type { Story } from '../../contract/stories';
import { espeakPcm } from '../../server/bench/alignmentSpeech';
import { ESPEAK_VOICES } from '../../server/src/narration/espeak';
import { writeWav } from '../../server/src/recordings/wav';
import { ACCOUNTS, adminToken, API_URL, logIn } from './helpers';

const STORY_SLUG = 'the-lion-and-the-mouse';
/** A short page keeps the server's alignment of the recording quick. */
const PAGE_TEXT = 'A mighty lion slept under a tree. A little mouse ran over his paw.';

/** A text read by the project's eSpeak voice (its narration settings), as a 16-bit mono WAV. */
async function spokenPage(text: string): Promise<Buffer> {
  const { samples, sampleRate } = await espeakPcm(text, ESPEAK_VOICES.english, 150, 58);
  const pcm = Int16Array.from(samples, (sample) =>
    Math.max(-32768, Math.min(32767, Math.round(sample * 32767))),
  );
  return writeWav(pcm, sampleRate);
}

/** The story with its first page's text made PAGE_TEXT, saved as the editor saves it. */
async function shortenFirstPage(request: APIRequestContext, auth: Record<string, string>) {
  const published = (await (
    await request.get(`${API_URL}/KahaniJson/slug/${STORY_SLUG}`)
  ).json()) as { _id: string };
  const story = (await (
    await request.get(`${API_URL}/storiesModification/${published._id}`, { headers: auth })
  ).json()) as Story;
  const { storybook: _old, ...rest } = story;
  const edited = {
    ...rest,
    pages: story.pages.map((page, index) =>
      index === 0 ? { ...page, parent_narration_text: PAGE_TEXT } : page,
    ),
  };
  const saved = await request.put(`${API_URL}/storiesModification/${story._id}`, {
    headers: auth,
    data: { ...edited, storybook: JSON.stringify(edited) },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  return story;
}

/**
 * PUT /recordings of page 1 in English. The API closes a connection after 10 s without
 * traffic, even while it is still aligning the upload; on a busy machine alignment can take
 * longer, and the recording is then stored after the answer was cut off: it is looked up.
 */
async function recordFirstPage(
  request: APIRequestContext,
  auth: Record<string, string>,
  storyId: string,
  wav: Buffer,
): Promise<RecordingSummary> {
  try {
    const saved = await request.put(`${API_URL}/recordings/${storyId}/1/english`, {
      headers: { ...auth, 'Content-Type': 'audio/wav' },
      data: wav,
      timeout: 120_000,
    });
    expect(saved.status()).toBe(201);
    return (await saved.json()) as RecordingSummary;
  } catch (error) {
    if (!/ECONNRESET|socket hang up/.test(String(error))) throw error;
  }
  let stored: RecordingSummary | undefined;
  await expect
    .poll(
      async () => {
        const answer = await request.get(`${API_URL}/recordings?storyId=${storyId}`, {
          headers: auth,
        });
        const { recordings } = (await answer.json()) as { recordings: RecordingSummary[] };
        stored = recordings.find((row) => row.page_no === 1 && row.language === 'english');
        return stored !== undefined;
      },
      { timeout: 120_000 },
    )
    .toBe(true);
  return stored!;
}

const timingDialog = (page: Page) => page.getByRole('dialog', { name: /^Adjust timing/ });

test('an administrator nudges a word of a recording and the new time is kept', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const token = await adminToken(request);
  const auth = { Authorization: `Bearer ${token}` };
  const story = await shortenFirstPage(request, auth);
  const recording = await recordFirstPage(request, auth, story._id, await spokenPage(PAGE_TEXT));
  expect(recording.audience).toBe('everyone');

  await logIn(page, ACCOUNTS.admin);
  await page.goto(`/storiesModification/${story._id}`);
  const recordings = page.getByRole('region', { name: 'Recordings' });
  const row = recordings.getByRole('listitem', { name: 'Page 1, English' });
  await expect(row).toBeVisible();
  await expect(row.getByText('Recorded by Asha')).toBeVisible();
  await expect(row.getByText('Everyone')).toBeVisible();
  await row.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('recordings-1280.png') });

  await row.getByRole('button', { name: 'Adjust timing of page 1 in English' }).click();
  const dialog = timingDialog(page);
  const edges = dialog.getByRole('slider');
  await expect(edges.first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('timing-1280.png') });

  // The end of the last word, two steps earlier.
  const lastEdge = edges.last();
  const before = Number(await lastEdge.getAttribute('aria-valuenow'));
  await lastEdge.focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  const moved = Math.round((before - 0.02) * 1000) / 1000;
  await expect(lastEdge).toHaveAttribute('aria-valuenow', String(moved));
  // And the edge after "lion" dragged 20 pixels right: 0.1 s at the opening zoom.
  const afterLion = dialog.getByRole('slider', { name: /^Edge between “lion” and/ });
  const lionEdge = Number(await afterLion.getAttribute('aria-valuenow'));
  const box = (await afterLion.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 20, box.y + box.height / 2, { steps: 4 });
  await page.mouse.up();
  const dragged = Number(await afterLion.getAttribute('aria-valuenow'));
  expect(dragged).toBeCloseTo(lionEdge + 0.1, 1);
  expect(dragged).toBeGreaterThan(lionEdge + 0.08);

  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(
    dialog.getByText('Saved. The reader now lights up the words at these times.'),
  ).toBeVisible();

  // The server keeps it, and the editor shows it after a reload.
  const detail = (await (
    await request.get(`${API_URL}/recordings/${recording.id}`, {
      headers: { Authorization: `Bearer ${token}` },
    })
  ).json()) as RecordingDetail;
  expect(detail.words.at(-1)!.endSeconds).toBeCloseTo(moved, 3);
  const lion = detail.words.findIndex((word) => word.text === 'lion');
  expect(detail.words[lion]!.endSeconds).toBeCloseTo(dragged, 3);
  expect(detail.words[lion + 1]!.startSeconds).toBeCloseTo(dragged, 3);
  expect(detail.timesAdjusted).toBe(true);

  await page.reload();
  const reloadedRow = page
    .getByRole('region', { name: 'Recordings' })
    .getByRole('listitem', { name: 'Page 1, English' });
  await expect(reloadedRow.getByText('Timing adjusted')).toBeVisible();
  await reloadedRow.getByRole('button', { name: 'Adjust timing of page 1 in English' }).click();
  await expect(timingDialog(page).getByRole('slider').last()).toHaveAttribute(
    'aria-valuenow',
    String(moved),
  );
  await expect(
    timingDialog(page).getByRole('slider', { name: /^Edge between “lion” and/ }),
  ).toHaveAttribute('aria-valuenow', String(dragged));

  // The same screens on a phone: the editor fills the screen, the timeline scrolls.
  await page.setViewportSize({ width: 400, height: 800 });
  await page.screenshot({ path: testInfo.outputPath('timing-400.png') });
  await timingDialog(page).getByRole('button', { name: 'Close' }).click();
  await expect(timingDialog(page)).toHaveCount(0);
  await reloadedRow.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('recordings-400.png') });
});
