import type { Credits, Licence } from '../../../contract/credits';
import type { StoryLanguage } from '../../../contract/languages';

/**
 * A book as read from any format (EPUB, Global Storybooks Markdown, ReadAlongs), before it
 * is stored: plain text only (markup dropped), pictures as raw bytes still to be checked,
 * narration as audio with word times. The readers produce it; storeBook keeps it.
 */
export interface ImportedBook {
  /**
   * The book's identity across imports: "epub:<dc:identifier>", "global-storybooks:0001",
   * "readalong:<sha-256 of title and text>". Importing a book with a known key updates
   * the story instead of making a second copy.
   */
  sourceKey: string;
  /**
   * Story language ids (the eight by name, any other by tag) in the book's order; the first
   * is its own language. Never empty.
   */
  languages: StoryLanguage[];
  /** Title per language (at least the first language's). */
  titles: Partial<Record<StoryLanguage, string>>;
  /** A sentence or two about the book, when the source has one (dc:description). */
  summary: string;
  /** Pages in reading order, at least one. */
  pages: ImportedPage[];
  /** The pictures the pages refer to by index. */
  pictures: ImportedPicture[];
  licence: Licence;
  credits: Credits;
  /** Recorded narration per language: one entry per page (null where a page has none). */
  narration: Partial<Record<StoryLanguage, (ImportedNarration | null)[]>>;
  /**
   * What the reader left out or changed and the person should know, as sentences: a
   * picture the book names but the upload lacks, a licence Kahani does not know, a summary
   * shortened to fit. The book is still imported. Absent means none.
   */
  warnings?: string[];
}

export interface ImportedPage {
  /** The page's text per language; a language of the book may be empty on a picture-only page. */
  texts: Partial<Record<StoryLanguage, string>>;
  /** Index into ImportedBook.pictures, or null for a page without a picture. */
  picture: number | null;
  /** The picture's alt text, when the source has one. */
  imageDescription: string;
}

export interface ImportedPicture {
  /** The name inside the book ("images/p3.jpg"), for messages and the library's name. */
  name: string;
  bytes: Uint8Array;
}

/** One page's recorded voice: its own audio file and the words' times within it. */
export interface ImportedNarration {
  audio: { bytes: Uint8Array; format: 'mp3' | 'wav' };
  /** Words of the page's text in order, with times in seconds from the audio's start. */
  words: { text: string; startSeconds: number; endSeconds: number }[];
}

/** Why a file (or the book it belongs to) cannot be imported, as a sentence for the person. */
export class ImportRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportRefusal';
  }
}

/** An uploaded file as the readers take it. */
export interface UploadedFile {
  name: string;
  bytes: Uint8Array;
}

/** What became of an uploaded file (or an entry of an uploaded .zip) after reading. */
export type ReadOutcome =
  | { files: string[]; ok: true; book: ImportedBook }
  | { files: string[]; ok: false; reason: string };
