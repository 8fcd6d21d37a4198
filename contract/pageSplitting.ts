import { PAGE_TEXT_MAX, WORDS_PER_PAGE } from './limits';

/*
 * How a parent's story request becomes pages. The server splits with it, and the request
 * form counts the pages with it, so a story that would make too many pages is caught
 * while it is written rather than refused after sending.
 */

export interface PageSize {
  words: number;
  chars: number;
}

const PAGE_SIZE: PageSize = { words: WORDS_PER_PAGE, chars: PAGE_TEXT_MAX };

const wordCount = (text: string) => text.split(' ').length;
const fits = (text: string, size: PageSize) =>
  wordCount(text) <= size.words && text.length <= size.chars;

/** Cuts between code points, never inside a surrogate pair, into pieces of at most `chars`. */
function cutWord(word: string, chars: number): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const codePoint of word) {
    if (piece.length + codePoint.length > chars) {
      pieces.push(piece);
      piece = '';
    }
    piece += codePoint;
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/** Joins units with spaces into as few pages as the size allows, in order. */
function pack(units: readonly string[], size: PageSize): string[] {
  const pages: string[] = [];
  let current = '';
  for (const unit of units) {
    const candidate = current ? `${current} ${unit}` : unit;
    if (current && !fits(candidate, size)) {
      pages.push(current);
      current = unit;
    } else {
      current = candidate;
    }
  }
  if (current) pages.push(current);
  return pages;
}

/**
 * A sentence too long for one page (or text with no sentence end at all) is cut at word
 * boundaries into pages of even length; only a single word longer than a page is cut inside.
 */
function splitSentence(sentence: string, size: PageSize): string[] {
  if (fits(sentence, size)) return [sentence];
  const words = sentence.split(' ').flatMap((word) => cutWord(word, size.chars));
  const pageCount = Math.ceil(words.length / size.words);
  return pack(words, { ...size, words: Math.ceil(words.length / pageCount) });
}

/**
 * Splits a parent's story into pages: one page per blank-line paragraph, and a long
 * paragraph split at sentence ends into pages of about 60 words. No page is longer than
 * a page may be, so every page can be saved in the editor and narrated.
 */
export function pagesFromContent(content: string, size: PageSize = PAGE_SIZE): string[] {
  const paragraphs = content
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  return paragraphs.flatMap((paragraph) => {
    const sentences = (paragraph.match(/[^.!?।]+[.!?।]+["'”’)]*\s*|[^.!?।]+$/g) ?? [paragraph])
      .map((sentence) => sentence.trim())
      .filter(Boolean);
    return pack(
      sentences.flatMap((sentence) => splitSentence(sentence, size)),
      size,
    );
  });
}
