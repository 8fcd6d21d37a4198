import { describe, expect, it } from 'vitest';
import { timeAgo } from './relativeTime';

const now = new Date('2026-11-23T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('timeAgo', () => {
  it('says how long ago, in the largest whole unit', () => {
    expect(timeAgo(ago(10), now)).toBe('just now');
    expect(timeAgo(ago(60), now)).toBe('1 minute ago');
    expect(timeAgo(ago(5 * 60 + 30), now)).toBe('5 minutes ago');
    expect(timeAgo(ago(3 * 3600), now)).toBe('3 hours ago');
    expect(timeAgo(ago(26 * 3600), now)).toBe('yesterday');
    expect(timeAgo(ago(15 * 24 * 3600), now)).toBe('2 weeks ago');
    expect(timeAgo(ago(400 * 24 * 3600), now)).toBe('last year');
  });

  it('speaks the given language', () => {
    expect(timeAgo(ago(3 * 3600), now, 'es')).toBe('hace 3 horas');
  });
});
