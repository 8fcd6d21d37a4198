import 'fake-indexeddb/auto';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProgressBody } from '../../../contract/api';
import { dropOutboxOf, pendingCount } from '../../lib/offline/outbox';
import { speak } from '../../testing/interfaceLanguage';
import { PARENT, renderApp } from '../../testing/renderWithProviders';
import { API, server } from '../../testing/server';

/**
 * POST /progress as the server answers it once the network is up, with its point ledger (a
 * page, and the finish, earn once per reader); before that, no answer at all.
 */
function serveProgress() {
  const network = { up: false };
  /** Every report the reader tried to send while there was no network. */
  const tried: ProgressBody[] = [];
  /** Every report the server received. */
  const received: ProgressBody[] = [];
  const ledger = new Map<string, number>();
  server.use(
    http.post(`${API}/progress`, async ({ request }) => {
      const body = (await request.json()) as ProgressBody;
      if (!network.up) {
        tried.push(body);
        return HttpResponse.error();
      }
      received.push(body);
      const key = body.finished ? `${body.storyId} finished` : `${body.storyId} ${body.page_no}`;
      const pointsEarned = ledger.has(key) ? 0 : body.finished ? 5 : 1;
      ledger.set(key, ledger.get(key) ?? pointsEarned);
      const storyPoints = [...ledger.values()].reduce((sum, points) => sum + points, 0);
      return HttpResponse.json({
        storyId: body.storyId,
        lastPageRead: body.page_no,
        pagesRead: [body.page_no],
        finished: Boolean(body.finished),
        storyPoints,
        pointsEarned,
      });
    }),
  );
  const points = () => [...ledger.values()].reduce((sum, earned) => sum + earned, 0);
  return { network, tried, received, points };
}

/** Each report once, in the order it was first tried. */
const once = (bodies: ProgressBody[]) =>
  bodies.filter(
    (body, index) =>
      bodies.findIndex((other) => JSON.stringify(other) === JSON.stringify(body)) === index,
  );

afterEach(() => dropOutboxOf(PARENT.uid));

describe('reading without a network', () => {
  it('keeps the pages read on the device and sends each once when the network is back', async () => {
    const served = serveProgress();
    const { store } = renderApp('/stories/the-thirsty-crow', { user: PARENT });
    for (const page of [1, 2, 3]) {
      await screen.findByText(`Page ${page} of 3`);
      fireEvent.keyDown(window, { key: 'ArrowRight' });
    }
    const end = await screen.findByRole('region', { name: 'The End' });
    expect(
      await within(end).findByText('Your points will be counted when this device is back online.'),
    ).toBeInTheDocument();
    const made = once(served.tried);
    expect(made).toContainEqual({ storyId: 'story-1', page_no: 1 });
    expect(made.at(-1)).toEqual(
      expect.objectContaining({ storyId: 'story-1', page_no: 3, finished: true }),
    );
    await waitFor(async () => expect(await pendingCount(PARENT.uid)).toBe(made.length));
    expect(served.received).toEqual([]);

    served.network.up = true;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(served.received).toEqual(made));
    await waitFor(async () => expect(await pendingCount(PARENT.uid)).toBe(0));
    expect(served.points()).toBe(8);

    // A second reconnection sends nothing again.
    act(() => void window.dispatchEvent(new Event('online')));
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(served.received).toEqual(made);
    expect(served.points()).toBe(8);

    await speak(store, 'tamil');
    expect(
      within(end).getByText('இந்தச் சாதனம் மீண்டும் இணையத்தில் இணைந்ததும் உன் புள்ளிகள் கணக்கிடப்படும்.'),
    ).toBeInTheDocument();
  });
});
