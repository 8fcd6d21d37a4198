/**
 * The few DOM types the sanitiser uses. The server is compiled without the browser's DOM
 * library (its globals would be wrong there), so jsdom's window is described here.
 */
export interface XmlNode {
  readonly nodeType: number;
  readonly nodeName: string;
  readonly nodeValue: string | null;
  textContent: string | null;
  readonly parentNode: XmlNode | null;
  replaceChild(replacement: XmlNode, child: XmlNode): unknown;
}

export interface XmlElement extends XmlNode {
  readonly localName: string;
  readonly namespaceURI: string | null;
  readonly firstElementChild: XmlElement | null;
  readonly nextElementSibling: XmlElement | null;
}

export interface XmlDocument extends XmlNode {
  readonly documentElement: XmlElement;
  getElementsByTagName(name: string): ArrayLike<XmlElement>;
  createTextNode(text: string): XmlNode;
  createTreeWalker(root: XmlNode, whatToShow: number): { nextNode(): XmlNode | null };
}

export interface JsdomWindow {
  DOMParser: new () => { parseFromString(text: string, type: string): XmlDocument };
  XMLSerializer: new () => { serializeToString(node: XmlNode): string };
  Node: { readonly CDATA_SECTION_NODE: number };
}
