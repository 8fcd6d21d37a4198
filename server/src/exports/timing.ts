// Word times as the exports write them: whole milliseconds, each word after the one before.

import type { WordTiming } from '../../../contract/words';

/** A stretch of a page's audio, in milliseconds from its start. */
export interface Span {
  startMs: number;
  endMs: number;
}

const toMs = (seconds: number) => Math.max(0, Math.round(seconds * 1000));

/**
 * Start times in milliseconds that always rise: two words the engine starts at the same
 * instant (or times that fall back a little) would otherwise give clips of no length.
 */
function risingStarts(words: readonly WordTiming[]): number[] {
  const starts: number[] = [];
  for (const word of words) {
    const previous = starts.at(-1);
    starts.push(
      previous === undefined ? toMs(word.start) : Math.max(toMs(word.start), previous + 1),
    );
  }
  return starts;
}

/** A page's audio length in milliseconds, never shorter than its last word's start. */
function audioMs(durationSeconds: number, starts: readonly number[]): number {
  const lastStart = starts.at(-1);
  return Math.max(toMs(durationSeconds), lastStart === undefined ? 0 : lastStart + 1);
}

/**
 * When each word is spoken, from its start to its end: at least a millisecond, never into the
 * next word or past the audio. Media Overlay clips and ReadAlongs times are both these, so a
 * book exported and imported again keeps its word times; a reading system playing clip after
 * clip leaves out only the pauses between words.
 */
export function wordSpans(words: readonly WordTiming[], durationSeconds: number): Span[] {
  const starts = risingStarts(words);
  const endMs = audioMs(durationSeconds, starts);
  return starts.map((start, index) => {
    const limit = starts[index + 1] ?? endMs;
    return { startMs: start, endMs: Math.min(Math.max(toMs(words[index]!.end), start + 1), limit) };
  });
}

/** Milliseconds as SMIL's clock value: "0:00:03.456". */
export function clockValue(ms: number): string {
  const hours = Math.floor(ms / 3_600_000);
  const minutes = Math.floor(ms / 60_000) % 60;
  const seconds = Math.floor(ms / 1000) % 60;
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${hours}:${pad(minutes, 2)}:${pad(seconds, 2)}.${pad(ms % 1000, 3)}`;
}

/** Milliseconds as seconds with three decimals: "1.234". */
export const secondsText = (ms: number) => (ms / 1000).toFixed(3);
