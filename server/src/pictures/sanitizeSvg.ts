import type { DOMPurify as Purifier } from 'dompurify';
import { isFragmentReference, isSelfContainedCss } from './cssSafety';
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

/** The encodings drawing programs save SVG in; browsers read ISO-8859-1 as windows-1252. */
const ACCEPTED_ENCODINGS = new Set(['utf-8', 'utf-16le', 'utf-16be', 'windows-1252']);
const NOT_TEXT =
  'is not a text file in an accepted encoding (UTF-8, UTF-16, ISO-8859-1 or windows-1252)';
/** `<?xml version="1.0" encoding="ISO-8859-1"?>`, read as ASCII. */
const ENCODING_DECLARATION = /^<\?xml\s[^>]*?\bencoding\s*=\s*(["'])([A-Za-z][\w.:-]{0,39})\1/;

/**
 * Which encoding the bytes are in, the way XML tells it (its appendix F): a byte order mark,
 * else the zero bytes of "<" written in UTF-16, else the XML declaration, else UTF-8.
 */
function encodingOf(bytes: Uint8Array): { encoding: string } | { refusal: string } {
  if (startsWith(bytes, [0xef, 0xbb, 0xbf])) return { encoding: 'utf-8' };
  if (startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0x3c, 0x00])) {
    return { encoding: 'utf-16le' };
  }
  if (startsWith(bytes, [0xfe, 0xff]) || startsWith(bytes, [0x00, 0x3c])) {
    return { encoding: 'utf-16be' };
  }
  const head = Buffer.from(bytes.subarray(0, 256)).toString('latin1');
  const label = ENCODING_DECLARATION.exec(head)?.[2];
  if (!label) return { encoding: 'utf-8' };
  let encoding: string;
  try {
    encoding = new TextDecoder(label).encoding;
  } catch {
    encoding = '';
  }
  // A file declared UTF-16 whose bytes are 8-bit (no zero bytes above) was saved as UTF-8.
  if (encoding.startsWith('utf-16')) return { encoding: 'utf-8' };
  if (ACCEPTED_ENCODINGS.has(encoding)) return { encoding };
  return {
    refusal: `is saved in the ${label} encoding, which is not accepted: save it as UTF-8 (UTF-16, ISO-8859-1 and windows-1252 are accepted too)`,
  };
}

/**
 * windows-1252's characters at 0x80-0x9F (the rest is ISO-8859-1); Node 20's TextDecoder
 * reads these bytes as C1 controls instead. Undefined bytes keep their control character.
 */
const WINDOWS_1252_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

function decodeWindows1252(bytes: Uint8Array): string {
  return Buffer.from(bytes)
    .toString('latin1')
    .replace(/[\u0080-\u009f]/g, (control) => WINDOWS_1252_HIGH[control.charCodeAt(0) - 0x80]!);
}

function decodeText(bytes: Uint8Array): { text: string } | { refusal: string } {
  const found = encodingOf(bytes);
  if ('refusal' in found) return found;
  try {
    const text =
      found.encoding === 'windows-1252'
        ? decodeWindows1252(bytes)
        : new TextDecoder(found.encoding, { fatal: true }).decode(bytes);
    return text.includes('\u0000') ? { refusal: NOT_TEXT } : { text };
  } catch {
    return { refusal: NOT_TEXT };
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
  // SMIL could animate a link into javascript:.
  if (name === 'attributename' && /href/i.test(value)) return true;
  // Presentation attributes (fill, mask, filter...) and animated values are read as CSS too.
  return !isSelfContainedCss(value);
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
  const decoded = decodeText(bytes);
  if ('refusal' in decoded) return refuse(decoded.refusal);
  const { text } = decoded;
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
