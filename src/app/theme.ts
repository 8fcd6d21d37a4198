import { createTheme, type Theme } from '@mui/material/styles';
import type { ThemeMode } from '../features/reader/settingsSlice';

export const DRAWER_WIDTH = 240;

export function makeTheme(mode: ThemeMode): Theme {
  const light = mode === 'light';
  return createTheme({
    palette: {
      mode,
      primary: { main: '#3498db', contrastText: '#ffffff' },
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
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiCard: { styleOverrides: { root: { borderRadius: 20 } } },
    },
  });
}
