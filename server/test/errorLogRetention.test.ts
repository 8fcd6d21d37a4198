import { describe, expect, it } from 'vitest';
import { capField, pruneSchedule } from '../src/domain/errorLogRetention';

describe('error log pruning schedule', () => {
  it('prunes on the first report, then every n-th, and after an hour whatever the count', () => {
    let clock = 0;
    const isDue = pruneSchedule({ every: 3, intervalMs: 60_000, now: () => clock });
    expect([isDue(), isDue(), isDue(), isDue()]).toEqual([true, false, false, true]);
    clock += 59_000;
    expect(isDue()).toBe(false);
    clock += 1_000;
    expect(isDue()).toBe(true);
    expect(isDue()).toBe(false);
  });
});

describe('capping a stored field', () => {
  it('keeps short text, marks a cut and never splits a character in two', () => {
    expect(capField('short', 10)).toBe('short');
    expect(capField('abcdefghijkl', 5)).toBe('abcd…');
    const cut = capField('abc😀def', 5);
    expect(cut).toBe('abc…');
    expect(cut.length).toBeLessThanOrEqual(5);
  });
});
