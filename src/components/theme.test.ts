import { describe, expect, it } from 'vitest';
import { makeTheme } from './theme';

describe('the theme', () => {
  it('has no colour schemes or CSS variables: the built app carries only MUI’s plain theme code', () => {
    // build/muiWithoutCssVariables.ts gives the built app createThemeNoVars and the plain
    // ThemeProvider; a theme with colour schemes would need MUI's other branch.
    for (const mode of ['light', 'dark'] as const) {
      const theme = makeTheme(mode);
      expect(theme).not.toHaveProperty('colorSchemes');
      expect(theme).not.toHaveProperty('vars');
      expect(theme.palette.mode).toBe(mode);
    }
  });
});
