import type { Document, Element, Node } from '@xmldom/xmldom';
import type { StoryLanguage } from '../../../../../contract/languages';
import { bookLanguageOf } from '../languages';
import { joinParagraphs, oneLine } from '../text';
import {
  CDATA_SECTION_NODE,
  TEXT_NODE,
  attribute,
  descendants,
  firstDescendant,
  isElement,
  languageAttribute,
} from '../xml';

/**
 * The pages of one XHTML content document. Text is taken as plain text (markup, scripts,
 * styles, event handlers and links are never used), and the document is split into
 * picture-and-text blocks: a document with at most one picture is one page (StoryWeaver,
 * Bloom, the African Storybook); one with several is split at each picture (pandoc), the
 * text going with the picture it follows or precedes, as the document's own order shows.
 */

export interface ContentImage {
  /** The src as written, for messages. */
  reference: string;
  alt: string;
}

export interface ContentBlock {
  /** Paragraphs per language. */
  paragraphs: Map<StoryLanguage, string[]>;
  image: ContentImage | null;
}

export interface ContentPages {
  blocks: ContentBlock[];
  /** Ids of the document's elements: which block holds each, and in which language. */
  ids: Map<string, { block: ContentBlock; element: Element; language: StoryLanguage }>;
  /** epub:type values of the document's body and top sections ("cover", "colophon"…). */
  structure: Set<string>;
}

const SKIPPED = new Set([
  'head',
  'script',
  'noscript',
  'style',
  'template',
  'title',
  'nav',
  'aside',
  'rt',
  'rp',
  'iframe',
  'object',
  'embed',
  'audio',
  'video',
  'button',
  'input',
  'select',
  'textarea',
  'math',
  'desc',
  'text',
]);

const BLOCKS = new Set([
  'p',
  'div',
  'section',
  'article',
  'main',
  'header',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'figure',
  'figcaption',
  'blockquote',
  'pre',
  'table',
  'tr',
  'td',
  'th',
  'caption',
  'address',
  'hr',
  'br',
]);

const HEADINGS = /^h[1-6]$/;
const EPUB_NS = 'http://www.idpf.org/2007/ops';

const epubTypes = (element: Element) =>
  (element.getAttributeNS(EPUB_NS, 'type') || element.getAttribute('epub:type') || '')
    .split(/\s+/)
    .filter(Boolean);

/** Elements a reader never shows: hidden, aria-hidden duplicates, page-number markers. */
function isHidden(element: Element): boolean {
  if (element.hasAttribute('hidden') || attribute(element, 'aria-hidden') === 'true') return true;
  if (/display\s*:\s*none/i.test(element.getAttribute('style') ?? '')) return true;
  return epubTypes(element).includes('pagebreak');
}

type Token =
  | { kind: 'paragraph'; language: StoryLanguage; text: string; heading: boolean; ids: Element[] }
  | { kind: 'image'; image: ContentImage };

interface WalkState {
  tokens: Token[];
  /** The paragraph being gathered, per language. */
  open: Map<StoryLanguage, string>;
  heading: boolean;
  /** Elements with ids met since the last paragraph was closed: they belong to the next. */
  pendingIds: Element[];
  languageOf: Map<Element, StoryLanguage>;
  /** Inside a figcaption that repeats its picture's alt text (pandoc's figures). */
  captionAlt: string | null;
  /** Headings that only repeat the book's title. */
  titles: Set<string>;
}

function closeParagraph(state: WalkState): void {
  for (const [language, text] of state.open) {
    const paragraph = oneLine(text);
    if (!paragraph) continue;
    if (state.captionAlt !== null && paragraph === state.captionAlt) continue;
    if (state.heading && state.titles.has(paragraph)) continue;
    state.tokens.push({
      kind: 'paragraph',
      language,
      text: paragraph,
      heading: state.heading,
      ids: state.pendingIds.splice(0),
    });
  }
  state.open.clear();
}

function imageOf(element: Element): ContentImage | null {
  const name = element.localName;
  const reference =
    name === 'img'
      ? element.getAttribute('src')
      : name === 'image'
        ? attribute(element, 'href')
        : null;
  if (!reference) return null;
  return { reference, alt: oneLine(element.getAttribute('alt') ?? '') };
}

/**
 * Splits a content document into blocks. In a book of several languages, text under an
 * element whose lang names one of them is that language's; all other text is the first's.
 */
export function readContentDocument(
  document: Document,
  bookLanguages: StoryLanguage[],
  titles: string[] = [],
): ContentPages {
  const body = firstDescendant(document, 'body') ?? document.documentElement!;
  const structure = new Set([
    ...epubTypes(body),
    ...descendants(body, 'section').slice(0, 1).flatMap(epubTypes),
  ]);
  const state: WalkState = {
    tokens: [],
    open: new Map(),
    heading: false,
    pendingIds: [],
    languageOf: new Map(),
    captionAlt: null,
    titles: new Set(titles),
  };
  const firstLanguage = bookLanguages[0]!;

  const walk = (node: Node, language: StoryLanguage): void => {
    if (node.nodeType === TEXT_NODE || node.nodeType === CDATA_SECTION_NODE) {
      state.open.set(language, `${state.open.get(language) ?? ''}${node.nodeValue ?? ''}`);
      return;
    }
    if (!isElement(node)) return;
    const name = node.localName ?? '';
    if (SKIPPED.has(name) || isHidden(node)) return;
    const image = imageOf(node);
    if (image) {
      closeParagraph(state);
      state.tokens.push({ kind: 'image', image });
      return;
    }
    let own = language;
    const tag = node === body ? null : languageAttribute(node);
    if (tag && bookLanguages.length > 1) own = bookLanguageOf(tag, bookLanguages) ?? own;
    const block = BLOCKS.has(name);
    if (block) closeParagraph(state);
    if (node.getAttribute('id')) {
      state.pendingIds.push(node);
      state.languageOf.set(node, own);
    }
    const wasHeading = state.heading;
    const wasCaption = state.captionAlt;
    if (HEADINGS.test(name)) state.heading = true;
    if (name === 'figcaption') {
      const figureImage =
        node.parentNode && isElement(node.parentNode)
          ? descendants(node.parentNode, 'img')[0]
          : undefined;
      state.captionAlt = figureImage ? oneLine(figureImage.getAttribute('alt') ?? '') : null;
    }
    for (let child = node.firstChild; child; child = child.nextSibling) walk(child, own);
    if (block) closeParagraph(state);
    state.heading = wasHeading;
    state.captionAlt = wasCaption;
  };
  walk(body, firstLanguage);
  closeParagraph(state);

  const { blocks, blockOfToken } = groupIntoBlocks(state.tokens);
  const ids: ContentPages['ids'] = new Map();
  // Elements with ids inside a paragraph (a Media Overlay's words) belong to the paragraph
  // that was open when they were met.
  state.tokens.forEach((token, index) => {
    if (token.kind !== 'paragraph') return;
    for (const element of token.ids) {
      ids.set(element.getAttribute('id')!, {
        block: blockOfToken[index]!,
        element,
        language: state.languageOf.get(element) ?? token.language,
      });
    }
  });
  return { blocks, ids, structure };
}

/** See the module's comment: one block per picture when a document has several. */
function groupIntoBlocks(tokens: Token[]): {
  blocks: ContentBlock[];
  blockOfToken: ContentBlock[];
} {
  const blocks: ContentBlock[] = [];
  const blockOfToken: ContentBlock[] = [];
  const images = tokens.filter((token) => token.kind === 'image').length;
  const firstContent = tokens.find((token) => token.kind === 'image' || !token.heading);
  const imageFirst = firstContent?.kind === 'image';
  const start = (): ContentBlock => {
    const block: ContentBlock = { paragraphs: new Map(), image: null };
    blocks.push(block);
    return block;
  };
  let block: ContentBlock | null = null;
  for (const token of tokens) {
    block ??= start();
    if (images > 1 && block.image) {
      // Text first: text after a picture starts the next page. Picture first: the next
      // picture (or a heading before it) does.
      const startsPage = token.kind === 'image' || (imageFirst ? token.heading : true);
      if (startsPage) block = start();
    }
    if (token.kind === 'image') {
      block.image = token.image;
    } else {
      block.paragraphs.set(token.language, [
        ...(block.paragraphs.get(token.language) ?? []),
        token.text,
      ]);
    }
    blockOfToken.push(block);
  }
  return { blocks, blockOfToken };
}

/** A block's text per language, paragraphs joined by newlines. */
export function blockTexts(block: ContentBlock): Partial<Record<StoryLanguage, string>> {
  const texts: Partial<Record<StoryLanguage, string>> = {};
  for (const [language, paragraphs] of block.paragraphs)
    texts[language] = joinParagraphs(paragraphs);
  return texts;
}
