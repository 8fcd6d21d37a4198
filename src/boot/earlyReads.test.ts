import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  APP_START_DEADLINE_MS,
  EARLY_READS_GLOBAL,
  earlyReadsScript,
  type AppStart,
} from './earlyReads';

const API = 'http://api.test';
const LIST = `${API}/KahaniJson/kahanis?limit=24`;
const FILTERED = `${API}/KahaniJson/kahanis?limit=24&q=crow&language=hindi&length=short`;

let answers: Record<string, unknown>;
const fetched = vi.fn((url: string) =>
  Promise.resolve(
    url in answers
      ? new Response(JSON.stringify(answers[url]), { status: 200 })
      : new Response('{}', { status: 404 }),
  ),
);

/** Runs the page's inline script at an address; returns the addresses it fetched. */
async function runAt(path: string, readerScripts: string[] = [], appStart?: AppStart) {
  window.history.replaceState(null, '', path);
  new Function(earlyReadsScript(`${API}/`, readerScripts, appStart))();
  // The pictures follow the answer; the app's scripts and fonts are requested a task or two
  // after it starts.
  for (let task = 0; task < 3; task += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  return fetched.mock.calls.map(([url]) => url);
}

const earlyReads = () =>
  (window as unknown as Record<string, Record<string, Promise<Response>> | undefined>)[
    EARLY_READS_GLOBAL
  ];
const linksOf = (rel: string) =>
  [...document.head.querySelectorAll<HTMLLinkElement>(`link[rel="${rel}"]`)].map((link) => ({
    href: link.href,
    as: link.getAttribute('as'),
    priority: link.getAttribute('fetchpriority'),
  }));
const picture = (href: string) => ({ href, as: 'image', priority: 'high' });

const cards = ['ant', 'crow', 'lion', 'monkey'].map((slug) => ({
  slug,
  coverImage: `/illustrations/${slug}/page-1.svg`,
}));

const APP: AppStart = {
  entry: '/static/js/index-abc.js',
  modules: ['/static/js/runtime-abc.js'],
  fonts: ['/static/media/tamil-abc.woff2'],
};
const appScripts = () =>
  [...document.head.querySelectorAll<HTMLScriptElement>('script[type="module"]')].map(
    (script) => new URL(script.src).pathname,
  );
const bootMain = () => document.querySelector<HTMLElement>('.kahani-boot-main')!;

/** Pictures decode when the test says so (jsdom draws nothing). */
let decoded: () => void;
let decoding: Promise<void>;
const holdDecoding = () => {
  decoding = new Promise((resolve) => (decoded = resolve));
};

beforeEach(() => {
  answers = {};
  vi.stubGlobal('fetch', fetched);
  holdDecoding();
  HTMLImageElement.prototype.decode = () => decoding;
  document.body.innerHTML =
    '<div id="root"><div class="kahani-boot"><div class="kahani-boot-main"></div></div></div>';
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  sessionStorage.clear();
  document.head.querySelectorAll('link, script').forEach((element) => element.remove());
  localStorage.clear();
  fetched.mockClear();
  vi.unstubAllGlobals();
  delete (window as unknown as Record<string, unknown>)[EARLY_READS_GLOBAL];
});

describe('first-screen reads requested by index.html', () => {
  it.each(['/', '/stories', '/stories/'])('fetches the story list at %s', async (path) => {
    expect(await runAt(path)).toEqual([LIST]);
    expect(Object.keys(earlyReads() ?? {})).toEqual([LIST]);
  });

  it('asks for the first three covers as soon as the first page is in', async () => {
    answers[LIST] = { stories: cards, nextCursor: 'next', total: 40 };
    await runAt('/stories');
    expect(linksOf('preload')).toEqual([
      picture(`${API}/illustrations/ant/page-1.svg`),
      picture(`${API}/illustrations/crow/page-1.svg`),
      picture(`${API}/illustrations/lion/page-1.svg`),
    ]);
    // The app still reads the whole answer.
    const response = await earlyReads()![LIST]!;
    expect(await response.json()).toEqual({ stories: cards, nextCursor: 'next', total: 40 });
  });

  it('fetches the first page of the search and filters in the address, with its covers', async () => {
    answers[FILTERED] = { stories: cards.slice(1), nextCursor: null, total: 3 };
    expect(await runAt('/stories?q=crow&lang=hindi&length=short')).toEqual([FILTERED]);
    expect(linksOf('preload').map((link) => link.href)).toEqual(
      ['crow', 'lion', 'monkey'].map((slug) => `${API}/illustrations/${slug}/page-1.svg`),
    );
  });

  it('leaves the covers to the app when a whole list answers a filtered address, or the list failed', async () => {
    // A server without the catalogue answers every story, which the app then filters.
    answers[FILTERED] = cards;
    expect(await runAt('/stories?q=crow&lang=hindi&length=short')).toEqual([FILTERED]);
    expect(linksOf('preload')).toEqual([]);
    await runAt('/stories');
    expect(linksOf('preload')).toEqual([]);
  });

  it('never asks for a picture at an address of another scheme or host', async () => {
    answers[LIST] = [{ coverImage: 'javascript:alert(1)' }, { coverImage: '//evil.example/x' }];
    await runAt('/stories');
    expect(linksOf('preload')).toEqual([]);
  });

  it('fetches the story a reader page opens, by its slug, and its opening picture', async () => {
    const story = `${API}/KahaniJson/slug/the%20blue%20jackal`;
    answers[story] = {
      pages: [{ image_path: '/illustrations/jackal/page-1.svg' }, { image_path: '/p2.svg' }],
    };
    expect(await runAt('/stories/the%20blue%20jackal')).toEqual([story]);
    expect(linksOf('preload')).toEqual([picture(`${API}/illustrations/jackal/page-1.svg`)]);
    document.head.querySelectorAll('link').forEach((link) => link.remove());
    fetched.mockClear();
    await runAt('/stories/the%20blue%20jackal?page=2');
    expect(linksOf('preload')).toEqual([picture(`${API}/p2.svg`)]);
  });

  it("starts a signed-in reader's app at once, with its fonts, modules and a reader page's scripts", async () => {
    const reader = ['/static/js/StoryPage-abc.js', '/static/js/Drawer-def.js'];
    localStorage.setItem(
      'persist:root',
      JSON.stringify({ user: JSON.stringify({ user: { uid: 'u1' } }) }),
    );
    await runAt('/stories/the-thirsty-crow', reader, APP);
    expect(appScripts()).toEqual([APP.entry]);
    expect(linksOf('modulepreload').map((link) => new URL(link.href).pathname)).toEqual([
      ...APP.modules,
      ...reader,
    ]);
    expect(linksOf('preload').map((link) => [new URL(link.href).pathname, link.as])).toEqual([
      [APP.fonts[0], 'font'],
    ]);
    document.head.querySelectorAll('link, script').forEach((element) => element.remove());
    await runAt('/stories', reader, APP);
    expect(linksOf('modulepreload').map((link) => new URL(link.href).pathname)).toEqual(
      APP.modules,
    );
    // Without a build's entry (the dev server), the page starts the app itself.
    document.head.querySelectorAll('link, script').forEach((element) => element.remove());
    await runAt('/stories', reader);
    expect(appScripts()).toEqual([]);
  });

  it('gives each preload its attributes before it joins the page (which starts its request)', async () => {
    const appended: string[] = [];
    const append = document.head.appendChild.bind(document.head);
    vi.spyOn(document.head, 'appendChild').mockImplementation((node) => {
      appended.push((node as Element).outerHTML);
      return append(node);
    });
    answers[LIST] = cards;
    await runAt('/stories', [], APP);
    expect(appended).toContain(
      `<link rel="preload" as="image" fetchpriority="high" href="${API}/illustrations/ant/page-1.svg">`,
    );
    localStorage.setItem(
      'persist:root',
      JSON.stringify({ user: JSON.stringify({ user: { uid: 'u1' } }) }),
    );
    await runAt('/stories', [], APP);
    expect(appended).toContain(
      `<link rel="preload" as="font" type="font/woff2" crossorigin="" href="${APP.fonts[0]}">`,
    );
    expect(appended).toContain(
      `<link rel="modulepreload" crossorigin="" href="${APP.modules[0]}">`,
    );
  });

  it('draws the first covers into the frame, and starts the app once they are painted', async () => {
    answers[LIST] = cards;
    await runAt('/stories', [], APP);
    const covers = [...bootMain().querySelectorAll('img')].map((image) => image.src);
    expect(covers).toEqual(
      ['ant', 'crow', 'lion'].map((slug) => `${API}/illustrations/${slug}/page-1.svg`),
    );
    expect(bootMain().querySelectorAll('.kahani-boot-card')).toHaveLength(3);
    expect(appScripts()).toEqual([]);

    decoded();
    await vi.waitFor(() => expect(appScripts()).toEqual([APP.entry]));
  });

  it('starts the app after a deadline when the pictures do not come', async () => {
    vi.useFakeTimers();
    answers[LIST] = cards;
    void runAt('/stories', [], APP);
    await vi.advanceTimersByTimeAsync(APP_START_DEADLINE_MS - 10);
    expect(bootMain().querySelectorAll('img')).toHaveLength(3);
    expect(appScripts()).toEqual([]);
    await vi.advanceTimersByTimeAsync(20);
    expect(appScripts()).toEqual([APP.entry]);
  });

  it('starts the app at once when the list fails, is empty, or is a whole list for a filtered address', async () => {
    await runAt('/stories', [], APP);
    await vi.waitFor(() => expect(appScripts()).toEqual([APP.entry]));
    for (const [path, list] of [
      ['/stories', []],
      ['/stories?q=crow&lang=hindi&length=short', cards],
      ['/', cards],
    ] as const) {
      document.head.querySelectorAll('script').forEach((element) => element.remove());
      answers[LIST] = list;
      answers[FILTERED] = list;
      await runAt(path, [], APP);
      await vi.waitFor(() => expect(appScripts()).toEqual([APP.entry]));
      expect(bootMain().children).toHaveLength(0);
    }
  });

  it("draws a reader's opening page with its title in the interface's language, as text", async () => {
    const story = `${API}/KahaniJson/slug/the-thirsty-crow`;
    answers[story] = {
      title: 'The Thirsty Crow <img src=x onerror=alert(1)>',
      translated_titles: { hindi: 'प्यासा कौआ' },
      author: 'Aesop',
      pages: [{ image_path: '/illustrations/crow/page-1.svg' }],
    };
    await runAt('/stories/the-thirsty-crow', [], APP);
    expect(bootMain().querySelector('.kahani-boot-title')?.textContent).toBe(
      'The Thirsty Crow <img src=x onerror=alert(1)>',
    );
    expect(bootMain().querySelectorAll('img')).toHaveLength(1);
    expect(bootMain().querySelector('.kahani-boot-author')?.textContent).toBe('Aesop');
    expect(bootMain().querySelector('img')?.src).toBe(`${API}/illustrations/crow/page-1.svg`);

    bootMain().replaceChildren();
    sessionStorage.setItem('kahani.interfaceLanguage', 'hindi');
    await runAt('/stories/the-thirsty-crow', [], APP);
    const title = bootMain().querySelector<HTMLElement>('.kahani-boot-title');
    expect([title?.textContent, title?.lang]).toEqual(['प्यासा कौआ', 'hi']);

    // A later page opens under a banner offering to start over: it is left to the app.
    bootMain().replaceChildren();
    await runAt('/stories/the-thirsty-crow?page=2', [], APP);
    await vi.waitFor(() => expect(appScripts()).toContain(APP.entry));
    expect(bootMain().children).toHaveLength(0);
  });

  it('leaves pages named by id, other screens and odd addresses alone', async () => {
    expect(await runAt('/stories/0d6e4079-e3e4-4a5c-9f51-8b1d3b0c6f2a')).toEqual([]);
    expect(await runAt('/login')).toEqual([]);
    expect(await runAt('/stories/%E0%A4%A')).toEqual([]);
  });

  it('fetches nothing for a signed-in reader, whose list is personal', async () => {
    localStorage.setItem(
      'persist:root',
      JSON.stringify({ user: JSON.stringify({ user: { uid: 'u1' } }) }),
    );
    expect(await runAt('/stories')).toEqual([]);
    localStorage.setItem('persist:root', JSON.stringify({ user: JSON.stringify({ user: null }) }));
    expect(await runAt('/stories')).toEqual([LIST]);
  });
});
