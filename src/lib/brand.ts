/**
 * The colours and sizes the app's frame is drawn with: used by the theme and by the page's
 * first paint (src/lib/bootShell.ts), which shows the same frame before the app's code arrives.
 */
export const DRAWER_WIDTH = 240;

/** Brand blue under the large title, deepening under the smaller text on the right (AA contrast). */
export const TOP_BAR_BACKGROUND = 'linear-gradient(90deg, #3498db 0%, #2475b0 100%)';

export const BACKGROUNDS = {
  light: { default: '#fffaf0', paper: '#ffffff', divider: 'rgba(0, 0, 0, 0.12)' },
  dark: { default: '#14202b', paper: '#1c2b38', divider: 'rgba(255, 255, 255, 0.12)' },
} as const;

/** The interface's fonts: Roboto, drawn meanwhile in a face with its measures (fonts.css). */
export const FONT_FAMILY =
  'Roboto, "Roboto Fallback", "Noto Sans Devanagari", "Noto Sans Tamil", "Noto Sans Telugu", "Noto Sans Gurmukhi", "Noto Sans Gujarati", Arial, sans-serif';

/** Behind a picture while it loads: warm paper. */
export const PICTURE_BACKGROUND = '#fdf2d0';
