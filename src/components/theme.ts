import { createTheme, type Theme } from '@mui/material/styles';
import type { ThemeMode } from '../../contract/preferenceChoices';
import { BACKGROUNDS, FONT_FAMILY } from '../lib/brand';

/** The brand blue deepened for white text on it (5.6:1). */
const BLUE_FILL = '#1f6da3';

export function makeTheme(mode: ThemeMode): Theme {
  const light = mode === 'light';
  // Blue text: #3498db reads at 3.2:1 on white and under 4:1 on the dark papers, so words in
  // blue (links, text and outlined buttons) take a deeper shade in light and a paler in dark.
  const blueText = light ? BLUE_FILL : '#7cc0ef';
  return createTheme({
    palette: {
      mode,
      // dark is used where text sits on or in the brand blue, for WCAG AA contrast.
      primary: { main: '#3498db', dark: '#1f6da3', contrastText: '#ffffff' },
      secondary: { main: '#2ecc71', contrastText: '#0b3d20' },
      // White on Material's orange is 3.1:1; a deep brown on the same warm orange is 5.5:1.
      ...(light
        ? { warning: { main: '#ed6c02', contrastText: '#2b1600' } }
        : // Material's dark-theme red (#f44336) is 3.9:1 on the dark paper; a coral reads.
          { error: { main: '#ff8a80', contrastText: '#2b0a07' } }),
      background: {
        default: BACKGROUNDS[mode].default,
        paper: BACKGROUNDS[mode].paper,
      },
      text: light ? { primary: '#23313f', secondary: '#5b6b7a' } : {},
    },
    shape: { borderRadius: 14 },
    typography: {
      fontFamily: FONT_FAMILY,
      h1: { fontWeight: 700 },
      h2: { fontWeight: 700 },
      h3: { fontWeight: 700 },
      h4: { fontWeight: 700 },
      h5: { fontWeight: 600 },
      // Bold like the other headings, and one font file fewer on the first screen (the cards'
      // titles were its only text in Roboto's medium weight).
      h6: { fontWeight: 700 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          // Children who are sensitive to motion asked their device for less of it.
          '@media (prefers-reduced-motion: reduce)': {
            html: { scrollBehavior: 'auto' },
            '*, *::before, *::after': {
              animationDuration: '0.01ms !important',
              animationIterationCount: '1 !important',
              // 0s, not a tiny duration: a duration makes every element transition every
              // property, so a drawer or dialog is still 'hidden' at the instant it opens and
              // cannot take the keyboard focus.
              transitionDuration: '0s !important',
              scrollBehavior: 'auto !important',
            },
          },
        },
      },
      MuiButton: {
        defaultProps: { disableElevation: true },
        variants: [
          {
            // White text on #3498db is 3.2:1; the darker shade keeps the brand and reaches 5.6:1.
            props: { variant: 'contained', color: 'primary' },
            style: { backgroundColor: BLUE_FILL, '&:hover': { backgroundColor: '#185a88' } },
          },
          {
            props: { variant: 'text', color: 'primary' },
            style: { color: blueText },
          },
          {
            props: { variant: 'outlined', color: 'primary' },
            style: { color: blueText },
          },
        ],
      },
      MuiChip: {
        variants: [
          {
            props: { variant: 'filled', color: 'primary' },
            style: { backgroundColor: BLUE_FILL },
          },
          {
            props: { variant: 'outlined', color: 'primary' },
            style: { color: blueText },
          },
        ],
      },
      MuiPaginationItem: {
        styleOverrides: {
          root: {
            '&.Mui-selected.MuiPaginationItem-colorPrimary': {
              backgroundColor: BLUE_FILL,
              color: '#ffffff',
            },
          },
        },
      },
      MuiTab: {
        styleOverrides: {
          root: { '&.Mui-selected.MuiTab-textColorPrimary': { color: blueText } },
        },
      },
      MuiFormLabel: {
        styleOverrides: {
          root: ({ ownerState }) =>
            (ownerState.color ?? 'primary') === 'primary'
              ? { '&.Mui-focused:not(.Mui-error)': { color: blueText } }
              : {},
        },
      },
      MuiLink: {
        styleOverrides: {
          root: ({ ownerState }) =>
            (ownerState.color ?? 'primary') === 'primary' ? { color: blueText } : {},
        },
      },
      MuiCard: { styleOverrides: { root: { borderRadius: 20 } } },
    },
  });
}

/**
 * Family voices' own colours, the same in both modes where they are fills with white on them:
 * Record in a warm red (deeper while recording), Listen back in blue, and the recorder's panels
 * in the warm paper of a picture book; "Read by" wears the same warm tones.
 */
export const RECORDER_COLOURS = {
  onFill: '#ffffff',
  record: '#e5573f',
  recordHover: '#cf4a33',
  recording: '#b8361f',
  recordingHover: '#9c2d19',
  listen: '#2f6fb0',
  listenHover: '#255a90',
  audienceIcon: '#d9822b',
  panel: { light: '#fff6e6', dark: '#2a3f52' },
  controls: { light: '#fffdf7', dark: 'rgba(255, 255, 255, 0.04)' },
  border: { light: '#f0dcb4', dark: 'rgba(255, 255, 255, 0.12)' },
  dashedBorder: { light: '#e7c88f', dark: 'rgba(255, 255, 255, 0.2)' },
  readBy: {
    light: { fill: '#fff1d6', text: '#7a4a0c' },
    dark: { fill: '#3a4f63', text: '#ffe2b0' },
  },
} as const;

/** The recorder's big buttons lift off the page in their own colour; recording glows. */
export const RECORDER_SHADOWS = {
  record: '0 8px 18px -8px rgba(229, 87, 63, 0.8)',
  recording: '0 0 0 8px rgba(229, 87, 63, 0.22)',
  listen: '0 8px 18px -8px rgba(47, 111, 176, 0.8)',
} as const;
