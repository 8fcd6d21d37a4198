import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { PARENT, renderApp } from '../testing/renderWithProviders';
import { initAnalytics } from './analytics';

const ga = vi.hoisted(() => ({ initialize: vi.fn(), send: vi.fn() }));
vi.mock('react-ga4', () => ({ default: ga }));

describe('analytics', () => {
  it('stays off without a measurement id', () => {
    expect(initAnalytics(undefined)).toBe(false);
    expect(ga.initialize).not.toHaveBeenCalled();
  });

  describe('when configured', () => {
    beforeAll(() => {
      initAnalytics('G-TEST');
    });

    it('sends a page_view with location and path on load and on navigation, never who the user is', async () => {
      renderApp('/about', { user: PARENT });
      await screen.findByRole('heading', { name: 'About Us' });
      expect(ga.send).toHaveBeenCalledWith(
        expect.objectContaining({
          hitType: 'pageview',
          page_path: '/about',
          page_location: expect.any(String),
        }),
      );
      await userEvent.click(screen.getAllByRole('link', { name: 'Stories' })[0]!);
      await screen.findByRole('heading', { name: 'Stories' });
      expect(ga.send).toHaveBeenLastCalledWith(expect.objectContaining({ page_path: '/stories' }));
      const everything = JSON.stringify(ga.send.mock.calls);
      expect(everything).not.toContain(PARENT.uid);
      expect(everything).not.toContain(PARENT.email);
      expect(everything).not.toContain('Meera');
    });

    it('counts a story as one page view while its pages are turned', async () => {
      ga.send.mockClear();
      renderApp('/stories/the-thirsty-crow');
      expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Next' }));
      expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Next' }));
      expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
      const views = ga.send.mock.calls.map(([event]) => (event as { page_path: string }).page_path);
      expect(views).toEqual(['/stories/the-thirsty-crow']);
    });
  });
});
