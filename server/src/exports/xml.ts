// Text into XML: every story string reaches an export only through these, so no story text
// is ever markup.

/**
 * Characters XML 1.0 does not allow (C0 controls other than tab and line breaks, lone
 * surrogates, U+FFFE and U+FFFF): a document holding one is not well-formed.
 */
const NOT_XML =
  // eslint-disable-next-line no-control-regex -- these controls are exactly what is looked for
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text as XML character data or an attribute value (quotes escaped too). */
export function xmlText(text: string): string {
  return text.replace(NOT_XML, '').replace(/[&<>"']/g, (char) => ENTITIES[char]!);
}

/** The XML declaration every file of the exports starts with. */
export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
