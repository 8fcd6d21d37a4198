import { useCallback } from 'react';
import { languageName } from '../../../contract/storyLanguages';
import { gapNotes, type GapPlace, type StoryGaps } from '../../../contract/storyGaps';
import { useT } from '../../i18n/useT';

/**
 * What a story lacks, one sentence per gap in the interface language: "No picture on page 2.",
 * "हिन्दी and தமிழ் missing on pages 1 and 2." The editor's summary and the review's
 * confirmation both use it, so they say the same thing. Languages keep their own names.
 */
export function useGapWords() {
  const t = useT();
  /** "a", "a and b", "a, b and c". */
  const listOf = useCallback(
    (items: readonly string[]) =>
      items.length <= 1
        ? items.join('')
        : t('editor.gaps.list', {
            items: items.slice(0, -1).join(t('editor.gaps.listSeparator')),
            last: items[items.length - 1],
          }),
    [t],
  );
  /** "page 2", "pages 2 and 5", "pages 1, 3 and 4", or "every page". */
  const where = useCallback(
    ({ pages, everyPage }: GapPlace) => {
      if (everyPage) return t('editor.gaps.everyPage');
      if (pages.length === 1) return t('editor.gaps.page', { page: pages[0] });
      return t('editor.gaps.pages', { pages: listOf(pages.map(String)) });
    },
    [listOf, t],
  );
  return useCallback(
    (gaps: StoryGaps): string[] =>
      gapNotes(gaps).map((note) => {
        switch (note.kind) {
          case 'noPicture':
            return t('editor.gaps.noPicture', { where: where(note) });
          case 'noText':
            return t('editor.gaps.noText', { where: where(note) });
          case 'noTranslations':
            return t('editor.gaps.noTranslations', { where: where(note) });
          case 'missingLanguages':
            return t('editor.gaps.languagesMissing', {
              languages: listOf(note.languages.map(languageName)),
              where: where(note),
            });
        }
      }),
    [listOf, t, where],
  );
}
