import { joinNames } from '../../../../contract/credits';
import {
  englishLanguageName,
  sortLanguages,
  type StoryLanguage,
} from '../../../../contract/languages';
import type { ImportedBook, ImportedPage } from '../book';
import { checkBook } from './bookChecks';
import { creditNames, licenceOf, splitNames } from './credits';
import { languageFromNameOrTag, unknownLanguage } from './languages';
import { BookPictures, isPictureName } from './pictures';
import { baseName, count, joinParagraphs, oneLine, refuse, sha256 } from './text';
import type { BookFiles, UploadEntry } from './upload';

/**
 * Global Storybooks Markdown: a "# Title" line, pages separated by lines holding only "##",
 * each page an optional picture line "![alt](p1.jpg)" and text, and a last section of
 * credits ("* License: [CC-BY]", "* Text: …", "* Illustration: …", "* Translation: …",
 * "* Language: en"). Files whose names start with the same story number ("0001_…") are
 * one story in several languages, page N of each being page N.
 */

export interface MarkdownPage {
  text: string;
  image: { reference: string; alt: string } | null;
}

export interface MarkdownStory {
  language: StoryLanguage;
  title: string;
  /** Lines under the title on the cover, if any. */
  subtitle: string;
  pages: MarkdownPage[];
  licenceWords: string;
  authors: string[];
  illustrators: string[];
  translators: string[];
  warnings: string[];
}

const TITLE = /^#\s+(.*?)\s*#*\s*$/;
const PAGE_BREAK = /^\s*##\s*$/;
const IMAGE_LINE = /^\s*!\[([^\]]*)\]\(\s*<?([^)\s>]+)>?(?:\s+["'][^"']*["'])?\s*\)\s*$/;
const CREDIT_LINE = /^\s*[*-]\s*([\p{L} ]+?)\s*:\s*(.*?)\s*$/u;
/** A page has at most PAGE_TEXT_MAX characters; a line may carry some markup besides. */
const LINE_MAX = 5_000;

type CreditField = 'licence' | 'authors' | 'illustrators' | 'translators' | 'language';
const CREDIT_FIELDS: Record<string, CreditField> = {
  license: 'licence',
  licence: 'licence',
  text: 'authors',
  author: 'authors',
  authors: 'authors',
  writer: 'authors',
  illustration: 'illustrators',
  illustrations: 'illustrators',
  illustrator: 'illustrators',
  translation: 'translators',
  translator: 'translators',
  language: 'language',
};

/** The story number a file name starts with ("0001_the-kite.md" → "0001"). */
export const storyNumberOf = (name: string) => /^(\d{1,6})_/.exec(baseName(name))?.[1] ?? null;

/** Markdown's inline marks taken out: emphasis, links (their text kept), code, raw tags. */
function plainMarkdown(line: string): string {
  return line
    .replace(/^\s{0,3}#{1,6}\s+/, '')
    .replace(/^\s{0,3}>\s?/, '')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]*>/g, '')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|[^\p{L}\p{N}])([*_])(\S(?:.*?\S)?)\2(?=$|[^\p{L}\p{N}])/gu, '$1$3')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\\([\\`*_{}[\]()#+\-.!>])/g, '$1');
}

function readPage(lines: string[], warnings: string[], pageNumber: number): MarkdownPage {
  let image: MarkdownPage['image'] = null;
  const paragraphs: string[] = [];
  let paragraph: string[] = [];
  const close = () => {
    if (paragraph.length) paragraphs.push(paragraph.join(' '));
    paragraph = [];
  };
  for (const line of lines) {
    const picture = IMAGE_LINE.exec(line);
    if (picture) {
      close();
      if (image) warnings.push(`Page ${pageNumber} has more than one picture; the first is used.`);
      else image = { alt: oneLine(picture[1]!), reference: picture[2]! };
    } else if (!line.trim()) {
      close();
    } else {
      paragraph.push(plainMarkdown(line).trim());
    }
  }
  close();
  return { text: joinParagraphs(paragraphs), image };
}

/** Reads one Markdown file; refuses it (naming `subject`) when it is not a storybook. */
export function parseStorybookMarkdown(source: string, subject: string): MarkdownStory {
  const lines = source.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  // No page holds a line this long, and the patterns below need not meet one.
  const long = lines.findIndex((line) => line.length > LINE_MAX);
  if (long >= 0) {
    throw refuse(
      subject,
      `has a line of ${count(lines[long]!.length)} characters (line ${long + 1}); a story's lines have at most ${count(LINE_MAX)}`,
    );
  }
  const firstLine = lines.findIndex((line) => line.trim() !== '');
  const title = firstLine >= 0 ? TITLE.exec(lines[firstLine]!)?.[1] : undefined;
  if (title === undefined) throw refuse(subject, 'does not start with a title line ("# Title")');
  const sections: string[][] = [[]];
  for (const line of lines.slice(firstLine + 1)) {
    if (PAGE_BREAK.test(line)) sections.push([]);
    else sections.at(-1)!.push(line);
  }
  const [cover, ...rest] = sections;
  const credits: Partial<Record<CreditField, string>> = {};
  const last = rest.at(-1) ?? [];
  const creditLines = last
    .map((line) => CREDIT_LINE.exec(line))
    .filter((match) => match && CREDIT_FIELDS[match[1]!.toLowerCase()]);
  if (creditLines.length > 0) {
    rest.pop();
    for (const match of creditLines) {
      credits[CREDIT_FIELDS[match![1]!.toLowerCase()]!] = match![2]!;
    }
  }
  const warnings: string[] = [];
  const pages = rest
    .map((section, index) => readPage(section, warnings, index + 1))
    .filter((page) => page.text || page.image);
  const languageWords = oneLine(credits.language ?? '');
  if (!languageWords) {
    throw refuse(subject, 'does not say which language it is in (a "* Language:" line)');
  }
  const language = languageFromNameOrTag(languageWords);
  if (!language) throw unknownLanguage(subject, languageWords);
  return {
    language,
    title: oneLine(plainMarkdown(title)),
    subtitle: joinParagraphs((cover ?? []).map((line) => plainMarkdown(line))),
    pages,
    licenceWords: (credits.licence ?? '').replace(/^\s*\[(.*)\]\s*$/, '$1'),
    authors: splitNames(credits.authors ?? ''),
    illustrators: splitNames(credits.illustrators ?? ''),
    translators: splitNames(credits.translators ?? ''),
    warnings,
  };
}

/** Markdown files grouped into books: by story number, else each on its own. */
export function groupStorybookFiles(entries: UploadEntry[]): UploadEntry[][] {
  const groups = new Map<string, UploadEntry[]>();
  for (const entry of entries) {
    const key = storyNumberOf(entry.path) ?? `file:${entry.name}`;
    groups.set(key, [...(groups.get(key) ?? []), entry]);
  }
  return [...groups.values()];
}

const decode = (bytes: Uint8Array) => new TextDecoder('utf-8').decode(bytes);

/** One book from the Markdown files of one story, in any number of languages. */
export function readStorybookGroup(entries: UploadEntry[], files: BookFiles): ImportedBook {
  const names = joinNames(entries.map((entry) => entry.name));
  const read = entries.map((entry) => ({
    entry,
    story: parseStorybookMarkdown(decode(entry.bytes), entry.name),
  }));
  // Languages in a story's order: the eight first, in theirs, then the others by tag.
  const order = sortLanguages(read.map(({ story }) => story.language));
  const stories = read.sort(
    (a, b) => order.indexOf(a.story.language) - order.indexOf(b.story.language),
  );
  for (let index = 1; index < stories.length; index++) {
    if (stories[index]!.story.language === stories[index - 1]!.story.language) {
      throw refuse(
        joinNames([stories[index - 1]!.entry.name, stories[index]!.entry.name]),
        `are both in ${englishLanguageName(stories[index]!.story.language)}; a story has one text per language`,
      );
    }
  }
  const counts = stories.map(({ story }) => story.pages.length);
  if (new Set(counts).size > 1) {
    const detail = stories
      .map(({ entry, story }) => `${entry.name}: ${story.pages.length}`)
      .join(', ');
    throw refuse(
      names,
      `are one story in several languages, but their page counts differ (${detail})`,
    );
  }
  const [first] = stories;
  const warnings = stories.flatMap(({ entry, story }) =>
    story.warnings.map((warning) => `${entry.name}: ${warning}`),
  );
  const pictures = new BookPictures();
  const pages: ImportedPage[] = first!.story.pages.map((_, pageIndex) => {
    const page: ImportedPage = { texts: {}, picture: null, imageDescription: '' };
    for (const { entry, story } of stories) {
      const own = story.pages[pageIndex]!;
      if (own.text) page.texts[story.language] = own.text;
      if (!own.image || page.picture !== null) continue;
      const picture = files.find(entry.path, own.image.reference);
      if (!picture) {
        warnings.push(
          `${entry.name}: the picture of page ${pageIndex + 1} (${own.image.reference}) is not in the upload, so the page has no picture.`,
        );
      } else if (!isPictureName(picture.path)) {
        warnings.push(
          `${entry.name}: the picture of page ${pageIndex + 1} (${picture.name}) is not a JPEG, PNG, WebP or SVG picture, so the page has no picture.`,
        );
      } else {
        page.picture = pictures.add(picture.path, picture.bytes);
        page.imageDescription = own.image.alt;
      }
    }
    return page;
  });
  const licence = licenceOf(first!.story.licenceWords, warnings);
  for (const { entry, story } of stories.slice(1)) {
    if (story.licenceWords && licenceOf(story.licenceWords, []).id !== licence.id) {
      warnings.push(
        `${entry.name} names another licence (${story.licenceWords}); ${first!.entry.name}'s is kept.`,
      );
    }
  }
  const number = storyNumberOf(first!.entry.path);
  const text = pages.map((page) => page.texts[first!.story.language] ?? '').join('\n');
  const translators: ImportedBook['credits']['translators'] = {};
  for (const { story } of stories) {
    const names = creditNames(story.translators, 'translator', warnings);
    if (names.length) translators[story.language] = names;
  }
  const book: ImportedBook = {
    sourceKey: `global-storybooks:${number ?? sha256(first!.story.language, first!.story.title, text)}`,
    languages: stories.map(({ story }) => story.language),
    titles: Object.fromEntries(
      stories.filter(({ story }) => story.title).map(({ story }) => [story.language, story.title]),
    ),
    summary: first!.story.subtitle,
    pages,
    pictures: pictures.list,
    licence,
    credits: {
      authors: creditNames(
        stories.flatMap(({ story }) => story.authors),
        'author',
        warnings,
      ),
      illustrators: creditNames(
        stories.flatMap(({ story }) => story.illustrators),
        'illustrator',
        warnings,
      ),
      translators,
      originalTitle: '',
      publisher: '',
      sourceUrl: '',
    },
    narration: {},
    warnings,
  };
  return checkBook(book, stories.length > 1 ? `The story in ${names}` : first!.entry.name);
}
