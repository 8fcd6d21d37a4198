import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, logIn, watchForProblems } from './helpers';

// The open library end to end: an administrator imports one Global Storybooks book written in
// three languages (three Markdown files and their pictures), previews and publishes it; a
// child reads it in Tamil with narration, finds its credits at the end, and takes it out as
// an EPUB that epubcheck accepts.

const NUMBER = '0314';
const TITLE = 'The Paper Boat';

const PAGES = {
  English: {
    title: TITLE,
    pages: [
      'Ravi folded a boat from yesterday’s newspaper.',
      'The rain carried it down the lane to the big puddle.',
      'A frog climbed aboard and waved goodbye.',
    ],
  },
  Hindi: {
    title: 'काग़ज़ की नाव',
    pages: [
      'रवि ने कल के अख़बार से एक नाव बनाई।',
      'बारिश उसे गली से बड़े गड्ढे तक ले गई।',
      'एक मेंढक नाव पर चढ़ा और हाथ हिलाया।',
    ],
  },
  Tamil: {
    title: 'காகிதப் படகு',
    pages: [
      'ரவி நேற்றைய செய்தித்தாளில் ஒரு படகு செய்தான்.',
      'மழை அதைத் தெருவழியே பெரிய குட்டைக்குக் கொண்டு சென்றது.',
      'ஒரு தவளை படகில் ஏறிக் கை அசைத்தது.',
    ],
  },
} as const;

function markdown(language: keyof typeof PAGES): string {
  const { title, pages } = PAGES[language];
  const sections = [
    `# ${title}\n`,
    ...pages.map((text, index) => `![Page ${index + 1}](boat-${index + 1}.svg)\n${text}\n`),
    [
      '* License: CC-BY',
      '* Text: Asha Rao',
      '* Illustration: Ravi Menon',
      ...(language === 'English' ? [] : ['* Translation: Meera Iyer']),
      `* Language: ${language}`,
    ].join('\n') + '\n',
  ];
  return sections.join('\n##\n');
}

const picture = (hue: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="hsl(${hue} 70% 80%)"/><path d="M120 200 L280 200 L250 240 L150 240 Z" fill="#f4f1e8" stroke="#555"/></svg>`;

const EPUBCHECK_JAR = '/usr/share/java/epubcheck.jar';

async function readToTheEnd(page: Page) {
  const counter = page.getByText(/^Page \d+ of \d+$/);
  const total = Number((await counter.textContent())!.match(/of (\d+)/)![1]);
  for (let n = 2; n <= total; n += 1) {
    await page.keyboard.press('ArrowRight');
    await expect(page.getByText(`Page ${n} of ${total}`)).toBeVisible();
  }
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('region', { name: 'The End' })).toBeVisible();
}

test('an administrator imports a book in three languages; a child reads it with narration and its credits, and it goes out as a valid EPUB', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const problems = watchForProblems(page);
  await logIn(page, ACCOUNTS.admin);
  await page.getByRole('link', { name: 'Import books' }).click();
  await expect(page.getByRole('heading', { name: 'Import books' })).toBeVisible();

  await page.getByLabel('Book files to import').setInputFiles([
    {
      name: `${NUMBER}_paper-boat.md`,
      mimeType: 'text/markdown',
      buffer: Buffer.from(markdown('English')),
    },
    {
      name: `${NUMBER}_paper-boat_hi.md`,
      mimeType: 'text/markdown',
      buffer: Buffer.from(markdown('Hindi')),
    },
    {
      name: `${NUMBER}_paper-boat_ta.md`,
      mimeType: 'text/markdown',
      buffer: Buffer.from(markdown('Tamil')),
    },
    ...[1, 2, 3].map((n) => ({
      name: `boat-${n}.svg`,
      mimeType: 'image/svg+xml',
      buffer: Buffer.from(picture(n * 90)),
    })),
  ]);

  // The preview: one book, its languages, pages, pictures and licence, nothing stored yet.
  const book = page.getByRole('article', { name: TITLE });
  await expect(book.getByText('Ready to import')).toBeVisible();
  for (const language of ['English', 'हिन्दी', 'தமிழ்']) {
    await expect(book.getByText(language, { exact: true })).toBeVisible();
  }
  await expect(book.getByText('CC BY 4.0')).toBeVisible();
  // The pictures go with the book that shows them; none is kept back.
  await expect(page.getByText(/not sent/)).toHaveCount(0);

  await page.getByLabel('Publish at once').check();
  await page.getByRole('button', { name: 'Import 1 book' }).click();
  await expect(book.getByText('Imported and published')).toBeVisible({ timeout: 60_000 });
  const readLink = book.getByRole('link', { name: 'Read it' });
  const address = (await readLink.getAttribute('href'))!;
  expect(address).toMatch(/^\/stories\/the-paper-boat/);
  expect(problems).toEqual([]);

  // A child, not signed in, reads it in Tamil with narration.
  const child = await browser.newPage();
  await child.goto(address);
  await expect(child.getByRole('heading', { level: 1 })).toHaveText(TITLE);
  await child.getByRole('button', { name: 'Reader settings' }).click();
  await child.getByRole('combobox', { name: 'Story language' }).click();
  await child.getByRole('option', { name: 'தமிழ்' }).click();
  await child.getByRole('button', { name: 'Close settings' }).click();
  await expect(child.getByTestId('page-text')).toHaveText(PAGES.Tamil.pages[0]);
  await expect(child.locator('main img[src*="/pictures/"]').first()).toBeVisible();
  const narration = child.waitForResponse(
    (response) => response.url().endsWith('/fetchAudioAndAlignment') && response.ok(),
  );
  await child.getByRole('button', { name: 'Read to me' }).click();
  await narration;
  await expect(child.locator('[aria-current="true"]')).toBeVisible();
  await expect
    .poll(() =>
      child.getByTestId('narration-audio').evaluate((audio: HTMLAudioElement) => audio.currentTime),
    )
    .toBeGreaterThan(0);

  // Its credits at the end of the book.
  await readToTheEnd(child);
  const credits = child.getByRole('region', { name: 'About this book' });
  await expect(credits.getByText('Written by Asha Rao', { exact: true })).toBeVisible();
  await expect(credits.getByText('Illustrated by Ravi Menon', { exact: true })).toBeVisible();
  await expect(credits.getByText('Translated by Meera Iyer', { exact: true })).toBeVisible();
  await expect(credits.getByRole('link', { name: /CC BY 4\.0/ }).first()).toHaveAttribute(
    'href',
    'https://creativecommons.org/licenses/by/4.0/',
  );

  // And out again as EPUB 3 from the reader's menu.
  await child.getByRole('button', { name: 'Reader settings' }).click();
  const download = child.waitForEvent('download');
  await child.getByRole('link', { name: 'Download as EPUB' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^the-paper-boat.*-ta\.epub$/);
  const directory = mkdtempSync(join(tmpdir(), 'kahani-epub-'));
  try {
    const path = join(directory, 'book.epub');
    await file.saveAs(path);
    if (!existsSync(EPUBCHECK_JAR)) {
      if (process.env.CI)
        throw new Error('epubcheck is not installed: CI must install it (.ci/run).');
      test
        .info()
        .annotations.push({ type: 'skipped', description: 'epubcheck is not installed here' });
      return;
    }
    const check = spawnSync('java', ['-jar', EPUBCHECK_JAR, path], { encoding: 'utf8' });
    expect(check.status, `${check.stdout}\n${check.stderr}`).toBe(0);
    expect(check.stdout).toMatch(/No errors or warnings detected|Messages: 0 fatals \/ 0 errors/);
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
});
