import { LANGUAGES, type Language } from '../../contract/languageNames.ts';

/**
 * A language's catalogue is kept as one file per area of the app
 * (src/i18n/catalogues/<language>/<area>.json, keys prefixed with the area) and shipped in two
 * parts: what the first screen (/stories with the top bar and menu) shows, loaded before the
 * first render, and the rest, loaded right after it or with the first other screen.
 */
export const FIRST_SCREEN_AREAS = ['common', 'layout', 'stories'] as const;

export const CATALOGUE_PARTS = ['first', 'rest'] as const;
export type CataloguePart = (typeof CATALOGUE_PARTS)[number];

export const partOfArea = (area: string): CataloguePart =>
  (FIRST_SCREEN_AREAS as readonly string[]).includes(area) ? 'first' : 'rest';

export const CATALOGUE_LANGUAGES: readonly Language[] = LANGUAGES;
