import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_READS_GLOBAL, earlyReadsScript } from './earlyReads';

const API = 'http://api.test';
const LIST = `${API}/KahaniJson/kahanis`;

let answers: Record<string, unknown>;
const fetched = vi.fn((url: string) =>
  Promise.resolve(
    url in answers
      ? new Response(JSON.stringify(answers[url]), { status: 200 })
      : new Response('{}', { status: 404 }),
  ),
);

/** Runs the page's inline script at an address; returns the addresses it fetched. */
async function runAt(path: string, readerScripts: string[] = []) {
  window.history.replaceState(null, '', path);
  new Function(earlyReadsScript(`${API}/`, readerScripts))();
  // The pictures follow the answer.
  await new Promise((resolve) => setTimeout(resolve, 0));
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

beforeEach(() => {
  answers = {};
  vi.stubGlobal('fetch', fetched);
});

afterEach(() => {
  document.head.querySelectorAll('link').forEach((link) => link.remove());
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

  it('asks for the first three covers as soon as the list is in', async () => {
    answers[LIST] = cards;
    await runAt('/stories');
    expect(linksOf('preload')).toEqual([
      picture(`${API}/illustrations/ant/page-1.svg`),
      picture(`${API}/illustrations/crow/page-1.svg`),
      picture(`${API}/illustrations/lion/page-1.svg`),
    ]);
    // The app still reads the whole answer.
    const response = await earlyReads()![LIST]!;
    expect(await response.json()).toEqual(cards);
  });

  it('leaves the covers to the app when filters decide the order, or the list failed', async () => {
    answers[LIST] = cards;
    expect(await runAt('/stories?q=crow&lang=hindi&length=short')).toEqual([LIST]);
    expect(linksOf('preload')).toEqual([]);
    delete answers[LIST];
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

  it("preloads the reader's scripts on a reader page, for every visitor", async () => {
    const reader = ['/static/js/StoryPage-abc.js', '/static/js/Drawer-def.js'];
    localStorage.setItem(
      'persist:root',
      JSON.stringify({ user: JSON.stringify({ user: { uid: 'u1' } }) }),
    );
    await runAt('/stories/the-thirsty-crow', reader);
    expect(linksOf('modulepreload').map((link) => new URL(link.href).pathname)).toEqual(reader);
    document.head.querySelectorAll('link').forEach((link) => link.remove());
    await runAt('/stories', reader);
    expect(linksOf('modulepreload')).toHaveLength(0);
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
