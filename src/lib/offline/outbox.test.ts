import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { openDB } from 'idb';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../apiClient';
import { API, server } from '../../testing/server';
import type { OutboxEntry, OutboxRequest } from './outbox';

type Outbox = typeof import('./outbox');

/** The outbox as a newly opened page has it: its own module, the device's database. */
async function openPage(): Promise<Outbox> {
  vi.resetModules();
  return import('./outbox');
}

const api = createApiClient(API, async () => 'token-u1');
const progress = (page_no: number): OutboxRequest => ({
  kind: 'progress',
  method: 'post',
  url: '/progress',
  body: { storyId: 'story-1', page_no },
});

/** What the server was sent, and how it answers each call (`answer`, default 200). */
function serveProgress(answer: (page_no: number) => Response | undefined = () => undefined) {
  const received: number[] = [];
  server.use(
    http.post(`${API}/progress`, async ({ request }) => {
      const { page_no } = (await request.json()) as { page_no: number };
      const answered = answer(page_no);
      if (answered) return answered;
      received.push(page_no);
      return HttpResponse.json({ ok: true });
    }),
  );
  return received;
}

const pagesOf = (entries: OutboxEntry[]) =>
  entries.map((entry) => (entry.body as { page_no: number }).page_no);

let outbox: Outbox;
beforeEach(async () => {
  // A device of its own for each case.
  globalThis.indexedDB = new IDBFactory();
  outbox = await openPage();
});

describe('keeping changes for later', () => {
  it('has each change on disk once queueRequest resolves, for a page opened later', async () => {
    await outbox.queueRequest('u1', progress(1));
    // Another connection (the tab closed, the page opened again) finds it.
    const raw = await openDB(outbox.OUTBOX_DATABASE);
    expect(await raw.count('entries')).toBe(1);
    raw.close();
    const later = await openPage();
    expect(await later.pendingCount('u1')).toBe(1);
  });

  it('keeps each account’s changes apart', async () => {
    await outbox.queueRequest('u1', progress(1));
    await outbox.queueRequest('u2', progress(7));
    await outbox.queueRequest('u1', progress(2));
    expect(await outbox.pendingCount('u1')).toBe(2);
    expect(await outbox.pendingCount('u2')).toBe(1);
    expect(await outbox.pendingCount('u3')).toBe(0);
  });

  it('drops only the signed-out account’s changes', async () => {
    const received = serveProgress();
    await outbox.queueRequest('u1', progress(1));
    await outbox.queueRequest('u2', progress(7));
    await outbox.dropOutboxOf('u1');
    expect(await outbox.pendingCount('u1')).toBe(0);
    expect(await outbox.pendingCount('u2')).toBe(1);
    expect(await outbox.flushOutbox(api, 'u1')).toEqual([]);
    expect(received).toEqual([]);
  });

  it('tells listeners in this tab and others that the count changed', async () => {
    const here = vi.fn();
    const unsubscribe = outbox.onOutboxChange(here);
    await outbox.queueRequest('u1', progress(1));
    expect(here).toHaveBeenCalledTimes(1);
    const otherTab = await openPage();
    await otherTab.queueRequest('u1', progress(2));
    await vi.waitFor(() => expect(here).toHaveBeenCalledTimes(2));
    unsubscribe();
    await outbox.dropOutboxOf('u1');
    expect(here).toHaveBeenCalledTimes(2);
  });
});

describe('sending them', () => {
  it('sends the account’s changes oldest first, removing each, and reports them', async () => {
    const received = serveProgress();
    for (const page of [1, 2, 3]) await outbox.queueRequest('u1', progress(page));
    await outbox.queueRequest('u2', progress(9));
    const sent = await outbox.flushOutbox(api, 'u1');
    expect(pagesOf(sent)).toEqual([1, 2, 3]);
    expect(sent[0]).toMatchObject({ account: 'u1', kind: 'progress', url: '/progress' });
    expect(received).toEqual([1, 2, 3]);
    expect(await outbox.pendingCount('u1')).toBe(0);
    expect(await outbox.pendingCount('u2')).toBe(1);
  });

  it('stops at a change that gets no answer, keeping it and those after it', async () => {
    let networkUp = false;
    const received = serveProgress((page) =>
      page === 2 && !networkUp ? HttpResponse.error() : undefined,
    );
    for (const page of [1, 2, 3]) await outbox.queueRequest('u1', progress(page));
    expect(pagesOf(await outbox.flushOutbox(api, 'u1'))).toEqual([1]);
    expect(await outbox.pendingCount('u1')).toBe(2);
    networkUp = true;
    expect(pagesOf(await outbox.flushOutbox(api, 'u1'))).toEqual([2, 3]);
    expect(received).toEqual([1, 2, 3]);
  });

  it.each([500, 503, 401, 408, 429])('keeps a change answered %i for later', async (status) => {
    let failing = true;
    const received = serveProgress((page) =>
      page === 1 && failing ? HttpResponse.json({ message: 'Later' }, { status }) : undefined,
    );
    await outbox.queueRequest('u1', progress(1));
    await outbox.queueRequest('u1', progress(2));
    expect(await outbox.flushOutbox(api, 'u1')).toEqual([]);
    expect(await outbox.pendingCount('u1')).toBe(2);
    failing = false;
    expect(pagesOf(await outbox.flushOutbox(api, 'u1'))).toEqual([1, 2]);
    expect(received).toEqual([1, 2]);
  });

  it.each([400, 403, 404, 409, 413])(
    'drops a change refused with %i and goes on with the next',
    async (status) => {
      const received = serveProgress((page) =>
        page === 1 ? HttpResponse.json({ message: 'No' }, { status }) : undefined,
      );
      await outbox.queueRequest('u1', progress(1));
      await outbox.queueRequest('u1', progress(2));
      expect(pagesOf(await outbox.flushOutbox(api, 'u1'))).toEqual([2]);
      expect(received).toEqual([2]);
      expect(await outbox.pendingCount('u1')).toBe(0);
    },
  );

  it('sends nothing once the account is no longer the one signed in', async () => {
    const received = serveProgress();
    await outbox.queueRequest('u1', progress(1));
    expect(await outbox.flushOutbox(api, 'u1', { stillSignedIn: () => false })).toEqual([]);
    expect(received).toEqual([]);
    expect(await outbox.pendingCount('u1')).toBe(1);
  });

  it('replays a kind of its own with its replay, whose failure decides as a request’s', async () => {
    const replayed: number[] = [];
    let networkUp = false;
    const replays = {
      quizAnswers: async (client: typeof api, entry: OutboxEntry) => {
        if (!networkUp) await client.post('/offline-replay');
        replayed.push(entry.id);
      },
    };
    server.use(http.post(`${API}/offline-replay`, () => HttpResponse.error()));
    const received = serveProgress();
    await outbox.queueRequest('u1', {
      kind: 'quizAnswers',
      method: 'post',
      url: '/quizzes/quiz-1/attempts',
      body: { answers: [] },
    });
    await outbox.queueRequest('u1', progress(1));
    expect(await outbox.flushOutbox(api, 'u1', { replays })).toEqual([]);
    expect(await outbox.pendingCount('u1')).toBe(2);
    networkUp = true;
    const sent = await outbox.flushOutbox(api, 'u1', { replays });
    expect(sent.map((entry) => entry.kind)).toEqual(['quizAnswers', 'progress']);
    expect(replayed).toHaveLength(1);
    expect(received).toEqual([1]);
  });
});

describe('two flushes at once', () => {
  /** The Web Locks API, shared by the tabs of one browser: one holder of a name at a time. */
  function browserLocks() {
    const queues = new Map<string, Promise<unknown>>();
    const names: string[] = [];
    const locks = {
      request(name: string, work: () => Promise<unknown>) {
        names.push(name);
        const turn = (queues.get(name) ?? Promise.resolve()).then(work);
        queues.set(
          name,
          turn.catch(() => undefined),
        );
        return turn;
      },
    };
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
    return names;
  }

  afterEach(() => {
    Reflect.deleteProperty(navigator, 'locks');
  });

  it('in one tab without Web Locks send each change once', async () => {
    expect('locks' in navigator).toBe(false);
    const received = serveProgress();
    for (const page of [1, 2, 3]) await outbox.queueRequest('u1', progress(page));
    const [first, second] = await Promise.all([
      outbox.flushOutbox(api, 'u1'),
      outbox.flushOutbox(api, 'u1'),
    ]);
    expect([...pagesOf(first), ...pagesOf(second)]).toEqual([1, 2, 3]);
    expect(received).toEqual([1, 2, 3]);
  });

  it('in two tabs send each change once, holding the account’s Web Lock', async () => {
    const names = browserLocks();
    const otherTab = await openPage();
    const received = serveProgress();
    for (const page of [1, 2, 3]) await outbox.queueRequest('u1', progress(page));
    const [here, there] = await Promise.all([
      outbox.flushOutbox(api, 'u1'),
      otherTab.flushOutbox(api, 'u1'),
    ]);
    expect([...pagesOf(here), ...pagesOf(there)].sort()).toEqual([1, 2, 3]);
    expect(received).toEqual([1, 2, 3]);
    expect(names).toEqual(['kahani-outbox:u1', 'kahani-outbox:u1']);
  });
});

describe('a browser without IndexedDB', () => {
  it('has nothing to send and says it cannot keep a change', async () => {
    Reflect.deleteProperty(globalThis, 'indexedDB');
    const bare = await openPage();
    expect(await bare.flushOutbox(api, 'u1')).toEqual([]);
    expect(await bare.pendingCount('u1')).toBe(0);
    await expect(bare.queueRequest('u1', progress(1))).rejects.toThrow(/cannot keep/);
  });
});
