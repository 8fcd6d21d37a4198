import type { WordTiming } from '../../../contract/words';

// Word times from per-character times are worked out where the server's exports need them too.
export { wordTimings, type WordTiming } from '../../../contract/words';

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
