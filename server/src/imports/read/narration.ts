import type { ImportedNarration } from '../book';
import { openAudio, type CuttableAudio } from './audio';

/**
 * Recorded narration as books carry it (words with times in an audio file, several pages
 * often sharing one file) turned into a narration per page: each page gets its own audio
 * and its words' times within it. A file that only one page uses is kept whole and its
 * times as they are; a shared file is cut between pages, in the silence between one page's
 * last word and the next page's first, and the times moved by exactly where the cut fell.
 */

export interface TimedWord {
  text: string;
  startSeconds: number;
  endSeconds: number;
}

/** A page's words, all timed against one audio file. */
export interface PageWords {
  /** Names the audio file (a path in the book, or the upload's name for it). */
  audio: string;
  words: TimedWord[];
}

/** Six decimals: exact enough for samples, free of floating-point noise in answers. */
const tidy = (seconds: number) => Math.max(0, Math.round(seconds * 1e6) / 1e6);

const firstStart = (page: PageWords) =>
  page.words.reduce((first, word) => Math.min(first, word.startSeconds), Infinity);
const lastEnd = (page: PageWords) =>
  page.words.reduce((last, word) => Math.max(last, word.endSeconds), 0);

/** Where one page's audio ends and the next one's begins. */
function boundary(before: PageWords, after: PageWords): number {
  const end = lastEnd(before);
  const start = firstStart(after);
  return end <= start ? (end + start) / 2 : start;
}

function pieceFor(
  audio: CuttableAudio,
  page: PageWords,
  startSeconds: number,
  endSeconds: number,
): ImportedNarration {
  const piece = audio.cut(startSeconds, endSeconds);
  return {
    audio: { bytes: piece.bytes, format: audio.format },
    words: page.words.map((word) => ({
      text: word.text,
      startSeconds: tidy(word.startSeconds - piece.startSeconds),
      endSeconds: tidy(word.endSeconds - piece.startSeconds),
    })),
  };
}

/**
 * Each page's narration, or null for a page without words or whose audio cannot be used
 * (`warnings` says why). `audioBytes` finds a file's bytes by the name pages give.
 */
export function narrationPerPage(
  pages: (PageWords | null)[],
  audioBytes: (name: string) => Uint8Array | null,
  warnings: string[],
): (ImportedNarration | null)[] {
  const narration: (ImportedNarration | null)[] = pages.map(() => null);
  const byAudio = new Map<string, number[]>();
  pages.forEach((page, index) => {
    if (!page || page.words.length === 0) return;
    byAudio.set(page.audio, [...(byAudio.get(page.audio) ?? []), index]);
  });
  for (const [name, indexes] of byAudio) {
    const bytes = audioBytes(name);
    const audio = bytes ? openAudio(bytes) : null;
    const pageList = indexes.map((index) => index + 1).join(', ');
    if (!audio) {
      warnings.push(
        bytes
          ? `The narration of page(s) ${pageList} was left out: ${name} is not an MP3 or WAV file Kahani can read.`
          : `The narration of page(s) ${pageList} was left out: its audio, ${name}, is not in the upload.`,
      );
      continue;
    }
    if (indexes.length === 1) {
      const page = pages[indexes[0]!]!;
      narration[indexes[0]!] = {
        audio: { bytes: audio.bytes, format: audio.format },
        words: page.words.map((word) => ({
          ...word,
          startSeconds: tidy(word.startSeconds),
          endSeconds: tidy(word.endSeconds),
        })),
      };
      continue;
    }
    const ordered = [...indexes].sort((a, b) => firstStart(pages[a]!) - firstStart(pages[b]!));
    ordered.forEach((index, position) => {
      const page = pages[index]!;
      const previous = ordered[position - 1];
      const next = ordered[position + 1];
      const start = previous === undefined ? 0 : boundary(pages[previous]!, page);
      const end = next === undefined ? audio.durationSeconds : boundary(page, pages[next]!);
      narration[index] = pieceFor(audio, page, start, Math.max(end, lastEnd(page)));
    });
  }
  return narration;
}
