import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { API_URL } from './helpers';

interface StorySummary {
  slug: string;
  title: string;
  pageCount: number;
}

const SEEDED_SLUGS = readdirSync(
  fileURLToPath(new URL('../../server/seed/stories', import.meta.url)),
)
  .filter((name) => name.endsWith('.json'))
  .map((name) => name.replace(/\.json$/, ''));

/** The published stories as the app lists them, checked to hold every seeded story. */
async function publishedStories(): Promise<StorySummary[]> {
  const response = await fetch(`${API_URL}/KahaniJson/kahanis`);
  expect(response.ok).toBe(true);
  const stories = (await response.json()) as StorySummary[];
  expect(stories.map((story) => story.slug)).toEqual(expect.arrayContaining(SEEDED_SLUGS));
  return stories.filter((story) => story.pageCount > 0);
}

interface Seen {
  left: number;
  top: number;
  right: number;
  bottom: number;
  /** What a finger or click at its middle reaches is the control itself. */
  reachable: boolean;
}

/** Where Previous, Read to me and Next are on screen, and whether the window has scrolled. */
function measureControls(page: Page) {
  return page.evaluate(() => {
    const buttons = Array.from(document.querySelectorAll('button'));
    const controls = document.querySelector('[data-testid="reader-controls"]');
    const place = (element: HTMLElement | null | undefined) => {
      if (!element) return null;
      const button = element as HTMLButtonElement;
      const box = button.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return {
        left: box.left,
        top: box.top,
        right: box.right,
        bottom: box.bottom,
        // A greyed-out button lets pointers through to the bar it sits in.
        reachable:
          hit !== null && (button.contains(hit) || (button.disabled && hit.contains(button))),
      };
    };
    const label = (button: HTMLButtonElement) => button.textContent?.trim() ?? '';
    return {
      scroll: [window.scrollX, window.scrollY],
      viewport: { width: window.innerWidth, height: window.innerHeight },
      previous: place(buttons.find((button) => label(button) === 'Previous')),
      play: place(buttons.find((button) => button.getAttribute('aria-label') === 'Read to me')),
      next: place(buttons.find((button) => /^(Next|The End)$/.test(label(button)))),
      speed: place(controls?.querySelector<HTMLElement>('select')),
      pageNumber: place(controls?.querySelector<HTMLElement>('[aria-live]')),
    };
  });
}

function expectFullyInView(
  seen: Seen | null,
  viewport: { width: number; height: number },
  where: string,
) {
  expect(seen, `${where}: missing`).not.toBeNull();
  const { left, top, right, bottom, reachable } = seen!;
  const inside = left >= 0 && top >= 0 && right <= viewport.width && bottom <= viewport.height;
  expect(inside, `${where}: ${JSON.stringify(seen)} in ${JSON.stringify(viewport)}`).toBe(true);
  expect(reachable, `${where}: covered by something else`).toBe(true);
}

/** No control of the bar covers another (a long label must not hide the page number). */
function expectApart(seen: Record<string, Seen | null>, where: string) {
  const placed = Object.entries(seen).filter((entry): entry is [string, Seen] => !!entry[1]);
  for (const [i, [name, a]] of placed.entries()) {
    for (const [other, b] of placed.slice(i + 1)) {
      const overlap =
        a.left < b.right - 0.5 &&
        b.left < a.right - 0.5 &&
        a.top < b.bottom - 0.5 &&
        b.top < a.bottom - 0.5;
      expect(overlap, `${where}: ${name} overlaps ${other}`).toBe(false);
    }
  }
}

for (const viewport of [
  { width: 400, height: 800 },
  { width: 360, height: 640 },
]) {
  test(`Previous, Read to me and Next are in view on every page at ${viewport.width}×${viewport.height}`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    // Tapping Next allows sound, and the reader then asks for each page's narration: not
    // needed here, so those requests are held (unanswered) and use no narration quota.
    await page.route('**/fetchAudioAndAlignment', () => undefined);
    const stories = await publishedStories();
    for (const story of stories) {
      await page.goto(`/stories/${story.slug}`);
      for (let n = 1; n <= story.pageCount; n += 1) {
        const where = `${story.slug} page ${n}`;
        await expect(page.getByText(`Page ${n} of ${story.pageCount}`)).toBeVisible();
        const seen = await measureControls(page);
        expect(seen.scroll, `${where}: the window scrolled`).toEqual([0, 0]);
        if (seen.previous) expectFullyInView(seen.previous, seen.viewport, `${where} Previous`);
        expectFullyInView(seen.play, seen.viewport, `${where} Read to me`);
        expectFullyInView(seen.next, seen.viewport, `${where} Next`);
        expectFullyInView(seen.pageNumber, seen.viewport, `${where} page number`);
        const { previous, play, speed, pageNumber, next } = seen;
        expectApart({ previous, play, speed, pageNumber, next }, where);
        if (n < story.pageCount) {
          // A real click where the child would tap Next.
          const next = seen.next!;
          await page.mouse.click((next.left + next.right) / 2, (next.top + next.bottom) / 2);
        }
      }
    }
  });
}

test('keyboard alone: Tab to Read to me, play it, turn a page, change a setting', async ({
  page,
}) => {
  await page.setViewportSize({ width: 400, height: 800 });
  await page.goto('/stories/the-blue-jackal');
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
  const total = Number(
    (await page.getByText(/^Page 1 of \d+$/).textContent())!.match(/of (\d+)/)![1],
  );
  const focusedName = () =>
    page.evaluate(() => {
      const element = document.activeElement as HTMLInputElement | null;
      if (!element) return '';
      return (
        element.getAttribute('aria-label') ??
        (element.labels?.[0] ?? element).textContent?.trim() ??
        ''
      );
    });
  const tabTo = async (name: string, back = false) => {
    for (let i = 0; i < 40 && (await focusedName()) !== name; i += 1) {
      await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    }
    expect(await focusedName()).toBe(name);
  };
  /** A keyboard user can see where focus is: a ring of at least 2 px. */
  const expectFocusRing = async () => {
    const ring = await page.evaluate(() => {
      // A switch's ring is drawn around its knob, which holds the focused checkbox.
      const focused = document.activeElement!;
      const style = getComputedStyle(focused.closest('.Mui-focusVisible') ?? focused);
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
    });
    expect(ring.style).not.toBe('none');
    expect(ring.width).toBeGreaterThanOrEqual(2);
  };

  await tabTo('Read to me');
  await expectFocusRing();
  await page.keyboard.press('Enter');
  const pause = page.getByRole('button', { name: 'Pause reading' });
  await expect(pause).toBeFocused();
  await expect
    .poll(() => page.getByTestId('narration-audio').evaluate((a: HTMLAudioElement) => a.paused))
    .toBe(false);
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: 'Read to me' })).toBeFocused();

  await page.keyboard.press('ArrowRight');
  await expect(page.getByText(`Page 2 of ${total}`)).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByText(`Page 1 of ${total}`)).toBeVisible();
  await tabTo('Next');
  await expectFocusRing();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Page 2 of ${total}`)).toBeVisible();

  await tabTo('Reader settings', true);
  await expectFocusRing();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Reader settings' });
  await expect(panel).toBeVisible();
  await tabTo('Larger text');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('text-size')).toHaveText('110%');
  await expect(page.getByTestId('page-text')).toHaveCSS('font-size', '26.4px');
  await tabTo('Dark theme');
  await expectFocusRing();
  await page.keyboard.press('Space');
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(20, 32, 43)');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  expect(await focusedName()).toBe('Reader settings');
  // Pages still turn from the keyboard once the panel is closed.
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText(`Page 3 of ${total}`)).toBeVisible();
});
