/**
 * Room kept free when the reader scrolls something into view: the app bar above, and the
 * control bar that stays at the bottom of the screen.
 */
export const READER_SCROLL_MARGIN_TOP = 80;
export const READER_SCROLL_MARGIN_BOTTOM = 120;
