import { DEFAULT_LICENCE } from '../../../../../contract/credits';
import type { StoryLanguage } from '../../../../../contract/languages';
import { STORY_TITLE_MAX } from '../../../../../contract/limits';
import type { ImportedBook, ImportedPage } from '../../book';
import { unpackArchive, type ArchiveEntry, type UnpackBudget } from '../archive';
import { checkBook } from '../bookChecks';
import { creditNames, licenceInText, licenceOf, publisherOf, sourceUrlOf } from '../credits';
import { bookLanguageOf, bookLanguages } from '../languages';
import { narrationPerPage, type PageWords } from '../narration';
import { BookPictures, isPictureName } from '../pictures';
import { clip, oneLine, sha256 } from '../text';
import { resolveReference } from '../upload';
import { parseXml } from '../xml';
import { blockTexts, readContentDocument, type ContentBlock } from './contentPages';
import { readMediaOverlay } from './mediaOverlays';
import { readMetadata, type EpubMetadata } from './metadata';
import { EpubFiles, readPackage, type ManifestItem } from './package';

/**
 * EPUB 2 and 3 books as StoryWeaver, the African Storybook, Bloom and pandoc make them:
 * metadata from the OPF, one page per picture-and-text block of the spine's documents,
 * pictures by their references, and recorded narration from Media Overlays.
 */

/** Documents that are not the story's pages, by the epub:type their producers give them. */
const NOT_PAGES = new Set([
  'cover',
  'titlepage',
  'halftitlepage',
  'colophon',
  'copyright-page',
  'imprint',
  'credits',
  'contributors',
  'acknowledgments',
  'toc',
  'landmarks',
  'loi',
  'lot',
  'index',
  'backmatter',
]);

/** Text that gives a credits or licence page away. */
const CREDITS_TEXT =
  /licen[cs]e|creative\s*commons|\bcc[\s-]?by\b|\bcc0\b|copyright|©|all rights reserved|\bisbn\b|attribution|storyweaver|african storybook|bloom ?library|this book was made possible|disclaimer/i;

const PICTURE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/svg+xml']);
const CONTENT_TYPES = new Set(['application/xhtml+xml', 'text/html']);
/** Longer identifiers are hashed, so that the key stays a key. */
const IDENTIFIER_MAX = 300;

interface Block extends ContentBlock {
  documentPath: string;
  /** The block's first picture's path in the archive, when it has one. */
  picturePath: string | null;
  /** Timed words per language, from the Media Overlay. */
  voices: Map<StoryLanguage, PageWords>;
}

const allText = (block: ContentBlock) => Object.values(blockTexts(block)).join('\n');

/** Only the title, creators and publisher (a cover or title page), or nothing at all. */
function isFrontMatter(block: Block, metadata: EpubMetadata): boolean {
  let text = ` ${allText(block).toLowerCase()} `;
  const known = [
    ...metadata.titles.map((title) => title.text),
    ...metadata.authors,
    ...metadata.illustrators,
    ...metadata.translators,
    metadata.publisher,
  ]
    .filter(Boolean)
    .map((value) => value.toLowerCase())
    .sort((a, b) => b.length - a.length);
  for (const value of known) text = text.split(value).join(' ');
  text = text.replace(
    /\b(by|written|illustrated|translated|story|author|illustrator|illustrations?|translator|and|text|pictures?)\b/g,
    ' ',
  );
  return !/[\p{L}\p{N}]/u.test(text);
}

function pictureOf(
  block: Block,
  files: EpubFiles,
  typeOfPath: Map<string, string>,
  warnings: string[],
): string | null {
  if (!block.image) return null;
  const path = resolveReference(block.documentPath, block.image.reference);
  const reference = block.image.reference;
  if (!path) {
    warnings.push(`The picture ${reference} is not inside the book, so its page has no picture.`);
    return null;
  }
  const type = typeOfPath.get(path);
  if (!(type ? PICTURE_TYPES.has(type) : isPictureName(path))) {
    warnings.push(
      `The picture ${path} is not a JPEG, PNG, WebP or SVG picture, so its page has no picture.`,
    );
    return null;
  }
  if (!files.get(path)) {
    warnings.push(`The picture ${path} is missing from the book, so its page has no picture.`);
    return null;
  }
  return path;
}

/** Reads each content document of the spine into blocks, noting the ones that are not pages. */
function readSpine(
  spine: ManifestItem[],
  files: EpubFiles,
  languages: StoryLanguage[],
  titles: string[],
  subject: string,
  warnings: string[],
) {
  const blocks: Block[] = [];
  const creditsTexts: string[] = [];
  const idsByDocument = new Map<string, ReturnType<typeof readContentDocument>['ids']>();
  for (const item of spine) {
    if (item.properties.includes('nav')) continue;
    if (!CONTENT_TYPES.has(item.mediaType)) continue;
    const bytes = files.get(item.path);
    if (!bytes) {
      warnings.push(`The page document ${item.path} is missing from the book and was skipped.`);
      continue;
    }
    const document = parseXml(bytes, `${subject} (${item.path})`, 'xhtml');
    const content = readContentDocument(document, languages, titles);
    if ([...content.structure].some((type) => NOT_PAGES.has(type))) {
      creditsTexts.push(...content.blocks.map(allText));
      continue;
    }
    idsByDocument.set(item.path, content.ids);
    for (const block of content.blocks) {
      blocks.push(
        Object.assign(block, { documentPath: item.path, picturePath: null, voices: new Map() }),
      );
    }
  }
  return { blocks, creditsTexts, idsByDocument };
}

/** Leaves out the cover and title pages at the start and the credits pages at the end. */
function storyBlocks(blocks: Block[], metadata: EpubMetadata, creditsTexts: string[]): Block[] {
  const pages = blocks.filter((block) => block.image || allText(block));
  // A cover shows the title (often with the cover picture); a cover of a picture alone is
  // told by its document's name, since a story's first page may be a picture alone too.
  while (pages.length > 0) {
    const first = pages[0]!;
    const looksLikeCover =
      !first.image || allText(first) !== '' || /cover/i.test(first.documentPath);
    if (!looksLikeCover || !isFrontMatter(first, metadata)) break;
    pages.shift();
  }
  while (pages.length > 0 && CREDITS_TEXT.test(allText(pages.at(-1)!))) {
    creditsTexts.push(allText(pages.pop()!));
  }
  return pages;
}

/** Attaches each Media Overlay word to the block (and language) whose element it names. */
function readOverlays(
  spine: ManifestItem[],
  manifest: Map<string, ManifestItem>,
  files: EpubFiles,
  idsByDocument: ReturnType<typeof readSpine>['idsByDocument'],
  subject: string,
  warnings: string[],
): void {
  const smilPaths = new Set(
    spine
      .map((item) => item.mediaOverlay && manifest.get(item.mediaOverlay)?.path)
      .filter((path): path is string => Boolean(path)),
  );
  for (const smilPath of smilPaths) {
    const bytes = files.get(smilPath);
    if (!bytes) {
      warnings.push(`The narration timing ${smilPath} is missing from the book.`);
      continue;
    }
    for (const clipped of readMediaOverlay(bytes, smilPath, subject)) {
      const target = idsByDocument.get(clipped.documentPath)?.get(clipped.elementId);
      if (!target) continue;
      const block = target.block as Block;
      const text = oneLine(target.element.textContent ?? '');
      if (!text) continue;
      const voice = block.voices.get(target.language) ?? { audio: clipped.audioPath, words: [] };
      if (voice.audio !== clipped.audioPath) continue;
      voice.words.push({
        text,
        startSeconds: clipped.startSeconds,
        endSeconds: clipped.endSeconds,
      });
      block.voices.set(target.language, voice);
    }
  }
}

/** Rights longer than this are a sentence (an attribution) rather than a licence's name. */
const RIGHTS_NAME_MAX = 60;

/**
 * The words naming the book's licence: dc:rights as written when it is short, the licence
 * it names when it is a sentence ("… is licensed under CC BY 4.0 (…)"), else the
 * dcterms:license address, else what a credits page says.
 */
function licenceWordsOf(metadata: EpubMetadata, creditsTexts: string[]): string {
  const { rights } = metadata;
  if (rights) return rights.length > RIGHTS_NAME_MAX ? (licenceInText(rights) ?? rights) : rights;
  return metadata.licenceAddress || licenceInText(creditsTexts.join('\n')) || '';
}

function titlesOf(
  metadata: EpubMetadata,
  languages: StoryLanguage[],
): Partial<Record<StoryLanguage, string>> {
  const titles: Partial<Record<StoryLanguage, string>> = {};
  for (const title of metadata.titles) {
    const language = title.language ? bookLanguageOf(title.language, languages) : null;
    if (language && !titles[language]) titles[language] = title.text;
  }
  const first = languages[0]!;
  titles[first] ??= metadata.titles[0]?.text ?? '';
  return titles;
}

/** Reads an EPUB file, unpacking it within `budget`. */
export async function readEpub(
  subject: string,
  bytes: Uint8Array,
  budget: UnpackBudget,
): Promise<ImportedBook> {
  return readUnpackedEpub(subject, await unpackArchive(bytes, subject, budget));
}

/** Reads an EPUB whose files are unpacked already. */
export function readUnpackedEpub(subject: string, entries: ArchiveEntry[]): ImportedBook {
  const files = new EpubFiles(entries);
  const epub = readPackage(files, subject);
  const metadata = readMetadata(epub);
  const languages = bookLanguages(subject, metadata.languages);
  const warnings: string[] = [];
  const typeOfPath = new Map(
    [...epub.manifest.values()].map((item) => [item.path, item.mediaType]),
  );

  const { blocks, creditsTexts, idsByDocument } = readSpine(
    epub.spine,
    files,
    languages,
    metadata.titles.map((title) => title.text),
    subject,
    warnings,
  );
  readOverlays(epub.spine, epub.manifest, files, idsByDocument, subject, warnings);
  const kept = storyBlocks(blocks, metadata, creditsTexts);
  for (const block of kept) block.picturePath = pictureOf(block, files, typeOfPath, warnings);

  const pictures = new BookPictures();
  const pages: ImportedPage[] = kept.map((block) => {
    const path = block.picturePath;
    return {
      texts: blockTexts(block),
      picture: path ? pictures.add(path, files.get(path)!) : null,
      imageDescription: block.picturePath ? (block.image?.alt ?? '') : '',
    };
  });

  const narration: ImportedBook['narration'] = {};
  for (const language of languages) {
    const voices = kept.map((block) => block.voices.get(language) ?? null);
    if (voices.some(Boolean)) {
      narration[language] = narrationPerPage(voices, (path) => files.get(path), warnings);
    }
  }

  const licenceWords = licenceWordsOf(metadata, creditsTexts);
  const translatedInto = languages.length > 1 ? languages.slice(1) : languages;
  const translators = creditNames(metadata.translators, 'translator', warnings);
  const titles = titlesOf(metadata, languages);
  const text = pages.map((page) => Object.values(page.texts).join('\n')).join('\n');
  const identifier = oneLine(metadata.identifier);
  const book: ImportedBook = {
    sourceKey:
      identifier && identifier.length <= IDENTIFIER_MAX
        ? `epub:${identifier}`
        : `epub:${sha256(identifier || (titles[languages[0]!] ?? ''), identifier ? '' : text)}`,
    languages,
    titles,
    summary: metadata.description,
    pages,
    pictures: pictures.list,
    licence: licenceWords ? licenceOf(licenceWords, warnings) : DEFAULT_LICENCE,
    credits: {
      authors: creditNames(metadata.authors, 'author', warnings),
      illustrators: creditNames(metadata.illustrators, 'illustrator', warnings),
      translators: translators.length
        ? Object.fromEntries(translatedInto.map((language) => [language, translators]))
        : {},
      originalTitle: clip(metadata.originalTitle, STORY_TITLE_MAX),
      publisher: publisherOf(metadata.publisher),
      sourceUrl: sourceUrlOf(metadata.source),
    },
    narration,
    warnings,
  };
  return checkBook(book, subject);
}
