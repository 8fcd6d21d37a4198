import type { Alignment } from '../../../contract/languages';
import { isSpace } from '../../lib/words';

export interface WordTiming {
  /** Index of the word among the text's words (runs of non-space characters). */
  index: number;
  start: number;
  end: number;
}

/** Start and end of every word, from per-character times. */
export function wordTimings(alignment: Alignment): WordTiming[] {
  const {
    characters,
    character_start_times_seconds: starts,
    character_end_times_seconds: ends,
  } = alignment;
  const words: WordTiming[] = [];
  let current: WordTiming | null = null;
  characters.forEach((char, i) => {
    if (isSpace(char)) {
      current = null;
      return;
    }
    const start = starts[i] ?? 0;
    const end = ends[i] ?? start;
    if (!current) {
      current = { index: words.length, start, end };
      words.push(current);
    } else {
      current.end = Math.max(current.end, end);
    }
  });
  return words;
}

/**
 * The word being spoken at `time`: the last word that has started (binary search), or -1
 * before the first word.
 */
export function wordAt(words: readonly WordTiming[], time: number): number {
  let low = 0;
  let high = words.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if ((words[middle]?.start ?? Infinity) <= time) {
      found = middle;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return found;
}
