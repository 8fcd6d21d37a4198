import Box from '@mui/material/Box';
import { languageName, languageTag, textDirection } from '../../../contract/storyLanguages';
import { isPageComplete, type PageGaps } from '../../../contract/storyGaps';
import { Tag } from '../../components/Tag';
import { Message } from '../../i18n/Message';
import { useT } from '../../i18n/useT';

/**
 * Small tags saying what one page still lacks: its picture, its text, which translations.
 * `translations`: how many languages a translation is looked for in.
 */
export function PageGapTags({ gaps, translations }: { gaps: PageGaps; translations: number }) {
  const t = useT();
  const untranslated = gaps.missingTranslations;
  return (
    <Box
      component="ul"
      aria-label={t('editor.tags.missingOnPage', { page: gaps.page_no })}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, listStyle: 'none', m: 0, p: 0 }}
    >
      {isPageComplete(gaps) && <Tag as="li">{t('editor.tags.complete')}</Tag>}
      {gaps.noPicture && (
        <Tag as="li" tone="warning">
          {t('editor.tags.noPicture')}
        </Tag>
      )}
      {gaps.noText && (
        <Tag as="li" tone="warning">
          {t('editor.tags.noText')}
        </Tag>
      )}
      {untranslated.length === translations ? (
        <Tag as="li" tone="warning">
          {t('editor.tags.noTranslations')}
        </Tag>
      ) : (
        untranslated.map((language) => (
          <Tag key={language} as="li" tone="warning">
            {/* The language's name in its own script, marked so screen readers voice it. */}
            <Message
              id="editor.tags.noLanguage"
              values={{
                language: languageName(language),
                name: (parts) => (
                  <span lang={languageTag(language)} dir={textDirection(language)}>
                    {parts}
                  </span>
                ),
              }}
            />
          </Tag>
        ))
      )}
    </Box>
  );
}
