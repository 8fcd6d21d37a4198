import type { Theme } from '@mui/material/styles';

/** A focus ring that stands out on the reader's light and dark backgrounds (3:1 or more). */
export const focusRingColor = (theme: Theme) =>
  theme.palette.mode === 'light' ? theme.palette.primary.dark : '#8fd0ff';

export const focusRing = (theme: Theme) => ({
  outline: `3px solid ${focusRingColor(theme)}`,
  outlineOffset: '2px',
});

/** For a container: every button, switch and word inside shows the ring on keyboard focus. */
export const focusRingWithin = (theme: Theme) => ({
  '& .Mui-focusVisible, & [data-word-index]:focus-visible': focusRing(theme),
});
