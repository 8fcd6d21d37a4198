import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AdminStoryRow } from '../../../contract/stories';
import { summary } from '../../testing/fixtures';
import { speak } from '../../testing/interfaceLanguage';
import { ADMIN, renderApp } from '../../testing/renderWithProviders';
import { API, server } from '../../testing/server';

const row = (overrides: Partial<AdminStoryRow> = {}): AdminStoryRow => ({
  ...summary(),
  createdBy: null,
  requestedBy: null,
  rejectionReason: null,
  version: 1,
  ...overrides,
});

describe('Modification grid in another language', () => {
  it('speaks Hindi: heading, column headers, statuses, requesters, edit links and paging', async () => {
    server.use(
      http.get(`${API}/storiesModification`, () =>
        HttpResponse.json([
          row({ _id: 'moon', title: 'Moon Rabbit', status: 'pending', createdBy: 'parent-1' }),
          row({ _id: 'crow', title: 'The Thirsty Crow', status: 'rejected' }),
        ]),
      ),
    );
    const { store } = renderApp('/StoryModificationGrid', { user: ADMIN });
    await screen.findByRole('link', { name: 'Moon Rabbit' }, { timeout: 20000 });
    await speak(store, 'hindi');

    expect(await screen.findByRole('heading', { name: 'बदलाव' })).toBeInTheDocument();
    const grid = screen.getByRole('grid', { name: 'सभी कहानियाँ' });
    for (const header of ['शीर्षक', 'स्थिति', 'पेज', 'किसने माँगी', 'अपडेट']) {
      expect(within(grid).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(within(grid).getByText('मंज़ूरी बाकी')).toBeInTheDocument();
    expect(within(grid).getByText('मंज़ूर नहीं')).toBeInTheDocument();
    expect(within(grid).getByText('एक अभिभावक')).toBeInTheDocument();
    expect(within(grid).getByText('Kahani')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Moon Rabbit संपादित करें' })).toHaveTextContent(
      'संपादित करें',
    );
    expect(screen.getByText('हर पेज पर पंक्तियाँ:')).toBeInTheDocument();
    expect(screen.getByText('2 में से 1–2')).toBeInTheDocument();
    // The first grid of a run loads the data grid's code.
  }, 40_000);
});
