import type { StoryLanguage } from '../../../contract/storyLanguages';
import { scriptFaceOf, type ScriptFace } from './faces';

/**
 * Each face's stylesheet, a file of its own in the build: importing one adds its font faces to
 * the page. A module of its own too (with the faces' table), loaded with the first text in a
 * script beyond Latin, Cyrillic and Greek, so that the first screen carries none of it.
 */
export const STYLESHEETS: Record<ScriptFace, () => Promise<unknown>> = {
  devanagari: () => import('./devanagari.css'),
  bengali: () => import('./bengali.css'),
  gurmukhi: () => import('./gurmukhi.css'),
  gujarati: () => import('./gujarati.css'),
  oriya: () => import('./oriya.css'),
  tamil: () => import('./tamil.css'),
  telugu: () => import('./telugu.css'),
  kannada: () => import('./kannada.css'),
  malayalam: () => import('./malayalam.css'),
  sinhala: () => import('./sinhala.css'),
  olChiki: () => import('./olChiki.css'),
  thai: () => import('./thai.css'),
  lao: () => import('./lao.css'),
  myanmar: () => import('./myanmar.css'),
  khmer: () => import('./khmer.css'),
  georgian: () => import('./georgian.css'),
  armenian: () => import('./armenian.css'),
  ethiopic: () => import('./ethiopic.css'),
  hebrew: () => import('./hebrew.css'),
  arabic: () => import('./arabic.css'),
  nastaliq: () => import('./nastaliq.css'),
  thaana: () => import('./thaana.css'),
  chinese: () => import('./chinese.css'),
  japanese: () => import('./japanese.css'),
  korean: () => import('./korean.css'),
};

/** Loads the stylesheet of a language's face, if it has one. */
export function loadStylesheetOf(language: StoryLanguage): Promise<unknown> {
  const face = scriptFaceOf(language);
  return face ? STYLESHEETS[face]() : Promise.resolve();
}
