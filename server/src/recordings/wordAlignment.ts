// Word times of a recording, turned into the per-character alignment the reader highlights
// with (the same shape eSpeak's narration has).

import type { Alignment, StoryLanguage } from '../../../contract/languages';
import type { RecordedWord } from '../../../contract/recordings';
import { splitWords } from './alignerWords';

/** UTF-16 offset of every code point, plus the text's length at the end. */
function codePointOffsets(text: string): number[] {
  const offsets: number[] = [];
  let at = 0;
  for (const character of text) {
    offsets.push(at);
    at += character.length;
  }
  offsets.push(at);
  return offsets;
}

/** The words of a page as the aligner splits them, weighted by their letters for estimates. */
function pageWords(text: string, language?: StoryLanguage) {
  return splitWords(text, language).map((word) => ({
    ...word,
    weight: Math.max(1, Array.from(word.text).filter((c) => /[\p{L}\p{N}]/u.test(c)).length),
  }));
}

/** Where the voice is: from the first to the last 20 ms block above a quiet floor. */
function voicedSpan(samples: Float32Array, sampleRate: number): { start: number; end: number } {
  const block = Math.max(1, Math.round(sampleRate * 0.02));
  let peak = 0;
  const levels: number[] = [];
  for (let at = 0; at < samples.length; at += block) {
    let sum = 0;
    const end = Math.min(samples.length, at + block);
    for (let i = at; i < end; i++) sum += (samples[i] ?? 0) ** 2;
    const level = Math.sqrt(sum / Math.max(1, end - at));
    levels.push(level);
    peak = Math.max(peak, level);
  }
  const floor = peak * 0.1;
  const first = levels.findIndex((level) => level > floor);
  const last = levels.length - 1 - [...levels].reverse().findIndex((level) => level > floor);
  const total = samples.length / sampleRate;
  if (first < 0) return { start: 0, end: total };
  return {
    start: (first * block) / sampleRate,
    end: Math.min(total, ((last + 1) * block) / sampleRate),
  };
}

/**
 * Times laid out by letter count over the voiced part of the recording: used for the words
 * when the aligner cannot place them, until an administrator nudges them.
 */
export function estimateWordTimes(
  text: string,
  samples: Float32Array,
  sampleRate: number,
  language?: StoryLanguage,
): RecordedWord[] {
  const words = pageWords(text, language);
  const { start, end } = voicedSpan(samples, sampleRate);
  const total = words.reduce((sum, word) => sum + word.weight, 0) || 1;
  let cursor = start;
  return words.map((word) => {
    const startSeconds = cursor;
    cursor += ((end - start) * word.weight) / total;
    return {
      text: word.text,
      offset: word.offset,
      length: word.length,
      startSeconds: round(startSeconds),
      endSeconds: round(cursor),
    };
  });
}

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;

/** The shortest a stored word is: long enough to be told apart at the editor's milliseconds. */
const SHORTEST_WORD_SECONDS = 0.01;

/**
 * Word times as the timing editor must send them back: within the recording, each word
 * longer than nothing and starting no earlier than the one before it ends. The aligner's
 * words may overlap a little, or have no length where one span covered another; stored like
 * this, an administrator can save a recording's times without first mending them.
 */
export function tidyWordTimes(
  words: readonly RecordedWord[],
  durationSeconds: number,
): RecordedWord[] {
  const shortest = Math.min(SHORTEST_WORD_SECONDS, durationSeconds / (words.length + 1));
  let floor = 0;
  return words.map((word, index) => {
    // Room is kept for the words still to come, however late these ones were placed.
    const after = words.length - index - 1;
    const start = Math.min(
      Math.max(word.startSeconds, floor),
      durationSeconds - shortest * (after + 1),
    );
    const end = Math.min(
      Math.max(word.endSeconds, start + shortest),
      durationSeconds - shortest * after,
    );
    floor = end;
    return { ...word, startSeconds: round(start), endSeconds: round(end) };
  });
}

/**
 * One start and end time per character: a word's characters share its span evenly; the
 * spaces and punctuation after a word wait until the next word starts.
 */
export function alignmentFromWords(
  text: string,
  words: readonly RecordedWord[],
  durationSeconds: number,
): Alignment {
  const offsets = codePointOffsets(text);
  const characters = Array.from(text);
  const starts = new Array<number>(characters.length).fill(0);
  const ends = new Array<number>(characters.length).fill(0);
  const fill = (from: number, to: number, start: number, end: number) => {
    const count = to - from;
    for (let k = 0; k < count; k++) {
      starts[from + k] = round(start + ((end - start) * k) / count);
      ends[from + k] = round(start + ((end - start) * (k + 1)) / count);
    }
  };
  const indexOf = (utf16: number) => {
    const index = offsets.findIndex((offset) => offset >= utf16);
    return index < 0 ? characters.length : index;
  };
  let previousTo = 0;
  let previousEnd = 0;
  for (const word of words) {
    const from = Math.max(indexOf(word.offset), previousTo);
    const to = Math.max(indexOf(word.offset + word.length), from);
    const start = Math.max(word.startSeconds, previousEnd);
    const end = Math.max(word.endSeconds, start);
    fill(previousTo, from, previousEnd, start);
    fill(from, to, start, end);
    previousTo = to;
    previousEnd = end;
  }
  fill(previousTo, characters.length, previousEnd, Math.max(previousEnd, durationSeconds));
  return { characters, character_start_times_seconds: starts, character_end_times_seconds: ends };
}
