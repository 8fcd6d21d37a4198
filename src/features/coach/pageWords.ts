import { tokenize } from '../../lib/words';

/** A word of the page as the coach follows it. */
export interface CoachWord {
  /** Index among the page's words (the same index the reader's word spans carry). */
  index: number;
  /** The word as shown. */
  text: string;
  /** Its dictionary form (lower case, straight apostrophes, no punctuation); null when it has no letters. */
  spoken: string | null;
  /** Which sentence of the page it belongs to, from 0. */
  sentence: number;
}

/** Punctuation and quotes around a word, apostrophes included ("hunt.’" is "hunt"). */
const EDGE_PUNCTUATION = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;
const SENTENCE_END = /[.!?…]["'”’)\]]*$/u;

/** A word as a pronunciation dictionary spells it: "Crow’s," -> "crow's". */
export function dictionaryForm(word: string): string | null {
  const form = word
    .toLowerCase()
    .replace(/[‘’ʼ`]/gu, "'")
    .replace(EDGE_PUNCTUATION, '');
  return /\p{L}/u.test(form) ? form : null;
}

/** The page's words with their dictionary forms and sentences, in reading order. */
export function pageWords(text: string): CoachWord[] {
  const words: CoachWord[] = [];
  let sentence = 0;
  for (const token of tokenize(text)) {
    if (token.wordIndex === null) continue;
    words.push({
      index: token.wordIndex,
      text: token.text,
      spoken: dictionaryForm(token.text),
      sentence,
    });
    if (SENTENCE_END.test(token.text)) sentence += 1;
  }
  // A page ending without a full stop still has its last sentence; close the count there.
  return words;
}
