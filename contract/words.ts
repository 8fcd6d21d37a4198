// The words of a page as the reader shows them, the reading coach follows them, the narration
// times them and the exports mark them: all must count words the same way, so the one
// tokenizer lives here.
//
// Most scripts put spaces between words: a word is a run of characters between spaces, its
// punctuation attached ("crow!", "“Summer"). Chinese, Japanese, Thai, Lao, Khmer and Myanmar
// do not: their runs are split into words by Intl.Segmenter (Unicode word boundaries with
// the dictionaries ICU keeps for these scripts), punctuation again attached to a word.
// Whether a run is split depends on its script alone, so a word count never depends on
// whether the caller knew the text's language; the language only names the segmenter's
// locale. Word boundaries are grapheme cluster boundaries either way: a highlight never cuts
// a conjunct, an accent or an emoji sequence.

import type { Alignment } from './languages';
import { languageTag, type StoryLanguage } from './storyLanguages';

export interface TextToken {
  text: string;
  /** Word index, or null for the spaces between words. */
  wordIndex: number | null;
}

export const isSpace = (char: string) => /\s/u.test(char);

/**
 * Spaces between words and the runs between them. A space followed by a combining mark or a
 * joiner starts a grapheme cluster with it, so it stays with the word (never cut).
 */
const SPACES_OR_RUN = /(?:\s(?![\p{M}\u200c\u200d]))+|(?:\s(?=[\p{M}\u200c\u200d])|\S)+/gu;

/** Scripts written without spaces between words. */
const UNSPACED_SCRIPT =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;

/** Whether a run of text holds a script that does not separate words with spaces. */
export const hasUnspacedScript = (text: string) => UNSPACED_SCRIPT.test(text);

const segmenters = new Map<string, Intl.Segmenter>();

/** Browsers before Intl.Segmenter (Firefox before 125) keep such a run as one word. */
const canSegment = typeof Intl.Segmenter === 'function';

function wordSegmenter(language: StoryLanguage | undefined): Intl.Segmenter {
  const locale = language ? languageTag(language) : '';
  let segmenter = segmenters.get(locale);
  if (!segmenter) {
    try {
      segmenter = new Intl.Segmenter(locale || undefined, { granularity: 'word' });
    } catch {
      segmenter = new Intl.Segmenter(undefined, { granularity: 'word' });
    }
    segmenters.set(locale, segmenter);
  }
  return segmenter;
}

/** Opening brackets and quotes: they belong to the word after them. */
const OPENING = /^[\p{Ps}\p{Pi}]+$/u;

/**
 * The words of a run without spaces: each word-like segment starts a word; punctuation (and
 * emoji) stays with the word before it, opening brackets and quotes with the word after.
 */
function splitUnspacedRun(run: string, language: StoryLanguage | undefined): string[] {
  if (!canSegment) return [run];
  const words: string[] = [];
  let current = '';
  let hasWord = false;
  for (const { segment, isWordLike } of wordSegmenter(language).segment(run)) {
    if (hasWord && (isWordLike || OPENING.test(segment))) {
      words.push(current);
      current = '';
      hasWord = false;
    }
    current += segment;
    hasWord ||= Boolean(isWordLike);
  }
  if (current) {
    // Punctuation after the last word stays with it; a run of punctuation alone is one word.
    if (hasWord || words.length === 0) words.push(current);
    else words[words.length - 1] += current;
  }
  return words;
}

/**
 * The words of a text, each a piece of it as written (punctuation attached), in order.
 * `language` (a story language id or tag) names the word segmenter's locale.
 */
export function tokenize(text: string, language?: StoryLanguage): TextToken[] {
  const tokens: TextToken[] = [];
  let wordIndex = 0;
  for (const match of text.matchAll(SPACES_OR_RUN)) {
    const part = match[0];
    if (!/\S/u.test(part)) {
      tokens.push({ text: part, wordIndex: null });
    } else if (!hasUnspacedScript(part)) {
      tokens.push({ text: part, wordIndex: wordIndex++ });
    } else {
      for (const word of splitUnspacedRun(part, language)) {
        tokens.push({ text: word, wordIndex: wordIndex++ });
      }
    }
  }
  return tokens;
}

/** A word of a text and where it is: UTF-16 offsets, end exclusive. */
export interface WordPlace {
  text: string;
  from: number;
  to: number;
}

/** The words `tokenize` finds, with their UTF-16 offsets in the text. */
export function wordPlaces(text: string, language?: StoryLanguage): WordPlace[] {
  const places: WordPlace[] = [];
  let offset = 0;
  for (const token of tokenize(text, language)) {
    if (token.wordIndex !== null) {
      places.push({ text: token.text, from: offset, to: offset + token.text.length });
    }
    offset += token.text.length;
  }
  return places;
}

export interface WordTiming {
  /** Index of the word among the text's words (as `tokenize` counts them). */
  index: number;
  start: number;
  end: number;
}

/**
 * Start and end of every word, from per-character times: a word starts with its first
 * character that is not a space and ends with the latest end among its characters. The
 * words are those `tokenize` finds in the characters joined, so the reader's highlight,
 * the coach and the exports count the same words.
 */
export function wordTimings(alignment: Alignment, language?: StoryLanguage): WordTiming[] {
  const {
    characters,
    character_start_times_seconds: starts,
    character_end_times_seconds: ends,
  } = alignment;
  // UTF-16 offset where each entry of the alignment begins (an entry is a code point as a
  // rule, but an engine may give a longer piece).
  const entryOffsets: number[] = [];
  let text = '';
  for (const character of characters) {
    entryOffsets.push(text.length);
    text += character;
  }
  const words: WordTiming[] = [];
  let entry = 0;
  let previousEnd = 0;
  for (const place of wordPlaces(text, language)) {
    while (entry < characters.length && (entryOffsets[entry] ?? 0) < place.from) entry++;
    let start: number | null = null;
    let end = previousEnd;
    for (; entry < characters.length && (entryOffsets[entry] ?? 0) < place.to; entry++) {
      if (isSpace(characters[entry] ?? '')) continue;
      const characterStart = starts[entry] ?? 0;
      const characterEnd = ends[entry] ?? characterStart;
      if (start === null) {
        start = characterStart;
        end = characterEnd;
      } else {
        end = Math.max(end, characterEnd);
      }
    }
    // A word without characters of its own (an engine's piece spanning two words) starts
    // where the word before it ended.
    words.push({ index: words.length, start: start ?? previousEnd, end });
    previousEnd = end;
  }
  return words;
}
