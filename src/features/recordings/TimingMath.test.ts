import { describe, expect, it } from 'vitest';
import {
  boundariesOf,
  boundaryRange,
  canZoom,
  DEFAULT_ZOOM,
  keyTarget,
  MIN_WORD_SECONDS,
  moveBoundary,
  scrollAfterZoom,
  secondsAtPointer,
  timesChanged,
  wordAt,
  wordTimesOf,
  zoomed,
  ZOOM_LEVELS,
} from './TimingMath';

const word = (startSeconds: number, endSeconds: number) => ({ startSeconds, endSeconds });
/** "Once upon | a time": the first three words joined, a pause before the last. */
const WORDS = [word(0.1, 0.5), word(0.5, 0.9), word(0.9, 1.1), word(1.4, 2)];

describe('boundaries of the words', () => {
  it('shares the edge of words that touch and keeps both sides of a pause', () => {
    const { boundaries, times } = boundariesOf(WORDS);
    expect(boundaries).toEqual([
      { ends: null, starts: 0 },
      { ends: 0, starts: 1 },
      { ends: 1, starts: 2 },
      { ends: 2, starts: null },
      { ends: null, starts: 3 },
      { ends: 3, starts: null },
    ]);
    expect(times).toEqual([0.1, 0.5, 0.9, 1.1, 1.4, 2]);
  });

  it('gives back the same word times it was made from', () => {
    const { boundaries, times } = boundariesOf(WORDS);
    expect(wordTimesOf(boundaries, times)).toEqual(WORDS);
  });

  it('joins words with a sliver of silence between them at the start of the later one', () => {
    const { boundaries, times } = boundariesOf([word(0, 0.5), word(0.53, 1), word(1.2, 1.5)]);
    expect(boundaries).toHaveLength(5);
    expect(wordTimesOf(boundaries, times)).toEqual([word(0, 0.53), word(0.53, 1), word(1.2, 1.5)]);
  });

  it('joins overlapping words at the later time, so every word still ends after it starts', () => {
    const { boundaries, times } = boundariesOf([word(0, 0.6), word(0.5, 1)]);
    expect(boundaries).toHaveLength(3);
    expect(wordTimesOf(boundaries, times)).toEqual([word(0, 0.6), word(0.6, 1)]);
  });
});

describe('moving a boundary', () => {
  const { boundaries, times } = boundariesOf(WORDS);
  const DURATION = 2.5;

  it('moves a shared boundary: one word grows, its neighbour shrinks', () => {
    const moved = moveBoundary(boundaries, times, 1, 0.61, DURATION);
    expect(wordTimesOf(boundaries, moved).slice(0, 2)).toEqual([word(0.1, 0.61), word(0.61, 0.9)]);
  });

  it('never lets a boundary cross its neighbours, and leaves each word a sliver', () => {
    expect(MIN_WORD_SECONDS).toBe(0.02);
    expect(moveBoundary(boundaries, times, 1, 5, DURATION)[1]).toBe(0.88);
    expect(moveBoundary(boundaries, times, 1, 0, DURATION)[1]).toBe(0.12);
  });

  it('lets the two sides of a pause meet but not pass', () => {
    expect(moveBoundary(boundaries, times, 3, 1.9, DURATION)[3]).toBe(1.4);
    expect(moveBoundary(boundaries, times, 4, 0, DURATION)[4]).toBe(1.1);
  });

  it('keeps the first and last boundaries inside the recording', () => {
    expect(moveBoundary(boundaries, times, 0, -1, DURATION)[0]).toBe(0);
    expect(moveBoundary(boundaries, times, 5, 9, DURATION)[5]).toBe(DURATION);
  });

  it('leaves a boundary already too close where it is rather than jumping', () => {
    const squeezed = boundariesOf([word(0, 0.005), word(0.005, 1)]);
    const range = boundaryRange(squeezed.boundaries, squeezed.times, 1, 1);
    expect(range.min).toBe(0.005);
    expect(moveBoundary(squeezed.boundaries, squeezed.times, 1, 0, 1)[1]).toBe(0.005);
    expect(moveBoundary(squeezed.boundaries, squeezed.times, 1, 0.3, 1)[1]).toBe(0.3);
  });

  it('changes nothing else, and knows when the times differ from the saved ones', () => {
    const moved = moveBoundary(boundaries, times, 2, 0.95, DURATION);
    expect(moved.filter((time, index) => time !== times[index])).toEqual([0.95]);
    expect(timesChanged(times, moved)).toBe(true);
    expect(timesChanged(times, [...times])).toBe(false);
  });
});

describe('keys on a focused boundary', () => {
  const range = { min: 0.2, max: 0.8 };
  it('nudges by 10 ms, and by 100 ms with Shift', () => {
    expect(keyTarget('ArrowRight', false, 0.5, range)).toBeCloseTo(0.51);
    expect(keyTarget('ArrowLeft', false, 0.5, range)).toBeCloseTo(0.49);
    expect(keyTarget('ArrowUp', true, 0.5, range)).toBeCloseTo(0.6);
    expect(keyTarget('ArrowDown', true, 0.5, range)).toBeCloseTo(0.4);
    expect(keyTarget('PageUp', false, 0.5, range)).toBeCloseTo(0.6);
  });

  it('goes to either end with Home and End, and ignores other keys', () => {
    expect(keyTarget('Home', false, 0.5, range)).toBe(0.2);
    expect(keyTarget('End', false, 0.5, range)).toBe(0.8);
    expect(keyTarget('a', false, 0.5, range)).toBeNull();
  });

  it('rounds nudges to whole milliseconds', () => {
    const { boundaries, times } = boundariesOf(WORDS);
    let moved = times;
    for (let i = 0; i < 3; i += 1) {
      moved = moveBoundary(
        boundaries,
        moved,
        1,
        keyTarget('ArrowRight', false, moved[1]!, range)!,
        3,
      );
    }
    expect(moved[1]).toBe(0.53);
  });
});

describe('the timeline scale', () => {
  it('turns a pointer position into seconds within the recording', () => {
    expect(secondsAtPointer(300, 100, 200, 5)).toBe(1);
    expect(secondsAtPointer(50, 100, 200, 5)).toBe(0);
    expect(secondsAtPointer(5000, 100, 200, 5)).toBe(5);
  });

  it('zooms through the levels and stops at either end', () => {
    expect(zoomed(DEFAULT_ZOOM, 'in')).toBe(400);
    expect(zoomed(DEFAULT_ZOOM, 'out')).toBe(100);
    expect(zoomed(ZOOM_LEVELS[0], 'out')).toBe(ZOOM_LEVELS[0]);
    expect(canZoom(ZOOM_LEVELS.at(-1)!, 'in')).toBe(false);
    expect(canZoom(DEFAULT_ZOOM, 'in')).toBe(true);
  });

  it('keeps the middle of the view in place when zooming', () => {
    expect(scrollAfterZoom(2, 400, 600)).toBe(500);
    expect(scrollAfterZoom(0.1, 400, 600)).toBe(0);
  });

  it('finds the word being said, and none in a pause', () => {
    expect(wordAt(WORDS, 0.5)).toBe(1);
    expect(wordAt(WORDS, 1.2)).toBe(-1);
    expect(wordAt(WORDS, 0)).toBe(-1);
  });
});
