import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import {
  LANGUAGE_LABELS,
  LANGUAGE_TAGS,
  TRANSLATION_LANGUAGES,
  type TranslationLanguage,
} from '../../../contract/languages';
import { PAGE_TEXT_MAX } from '../../../contract/limits';
import type { Page } from '../../../contract/stories';
import { LimitedTextField } from '../../components/LimitedTextField';
import { useT } from '../../i18n/useT';

/** The page's text in every other language, folded away under how many are done. */
export function PageTranslations({
  page,
  translated,
  onChange,
}: {
  page: Page;
  /** How many languages have a translation. */
  translated: number;
  onChange(language: TranslationLanguage, text: string): void;
}) {
  const t = useT();
  return (
    <Accordion disableGutters variant="outlined" sx={{ borderRadius: 2 }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography>
          {t('editor.page.translations', { translated, total: TRANSLATION_LANGUAGES.length })}
        </Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ display: 'grid', gap: 2 }}>
        {TRANSLATION_LANGUAGES.map((language) => (
          <LimitedTextField
            key={language}
            label={LANGUAGE_LABELS[language]}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { lang: LANGUAGE_TAGS[language] } }}
            value={page[language]}
            onChange={(event) => onChange(language, event.target.value)}
            fullWidth
            limit={PAGE_TEXT_MAX}
          />
        ))}
      </AccordionDetails>
    </Accordion>
  );
}
