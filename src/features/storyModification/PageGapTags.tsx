import Box from '@mui/material/Box';
import { LANGUAGE_LABELS, LANGUAGE_TAGS, TRANSLATION_LANGUAGES } from '../../../contract/languages';
import { isPageComplete, type PageGaps } from '../../../contract/storyGaps';
import { Tag } from '../../components/Tag';

/** Small tags saying what one page still lacks: its picture, its text, which translations. */
export function PageGapTags({ gaps }: { gaps: PageGaps }) {
  const untranslated = gaps.missingTranslations;
  return (
    <Box
      component="ul"
      aria-label={`Missing on page ${gaps.page_no}`}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, listStyle: 'none', m: 0, p: 0 }}
    >
      {isPageComplete(gaps) && <Tag as="li">Complete</Tag>}
      {gaps.noPicture && (
        <Tag as="li" tone="warning">
          No picture
        </Tag>
      )}
      {gaps.noText && (
        <Tag as="li" tone="warning">
          No story text
        </Tag>
      )}
      {untranslated.length === TRANSLATION_LANGUAGES.length ? (
        <Tag as="li" tone="warning">
          No translations
        </Tag>
      ) : (
        untranslated.map((language) => (
          <Tag key={language} as="li" tone="warning">
            No <span lang={LANGUAGE_TAGS[language]}>{LANGUAGE_LABELS[language]}</span>
          </Tag>
        ))
      )}
    </Box>
  );
}
