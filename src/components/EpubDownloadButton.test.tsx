import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { story } from '../testing/fixtures';
import { ADMIN, PARENT, renderApp } from '../testing/renderWithProviders';
import { API, server } from '../testing/server';

vi.setConfig({ testTimeout: 60_000 });

// jsdom's Blob has no stream(), which msw needs to hand on an answer asked for as a blob (the
// request would never finish): given here as browsers have it.
if (!('stream' in Blob.prototype)) {
  Object.defineProperty(Blob.prototype, 'stream', {
    configurable: true,
    value(this: Blob) {
      const bytes = this.arrayBuffer();
      return new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(new Uint8Array(await bytes));
          controller.close();
        },
      });
    },
  });
}

const EPUB_BYTES = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]);

/** What the browser was handed to save: the file's bytes and the name it is saved under. */
const savedFiles: { name: string; type: string; bytes: number[] }[] = [];
let pendingBlobs: Blob[] = [];

beforeEach(() => {
  savedFiles.length = 0;
  pendingBlobs = [];
  Object.assign(URL, {
    createObjectURL: vi.fn((blob: Blob) => {
      pendingBlobs.push(blob);
      return `blob:kahani/${pendingBlobs.length}`;
    }),
    revokeObjectURL: vi.fn(),
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = pendingBlobs[Number(this.href.split('/').pop()) - 1];
    if (!blob) return;
    void blob.arrayBuffer().then((buffer) => {
      savedFiles.push({ name: this.download, type: blob.type, bytes: [...new Uint8Array(buffer)] });
    });
  });
});
afterEach(() => vi.restoreAllMocks());

/** The export route as the server answers it; records who asked, for which language. */
function exportRoute(answer?: () => Response) {
  const asked: { id: string; language: string | null; auth: string | null }[] = [];
  server.use(
    http.get(`${API}/stories/:id/export.epub`, ({ request, params }) => {
      asked.push({
        id: String(params.id),
        language: new URL(request.url).searchParams.get('language'),
        auth: request.headers.get('authorization'),
      });
      return (
        answer?.() ??
        new HttpResponse(EPUB_BYTES, { headers: { 'Content-Type': 'application/epub+zip' } })
      );
    }),
  );
  return asked;
}

async function openReaderMenu() {
  renderApp('/stories/the-thirsty-crow', { user: PARENT });
  await screen.findByText('Page 1 of 3', {}, { timeout: 20_000 });
  await userEvent.click(screen.getByRole('button', { name: 'Reader settings' }));
  return screen.findByRole('dialog', { name: 'Reader settings' });
}

describe('Download as EPUB', () => {
  it("in the reader's menu, saves the story's EPUB in the language being read", async () => {
    const asked = exportRoute();
    const menu = await openReaderMenu();
    const download = within(menu).getByRole('link', { name: 'Download as EPUB' });
    // A plain link to the export, for a published story…
    expect(download).toHaveAttribute(
      'href',
      'http://api.test/stories/story-1/export.epub?language=english',
    );
    // …fetched with the reader's token, so that a story not yet published downloads too.
    await userEvent.click(download);
    await vi.waitFor(() => expect(savedFiles).toHaveLength(1));
    expect(asked).toEqual([{ id: 'story-1', language: 'english', auth: 'Bearer token-parent-1' }]);
    expect(savedFiles[0]).toEqual({
      name: 'the-thirsty-crow.en.epub',
      type: 'application/epub+zip',
      bytes: [...EPUB_BYTES],
    });
    expect(within(menu).getByRole('link', { name: 'Download as EPUB' })).not.toHaveAttribute(
      'aria-busy',
      'true',
    );
  });

  it('says why it failed, and downloads when tried again', async () => {
    let refuse = true;
    exportRoute(() =>
      refuse
        ? HttpResponse.json(
            { statusCode: 503, error: 'Service Unavailable', message: 'The book maker is busy.' },
            { status: 503 },
          )
        : new HttpResponse(EPUB_BYTES, { headers: { 'Content-Type': 'application/epub+zip' } }),
    );
    const menu = await openReaderMenu();
    await userEvent.click(within(menu).getByRole('link', { name: 'Download as EPUB' }));
    const alert = await within(menu).findByRole('alert');
    expect(alert).toHaveTextContent('The book could not be downloaded: The book maker is busy.');
    expect(savedFiles).toHaveLength(0);

    refuse = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(savedFiles).toHaveLength(1));
    expect(within(menu).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows that the book is being made while the server makes it', async () => {
    let finish: () => void = () => undefined;
    server.use(
      http.get(`${API}/stories/:id/export.epub`, async () => {
        await new Promise<void>((resolve) => (finish = resolve));
        return new HttpResponse(EPUB_BYTES, {
          headers: { 'Content-Type': 'application/epub+zip' },
        });
      }),
    );
    const menu = await openReaderMenu();
    await userEvent.click(within(menu).getByRole('link', { name: 'Download as EPUB' }));
    const busy = await within(menu).findByRole('link', { name: 'Preparing the book…' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    finish();
    await vi.waitFor(() => expect(savedFiles).toHaveLength(1));
    expect(await within(menu).findByRole('link', { name: 'Download as EPUB' })).toBeInTheDocument();
  });

  it("in the editor's bar, downloads a story waiting for review with the administrator's token", async () => {
    const asked = exportRoute();
    server.use(
      http.get(`${API}/storiesModification/:id`, () =>
        HttpResponse.json(story({ _id: 'story-9', slug: 'new-tale', status: 'pending' })),
      ),
    );
    renderApp('/storiesModification/story-9', { user: ADMIN });
    await screen.findByRole('heading', { name: 'Edit story' }, { timeout: 15_000 });
    await userEvent.click(screen.getByRole('link', { name: 'Download as EPUB' }));
    await vi.waitFor(() => expect(savedFiles).toHaveLength(1));
    expect(asked).toEqual([{ id: 'story-9', language: 'english', auth: 'Bearer token-admin-one' }]);
    expect(savedFiles[0]!.name).toBe('new-tale.en.epub');
  });
});
