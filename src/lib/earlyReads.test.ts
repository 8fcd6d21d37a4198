import { afterEach, describe, expect, it } from 'vitest';
import { earlyReadsScript } from './earlyReads';

const API = 'http://api.test';

/** Runs the page's inline script at an address and returns what it asked the browser to preload. */
function preloadsAt(path: string, readerScripts: string[] = []) {
  window.history.replaceState(null, '', path);
  new Function(earlyReadsScript(`${API}/`, readerScripts))();
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map(
    (link) => ({ href: link.href, as: link.getAttribute('as'), crossOrigin: link.crossOrigin }),
  );
}

afterEach(() => {
  document.head.querySelectorAll('link').forEach((link) => link.remove());
  localStorage.clear();
});

describe('first-screen reads requested by index.html', () => {
  it.each(['/', '/stories', '/stories/'])('preloads the story list at %s', (path) => {
    expect(preloadsAt(path)).toEqual([
      { href: `${API}/KahaniJson/kahanis`, as: 'fetch', crossOrigin: 'anonymous' },
    ]);
  });

  it('preloads the list and a reader page whatever their query (filters, the page to open)', () => {
    expect(preloadsAt('/stories?q=crow&lang=hindi&length=short')).toEqual([
      { href: `${API}/KahaniJson/kahanis`, as: 'fetch', crossOrigin: 'anonymous' },
    ]);
    document.head.querySelectorAll('link').forEach((link) => link.remove());
    expect(preloadsAt('/stories/the-thirsty-crow?page=3')).toEqual([
      { href: `${API}/KahaniJson/slug/the-thirsty-crow`, as: 'fetch', crossOrigin: 'anonymous' },
    ]);
  });

  it('preloads the story a reader page opens, by its slug', () => {
    expect(preloadsAt('/stories/the%20blue%20jackal')).toEqual([
      { href: `${API}/KahaniJson/slug/the%20blue%20jackal`, as: 'fetch', crossOrigin: 'anonymous' },
    ]);
  });

  it("preloads the reader's scripts on a reader page, for every visitor", () => {
    const reader = ['/static/js/StoryPage-abc.js', '/static/js/Drawer-def.js'];
    localStorage.setItem(
      'persist:root',
      JSON.stringify({ user: JSON.stringify({ user: { uid: 'u1' } }) }),
    );
    preloadsAt('/stories/the-thirsty-crow', reader);
    const modules = [
      ...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'),
    ];
    expect(modules.map((link) => new URL(link.href).pathname)).toEqual(reader);
    document.head.querySelectorAll('link').forEach((link) => link.remove());
    preloadsAt('/stories', reader);
    expect(document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);
  });

  it('leaves pages named by id, other screens and odd addresses alone', () => {
    expect(preloadsAt('/stories/0d6e4079-e3e4-4a5c-9f51-8b1d3b0c6f2a')).toEqual([]);
    expect(preloadsAt('/login')).toEqual([]);
    expect(preloadsAt('/stories/%E0%A4%A')).toEqual([]);
  });

  it('preloads nothing for a signed-in reader, whose list is personal', () => {
    localStorage.setItem(
      'persist:root',
      JSON.stringify({ user: JSON.stringify({ user: { uid: 'u1' } }) }),
    );
    expect(preloadsAt('/stories')).toEqual([]);
    localStorage.setItem('persist:root', JSON.stringify({ user: JSON.stringify({ user: null }) }));
    expect(preloadsAt('/stories')).toHaveLength(1);
  });
});
