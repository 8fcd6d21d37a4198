/**
 * The books a choice of files makes, read the way the server reads one upload
 * (server/src/imports/read): the Markdown files of a Global Storybooks story in several
 * languages ("0001_ant.md", "0001_ant_hi.md") are one book, and so is a ReadAlongs file with
 * the audio and SMIL of the same name ("moon.readalong", "Moon.mp3"), or with the only audio
 * chosen. A picture goes with the book whose text shows it ("![…](images/p1.jpg)",
 * `<graphic url="p1.jpg"/>`). Every other file (an EPUB, a .zip) is a book of its own. Each
 * book is then sent on its own, so a large batch goes book by book.
 */

/** A Global Storybooks file: its story number starts the name. */
const STORY_NUMBER = /^(\d{1,6})_.*\.md$/i;
/** The files that carry a ReadAlongs text. */
const READALONG_TEXT = /\.(readalong|xml)$/i;
const AUDIO = /\.(mp3|wav)$/i;
const SMIL = /\.smil$/i;
const PICTURE = /\.(jpe?g|png|webp|svg)$/i;
/** Files whose text may show pictures, read in the browser before grouping. */
export const SHOWS_PICTURES = /\.(md|readalong|xml)$/i;

/** A picture's address as a book's text writes it: its file name, in lower case. */
const pictureNameOf = (address: string) =>
  (address.split(/[?#]/)[0]!.split('/').pop() ?? '').toLowerCase();

/**
 * The pictures a book's text shows, by file name in lower case: Markdown images and
 * ReadAlongs graphics (and any src or href attribute).
 */
export function picturesShownBy(text: string): string[] {
  const addresses = [
    ...text.matchAll(/!\[[^\]]*\]\(\s*<?([^)\s>]+)/g),
    ...text.matchAll(/\b(?:url|src|href)\s*=\s*["']([^"']+)["']/g),
  ].map((match) => pictureNameOf(match[1]!));
  return [...new Set(addresses.filter((name) => PICTURE.test(name)))];
}

/** The name without its extension, as the server compares them: "Moon.mp3" -> "moon". */
const stemOf = (name: string) => name.replace(/\.[^.]*$/, '').toLowerCase();

/**
 * Which book each file belongs to: files with the same key are one book. `names` are every
 * chosen file's name, in the order chosen; `shown`, by a text file's name, the pictures its
 * text shows (picturesShownBy).
 */
export function bookKeysOf(
  names: readonly string[],
  shown: Readonly<Record<string, readonly string[]>> = {},
): string[] {
  const readAlongs = names.filter((name) => READALONG_TEXT.test(name));
  const readAlongStems = new Set(readAlongs.map(stemOf));
  const audio = names.filter((name) => AUDIO.test(name));
  // The server pairs a ReadAlongs file without audio of its name with the upload's only audio.
  const onlyAudioGoesWith =
    readAlongs.length === 1 && audio.length === 1 ? stemOf(readAlongs[0]!) : null;
  const keyOf = (name: string): string => {
    const number = STORY_NUMBER.exec(name)?.[1];
    if (number) return `story:${number}`;
    if (READALONG_TEXT.test(name)) return `readalong:${stemOf(name)}`;
    if (AUDIO.test(name) || SMIL.test(name)) {
      if (readAlongStems.has(stemOf(name))) return `readalong:${stemOf(name)}`;
      if (AUDIO.test(name) && onlyAudioGoesWith !== null) return `readalong:${onlyAudioGoesWith}`;
    }
    if (PICTURE.test(name)) {
      const picture = name.toLowerCase();
      const shower = names.find((text) => shown[text]?.includes(picture));
      if (shower) return keyOf(shower);
    }
    return `file:${name}`;
  };
  return names.map(keyOf);
}

export interface FileGroup<F> {
  /** The book's key (bookKeysOf). */
  key: string;
  files: F[];
}

/** The chosen files as books, in the order their first file was chosen. */
export function groupFiles<F extends { name: string }>(
  files: readonly F[],
  shown: Readonly<Record<string, readonly string[]>> = {},
): FileGroup<F>[] {
  const keys = bookKeysOf(
    files.map((file) => file.name),
    shown,
  );
  const groups = new Map<string, F[]>();
  files.forEach((file, index) => {
    const key = keys[index]!;
    groups.set(key, [...(groups.get(key) ?? []), file]);
  });
  return [...groups].map(([key, grouped]) => ({ key, files: grouped }));
}
