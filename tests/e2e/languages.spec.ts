import { expect, test, type Page } from '@playwright/test';
import { adminToken, API_URL, watchForProblems } from './helpers';

// A story beyond the eight languages, end to end: an administrator imports one Global
// Storybooks book written in English, Bengali, Urdu, Chinese and Khmer; a child reads it in
// Bengali with narration and the words lighting up, in Urdu right to left with the page
// controls mirrored, in Chinese split into words, and in Khmer (no eSpeak voice) as text with
// a sentence saying so.

const NUMBER = '0425';

const BOOK = {
  English: {
    title: "Mina's Red Kite",
    pages: [
      'Mina made a red kite with her grandfather.',
      'The wind lifted the kite over the mango trees.',
      'At sunset they rolled up the string and walked home.',
    ],
  },
  Bengali: {
    title: 'মিনার লাল ঘুড়ি',
    pages: [
      'মিনা দাদুর সঙ্গে একটা লাল ঘুড়ি বানাল।',
      'বাতাস ঘুড়িটাকে আমগাছের ওপরে তুলে নিল।',
      'সন্ধ্যায় তারা সুতো গুটিয়ে বাড়ি ফিরল।',
    ],
  },
  Urdu: {
    title: 'مینا کی لال پتنگ',
    pages: [
      'مینا نے دادا کے ساتھ ایک لال پتنگ بنائی۔',
      'ہوا نے پتنگ کو 12 آم کے درختوں کے اوپر اٹھا لیا۔',
      'شام کو وہ دھاگا لپیٹ کر گھر چلے گئے۔',
    ],
  },
  Chinese: {
    title: '米娜的红风筝',
    pages: [
      '米娜和爷爷做了一只红风筝。',
      '风把风筝吹到了芒果树上面。',
      '太阳落山时，他们收好线回家了。',
    ],
  },
  Khmer: {
    title: 'ខ្លែងក្រហមរបស់មីណា',
    pages: [
      'មីណាបានធ្វើខ្លែងក្រហមជាមួយជីតា។',
      'ខ្យល់បានបក់ខ្លែងឡើងលើដើមស្វាយ។',
      'ពេលថ្ងៃលិច ពួកគេបានរុំខ្សែ ហើយដើរទៅផ្ទះ។',
    ],
  },
} as const;
type BookLanguage = keyof typeof BOOK;
/** Global Storybooks names a book's files by its number, with a suffix per translation. */
const FILE_SUFFIX: Record<BookLanguage, string> = {
  English: '',
  Bengali: '_bn',
  Urdu: '_ur',
  Chinese: '_zh',
  Khmer: '_km',
};

function markdown(language: BookLanguage): string {
  const { title, pages } = BOOK[language];
  return [
    `# ${title}\n`,
    ...pages.map((text, index) => `![Page ${index + 1}](kite-${index + 1}.svg)\n${text}\n`),
    [
      '* License: CC-BY',
      '* Text: Asha Rao',
      '* Illustration: Ravi Menon',
      ...(language === 'English' ? [] : ['* Translation: Meera Iyer']),
      `* Language: ${language}`,
    ].join('\n') + '\n',
  ].join('\n##\n');
}

const picture = (hue: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="hsl(${hue} 70% 85%)"/><path d="M200 60 L250 130 L200 200 L150 130 Z" fill="#d33"/></svg>`;

let slug = '';

test.beforeAll(async ({ request }) => {
  const token = await adminToken(request);
  const files = [
    ...(Object.keys(BOOK) as BookLanguage[]).map((language) => ({
      name: `${NUMBER}_red-kite${FILE_SUFFIX[language]}.md`,
      mimeType: 'text/markdown',
      buffer: Buffer.from(markdown(language)),
    })),
    ...[1, 2, 3].map((n) => ({
      name: `kite-${n}.svg`,
      mimeType: 'image/svg+xml',
      buffer: Buffer.from(picture(n * 90)),
    })),
  ];
  // Several files under one field name: Node's FormData, as a browser would send them.
  const form = new FormData();
  for (const file of files) {
    form.append(
      'files',
      new Blob([new Uint8Array(file.buffer)], { type: file.mimeType }),
      file.name,
    );
  }
  const answer = await fetch(`${API_URL}/imports?publish=true`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await answer.json()) as {
    results: { ok: boolean; slug: string | null; languages: string[]; reason: string | null }[];
  };
  expect(answer.status, JSON.stringify(body)).toBe(201);
  // One result per file, all of one story.
  expect(body.results.flatMap((entry) => entry.languages)).toEqual(
    expect.arrayContaining(['english', 'bn', 'ur', 'zh', 'km']),
  );
  expect(new Set(body.results.map((entry) => entry.slug)).size).toBe(1);
  slug = body.results[0]!.slug!;
});

async function chooseLanguage(page: Page, name: string) {
  await page.getByRole('button', { name: 'Reader settings' }).click();
  await page.getByRole('combobox', { name: 'Story language' }).click();
  await page.getByRole('option', { name }).click();
  await page.getByRole('button', { name: 'Close settings' }).click();
}

const pageText = (page: Page) => page.getByTestId('page-text');
const controls = (page: Page) => page.getByRole('group', { name: 'Page controls' });

test('Bengali: narrated with the words lighting up', async ({ page }) => {
  const problems = watchForProblems(page);
  await page.goto(`/stories/${slug}`);
  await chooseLanguage(page, 'বাংলা');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(BOOK.Bengali.title);
  await expect(pageText(page)).toContainText('মিনা দাদুর সঙ্গে');
  await expect(pageText(page)).toHaveAttribute('lang', 'bn');
  await page.getByRole('button', { name: 'Read to me' }).click();
  const lit = page.locator('[aria-current="true"]');
  await expect(lit).toBeVisible({ timeout: 60_000 });
  // Words move on as the narration plays: a later word lights up.
  const first = await lit.textContent();
  await expect.poll(async () => lit.textContent(), { timeout: 20_000 }).not.toBe(first);
  expect(problems).toEqual([]);
});

test('Urdu: laid out right to left, the controls and arrow keys mirrored', async ({ page }) => {
  await page.goto(`/stories/${slug}`);
  await chooseLanguage(page, 'اردو');
  await expect(pageText(page)).toHaveAttribute('dir', 'rtl');
  await expect(pageText(page)).toHaveAttribute('lang', 'ur');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(BOOK.Urdu.title);
  const next = controls(page).getByRole('button', { name: /Next/ });
  const previous = controls(page).getByRole('button', { name: /Previous/ });
  const nextBox = (await next.boundingBox())!;
  const previousBox = (await previous.boundingBox())!;
  expect(nextBox.x).toBeLessThan(previousBox.x);
  // Forward is to the left.
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByText('Page 2 of 3')).toBeVisible();
  // The number keeps its digits in order inside the right-to-left line.
  await expect(pageText(page)).toContainText('ہوا نے پتنگ کو 12 آم');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText('Page 1 of 3')).toBeVisible();
  await next.click();
  await expect(page.getByText('Page 2 of 3')).toBeVisible();
});

test('Chinese: a page without spaces is split into words', async ({ page }) => {
  await page.goto(`/stories/${slug}`);
  await chooseLanguage(page, await chineseName(page));
  await page.getByRole('button', { name: 'Reader settings' }).click();
  await page.getByLabel(/Self-reading/).check();
  await page.getByRole('button', { name: 'Close settings' }).click();
  const words = page.getByRole('group', { name: /Words of this page/ });
  await expect(words.getByRole('button', { name: '风筝' })).toBeVisible();
  await expect(words.getByRole('button', { name: '爷爷' })).toBeVisible();
  expect(await words.getByRole('button').count()).toBeGreaterThanOrEqual(6);
});

test('Khmer: no voice speaks it, so the page is text and the reader says so', async ({ page }) => {
  const languages = (await (await page.request.get(`${API_URL}/narration/languages`)).json()) as {
    languages: string[];
  };
  expect(languages.languages).not.toContain('km');
  await page.goto(`/stories/${slug}`);
  await chooseLanguage(page, 'ខ្មែរ');
  await expect(pageText(page)).toContainText('មីណា');
  await expect(page.getByText(/Narration is not available in ខ្មែរ/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Read to me' })).toHaveCount(0);
});

/** The Chinese option's own name as the browser gives it ('中文'). */
function chineseName(page: Page): Promise<string> {
  return page.evaluate(() => new Intl.DisplayNames(['zh'], { type: 'language' }).of('zh')!);
}
