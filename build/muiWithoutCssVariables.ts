import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const STYLES = fileURLToPath(new URL('../node_modules/@mui/material/styles/', import.meta.url));
const CREATE_THEME = '\0kahani-mui-create-theme';
const THEME_PROVIDER = '\0kahani-mui-theme-provider';

/**
 * The app's theme has no colour schemes and no CSS variables (src/components/theme.ts), so MUI's
 * createTheme and ThemeProvider always take their plain branches, as in MUI 5. Their CSS
 * variables branches still load with them: 2 KB gzip of the first screen. The built app takes
 * the plain ones directly; tests and the dev server keep MUI's own.
 */
export function muiWithoutCssVariables(): Plugin {
  const fromStyles = (importer: string | undefined) =>
    importer?.replaceAll('\\', '/').includes('/@mui/material/styles/') ?? false;
  return {
    name: 'kahani-mui-without-css-variables',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!fromStyles(importer)) return null;
      if (source === './createTheme.mjs') return CREATE_THEME;
      if (source === './ThemeProvider.mjs') return THEME_PROVIDER;
      return null;
    },
    load(id) {
      if (id === CREATE_THEME) {
        return `export { default } from ${JSON.stringify(`${STYLES}createThemeNoVars.mjs`)};`;
      }
      if (id === THEME_PROVIDER) {
        // MUI's ThemeProvider for a theme without colour schemes: no inherited variables.
        return [
          `import { createElement, useMemo } from 'react';`,
          `import ThemeProviderNoVars from ${JSON.stringify(`${STYLES}ThemeProviderNoVars.mjs`)};`,
          `export default function ThemeProvider({ theme, ...props }) {`,
          `  const plain = useMemo(() => (typeof theme === 'function' || 'vars' in theme ? theme : { ...theme, vars: null }), [theme]);`,
          `  return createElement(ThemeProviderNoVars, { theme: plain, ...props });`,
          `}`,
        ].join('\n');
      }
      return null;
    },
  };
}
