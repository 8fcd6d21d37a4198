/**
 * CSS checks DOMPurify does not make: it keeps <style> text and style attributes as they are.
 * A picture may only point inside itself (url(#id)); anything that could load from elsewhere
 * is refused. Escapes are refused outright because they can spell any of these in disguise.
 */

const URL_FUNCTION = /url\s*\(\s*(['"]?)([^'")]*)\1\s*\)/gi;
const LOADS_FROM_ELSEWHERE =
  /@import|\\|expression\s*\(|image-set\s*\(|image\s*\(|-moz-binding|behavior\s*:/i;

function isFragment(reference: string): boolean {
  return /^#[^\s#]*$/.test(reference.trim());
}

/** True when every url(...) in the text points at an element of the same picture. */
export function onlyFragmentUrls(text: string): boolean {
  const withoutFragments = text.replace(URL_FUNCTION, (whole, _quote, target: string) =>
    isFragment(target) ? '' : whole,
  );
  return !/url\s*\(/i.test(withoutFragments);
}

/** True for CSS (a <style> element's text or a style attribute) that loads nothing. */
export function isSelfContainedCss(css: string): boolean {
  return !LOADS_FROM_ELSEWHERE.test(css) && onlyFragmentUrls(css);
}

/** href and xlink:href may only name an element of the same picture. */
export function isFragmentReference(value: string): boolean {
  return isFragment(value);
}
