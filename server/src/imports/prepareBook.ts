import { joinNames } from '../../../contract/credits';
import { AUTHOR_MAX, SUMMARY_MAX } from '../../../contract/limits';
import { LANGUAGE_LABELS, TRANSLATION_LANGUAGES, type Language } from '../../../contract/languages';
import type { RecordedWord } from '../../../contract/recordings';
import {
  emptyPage,
  pageTextIn,
  storyUpdateSchema,
  type Page,
  type StoryUpdate,
} from '../../../contract/stories';
import { readMp3Info } from '../narration/mp3';
import { preparePicture, type PreparedPicture } from '../pictures/preparePicture';
import { splitWords } from '../recordings/alignerWords';
import { monoSamples, readWav } from '../recordings/wav';
import { ImportRefusal, type ImportedBook, type ImportedNarration } from './book';

/** A page's narration ready to be stored as the story's recording in that language. */
export interface PreparedNarration {
  language: Language;
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

const PAGE_FIELD = new Map<string, Language>([
  ['parent_narration_text', 'english'],
  ...TRANSLATION_LANGUAGES.map((language) => [language, language] as [string, Language]),
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
    pages: book.pages.map((page, index) => {
      const texts = Object.fromEntries(
        [...PAGE_FIELD].map(([field, language]) => [field, page.texts[language] ?? '']),
      );
      return {
        ...emptyPage(index + 1),
        ...texts,
        image_description: page.imageDescription,
      } as Page;
    }),
    licence: book.licence,
    credits: book.credits,
  };
  const checked = storyUpdateSchema.safeParse(candidate);
  if (!checked.success) throw new ImportRefusal(refusalOf(checked.error.issues[0]));
  const { version: _version, ...story } = checked.data;
  return { ...story, licence: book.licence, credits: book.credits };
}

/** "page 3 (हिन्दी): Page text in हिन्दी must be at most 1500 characters." */
function refusalOf(issue: { path: PropertyKey[]; message: string } | undefined): string {
  if (!issue) return 'is not a story Kahani can keep.';
  const [where, index, field] = issue.path;
  if (where === 'pages' && typeof index === 'number') {
    const language = typeof field === 'string' ? PAGE_FIELD.get(field) : undefined;
    const place = language
      ? `page ${index + 1} (${LANGUAGE_LABELS[language]})`
      : `page ${index + 1}`;
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
  place: { language: Language; pageNo: number; text: string },
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
  const { words, unplacedWords } = placedWords(place.text, recorded.words, durationSeconds);
  return { ...place, audio, durationSeconds, words, unplacedWords };
}

const comparable = (word: string) =>
  word
    .normalize('NFC')
    .toLocaleLowerCase()
    .replace(/[\p{P}\p{S}]/gu, '');

/**
 * Gives the page's words (as the reader highlights them) the times the book gives its
 * words, matched in order; a page word the book's words skip is unplaced.
 */
export function placedWords(
  text: string,
  timed: ImportedNarration['words'],
  durationSeconds: number,
): { words: RecordedWord[]; unplacedWords: string[] } {
  const words: RecordedWord[] = [];
  const unplacedWords: string[] = [];
  let next = 0;
  for (const word of splitWords(text)) {
    const target = comparable(word.text);
    const found = timed.findIndex(
      (candidate, index) => index >= next && comparable(candidate.text) === target,
    );
    const match = found >= 0 && found - next <= 3 ? timed[found] : undefined;
    if (!match) {
      unplacedWords.push(word.text);
      continue;
    }
    next = found + 1;
    const startSeconds = Math.min(Math.max(0, match.startSeconds), durationSeconds);
    const endSeconds = Math.min(Math.max(startSeconds, match.endSeconds), durationSeconds);
    words.push({ ...word, startSeconds, endSeconds });
  }
  return { words, unplacedWords };
}
