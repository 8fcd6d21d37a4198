import type { StoryLanguage } from '../../contract/storyLanguages';
import { useEffect } from 'react';

/**
 * The bundled Noto faces of the Indic scripts, each loaded with the first text in its language
 * (a story page, later the interface), so the first screen's stylesheet carries none of them.
 * Until a face arrives the device's own font for the script shows the text.
 */
const SCRIPT_FONTS: Partial<Record<StoryLanguage, () => Promise<unknown>>> = {
  hindi: () => import('./scriptFonts/devanagari.css'),
  marathi: () => import('./scriptFonts/devanagari.css'),
  tamil: () => import('./scriptFonts/tamil.css'),
  telgu: () => import('./scriptFonts/telugu.css'),
  panjabi: () => import('./scriptFonts/gurmukhi.css'),
  gujarati: () => import('./scriptFonts/gujarati.css'),
};

/** Starts loading the script font of a language (nothing for the Latin-script ones). */
export function loadScriptFont(language: StoryLanguage): Promise<unknown> {
  return SCRIPT_FONTS[language]?.().catch(() => undefined) ?? Promise.resolve();
}

/** Loads the script fonts of the languages a screen shows. */
export function useScriptFonts(...languages: StoryLanguage[]) {
  const key = languages.join(',');
  useEffect(() => {
    for (const language of key.split(',') as StoryLanguage[]) void loadScriptFont(language);
  }, [key]);
}
