import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_READS_GLOBAL, earlyReadsScript } from '../../boot/earlyReads';
import type { ApiClient } from '../../lib/apiClient';
import { getStoryList } from './storiesApi';
import { NO_FILTERS, type StoryFilters } from './storyFilters';

const API = 'http://api.test';

afterEach(() => {
  vi.unstubAllGlobals();
  delete (window as unknown as Record<string, unknown>)[EARLY_READS_GLOBAL];
  window.history.replaceState(null, '', '/');
});

/** The address index.html's early script fetches at a page's address. */
function preloadedAt(path: string) {
  const fetched = vi.fn((_url: string) => Promise.resolve(new Response('null', { status: 404 })));
  vi.stubGlobal('fetch', fetched);
  window.history.replaceState(null, '', path);
  new Function(earlyReadsScript(`${API}/`))();
  return fetched.mock.calls[0]?.[0];
}

describe('the list’s first page', () => {
  it('is asked for at the address the page preloaded, so the app takes that answer', async () => {
    const asked: string[] = [];
    const api = {
      get: (url: string) => {
        asked.push(`${API}${url}`);
        return Promise.resolve({ data: [] });
      },
    } as unknown as ApiClient;
    const cases: [string, StoryFilters][] = [
      ['/stories', NO_FILTERS],
      [
        '/stories?q=+the+crow+&lang=bn&length=long',
        { q: ' the crow ', lang: 'bn', length: 'long' },
      ],
      ['/?q=%E0%A6%AE%E0%A6%BE%E0%A6%9D%E0%A6%BF', { ...NO_FILTERS, q: 'মাঝি' }],
    ];
    for (const [path, filters] of cases) {
      const early = preloadedAt(path);
      await getStoryList(api, null, filters, null);
      expect(asked.at(-1)).toBe(early);
    }
    expect(asked[0]).toBe(`${API}/KahaniJson/kahanis?limit=24`);
  });
});
