import { createTheme, type Theme } from '@mui/material/styles';
import type { ThemeMode } from '../features/reader/settingsSlice';

export const DRAWER_WIDTH = 240;

export function makeTheme(mode: ThemeMode): Theme {
  const light = mode === 'light';
  return createTheme({
    palette: {
      mode,
      // dark is used where text sits on or in the brand blue, for WCAG AA contrast.
      primary: { main: '#3498db', dark: '#1f6da3', contrastText: '#ffffff' },
      secondary: { main: '#2ecc71', contrastText: '#0b3d20' },
      background: light
        ? { default: '#fffaf0', paper: '#ffffff' }
        : { default: '#14202b', paper: '#1c2b38' },
      text: light ? { primary: '#23313f', secondary: '#5b6b7a' } : {},
    },
    shape: { borderRadius: 14 },
    typography: {
      fontFamily:
        'Roboto, "Noto Sans Devanagari", "Noto Sans Tamil", "Noto Sans Telugu", "Noto Sans Gurmukhi", "Noto Sans Gujarati", Arial, sans-serif',
      h1: { fontWeight: 700 },
      h2: { fontWeight: 700 },
      h3: { fontWeight: 700 },
      h4: { fontWeight: 700 },
      h5: { fontWeight: 600 },
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
              transitionDuration: '0.01ms !important',
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
            style: { backgroundColor: '#1f6da3', '&:hover': { backgroundColor: '#185a88' } },
          },
        ],
      },
      MuiLink: {
        styleOverrides: {
          root: ({ theme }) => (theme.palette.mode === 'light' ? { color: '#1f6da3' } : {}),
        },
      },
      MuiCard: { styleOverrides: { root: { borderRadius: 20 } } },
    },
  });
}
