import { joinNames } from '../../../contract/credits';
import { AUTHOR_MAX, SUMMARY_MAX } from '../../../contract/limits';
import {
  TRANSLATION_LANGUAGES,
  languageName,
  type StoryLanguage,
} from '../../../contract/languages';
import type { RecordedWord } from '../../../contract/recordings';
import {
  emptyPage,
  pageTextIn,
  storyUpdateSchema,
  withPageText,
  type Page,
  type StoryUpdate,
} from '../../../contract/stories';
import { readMp3Info } from '../narration/mp3';
import { preparePicture, type PreparedPicture } from '../pictures/preparePicture';
import { splitWords, type TextWord } from '../recordings/alignerWords';
import { monoSamples, readWav } from '../recordings/wav';
import { ImportRefusal, type ImportedBook, type ImportedNarration } from './book';

/** A page's narration ready to be stored as the story's recording in that language. */
export interface PreparedNarration {
  language: StoryLanguage;
  pageNo: number;
  text: string;
  audio: Buffer;
  durationSeconds: number;
  words: RecordedWord[];
  unplacedWords: string[];
}

/** A book checked whole and ready to store: nothing about it can be refused any more. */
export interface PreparedBook {
  book: ImportedBook;
  /** The story as the editor would save it; pages' image_path is filled in when stored. */
  story: Omit<StoryUpdate, 'version' | 'licence' | 'credits'> & {
    licence: ImportedBook['licence'];
    credits: ImportedBook['credits'];
  };
  /** The pictures by the book's index, each checked and re-encoded. */
  pictures: PreparedPicture[];
  narration: PreparedNarration[];
}

/** Turns WAV narration into MP3 (the format recordings are stored and served in). */
export interface NarrationEncoder {
  encode(samples: Int16Array, sampleRate: number): Promise<Buffer>;
}

/** The page fields of the eight languages' texts, and the language of each. */
const PAGE_FIELD = new Map<string, StoryLanguage>([
  ['parent_narration_text', 'english'],
  ...TRANSLATION_LANGUAGES.map((language) => [language, language] as [string, StoryLanguage]),
]);

/**
 * Checks a book as the editor's save would (limits, characters) and prepares its pictures
 * and narration. Throws ImportRefusal with a sentence when any part of it cannot be kept:
 * a book is imported whole or not at all.
 */
export async function prepareBook(
  book: ImportedBook,
  encoder: NarrationEncoder,
): Promise<PreparedBook> {
  const story = checkedStory(book);
  // All at once: the picture library lets as many run as the cores allow and queues the rest.
  const outcomes = await Promise.all(
    book.pictures.map((picture) => preparePicture(picture.name, picture.bytes)),
  );
  const pictures: PreparedPicture[] = outcomes.map((prepared, index) => {
    if (prepared.ok) return prepared.picture;
    throw new ImportRefusal(`The picture ${book.pictures[index]!.name} ${prepared.reason}`);
  });
  const narration: PreparedNarration[] = [];
  for (const language of book.languages) {
    const pages = book.narration[language] ?? [];
    for (const [index, recorded] of pages.entries()) {
      const page = story.pages[index];
      if (!recorded || !page) continue;
      const text = pageTextIn(page, language);
      if (!text.trim()) continue;
      narration.push(
        await preparedNarration(recorded, { language, pageNo: index + 1, text }, encoder),
      );
    }
  }
  return { book, story, pictures, narration };
}

/**
 * The story a book becomes. Its title is the title in the book's own (first) language, and
 * every language's title is among the translated titles too, English's aside; so a book
 * without English keeps an empty English text on every page rather than one made up.
 */
function checkedStory(book: ImportedBook): PreparedBook['story'] {
  const [first] = book.languages;
  if (!first) throw new ImportRefusal('names no language.');
  const title = book.titles[first]?.trim() ?? '';
  const translatedTitles = Object.fromEntries(
    Object.entries(book.titles).filter(([language]) => language !== 'english'),
  );
  const authors = book.credits.authors;
  const authorLine = joinNames(authors);
  const candidate = {
    title,
    author: authorLine.length <= AUTHOR_MAX ? authorLine : `${authors[0] ?? ''} and others`,
    summary: shortened(book.summary, SUMMARY_MAX),
    version: 1,
    translated_titles: translatedTitles,
    pages: book.pages.map((page, index) =>
      book.languages.reduce(
        (story, language) => withPageText(story, language, page.texts[language] ?? ''),
        { ...emptyPage(index + 1), image_description: page.imageDescription } as Page,
      ),
    ),
    licence: book.licence,
    credits: book.credits,
  };
  const checked = storyUpdateSchema.safeParse(candidate);
  if (!checked.success) throw new ImportRefusal(refusalOf(checked.error.issues[0]));
  const { version: _version, ...story } = checked.data;
  return { ...story, licence: book.licence, credits: book.credits };
}

/** "page 3 (বাংলা): Page text must be at most 1500 characters." */
function refusalOf(issue: { path: PropertyKey[]; message: string } | undefined): string {
  if (!issue) return 'is not a story Kahani can keep.';
  const [where, index, field, key] = issue.path;
  if (where === 'pages' && typeof index === 'number') {
    const language =
      field === 'texts' && typeof key === 'string'
        ? key
        : typeof field === 'string'
          ? PAGE_FIELD.get(field)
          : undefined;
    const place = language ? `page ${index + 1} (${languageName(language)})` : `page ${index + 1}`;
    return `cannot be kept: ${place}: ${issue.message}`;
  }
  return `cannot be kept: ${issue.message}`;
}

function shortened(text: string, max: number): string {
  const clean = text.trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut}…`;
}

async function preparedNarration(
  recorded: ImportedNarration,
  place: { language: StoryLanguage; pageNo: number; text: string },
  encoder: NarrationEncoder,
): Promise<PreparedNarration> {
  let audio: Buffer;
  let durationSeconds: number;
  const bytes = Buffer.from(recorded.audio.bytes);
  if (recorded.audio.format === 'wav') {
    const wav = readWav(bytes);
    const samples = monoSamples(wav);
    durationSeconds = samples.length / wav.sampleRate;
    audio = await encoder.encode(samples, wav.sampleRate);
  } else {
    const info = readMp3Info(bytes);
    if (!info)
      throw new ImportRefusal(`has narration for page ${place.pageNo} that is not MP3 audio.`);
    audio = bytes;
    durationSeconds = info.durationSeconds;
  }
  const { words, unplacedWords } = placedWords(
    place.text,
    recorded.words,
    durationSeconds,
    place.language,
  );
  return { ...place, audio, durationSeconds, words, unplacedWords };
}

const comparable = (word: string) =>
  word
    .normalize('NFC')
    .toLocaleLowerCase()
    .replace(/[\p{P}\p{S}]/gu, '');

/** The word as its timed counterpart must read: NFC, the punctuation at its ends left out. */
const bare = (word: string) => word.normalize('NFC').replace(/^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu, '');

/**
 * The timed words from `from` on that spell out a page word together: scripts written
 * without spaces (Chinese, Thai, Japanese) give a run of words the page splits as one.
 */
function spelledBy(
  word: TextWord,
  timed: ImportedNarration['words'],
  from: number,
): { pieces: Omit<RecordedWord, 'startSeconds' | 'endSeconds'>[]; next: number } | null {
  const pieces: Omit<RecordedWord, 'startSeconds' | 'endSeconds'>[] = [];
  let cursor = 0;
  let at = from;
  while (cursor < word.text.length && at < timed.length) {
    const piece = bare(timed[at]!.text);
    if (!piece || !word.text.startsWith(piece, cursor)) return null;
    pieces.push({ text: piece, offset: word.offset + cursor, length: piece.length });
    cursor += piece.length;
    at += 1;
  }
  return cursor === word.text.length && pieces.length > 1 ? { pieces, next: at } : null;
}

/**
 * Gives the page's words (as the reader highlights them) the times the book gives its
 * words, matched in order; a page word the book's words skip is unplaced.
 */
export function placedWords(
  text: string,
  timed: ImportedNarration['words'],
  durationSeconds: number,
  language?: StoryLanguage,
): { words: RecordedWord[]; unplacedWords: string[] } {
  const words: RecordedWord[] = [];
  const unplacedWords: string[] = [];
  const within = (startSeconds: number, endSeconds: number) => {
    const start = Math.min(Math.max(0, startSeconds), durationSeconds);
    return {
      startSeconds: start,
      endSeconds: Math.min(Math.max(start, endSeconds), durationSeconds),
    };
  };
  let next = 0;
  for (const word of splitWords(text, language)) {
    const target = comparable(word.text);
    const found = timed.findIndex(
      (candidate, index) => index >= next && comparable(candidate.text) === target,
    );
    const match = found >= 0 && found - next <= 3 ? timed[found] : undefined;
    if (match) {
      next = found + 1;
      words.push({ ...word, ...within(match.startSeconds, match.endSeconds) });
      continue;
    }
    const spelled = spelledBy(word, timed, next);
    if (!spelled) {
      unplacedWords.push(word.text);
      continue;
    }
    spelled.pieces.forEach((piece, index) => {
      const source = timed[next + index]!;
      words.push({ ...piece, ...within(source.startSeconds, source.endSeconds) });
    });
    next = spelled.next;
  }
  return { words, unplacedWords };
}
