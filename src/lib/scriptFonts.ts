import { scriptOf, type StoryLanguage } from '../../contract/storyLanguages';
import { useEffect } from 'react';

/** Scripts the interface's and the device's fonts draw: their languages load no face. */
const INTERFACE_SCRIPTS = new Set(['Latn', 'Cyrl', 'Grek']);

/**
 * Loads the bundled Noto face of a language's script (src/lib/scriptFonts/faces.ts) with the
 * first text in that language (a story page, a title, the interface), so the first screen's
 * stylesheet carries none of them. Its files are fetched only for the letters the page shows
 * (unicode-range); until they arrive the device's own font for the script shows the text.
 */
export function loadScriptFont(language: StoryLanguage): Promise<unknown> {
  if (INTERFACE_SCRIPTS.has(scriptOf(language))) return Promise.resolve();
  return import('./scriptFonts/stylesheets')
    .then(({ loadStylesheetOf }) => loadStylesheetOf(language))
    .catch(() => undefined);
}

/** Loads the script fonts of the languages a screen shows (story language ids). */
export function useScriptFonts(...languages: StoryLanguage[]) {
  const key = languages.join(',');
  useEffect(() => {
    for (const language of key.split(',')) if (language) void loadScriptFont(language);
  }, [key]);
}
