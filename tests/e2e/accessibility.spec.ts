import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ACCOUNTS, API_URL, logIn, throughGrownUpsGate } from './helpers';

/**
 * Every screen, in the light and the dark theme, on a wide screen and on a 400 px phone:
 * no serious or critical axe-core violation, and no sideways scrolling of the page itself.
 * Problems are collected over the whole walk and reported together.
 */

const WIDE = { width: 1280, height: 800 };
const PHONE = { width: 400, height: 800 };
const LIGHT_BACKGROUND = 'rgb(255, 250, 240)';
const DARK_BACKGROUND = 'rgb(20, 32, 43)';

type Theme = 'light' | 'dark';

interface Screen {
  path: string;
  /** What proves the screen's content has arrived. */
  ready?: (page: Page) => Locator;
  /** Brings hidden content into view before the screen is checked. */
  prepare?: (page: Page) => Promise<void>;
}

const PUBLIC_SCREENS: Screen[] = [
  { path: '/stories', ready: (page) => page.getByRole('article').first() },
  { path: '/stories?q=dragon', ready: (page) => page.getByText('No stories match') },
  { path: '/stories/the-thirsty-crow', ready: (page) => page.getByText(/Page 1 of \d+/) },
  // Carrying on from a later page, then the end of a story (its last page, 7, turned).
  {
    path: '/stories/the-blue-jackal?page=2',
    ready: (page) => page.getByText('Continuing from page 2'),
  },
  {
    path: '/stories/the-kind-monkey-king?page=7',
    ready: (page) => page.getByRole('article').first(),
    prepare: async (page) => {
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('region', { name: 'Read next' })).toBeVisible();
    },
  },
  { path: '/Home' },
  { path: '/about' },
  { path: '/download-app' },
  { path: '/privacy' },
  { path: '/404' },
  { path: '/500' },
  { path: '/login' },
  { path: '/signup' },
  { path: '/forgot-password' },
];

const PARENT_SCREENS: Screen[] = [
  { path: '/stories', ready: (page) => page.getByRole('article').first() },
  { path: '/CreateStory' },
  { path: '/Show' },
  { path: '/MessageBoard', ready: (page) => page.getByRole('article').first() },
  { path: '/leaderboard' },
  { path: '/game-wizard' },
];

/** Long unbroken text, the kind that pushes a narrow page sideways. */
const LONG_WORD =
  'https://kahani.local/stories/an-owl-who-woke-at-noon-and-found-the-sun-too-bright';

const adminScreens = (storyId: string): Screen[] => [
  { path: '/StoryModificationGrid', ready: (page) => page.getByRole('row').nth(1) },
  { path: '/PendingStoriesGrid', ready: (page) => page.getByRole('row').nth(1) },
  { path: '/ErrorLog', ready: (page) => page.getByRole('row').nth(1) },
  {
    path: '/Show',
    ready: (page) => page.getByRole('button', { name: /Owl at Noon/ }).first(),
    // The newest message open, with its long reason.
    prepare: async (page) => {
      const summary = page.getByRole('button', { name: /Owl at Noon/ }).first();
      if ((await summary.getAttribute('aria-expanded')) !== 'true') await summary.click();
      await expect(page.getByText(LONG_WORD).first()).toBeVisible();
    },
  },
  { path: '/pending-games' },
  { path: '/RemoveAccount' },
  { path: '/uploadSVG' },
  { path: '/importBooks' },
  {
    path: `/storiesModification/${storyId}`,
    ready: (page) => page.getByLabel(/^Title/),
  },
  { path: '/MessageBoard', ready: (page) => page.getByRole('article').first() },
];

type Violations = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'];

/** 'rule (impact) at target: what to fix' for every serious or critical finding. */
const describe = (violations: Violations) =>
  violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${
            node.failureSummary?.replace(/\s+/g, ' ') ?? violation.help
          }`,
      ),
    );

/** Waits until the screen shows its content rather than a loading state. */
async function settle(page: Page, screen: Screen) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  if (screen.ready) await expect(screen.ready(page)).toBeVisible();
  await expect(page.getByText('Loading...')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"], .MuiSkeleton-root')).toHaveCount(0);
  // Spinners have no value; a reading-progress bar does, and stays.
  await expect(page.locator('[role="progressbar"]:not([aria-valuenow])')).toHaveCount(0);
}

class Walk {
  /** Each problem once, with every screen, theme and width it was seen on. */
  private readonly problems = new Map<string, string[]>();
  constructor(
    private readonly page: Page,
    private readonly who: string,
  ) {}

  private note(problem: string, where: string) {
    const seen = this.problems.get(problem) ?? [];
    seen.push(where);
    this.problems.set(problem, seen);
  }

  async analyse(where: string, include?: string) {
    // In the page itself (the app has no frames), and only what fails: twice as fast.
    let builder = new AxeBuilder({ page: this.page })
      .setLegacyMode(true)
      .options({ resultTypes: ['violations'] });
    if (include) builder = builder.include(include);
    const { violations } = await builder.analyze();
    for (const problem of describe(violations)) this.note(problem, where);
  }

  async noSidewaysScroll(where: string) {
    const { scrollWidth, innerWidth } = await this.page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    if (scrollWidth > innerWidth) {
      this.note(`the page scrolls sideways (${scrollWidth}px wide at ${innerWidth}px)`, where);
    }
  }

  /**
   * Checks the current screen wide, then on a phone, and leaves the viewport wide. Colours do
   * not change with the width, and the narrow top bar is the same in both themes, so the
   * phone width is analysed once, in the dark theme; sideways scrolling is checked in both.
   */
  async check(screen: Screen, theme: Theme) {
    const page = this.page;
    await settle(page, screen);
    await screen.prepare?.(page);
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      theme === 'dark' ? DARK_BACKGROUND : LIGHT_BACKGROUND,
    );
    await this.analyse(`${screen.path} ${theme} 1280px`);
    await page.setViewportSize(PHONE);
    await settle(page, screen);
    await this.noSidewaysScroll(`${screen.path} ${theme} 400px`);
    if (theme === 'dark') await this.analyse(`${screen.path} ${theme} 400px`);
    await page.setViewportSize(WIDE);
  }

  /** Light theme: a fresh load of each screen. */
  async lightScreens(screens: Screen[]) {
    for (const screen of screens) {
      await this.page.goto(screen.path);
      await this.check(screen, 'light');
    }
  }

  /**
   * Dark theme: switched once in the reader's settings, then each screen is opened inside the
   * app, as a reader moves through it.
   */
  async darkScreens(screens: Screen[]) {
    const page = this.page;
    await page.goto('/stories/the-thirsty-crow');
    await expect(page.getByText(/Page 1 of \d+/)).toBeVisible();
    await page
      .getByRole('button', { name: /settings/i })
      .first()
      .click();
    const settings = page.getByRole('dialog');
    await settings.getByLabel(/dark/i).check();
    await this.analyse('reader settings dark', '[role="dialog"]');
    await page.keyboard.press('Escape');
    await expect(settings).toHaveCount(0);
    for (const screen of screens) {
      await this.openInApp(screen);
      await this.check(screen, 'dark');
    }
  }

  /** Opens a screen the way a link inside the app does, without reloading the page. */
  async openInApp(screen: Screen) {
    await this.page.evaluate((path) => {
      window.history.pushState(null, '', path);
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    }, screen.path);
    await expect(this.page).toHaveURL(new RegExp(`${screen.path.replace(/[?.]/g, '\\$&')}$`));
    await settle(this.page, screen);
  }

  /** The slide-out menu of narrow screens. */
  async phoneMenu(theme: Theme) {
    const page = this.page;
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('.MuiDrawer-modal');
    await expect(menu.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    // The keyboard goes with the menu, so Escape closes it.
    await expect(menu.getByRole('dialog')).toBeFocused();
    await this.analyse(`side menu ${theme} 400px`);
    await this.noSidewaysScroll(`side menu ${theme} 400px`);
    await page.keyboard.press('Escape');
    await expect(menu.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
    await page.setViewportSize(WIDE);
  }

  /** A dialog opened by `open`, analysed on its own in both widths, then cancelled. */
  async dialog(name: string, open: () => Promise<void>) {
    const page = this.page;
    await open();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await this.analyse(`${name} dialog 1280px`, '[role="dialog"]');
    await page.setViewportSize(PHONE);
    await this.analyse(`${name} dialog 400px`, '[role="dialog"]');
    await this.noSidewaysScroll(`${name} dialog 400px`);
    await page.setViewportSize(WIDE);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
  }

  report() {
    const lines = [...this.problems].map(
      ([problem, where]) => `${this.who}: ${problem}\n    on ${where.join(', ')}`,
    );
    expect(lines, lines.join('\n')).toEqual([]);
  }
}

test.beforeEach(async ({ page }) => {
  // The app honours this wish: transitions finish at once, so nothing is analysed mid-fade.
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test('a visitor who is not signed in: every public screen, menu and reader settings', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const walk = new Walk(page, 'visitor');
  await walk.lightScreens(PUBLIC_SCREENS);
  await page.goto('/stories');
  await walk.phoneMenu('light');
  await walk.darkScreens(PUBLIC_SCREENS);
  await walk.openInApp({ path: '/stories' });
  await walk.phoneMenu('dark');
  walk.report();
});

test('a parent: every signed-in screen, a confirm dialog and the menu', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page, ACCOUNTS.parent);
  // A post of the parent's own, with its Delete button and that button's confirm dialog.
  await page.goto('/MessageBoard');
  const text = `Good night stories, every night ${Date.now()}`;
  await throughGrownUpsGate(page, page.getByLabel('Your message'));
  await page.getByLabel('Your message').fill(text);
  await page.getByRole('button', { name: 'Post' }).click();
  const mine = page.getByRole('article').filter({ hasText: text });
  await expect(mine).toBeVisible();

  const walk = new Walk(page, 'parent');
  await walk.dialog('delete post', () => mine.getByRole('button', { name: 'Delete' }).click());
  await walk.lightScreens(PARENT_SCREENS);
  await walk.phoneMenu('light');
  await walk.darkScreens(PARENT_SCREENS);
  await walk.phoneMenu('dark');
  walk.report();
});

test('an administrator: every administrator screen, the editor and their dialogs', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const stories = (await (await request.get(`${API_URL}/KahaniJson/kahanis`)).json()) as {
    _id: string;
    slug: string;
  }[];
  const crow = stories.find((story) => story.slug === 'the-thirsty-crow');
  expect(crow).toBeDefined();

  await logIn(page, ACCOUNTS.admin);
  // Two stories waiting for review: one is rejected (its reason arrives in the inbox), the
  // other stays in the pending grid.
  const title = `Owl at Noon and the Very Long Title of a Story ${Date.now()}`;
  for (const name of [title, `${title}, told again`]) {
    await page.goto('/CreateStory');
    await page.getByLabel(/^Story name/).fill(name);
    await page.getByLabel(/^Author/).fill('Asha');
    await page.getByLabel(/^Your story/).fill('An owl woke at noon.\n\nThe sun was too bright.');
    await page.getByRole('button', { name: 'Send my story' }).click();
    await expect(page.getByText(/sent for review/)).toBeVisible();
  }
  await page.goto('/MessageBoard');
  await throughGrownUpsGate(page, page.getByLabel('Your message'));
  await page.getByLabel('Your message').fill(`Welcome to the board ${Date.now()} ${LONG_WORD}`);
  await page.getByRole('button', { name: 'Post' }).click();
  await expect(page.getByRole('article').first()).toBeVisible();
  // An entry in the error log.
  const reported = await request.post(`${API_URL}/errorLog`, {
    data: { kind: 'load', message: `Could not load ${LONG_WORD}`, url: LONG_WORD },
  });
  expect(reported.ok()).toBe(true);

  const walk = new Walk(page, 'administrator');
  // The reject dialog, then a rejection whose reason arrives in the inbox.
  await page.goto('/PendingStoriesGrid');
  const reject = page.getByRole('button', { name: `Reject ${title}`, exact: true });
  await walk.dialog('reject story', () => reject.click());
  await reject.click();
  await page.getByLabel(/^Reason/).fill(`Please give the owl a name. See ${LONG_WORD}`);
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Reject/ })
    .click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.goto('/MessageBoard');
  await walk.dialog('board confirm', () =>
    page
      .getByRole('article')
      .first()
      .getByRole('button', { name: /^(Hide|Delete|Remove)/ })
      .first()
      .click(),
  );

  const screens = adminScreens(crow!._id);
  await walk.lightScreens(screens);
  await walk.phoneMenu('light');
  await walk.darkScreens(screens);
  await walk.phoneMenu('dark');
  walk.report();
});
