// The words of a page as the reader shows them, the reading coach follows them and the
// exports mark them: all must count words the same way, so the one tokenizer lives here.

import type { Alignment } from './languages';

export interface TextToken {
  text: string;
  /** Word index, or null for the spaces between words. */
  wordIndex: number | null;
}

export const isSpace = (char: string) => /\s/u.test(char);

/** Words and the spaces between them, in order; word indexes count from 0. */
export function tokenize(text: string): TextToken[] {
  const tokens: TextToken[] = [];
  let wordIndex = 0;
  for (const match of text.matchAll(/\s+|\S+/gu)) {
    const part = match[0];
    if (isSpace(part[0] ?? '')) tokens.push({ text: part, wordIndex: null });
    else tokens.push({ text: part, wordIndex: wordIndex++ });
  }
  return tokens;
}

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
