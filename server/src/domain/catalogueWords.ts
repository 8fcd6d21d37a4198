import { hasUnspacedScript } from '../../../contract/words';

/*
 * The words of catalogue text, found the same way for a story and for a search, in JavaScript
 * so that they do not depend on the database's locale: a database whose character type is C
 * finds no words at all in Bengali or Chinese text.
 */

/** Chinese characters and kana carry meaning one by one, so each is a word of its own too. */
const HAN_OR_KANA = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
/** Letters with their marks (the vowel signs of Indic scripts), digits, and the joiners. */
const WORD_RUN = /[\p{L}\p{M}\p{N}\u200c\u200d]+/gu;
const JOINERS = /[\u200c\u200d]/g;
/** Accents of Latin and Greek letters, so that "nino" finds "niño" and "cafe" finds "café". */
const LATIN_OR_GREEK_ACCENT = /([\p{Script=Latin}\p{Script=Greek}])\p{Mn}+/gu;
/** Text with nothing to normalise or fold but case. */
const ASCII = /^[ -~\s]*$/;
/** Longer "words" are not words (a run of letters someone held a key down for). */
const WORD_MAX = 64;

// One segmenter for all text, so that a story and a search split the same way.
const segmenter = new Intl.Segmenter('en', { granularity: 'word' });

/**
 * Text as it is compared: compatibility forms folded (NFKC), lower case, Latin and Greek
 * accents left out. Indic vowel signs are marks too, but they follow letters of their own
 * scripts and are kept.
 */
export function foldText(text: string): string {
  if (ASCII.test(text)) return text.toLowerCase();
  return text
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFD')
    .replace(LATIN_OR_GREEK_ACCENT, '$1')
    .normalize('NFC');
}

/** A word as written, and whether it is a run of characters that each are words. */
export interface Word {
  text: string;
  /** Chinese or Japanese: its characters are words too. */
  ideographic: boolean;
}

/** The words of a text, folded, in order. */
export function wordsOf(text: string): Word[] {
  const words: Word[] = [];
  const folded = foldText(text);
  const spaced = !hasUnspacedScript(folded);
  for (const [run] of folded.matchAll(WORD_RUN)) {
    const clean = run.includes('\u200c') || run.includes('\u200d') ? run.replace(JOINERS, '') : run;
    if (spaced || !hasUnspacedScript(clean)) {
      if (clean && clean.length <= WORD_MAX) words.push({ text: clean, ideographic: false });
      continue;
    }
    for (const segment of segmenter.segment(clean)) {
      if (segment.isWordLike && segment.segment.length <= WORD_MAX) {
        words.push({ text: segment.segment, ideographic: HAN_OR_KANA.test(segment.segment) });
      }
    }
  }
  return words;
}

/** The lexemes a text is found by: its words, and every character of Chinese and Japanese ones. */
export function lexemesOf(text: string): string[] {
  const lexemes: string[] = [];
  for (const word of wordsOf(text)) {
    lexemes.push(word.text);
    const characters = Array.from(word.text);
    if (word.ideographic && characters.length > 1) lexemes.push(...characters);
  }
  return lexemes;
}

/**
 * The different words of a text in its own spelling (lower case, accents kept), for
 * PostgreSQL's stemmers: the words of a story's language repeat, and each is stemmed once.
 */
export function distinctWordsOf(texts: readonly string[]): string {
  const words = new Set<string>();
  for (const text of texts) {
    const lower = ASCII.test(text) ? text.toLowerCase() : text.normalize('NFKC').toLowerCase();
    for (const [word] of lower.matchAll(WORD_RUN)) words.add(word);
  }
  return [...words].join(' ');
}

/** A lexeme quoted for PostgreSQL's tsvector and tsquery text forms. */
export const quoteLexeme = (lexeme: string) =>
  `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
