import { createHash } from 'node:crypto';
import { ImportRefusal } from '../book';

/**
 * Plain text from books: whatever markup a source had is gone by the time text reaches
 * these helpers, and what is left is made storable (PostgreSQL refuses U+0000 and lone
 * surrogates) and tidy (one space between words, one newline between paragraphs).
 */

/** Control characters other than tab and newline, which show nothing and break storage. */
const CONTROLS = /(?![\t\n])\p{Cc}/gu;
const LONE_SURROGATES = /\p{Cs}/gu;
/** Every kind of space (no-break, em, ideographic…) and tab, but not newlines. */
const SPACES = /[^\S\n]+/g;

/** Removes what cannot be stored; keeps zero-width joiners, which Indic scripts need. */
export function storable(text: string): string {
  return text.replace(CONTROLS, ' ').replace(LONE_SURROGATES, '\uFFFD').normalize('NFC');
}

/** One line: spaces collapsed, newlines become spaces, trimmed. */
export function oneLine(text: string): string {
  return storable(text).replace(/\s+/g, ' ').trim();
}

/** Paragraphs joined by a blank line, the lines within one by a newline; spaces collapsed; empty ones dropped. */
export function joinParagraphs(paragraphs: readonly string[]): string {
  return paragraphs
    .map((paragraph) =>
      storable(paragraph)
        .split('\n')
        .map((line) => line.replace(SPACES, ' ').trim())
        .filter(Boolean)
        .join('\n'),
    )
    .filter(Boolean)
    .join('\n\n');
}

/** Shortens text to `max` characters at a word when it can, marking the cut with "…". */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const atSpace = cut.lastIndexOf(' ');
  const kept = atSpace > max / 2 ? cut.slice(0, atSpace) : cut;
  // Never leave half of a surrogate pair at the end.
  return `${kept.replace(/[\uD800-\uDBFF]$/, '')}…`;
}

export function sha256(...parts: string[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\u0000');
  return hash.digest('hex');
}

/** The base name of a path: "archive.zip/images/p1.jpg" → "p1.jpg". */
export function baseName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/** The lower-case extension with its dot: "P1.JPG" → ".jpg"; "" when there is none. */
export function extensionOf(path: string): string {
  const name = baseName(path);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot).toLowerCase() : '';
}

/** The name without its extension: "0001_the-kite.md" → "0001_the-kite". */
export function stemOf(path: string): string {
  const name = baseName(path);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(0, dot) : name;
}

/** "1,500" */
export const count = (value: number) => value.toLocaleString('en');

/**
 * A refusal about a file or group of files, as the sentence the person reads:
 * `refuse('kite.epub', 'has no pages')` → "kite.epub has no pages."
 */
export function refuse(subject: string, predicate: string): ImportRefusal {
  return new ImportRefusal(`${subject} ${predicate}.`);
}
