// The text as eSpeak NG is given it. eSpeak reads Thai, Lao, Khmer and Myanmar words only when
// spaces separate them, and pauses between words in the narration's measuring pass only where
// it finds a word boundary; so wherever the shared tokenizer (contract/words.ts) finds a word
// with no space before it, eSpeak gets a space there. Text in scripts that put spaces between
// words is given as it is. The narration (./alignment.ts) and the recording aligner both read
// pages this way.

import type { StoryLanguage } from '../../../../contract/storyLanguages';
import { hasUnspacedScript, wordPlaces } from '../../../../contract/words';

/**
 * Code point indexes where a word of the shared tokenizer begins with no space before it:
 * the word boundaries inside runs of Chinese, Japanese, Thai, Lao, Khmer or Myanmar text.
 * Empty for text in scripts that put spaces between words.
 */
export function innerWordStarts(text: string, language?: StoryLanguage): number[] {
  if (!hasUnspacedScript(text)) return [];
  const places = wordPlaces(text, language);
  const starts: number[] = [];
  let next = 0;
  let utf16 = 0;
  let index = 0;
  let previous = '';
  for (const character of text) {
    while (next < places.length && (places[next]?.from ?? 0) < utf16) next++;
    if (places[next]?.from === utf16 && index > 0 && !/\s/u.test(previous)) starts.push(index);
    previous = character;
    utf16 += character.length;
    index++;
  }
  return starts;
}

/** The text with a space at each of `starts` (code point indexes, see innerWordStarts). */
export function spokenText(text: string, starts: readonly number[]): string {
  return spokenTextWithOffsets(text, starts).spoken;
}

/**
 * The text with a space at each of `starts`, and the UTF-16 offset in the text of each
 * UTF-16 offset in the spoken text (an added space counts as the word after it).
 */
export function spokenTextWithOffsets(
  text: string,
  starts: readonly number[],
): { spoken: string; textOffset: (spokenOffset: number) => number } {
  if (starts.length === 0) return { spoken: text, textOffset: (offset) => offset };
  const cuts = new Set(starts);
  /** UTF-16 offsets of the added spaces in the spoken text, rising. */
  const added: number[] = [];
  let spoken = '';
  let index = 0;
  for (const character of text) {
    if (cuts.has(index)) {
      added.push(spoken.length);
      spoken += ' ';
    }
    spoken += character;
    index++;
  }
  const textOffset = (spokenOffset: number) => {
    let before = 0;
    while (before < added.length && (added[before] ?? 0) < spokenOffset) before++;
    return spokenOffset - before;
  };
  return { spoken, textOffset };
}
