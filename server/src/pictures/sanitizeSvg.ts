import type { DOMPurify as Purifier } from 'dompurify';
import { isFragmentReference, isSelfContainedCss, onlyFragmentUrls } from './cssSafety';
import type { JsdomWindow, XmlDocument, XmlElement, XmlNode } from './xmlDom';

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
/** Real illustrations nest a few dozen levels and hold a few thousand elements. */
export const MAX_NESTING = 100;
export const MAX_ELEMENTS = 25_000;

export type SanitizedSvg =
  { ok: true; svg: string; removed: string[] } | { ok: false; reason: string };

const refuse = (reason: string): SanitizedSvg => ({ ok: false, reason });

/** Binary formats people save as .svg by mistake, by their first bytes. */
const BINARY_SIGNATURES: ReadonlyArray<[string, number[]]> = [
  ['a PNG picture', [0x89, 0x50, 0x4e, 0x47]],
  ['a JPEG picture', [0xff, 0xd8, 0xff]],
  ['a GIF picture', [0x47, 0x49, 0x46, 0x38]],
  ['a PDF document', [0x25, 0x50, 0x44, 0x46]],
  ['a ZIP archive', [0x50, 0x4b, 0x03, 0x04]],
];
const GZIP = [0x1f, 0x8b];

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  signature.every((byte, index) => bytes[index] === byte);

function binaryKind(bytes: Uint8Array): string | null {
  return BINARY_SIGNATURES.find(([, signature]) => startsWith(bytes, signature))?.[0] ?? null;
}

function decodeText(bytes: Uint8Array): string | null {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return text.includes('\u0000') ? null : text;
  } catch {
    return null;
  }
}

/**
 * A DTD's internal subset is where entities (and the "billion laughs") live; the parser
 * would never need one for SVG, so any markup declaration is refused before parsing.
 */
const MARKUP_DECLARATION = /<!(ENTITY|ATTLIST|ELEMENT|NOTATION)\b/i;

/** "1:52: unexpected close tag." -> "line 1, column 52: unexpected close tag" */
function describeParseError(detail: string): string {
  const match = /^(\d+):(\d+):\s*(.*?)\.?\s*$/s.exec(detail.trim());
  return match ? `line ${match[1]}, column ${match[2]}: ${match[3]}` : detail.trim();
}

interface Shape {
  depth: number;
  elements: number;
}

function shapeOf(root: XmlElement): Shape {
  let elements = 0;
  let depth = 0;
  const stack: Array<[XmlElement, number]> = [[root, 1]];
  while (stack.length) {
    const [element, level] = stack.pop()!;
    elements += 1;
    depth = Math.max(depth, level);
    if (depth > MAX_NESTING || elements > MAX_ELEMENTS) break;
    // Sibling links, not element.children: jsdom's collection is quadratic to copy.
    for (let child = element.firstElementChild; child; child = child.nextElementSibling) {
      stack.push([child, level + 1]);
    }
  }
  return { depth, elements };
}

interface Sanitizer {
  purify: Purifier;
  parser: InstanceType<JsdomWindow['DOMParser']>;
  serializer: InstanceType<JsdomWindow['XMLSerializer']>;
  cdataSection: number;
}

/** What the hooks took out during the current (synchronous) sanitize call. */
let removedByHooks: string[] = [];

function configure(purify: Purifier): void {
  purify.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName === 'style' && !isSelfContainedCss(node.textContent ?? '')) {
      node.textContent = '';
      removedByHooks.push('CSS that loads from elsewhere');
    }
  });
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    if (loadsFromElsewhere(data.attrName, data.attrValue)) data.keepAttr = false;
  });
}

/** Attributes DOMPurify keeps but that could run code or load something from elsewhere. */
function loadsFromElsewhere(name: string, value: string): boolean {
  if (name === 'href' || name === 'xlink:href') return !isFragmentReference(value);
  if (name === 'style') return !isSelfContainedCss(value);
  // SMIL could animate a link into javascript:.
  if (name === 'attributename' && /href/i.test(value)) return true;
  // url() in presentation attributes (fill, filter, mask...).
  return !onlyFragmentUrls(value);
}

let sanitizer: Promise<Sanitizer> | null = null;

/** jsdom is heavy: it is loaded with the first upload, not when the API starts. */
function loadSanitizer(): Promise<Sanitizer> {
  sanitizer ??= (async () => {
    const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([
      import('jsdom'),
      import('dompurify'),
    ]);
    const { window } = new JSDOM('');
    const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
    configure(purify);
    return {
      purify,
      parser: new window.DOMParser(),
      serializer: new window.XMLSerializer(),
      cdataSection: window.Node.CDATA_SECTION_NODE,
    };
  })();
  return sanitizer;
}

/** Style sheets are often wrapped in CDATA, which DOMPurify drops; plain text keeps them. */
function cdataToText(document: XmlDocument, cdataSection: number): void {
  const walker = document.createTreeWalker(document.documentElement, 0xffffffff);
  const sections: XmlNode[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeType === cdataSection) sections.push(node);
  }
  for (const section of sections) {
    section.parentNode?.replaceChild(document.createTextNode(section.nodeValue ?? ''), section);
  }
}

function describeRemoved(purify: Purifier): string[] {
  const names = purify.removed.flatMap((item) => {
    if ('attribute' in item && item.attribute) return [item.attribute.name];
    if ('element' in item) {
      const name = item.element.nodeName;
      // Comments and processing instructions are dropped silently; they draw nothing.
      return name.startsWith('#') || item.element.nodeType === 7 ? [] : [`<${name}>`];
    }
    return [];
  });
  return [...new Set([...names, ...removedByHooks])];
}

/**
 * Checks that the bytes are a well-formed SVG document and returns it with everything that
 * could run code or load from elsewhere removed (DOMPurify's SVG profile plus the hooks
 * above). The reason of a refusal is a sentence that follows the file's name.
 */
export async function sanitizeSvg(bytes: Uint8Array): Promise<SanitizedSvg> {
  if (bytes.length === 0) return refuse('is empty');
  if (startsWith(bytes, GZIP)) {
    return refuse('is compressed (.svgz); upload the uncompressed .svg file');
  }
  const kind = binaryKind(bytes);
  if (kind) return refuse(`is ${kind}, not an SVG file`);
  const text = decodeText(bytes);
  if (text === null) return refuse('is not a text file (an SVG file is UTF-8 text)');
  if (MARKUP_DECLARATION.test(text)) {
    return refuse(
      'declares XML entities or a DTD, which are not accepted (they can make a small file expand without limit)',
    );
  }

  const { purify, parser, serializer, cdataSection } = await loadSanitizer();
  const document = parser.parseFromString(text, 'image/svg+xml');
  const parseError = document.getElementsByTagName('parsererror')[0];
  if (parseError) {
    return refuse(`is not well-formed XML (${describeParseError(parseError.textContent ?? '')})`);
  }
  const root = document.documentElement;
  if (root.localName.toLowerCase() === 'html') return refuse('is an HTML page, not an SVG file');
  if (root.localName !== 'svg') {
    return refuse(`is not an SVG file: its outermost element is <${root.localName}>`);
  }
  if (root.namespaceURI !== SVG_NAMESPACE) {
    return refuse(`lacks xmlns="${SVG_NAMESPACE}" on its <svg> element`);
  }
  const shape = shapeOf(root);
  if (shape.depth > MAX_NESTING) return refuse(`nests elements more than ${MAX_NESTING} deep`);
  if (shape.elements > MAX_ELEMENTS) return refuse(`has more than ${MAX_ELEMENTS} elements`);

  cdataToText(document, cdataSection);
  removedByHooks = [];
  purify.sanitize(root, {
    USE_PROFILES: { svg: true, svgFilters: true },
    // <use> is safe once its href may only point inside the picture (see the hooks).
    ADD_TAGS: ['use'],
    IN_PLACE: true,
  });
  const removed = describeRemoved(purify);
  return { ok: true, svg: serializer.serializeToString(root), removed };
}
