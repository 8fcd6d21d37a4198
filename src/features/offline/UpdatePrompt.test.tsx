import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../testing/renderWithProviders';

/** The service worker's registration, as the app sees it: a new version may come to wait. */
const registration = vi.hoisted(() => {
  const listeners = new Set<() => void>();
  return {
    listeners,
    newVersionWaits: () => listeners.forEach((listener) => listener()),
    applyUpdate: vi.fn(),
  };
});
vi.mock('../../lib/serviceWorker/registration', () => ({
  onUpdateReady: (listener: () => void) => {
    registration.listeners.add(listener);
    return () => registration.listeners.delete(listener);
  },
  applyUpdate: registration.applyUpdate,
}));

beforeEach(() => registration.applyUpdate.mockClear());

describe('the update prompt', () => {
  it('says a new version is ready and reloads only when asked', async () => {
    renderApp('/about');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(registration.listeners.size).toBe(1));
    expect(screen.queryByText('A new version is ready.')).toBeNull();

    act(() => registration.newVersionWaits());
    expect(await screen.findByText('A new version is ready.')).toBeInTheDocument();
    expect(registration.applyUpdate).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(registration.applyUpdate).toHaveBeenCalledOnce();
  });
});
