// Everything an export of a story in one language is made of: its pages' text, words and
// pictures, and each page's narration with the time of every word. EPUB and ReadAlongs are
// written from this, so both say the same thing.

import type { Credits, Licence } from '../../../contract/credits';
import {
  languageTag,
  textDirection,
  type Alignment,
  type StoryLanguage,
  type TextDirection,
} from '../../../contract/languages';
import { pageTextIn } from '../../../contract/stories';
import { tokenize, wordTimings, type WordTiming } from '../../../contract/words';
import type { Database } from '../db/open';
import type { StoryRow } from '../domain/storyRecords';
import { readMp3Info } from '../narration/mp3';
import type { NarrationOrder, Narrator } from '../narration/narrator';
import { findPlayableRecording } from '../recordings/recordingStore';
import type { RecordedWord } from '../../../contract/recordings';
import { alignmentFromWords } from '../recordings/wordAlignment';
import { loadPicture } from './pictures';
import { titleLanguage } from './titleLanguage';

/** A picture of the book, once however many pages show it. */
export interface ExportPicture {
  /** Where the story's pages point at it (`/illustrations/…`, `/pictures/…`). */
  source: string;
  /** Its name inside the export: `images/picture-1.svg`. */
  name: string;
  bytes: Buffer;
  mediaType: string;
}

/** A page's narration: its MP3 and when each of the page's words is spoken in it. */
export interface PageNarration {
  audio: Buffer;
  /** A person's recording of the page, or the synthesised voice. */
  source: 'recording' | 'synthesis';
  /** One entry per word of the page's text (as `tokenize` counts words), seconds. */
  words: WordTiming[];
  /** How long the MP3 plays, seconds. */
  durationSeconds: number;
  /** The MP3's sample rate; null when the audio is not MP3 frames. */
  sampleRate: number | null;
}

export interface ExportPage {
  /** 1-based, as the story numbers its pages. */
  number: number;
  /** The page's text in the export's language, trimmed; empty for a page without words. */
  text: string;
  /** How many words `text` has (tokenize's count). */
  wordCount: number;
  imageDescription: string;
  picture: ExportPicture | null;
  /** Null for a page without words. */
  narration: PageNarration | null;
}

export interface ExportBook {
  storyId: string;
  slug: string;
  published: boolean;
  language: StoryLanguage;
  /** BCP 47 tag of `language`. */
  tag: string;
  /** Which way the language's text runs: right-to-left books turn their pages the other way. */
  direction: TextDirection;
  /** The title in the language, or the story's own title when it has no translation. */
  title: string;
  /** The tag of the title's language (differs from `tag` when the title is untranslated). */
  titleTag: string;
  author: string;
  summary: string;
  licence: Licence;
  credits: Credits;
  updatedAt: Date;
  pages: ExportPage[];
  /** Every picture once, in the order pages first show them. */
  pictures: ExportPicture[];
}

export interface MaterialSources {
  db: Database;
  narrate: Narrator;
  /** Whether the narration engine has a voice for a language; without one a book is text only. */
  speaks: (language: StoryLanguage) => boolean;
  illustrationsDir: string;
}

export interface MaterialOptions {
  /** Whose quota new syntheses count against (null: not metered). */
  payer: NarrationOrder['payer'];
  /** Use the story's recorded narration where a page has one (else only the synthesised voice). */
  recordings: boolean;
  /** Aborted when nobody waits for the export any more: no further page is synthesised. */
  signal: AbortSignal;
}

/** The title a reader of `language` sees, and its language's tag. */
function titleOf(row: StoryRow, language: StoryLanguage): { title: string; tag: string } {
  const translated = language === 'english' ? '' : row.translatedTitles[language]?.trim();
  return translated
    ? { title: translated, tag: languageTag(language) }
    : { title: row.title, tag: languageTag(titleLanguage(row)) };
}

const wordCountOf = (text: string, language: StoryLanguage) =>
  tokenize(text, language).filter((token) => token.wordIndex !== null).length;

/**
 * The story in `language`, every page with words narrated: recorded narration where there is
 * one for the page's current text, the synthesised voice (cached) for the others.
 */
export async function gatherBook(
  sources: MaterialSources,
  row: StoryRow,
  language: StoryLanguage,
  options: MaterialOptions,
): Promise<ExportBook> {
  const pictures = new Map<string, ExportPicture | null>();
  const pages: ExportPage[] = [];
  // A language no voice speaks is exported as text, as the reader shows it.
  const narrated = sources.speaks(language);
  for (const [index, page] of row.pages.entries()) {
    options.signal.throwIfAborted();
    const number = index + 1;
    const text = pageTextIn(page, language).trim();
    const picturePath = page.image_path;
    if (picturePath && !pictures.has(picturePath)) {
      const found = await loadPicture(sources.db, sources.illustrationsDir, picturePath);
      const count = [...pictures.values()].filter(Boolean).length;
      pictures.set(
        picturePath,
        found && {
          source: picturePath,
          name: `images/picture-${count + 1}.${found.extension}`,
          bytes: found.bytes,
          mediaType: found.contentType,
        },
      );
    }
    pages.push({
      number,
      text,
      wordCount: wordCountOf(text, language),
      imageDescription: page.image_description.trim(),
      picture: (picturePath && pictures.get(picturePath)) || null,
      narration:
        text && narrated
          ? await pageNarration(sources, row, { number, text, language }, options)
          : null,
    });
  }
  const { title, tag: titleTag } = titleOf(row, language);
  return {
    storyId: row.id,
    slug: row.slug,
    published: row.status === 'published',
    language,
    tag: languageTag(language),
    direction: textDirection(language),
    title,
    titleTag,
    author: row.author,
    summary: row.summary,
    licence: row.licence,
    credits: row.credits,
    updatedAt: row.updatedAt,
    pages,
    pictures: [...pictures.values()].filter((picture): picture is ExportPicture => !!picture),
  };
}

async function pageNarration(
  sources: MaterialSources,
  row: StoryRow,
  page: { number: number; text: string; language: StoryLanguage },
  options: MaterialOptions,
): Promise<PageNarration> {
  const recording = options.recordings
    ? await findPlayableRecording(
        sources.db,
        { storyId: row.id, pageNo: page.number, language: page.language, text: page.text },
        // The story's own narration only: nobody's private recording goes into a book.
        null,
      )
    : undefined;
  if (recording) {
    return {
      ...narrationOf(
        recording.audio,
        'recording',
        alignmentFromWords(recording.text, recording.words, recording.durationSeconds),
        recording.durationSeconds,
        page.language,
      ),
      words: recordedWordTimings(recording, page.language),
    };
  }
  const answer = JSON.parse(
    await sources.narrate({
      text: page.text,
      language: page.language,
      storyId: row.id,
      // A rejected story's text is not kept: nobody will read it in the library.
      keep: row.status !== 'rejected',
      regenerate: false,
      // Readers waiting for a page go first; an export can wait its turn.
      urgent: false,
      payer: options.payer,
    }),
  ) as { audioBase64: string; alignment: Alignment };
  const audio = Buffer.from(answer.audioBase64, 'base64');
  const spokenUntil = answer.alignment.character_end_times_seconds.at(-1) ?? 0;
  return narrationOf(audio, 'synthesis', answer.alignment, spokenUntil, page.language);
}

/**
 * A recording's own word times on the page's words: a word keeps the start and end it was
 * recorded with (the reader's character timing stretches punctuation to the next word, or to
 * the end of the audio after the last), so a book taken out and brought back keeps them.
 * Words the aligner could not place keep the character timing's estimate.
 */
function recordedWordTimings(
  recording: { text: string; words: RecordedWord[]; durationSeconds: number },
  language: StoryLanguage,
): WordTiming[] {
  const timings = wordTimings(
    alignmentFromWords(recording.text, recording.words, recording.durationSeconds),
    language,
  );
  const tokenStarts: { offset: number; index: number }[] = [];
  let offset = 0;
  for (const token of tokenize(recording.text, language)) {
    if (token.wordIndex !== null) tokenStarts.push({ offset, index: token.wordIndex });
    offset += token.text.length;
  }
  const recorded = new Map<number, { start: number; end: number }>();
  for (const word of recording.words) {
    const token = tokenStarts.findLast((candidate) => candidate.offset <= word.offset);
    if (!token) continue;
    const known = recorded.get(token.index);
    recorded.set(token.index, {
      start: Math.min(known?.start ?? Infinity, word.startSeconds),
      end: Math.max(known?.end ?? 0, word.endSeconds),
    });
  }
  return timings.map((timing) => ({ ...timing, ...recorded.get(timing.index) }));
}

function narrationOf(
  audio: Buffer,
  source: PageNarration['source'],
  alignment: Alignment,
  fallbackSeconds: number,
  language: StoryLanguage,
): PageNarration {
  const mp3 = readMp3Info(audio);
  return {
    audio,
    source,
    words: wordTimings(alignment, language),
    durationSeconds: mp3?.durationSeconds ?? fallbackSeconds,
    sampleRate: mp3?.sampleRate ?? null,
  };
}
