// Words of a page text as the reader highlights them, and how the aligner's timed words
// are matched back to them. Pure functions; the worker does the audio work.

import type { StoryLanguage } from '../../../contract/storyLanguages';
import { wordPlaces } from '../../../contract/words';

/** A word of the text: its UTF-16 position in the text exactly as given. */
export interface TextWord {
  text: string;
  offset: number;
  length: number;
}

/** A timed stretch of the text as the alignment engine returns it. */
export interface TimedSpan {
  /** UTF-16 offsets into the same text. */
  startOffset: number;
  endOffset: number;
  startSeconds: number;
  endSeconds: number;
}

export interface PlacedWord extends TextWord {
  startSeconds: number;
  endSeconds: number;
}

const HAS_WORD_CHARACTER = /[\p{L}\p{N}]/u;
/** Punctuation and symbols that may cling to either end of a word ("“Summer", "sings!”"). */
const EDGE = /[\p{P}\p{S}]/u;

/**
 * The words of a text: the reader's words (contract/words.ts: runs of non-space characters,
 * or the words of a Chinese or Thai run) with the punctuation at their ends removed; those
 * without a letter or digit (a dash, an ellipsis) are not words. Joined forms such as
 * "उछलता-कूदता" or "don't" stay one word, as the reader shows them.
 */
export function splitWords(text: string, language?: StoryLanguage): TextWord[] {
  const words: TextWord[] = [];
  for (const place of wordPlaces(text, language)) {
    const token = place.text;
    const chars = Array.from(token);
    let first = 0;
    let last = chars.length;
    while (first < last && EDGE.test(chars[first] as string)) first++;
    while (last > first && EDGE.test(chars[last - 1] as string)) last--;
    const word = chars.slice(first, last).join('');
    if (!HAS_WORD_CHARACTER.test(word)) continue;
    const leading = chars.slice(0, first).join('').length;
    words.push({ text: word, offset: place.from + leading, length: word.length });
  }
  return words;
}

export type Placement = { ok: true; words: PlacedWord[] } | { ok: false; unplaced: TextWord[] };

/**
 * Gives each text word the time of the engine's spans that overlap it. A span that
 * covers several text words (eSpeak read them as one) cannot say where one word ends
 * and the next begins, so those words, and words no span covers, are unplaced.
 */
export function placeWords(words: readonly TextWord[], spans: readonly TimedSpan[]): Placement {
  const placed: PlacedWord[] = [];
  const unplaced: TextWord[] = [];
  const ordered = spans
    .filter((span) => span.endOffset > span.startOffset)
    .sort((a, b) => a.startOffset - b.startOffset);
  for (const word of words) {
    const end = word.offset + word.length;
    const overlapping = ordered.filter(
      (span) => span.startOffset < end && span.endOffset > word.offset,
    );
    const shared = overlapping.some((span) =>
      words.some(
        (other) =>
          other !== word &&
          span.startOffset < other.offset + other.length &&
          span.endOffset > other.offset,
      ),
    );
    const first = overlapping[0];
    if (!first || shared) {
      unplaced.push(word);
      continue;
    }
    placed.push({
      ...word,
      startSeconds: first.startSeconds,
      endSeconds: Math.max(...overlapping.map((span) => span.endSeconds)),
    });
  }
  if (unplaced.length > 0) return { ok: false, unplaced };
  // Keep times in text order even where the engine's spans overlap slightly.
  let floor = 0;
  for (const word of placed) {
    word.startSeconds = Math.max(word.startSeconds, floor);
    word.endSeconds = Math.max(word.endSeconds, word.startSeconds);
    floor = word.startSeconds;
  }
  return { ok: true, words: placed };
}
