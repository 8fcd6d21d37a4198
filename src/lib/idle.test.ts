import { afterEach, describe, expect, it, vi } from 'vitest';

// A fresh module each time: the test setup marks the shared one as shown.
const freshIdle = async () => {
  vi.resetModules();
  return import('./idle');
};

afterEach(() => vi.useRealTimers());

describe('whenPageIsIdle', () => {
  it('waits for the app to be shown, then for an idle moment', async () => {
    vi.useFakeTimers();
    const { markAppShown, whenPageIsIdle } = await freshIdle();
    const task = vi.fn();
    whenPageIsIdle(task);
    await vi.advanceTimersByTimeAsync(5000);
    expect(task).not.toHaveBeenCalled();

    markAppShown();
    await vi.advanceTimersByTimeAsync(2500);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs work asked for after the app was shown', async () => {
    vi.useFakeTimers();
    const { markAppShown, whenPageIsIdle } = await freshIdle();
    markAppShown();
    const task = vi.fn();
    whenPageIsIdle(task);
    await vi.advanceTimersByTimeAsync(2500);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
