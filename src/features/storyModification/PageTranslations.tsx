import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import { TRANSLATION_LANGUAGES } from '../../../contract/languageNames';
import { PAGE_TEXT_MAX } from '../../../contract/limits';
import { pageTextIn } from '../../../contract/pages';
import type { Page } from '../../../contract/stories';
import {
  languageName,
  languageTag,
  textDirection,
  type StoryLanguage,
} from '../../../contract/storyLanguages';
import { LimitedTextField } from '../../components/LimitedTextField';
import { useT } from '../../i18n/useT';

/**
 * The page's text in every other language, folded away under how many are done: the seven
 * of the product, then the languages added to the story (Bengali, Urdu…), each field in its
 * language and direction.
 */
export function PageTranslations({
  page,
  otherLanguages,
  translated,
  onChange,
}: {
  page: Page;
  /** The languages beyond the eight the story has fields for. */
  otherLanguages: readonly StoryLanguage[];
  /** How many languages have a translation. */
  translated: number;
  onChange(language: StoryLanguage, text: string): void;
}) {
  const t = useT();
  const languages = [...TRANSLATION_LANGUAGES, ...otherLanguages];
  return (
    <Accordion disableGutters variant="outlined" sx={{ borderRadius: 2 }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography>
          {t('editor.page.translations', { translated, total: languages.length })}
        </Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ display: 'grid', gap: 2 }}>
        {languages.map((language) => (
          <LimitedTextField
            key={language}
            label={languageName(language)}
            multiline
            minRows={2}
            slotProps={{
              htmlInput: { lang: languageTag(language), dir: textDirection(language) },
              inputLabel: { lang: languageTag(language) },
            }}
            value={pageTextIn(page, language)}
            onChange={(event) => onChange(language, event.target.value)}
            fullWidth
            limit={PAGE_TEXT_MAX}
          />
        ))}
      </AccordionDetails>
    </Accordion>
  );
}
