/**
 * CSS checks DOMPurify does not make: it keeps <style> text, style attributes and
 * presentation attributes (fill, mask, filter...) as they are, and CSS keeps adding functions
 * that fetch images: url(), image-set(), image(), cross-fade(), src(), element(), paint() and
 * their vendor spellings. So a function is let through only when it is known to load nothing,
 * and url() only when it points inside the picture (url(#id)). Escapes are refused outright
 * because they can spell any name in disguise; comments are taken out before looking, so
 * that one cannot stand between a name and its bracket.
 */

const URL_FUNCTION = /url\s*\(\s*(['"]?)([^'")]*)\1\s*\)/gi;
const LOADS_FROM_ELSEWHERE = /@import|\\|expression\s*\(|-moz-binding|behavior\s*:/i;
const COMMENT = /\/\*[\s\S]*?(\*\/|$)/g;
/** A name directly followed by "(": a CSS function (or a selector's, such as :not()). */
const FUNCTION_CALL = /([\p{L}\p{N}_-]+)(\s*)\(/gu;
/** Functions that fetch, also when a space stands before the bracket (some parsers allow it). */
const FETCHING_NAME = /^(-[a-z]+-)?(url|src|image|image-set|cross-fade|element|paint|attr)$/;

/** CSS functions that compute a colour, a length, a shape or a selector, and load nothing. */
const DRAWING_FUNCTIONS = new Set([
  // colours
  'rgb',
  'rgba',
  'hsl',
  'hsla',
  'hwb',
  'lab',
  'lch',
  'oklab',
  'oklch',
  'color',
  'color-mix',
  'light-dark',
  'device-cmyk',
  'icc-color',
  // arithmetic and custom properties
  'calc',
  'min',
  'max',
  'clamp',
  'round',
  'mod',
  'rem',
  'abs',
  'sign',
  'sin',
  'cos',
  'tan',
  'asin',
  'acos',
  'atan',
  'atan2',
  'pow',
  'sqrt',
  'hypot',
  'log',
  'exp',
  'var',
  'env',
  // transforms
  'matrix',
  'matrix3d',
  'translate',
  'translatex',
  'translatey',
  'translatez',
  'translate3d',
  'scale',
  'scalex',
  'scaley',
  'scalez',
  'scale3d',
  'rotate',
  'rotatex',
  'rotatey',
  'rotatez',
  'rotate3d',
  'skew',
  'skewx',
  'skewy',
  'perspective',
  // filters
  'blur',
  'brightness',
  'contrast',
  'drop-shadow',
  'grayscale',
  'hue-rotate',
  'invert',
  'opacity',
  'saturate',
  'sepia',
  // gradients (colours and lengths only)
  'linear-gradient',
  'radial-gradient',
  'conic-gradient',
  'repeating-linear-gradient',
  'repeating-radial-gradient',
  'repeating-conic-gradient',
  // shapes, easing, layout and generated text
  'inset',
  'circle',
  'ellipse',
  'polygon',
  'path',
  'rect',
  'xywh',
  'cubic-bezier',
  'steps',
  'linear',
  'repeat',
  'minmax',
  'fit-content',
  'counter',
  'counters',
  // selectors and conditions
  'not',
  'is',
  'where',
  'has',
  'lang',
  'dir',
  'nth-child',
  'nth-last-child',
  'nth-of-type',
  'nth-last-of-type',
  'and',
  'or',
  'selector',
]);

function isFragment(reference: string): boolean {
  return /^#[^\s#]*$/.test(reference.trim());
}

/** True when every function in the text draws without loading, url() only inside the picture. */
function onlySelfContainedFunctions(text: string): boolean {
  const withoutFragments = text
    .replace(COMMENT, '')
    .replace(URL_FUNCTION, (whole, _quote, target: string) => (isFragment(target) ? '' : whole));
  for (const [, name = '', space] of withoutFragments.matchAll(FUNCTION_CALL)) {
    const lowered = name.toLowerCase();
    if (FETCHING_NAME.test(lowered)) return false;
    // "Noto Sans (Tamil)" is a name and words, not a call.
    if (!space && !DRAWING_FUNCTIONS.has(lowered)) return false;
  }
  return true;
}

/**
 * True for CSS, or any attribute value a browser may read as CSS (presentation attributes
 * are), that loads nothing from elsewhere.
 */
export function isSelfContainedCss(css: string): boolean {
  return !LOADS_FROM_ELSEWHERE.test(css) && onlySelfContainedFunctions(css);
}

/** href and xlink:href may only name an element of the same picture. */
export function isFragmentReference(value: string): boolean {
  return isFragment(value);
}
