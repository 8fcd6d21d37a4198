import { DOMParser, type Document, type Element, type Node } from '@xmldom/xmldom';
import { refuse } from './text';

/**
 * XML as books carry it (OPF, XHTML, SMIL, ReadAlongs), parsed without ever expanding a
 * declared entity or fetching anything: a document that declares entities (the way to
 * "billion laughs" and external-entity attacks) is refused before it is parsed, and the
 * parser itself knows only XML's five entities and, for XHTML, HTML's named ones.
 */

/** An internal DTD subset ("<!DOCTYPE x [ … ]>") or any entity declaration. */
const DECLARES_ENTITIES = /<!ENTITY|<!DOCTYPE[^>[]*\[/i;

const BOMS: [number[], string][] = [
  [[0xef, 0xbb, 0xbf], 'utf-8'],
  [[0xff, 0xfe], 'utf-16le'],
  [[0xfe, 0xff], 'utf-16be'],
];

/** The text of an XML file in the encoding its byte order mark or declaration names. */
export function decodeXml(bytes: Uint8Array, subject: string): string {
  for (const [mark, encoding] of BOMS) {
    if (mark.every((byte, index) => bytes[index] === byte)) {
      return new TextDecoder(encoding).decode(bytes.subarray(mark.length));
    }
  }
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 200));
  const declared = /^<\?xml[^>]*encoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(head)?.[1];
  try {
    return new TextDecoder(declared ?? 'utf-8').decode(bytes);
  } catch {
    throw refuse(subject, `is written in a character encoding Kahani does not read (${declared})`);
  }
}

export type XmlKind = 'xml' | 'xhtml';

/**
 * Parses an XML file. Refuses it (naming `subject`) when it declares entities or is not
 * well-formed; unknown entity references are left as they are written.
 */
export function parseXml(bytes: Uint8Array, subject: string, kind: XmlKind = 'xml'): Document {
  const text = decodeXml(bytes, subject);
  if (DECLARES_ENTITIES.test(text))
    throw refuse(subject, 'uses XML entities, which Kahani does not read');
  const parser = new DOMParser({
    locator: false,
    onError: (level, message) => {
      if (level === 'fatalError') throw new Error(message);
    },
  });
  try {
    return parser.parseFromString(text, kind === 'xhtml' ? 'application/xhtml+xml' : 'text/xml');
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const detail = message
      .replace(/^.*caused Error: /s, '')
      .split('\n')[0]!
      .slice(0, 200);
    throw refuse(subject, `is not well-formed XML (${detail})`);
  }
}

export const ELEMENT_NODE = 1;
export const TEXT_NODE = 3;
export const CDATA_SECTION_NODE = 4;

export const isElement = (node: Node | null | undefined): node is Element =>
  node?.nodeType === ELEMENT_NODE;

/** Child elements, optionally only those of one local name (any namespace). */
export function childElements(parent: Node, localName?: string): Element[] {
  const children: Element[] = [];
  for (let child = parent.firstChild; child; child = child.nextSibling) {
    if (isElement(child) && (!localName || child.localName === localName)) children.push(child);
  }
  return children;
}

/** Descendant elements of one local name, any namespace, in document order. */
export function descendants(parent: Document | Element, localName: string): Element[] {
  return Array.from(parent.getElementsByTagNameNS('*', localName));
}

export const firstDescendant = (parent: Document | Element, localName: string) =>
  descendants(parent, localName)[0] ?? null;

/** An attribute by local name in any namespace ("opf:role", "role", "xml:lang"). */
export function attribute(element: Element, localName: string): string | null {
  if (element.hasAttribute(localName)) return element.getAttribute(localName);
  const attributes = element.attributes;
  for (let index = 0; index < attributes.length; index++) {
    const item = attributes.item(index)!;
    if (item.localName === localName) return item.value;
  }
  return null;
}

/** The xml:lang or lang attribute of an element itself. */
export const languageAttribute = (element: Element) => attribute(element, 'lang')?.trim() || null;
