import type { Element, Node } from '@xmldom/xmldom';
import { DEFAULT_LICENCE } from '../../../../contract/credits';
import type { ImportedBook, ImportedPage } from '../book';
import { parseClockValue } from './audio';
import { checkBook } from './bookChecks';
import { creditNames, licenceOf, publisherOf, sourceUrlOf, splitNames } from './credits';
import { languageFromNameOrTag, unknownLanguage } from './languages';
import { narrationPerPage, type PageWords, type TimedWord } from './narration';
import { BookPictures, isPictureName, pictureFromDataUrl } from './pictures';
import { baseName, clip, joinParagraphs, oneLine, refuse, sha256, stemOf } from './text';
import { folderOf, type BookFiles, type UploadEntry, type UploadSet } from './upload';
import {
  CDATA_SECTION_NODE,
  TEXT_NODE,
  attribute,
  childElements,
  descendants,
  isElement,
  languageAttribute,
  parseXml,
} from './xml';

/**
 * ReadAlongs Studio files: `<read-along>` (or the older `<TEI>`) holding `<text xml:lang>`,
 * pages as `<div type="page">`, paragraphs, sentences and words (`<w id time dur>`). Older
 * versions keep the times in a SMIL file beside it. The audio is the upload's file of the
 * same name (.mp3 or .wav), or its only audio file; its word times become the language's
 * recorded narration, cut per page.
 */

interface ReadAlongWord {
  id: string;
  text: string;
  startSeconds: number | null;
  endSeconds: number | null;
}

interface ReadAlongPage {
  paragraphs: string[];
  graphic: string | null;
  words: ReadAlongWord[];
}

/** Translations and notes ReadAlongs keeps beside the text: not the text itself. */
const isAnnotation = (element: Element) =>
  element.hasAttribute('annotation-id') || element.localName === 'graphic';

/** Text under a node, annotations left out. */
function textOf(node: Node): string {
  if (node.nodeType === TEXT_NODE || node.nodeType === CDATA_SECTION_NODE)
    return node.nodeValue ?? '';
  if (!isElement(node) || isAnnotation(node)) return '';
  let text = '';
  for (let child = node.firstChild; child; child = child.nextSibling) text += textOf(child);
  return text;
}

function wordsOf(node: Element): ReadAlongWord[] {
  return descendants(node, 'w')
    .filter((word) => {
      for (let up: Node | null = word; up && up !== node; up = up.parentNode) {
        if (isElement(up) && isAnnotation(up)) return false;
      }
      return true;
    })
    .map((word) => {
      const start = parseClockValue(attribute(word, 'time') ?? '');
      const duration = parseClockValue(attribute(word, 'dur') ?? '');
      return {
        id: attribute(word, 'id') ?? '',
        text: oneLine(textOf(word)),
        startSeconds: start,
        endSeconds: start !== null ? start + (duration ?? 0) : null,
      };
    });
}

function readPages(body: Element): ReadAlongPage[] {
  const divs = descendants(body, 'div').filter((div) => attribute(div, 'type') === 'page');
  return (divs.length ? divs : [body]).map((page) => {
    const paragraphs = descendants(page, 'p');
    return {
      paragraphs: (paragraphs.length ? paragraphs : [page]).map((element) =>
        oneLine(textOf(element)),
      ),
      graphic: descendants(page, 'graphic').map((graphic) => attribute(graphic, 'url'))[0] ?? null,
      words: wordsOf(page),
    };
  });
}

/** Word times from an older ReadAlong's SMIL: by word id, with the audio each is in. */
function smilTimes(smil: UploadEntry, readAlong: UploadEntry) {
  const document = parseXml(smil.bytes, smil.name);
  const times = new Map<string, { audio: string; startSeconds: number; endSeconds: number }>();
  for (const par of descendants(document, 'par')) {
    const source = attribute(childElements(par, 'text')[0] ?? par, 'src') ?? '';
    const audio = childElements(par, 'audio')[0];
    const [file, id] = source.split('#');
    if (!audio || !id || (file && baseName(file) !== baseName(readAlong.path))) continue;
    const startSeconds = parseClockValue(attribute(audio, 'clipBegin') ?? '');
    const endSeconds = parseClockValue(attribute(audio, 'clipEnd') ?? '');
    if (startSeconds === null) continue;
    times.set(id, {
      audio: attribute(audio, 'src') ?? '',
      startSeconds,
      endSeconds: Math.max(startSeconds, endSeconds ?? startSeconds),
    });
  }
  return times;
}

const sameStem = (a: UploadEntry, b: UploadEntry) =>
  stemOf(a.path).toLowerCase() === stemOf(b.path).toLowerCase();

/**
 * The audio beside a ReadAlong: the file its root's `audio` attribute names, else the file
 * of the same name, else the upload's only one.
 */
function audioFor(
  readAlong: UploadEntry,
  upload: UploadSet,
  named: string | null,
): UploadEntry | null {
  const pointed = named ? upload.find(readAlong.path, named) : null;
  if (pointed?.kind === 'audio') return pointed;
  const audio = upload.ofKind('audio');
  const sameName = audio.filter((entry) => sameStem(entry, readAlong));
  const sameFolder = sameName.filter((entry) => folderOf(entry.path) === folderOf(readAlong.path));
  return sameFolder[0] ?? sameName[0] ?? (audio.length === 1 ? audio[0]! : null);
}

function metaValues(root: Element): Map<string, string[]> {
  const values = new Map<string, string[]>();
  for (const meta of descendants(root, 'meta')) {
    const name = attribute(meta, 'name')?.trim().toLowerCase();
    const content = oneLine(attribute(meta, 'content') ?? '');
    if (name && content) values.set(name, [...(values.get(name) ?? []), content]);
  }
  return values;
}

/** "the-red-kite" → "The red kite", for a ReadAlong that names no title. */
function titleFromName(name: string): string {
  const words = stemOf(name).replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Timed words of each page, against the audio file each names (null for untimed pages). */
function timedPages(
  pages: ReadAlongPage[],
  entry: UploadEntry,
  audioHref: string | null,
  files: BookFiles,
  warnings: string[],
): (PageWords | null)[] {
  const upload = files.upload;
  const inline = pages.some((page) => page.words.some((word) => word.startSeconds !== null));
  let times: ReturnType<typeof smilTimes> | null = null;
  let audio: UploadEntry | null = null;
  if (inline) {
    audio = audioFor(entry, upload, audioHref);
  } else {
    const smil =
      upload.ofKind('smil').find((candidate) => sameStem(candidate, entry)) ??
      upload
        .ofKind('smil')
        .find((candidate) =>
          new TextDecoder().decode(candidate.bytes).includes(baseName(entry.path)),
        );
    if (!smil) return pages.map(() => null);
    files.use(smil);
    times = smilTimes(smil, entry);
    const named = [...times.values()][0]?.audio;
    audio = (named && files.find(smil.path, named)) || audioFor(entry, upload, audioHref);
  }
  const hasWords = inline || (times?.size ?? 0) > 0;
  if (!hasWords) return pages.map(() => null);
  if (!audio) {
    warnings.push(
      `No audio was found for ${entry.name} (${stemOf(entry.name)}.mp3 or .wav), so its narration was left out.`,
    );
    return pages.map(() => null);
  }
  files.use(audio);
  return pages.map((page) => {
    const words: TimedWord[] = [];
    for (const word of page.words) {
      const time = times ? times.get(word.id) : word;
      if (!word.text || !time || time.startSeconds === null || time.endSeconds === null) continue;
      words.push({ text: word.text, startSeconds: time.startSeconds, endSeconds: time.endSeconds });
    }
    return words.length ? { audio: audio.name, words } : null;
  });
}

export function readReadAlong(entry: UploadEntry, files: BookFiles): ImportedBook {
  const upload = files.upload;
  const document = parseXml(entry.bytes, entry.name);
  const root = document.documentElement!;
  if (root.localName !== 'read-along' && root.localName !== 'TEI') {
    throw refuse(entry.name, `is not a ReadAlongs file (its root element is <${root.localName}>)`);
  }
  const text = descendants(root, 'text')[0];
  if (!text) throw refuse(entry.name, 'has no <text> element');
  const tag = languageAttribute(text) ?? languageAttribute(root);
  if (!tag) throw refuse(entry.name, 'does not say which language it is in (xml:lang)');
  const language = languageFromNameOrTag(tag);
  if (!language) throw unknownLanguage(entry.name, tag);
  const body = childElements(text, 'body')[0] ?? text;
  const readPagesList = readPages(body);
  const warnings: string[] = [];
  const voices = timedPages(readPagesList, entry, attribute(root, 'audio'), files, warnings);

  const pictures = new BookPictures();
  const pages: ImportedPage[] = readPagesList.map((page, index) => {
    const imported: ImportedPage = { texts: {}, picture: null, imageDescription: '' };
    const pageText = joinParagraphs(page.paragraphs);
    if (pageText) imported.texts[language] = pageText;
    if (page.graphic) {
      const embedded = pictureFromDataUrl(page.graphic);
      const picture = embedded ? null : files.find(entry.path, page.graphic);
      if (embedded) {
        const name = `${stemOf(entry.path)}-${sha256(page.graphic).slice(0, 12)}.${embedded.extension}`;
        imported.picture = pictures.add(name, embedded.bytes);
      } else if (picture && isPictureName(picture.path)) {
        imported.picture = pictures.add(picture.path, picture.bytes);
      } else {
        const shown = page.graphic.startsWith('data:') ? 'embedded' : page.graphic;
        warnings.push(
          `The picture of page ${index + 1} (${clip(shown, 200)}) is not in the upload as a JPEG, PNG, WebP or SVG file, so the page has no picture.`,
        );
      }
    }
    return imported;
  });
  const kept = pages
    .map((page, index) => ({ page, voice: voices[index] ?? null }))
    .filter(({ page }) => page.picture !== null || page.texts[language]);

  const meta = metaValues(root);
  const first = (name: string) => meta.get(name)?.[0] ?? '';
  const names = (...keys: string[]) =>
    keys.flatMap((key) => meta.get(key) ?? []).flatMap(splitNames);
  const title = first('title') || first('header') || titleFromName(entry.name);
  const allText = kept.map(({ page }) => page.texts[language] ?? '').join('\n');
  const translators = creditNames(names('translator', 'translators'), 'translator', warnings);
  const licenceWords = first('license') || first('licence') || first('rights');
  const book: ImportedBook = {
    sourceKey: `readalong:${sha256(language, title, allText)}`,
    languages: [language],
    titles: { [language]: title },
    summary: first('description') || first('subheader'),
    pages: kept.map(({ page }) => page),
    pictures: pictures.list,
    licence: licenceWords ? licenceOf(licenceWords, warnings) : DEFAULT_LICENCE,
    credits: {
      authors: creditNames(names('author', 'authors'), 'author', warnings),
      illustrators: creditNames(names('illustrator', 'illustrators'), 'illustrator', warnings),
      translators: translators.length ? { [language]: translators } : {},
      originalTitle: '',
      publisher: publisherOf(first('publisher')),
      sourceUrl: sourceUrlOf(first('source')),
    },
    narration: {},
    warnings,
  };
  const keptVoices = kept.map(({ voice }) => voice);
  if (keptVoices.some(Boolean)) {
    book.narration[language] = narrationPerPage(
      keptVoices,
      (name) => upload.entries.find((candidate) => candidate.name === name)?.bytes ?? null,
      warnings,
    );
  }
  return checkBook(book, entry.name);
}
