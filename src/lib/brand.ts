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

/** Set by each script face's stylesheet as it loads: every face's family (src/lib/scriptFonts/). */
export const SCRIPT_FONTS_PROPERTY = '--kahani-script-fonts';

/**
 * The interface's fonts: Roboto, drawn meanwhile in a face with its measures (fonts.css). The
 * scripts' Noto faces come between, named by their stylesheets once one has loaded, so that the
 * first screen carries none of their names; and before that face, which is the device's Arial
 * and would draw Arabic and Hebrew in its own way.
 */
export const FONT_FAMILY = `Roboto, var(${SCRIPT_FONTS_PROPERTY}, Roboto), "Roboto Fallback", Arial, sans-serif`;

/** Behind a picture while it loads: warm paper. */
export const PICTURE_BACKGROUND = '#fdf2d0';
