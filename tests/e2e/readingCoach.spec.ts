import { expect, test } from '@playwright/test';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchWithMicrophone, readToCoach, writeWav } from '../../scripts/lib/coachRun';
import { closeVoices, readAloud, wordToSkip } from '../../scripts/lib/coachVoices';

const story = JSON.parse(
  readFileSync(
    join(import.meta.dirname, '../../server/seed/stories/the-thirsty-crow.json'),
    'utf8',
  ),
) as { pages: { parent_narration_text: string }[] };
const text = story.pages[0]!.parent_narration_text;

test('a child reads a page to the coach: the words follow and a skipped word is marked', async ({
  baseURL,
}) => {
  // eSpeak reads the first page aloud in a high voice, leaving out one word.
  const skipped = wordToSkip(text);
  const audio = await readAloud(text, { voice: 'high', skip: [skipped] });
  await closeVoices();
  const dir = mkdtempSync(join(tmpdir(), 'kahani-coach-'));
  const browser = await launchWithMicrophone(writeWav(dir, 'page', audio));
  try {
    const run = await readToCoach(browser, `${baseURL}/stories/the-thirsty-crow`, audio);
    expect(run.finished).toBe(true);
    expect(run.marks[skipped]).toBe('skipped');
    const followed = audio.said.filter((word) => run.marks[word.index] === 'read').length;
    expect(followed / audio.said.length).toBeGreaterThanOrEqual(0.9);
    // Words light up in reading order, as they are said.
    const lit = audio.said.map((word) => run.litAt[word.index]).filter((at) => at !== undefined);
    expect(lit).toEqual([...lit].sort((a, b) => a - b));
  } finally {
    await browser.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
