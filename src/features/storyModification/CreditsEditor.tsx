import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { memo, useMemo, useState } from 'react';
import { LANGUAGES } from '../../../contract/languageNames';
import { LICENCE_IDS, licenceFacts, type LicenceId } from '../../../contract/licences';
import {
  LICENCE_WORDS_MAX,
  PUBLISHER_MAX,
  SOURCE_URL_MAX,
  STORY_TITLE_MAX,
} from '../../../contract/limits';
import { languagesOf } from '../../../contract/pages';
import type { Story } from '../../../contract/stories';
import {
  languageName,
  languageTag,
  sortLanguages,
  textDirection,
  type StoryLanguage,
} from '../../../contract/storyLanguages';
import { useAppDispatch } from '../../app/hooks';
import { LicenceMark, useLicenceName } from '../../components/LicenceMark';
import { LimitedTextField } from '../../components/LimitedTextField';
import { contractSentence, type FormTranslator } from '../../i18n/forms/validationMessages';
import { useTranslator } from '../../i18n/translatorContext';
import { useT } from '../../i18n/useT';
import { useScriptFonts } from '../../lib/scriptFonts';
import { creditsProblems, type CreditsField } from './creditsProblems';
import {
  creditNamesEdited,
  creditTextEdited,
  licenceEdited,
  translatorsEdited,
} from './storyModificationSlice';

/** A field's element id: a save the credits hold back brings the focus to the first problem. */
export const creditsFieldId = (field: CreditsField) => `credits-${field.replace('.', '-')}`;

/** A list of names is typed one a line; the lines are kept as typed until the story is saved. */
const asLines = (names: readonly string[]) => names.join('\n');
const fromLines = (text: string) => text.split('\n');

/** The contract's sentences in the interface language where the forms catalogue has them. */
function useContractSentence() {
  const translator = useTranslator();
  return useMemo(() => {
    const words: FormTranslator = {
      message: (id, values) => translator.message(id, values),
      number: (value) => translator.number(value),
    };
    return (sentence: string) => contractSentence(sentence, words);
  }, [translator]);
}

/** The licence, as a choice of the licences a story may carry, and the source's own words. */
function LicenceFields({ licence }: { licence: Story['licence'] }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const licenceName = useLicenceName();
  // A Creative Commons licence is known by its code first ("CC BY-SA 4.0"); CC0 and all
  // rights reserved say theirs in their names.
  const choice = (id: LicenceId) =>
    licenceFacts(id).attribution
      ? t('books.editor.licenceChoice', { name: licenceName(id), code: licenceFacts(id).name })
      : licenceName(id);
  return (
    <>
      <TextField
        select
        fullWidth
        label={t('books.editor.licence')}
        value={licence.id}
        onChange={(event) => dispatch(licenceEdited({ id: event.target.value as LicenceId }))}
      >
        {LICENCE_IDS.map((id) => (
          <MenuItem key={id} value={id}>
            {choice(id)}
          </MenuItem>
        ))}
      </TextField>
      <LimitedTextField
        label={t('books.editor.licenceWords')}
        value={licence.words}
        onChange={(event) => dispatch(licenceEdited({ words: event.target.value }))}
        helperText={t('books.editor.licenceWordsHelp')}
        fullWidth
        trim
        show="near"
        limit={LICENCE_WORDS_MAX}
      />
    </>
  );
}

/**
 * The translators of each of the story's languages (and of any other one already named),
 * folded away under how many are named; a problem with a name is never folded away.
 */
function TranslatorFields({
  translators,
  pages,
  otherLanguages,
  problemOf,
}: {
  translators: Story['credits']['translators'];
  pages: Story['pages'];
  /** The languages beyond the eight the story has fields for. */
  otherLanguages: readonly StoryLanguage[];
  problemOf: (field: CreditsField) => string | undefined;
}) {
  const t = useT();
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  const languages = useMemo(() => {
    const used = new Set(languagesOf(pages));
    const named = (language: StoryLanguage) => (translators[language]?.length ?? 0) > 0;
    return sortLanguages([
      ...LANGUAGES.filter((language) => used.has(language) || named(language)),
      ...otherLanguages,
      ...Object.keys(translators).filter(named),
    ]);
  }, [pages, translators, otherLanguages]);
  const expanded = open || languages.some((language) => problemOf(`translators.${language}`));
  // Each language's name, and its translators' names as typed, in that language's script.
  useScriptFonts(...(expanded ? languages : []));
  if (languages.length === 0) return null;
  const named = languages.filter((language) =>
    translators[language]?.some((name) => name.trim()),
  ).length;
  const problems = languages.map((language) => problemOf(`translators.${language}`));
  return (
    <Accordion
      disableGutters
      variant="outlined"
      expanded={expanded}
      onChange={(_, expanded) => setOpen(expanded)}
      sx={{ borderRadius: 2 }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography>{t('books.editor.translators', { named, total: languages.length })}</Typography>
      </AccordionSummary>
      <AccordionDetails
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
      >
        {languages.map((language, index) => (
          <TextField
            key={language}
            id={creditsFieldId(`translators.${language}`)}
            label={languageName(language)}
            slotProps={{
              inputLabel: { lang: languageTag(language), dir: textDirection(language) },
            }}
            value={asLines(translators[language] ?? [])}
            onChange={(event) =>
              dispatch(translatorsEdited({ language, names: fromLines(event.target.value) }))
            }
            multiline
            fullWidth
            error={Boolean(problems[index])}
            helperText={problems[index] ?? t('books.editor.onePerLine')}
          />
        ))}
      </AccordionDetails>
    </Accordion>
  );
}

/**
 * The story's licence and credits: who wrote, drew and translated it, where it comes from.
 * Readers see them at the end of the book; exports carry them. `showProblems`: a save was
 * tried, so every problem shows, even on fields not yet left.
 */
export const CreditsEditor = memo(function CreditsEditor({
  licence,
  credits,
  pages,
  otherLanguages,
  showProblems,
}: Pick<Story, 'licence' | 'credits' | 'pages'> & {
  otherLanguages: readonly StoryLanguage[];
  showProblems: boolean;
}) {
  const t = useT();
  const dispatch = useAppDispatch();
  const sentence = useContractSentence();
  // The source address is judged once it is left (or a save is tried), not at every key.
  const [sourceLeft, setSourceLeft] = useState(false);
  const problems = useMemo(() => creditsProblems(credits), [credits]);
  const problemOf = (field: CreditsField) => {
    const problem = problems[field];
    return problem ? sentence(problem) : undefined;
  };
  const sourceProblem = sourceLeft || showProblems ? problemOf('sourceUrl') : undefined;

  const namesField = (field: 'authors' | 'illustrators') => ({
    id: creditsFieldId(field),
    value: asLines(credits[field]),
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      dispatch(creditNamesEdited({ field, names: fromLines(event.target.value) })),
    multiline: true,
    minRows: 2,
    fullWidth: true,
    error: Boolean(problems[field]),
    helperText: problemOf(field) ?? t('books.editor.onePerLine'),
  });
  const textField = (field: 'originalTitle' | 'publisher', limit: number) => ({
    id: creditsFieldId(field),
    value: credits[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      dispatch(creditTextEdited({ field, value: event.target.value })),
    fullWidth: true,
    trim: true,
    show: 'near' as const,
    limit,
  });

  return (
    <Card component="section" aria-labelledby="credits-heading" variant="outlined">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
            <Typography id="credits-heading" variant="h6" component="h2">
              {t('books.editor.heading')}
            </Typography>
            <LicenceMark licence={licence.id} />
          </Box>
          <Typography variant="body2" color="text.secondary">
            {t('books.editor.intro')}
          </Typography>
        </Box>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
            alignItems: 'start',
          }}
        >
          <LicenceFields licence={licence} />
          <TextField label={t('books.editor.authors')} {...namesField('authors')} />
          <TextField label={t('books.editor.illustrators')} {...namesField('illustrators')} />
          <LimitedTextField
            label={t('books.editor.originalTitle')}
            {...textField('originalTitle', STORY_TITLE_MAX)}
          />
          <LimitedTextField
            label={t('books.editor.publisher')}
            {...textField('publisher', PUBLISHER_MAX)}
          />
        </Box>
        <LimitedTextField
          id={creditsFieldId('sourceUrl')}
          label={t('books.editor.sourceUrl')}
          type="url"
          inputMode="url"
          value={credits.sourceUrl}
          onChange={(event) =>
            dispatch(creditTextEdited({ field: 'sourceUrl', value: event.target.value }))
          }
          onBlur={() => setSourceLeft(true)}
          error={Boolean(sourceProblem)}
          helperText={sourceProblem ?? t('books.editor.sourceUrlHelp')}
          fullWidth
          trim
          show="near"
          limit={SOURCE_URL_MAX}
        />
        <TranslatorFields
          translators={credits.translators}
          pages={pages}
          otherLanguages={otherLanguages}
          problemOf={problemOf}
        />
      </CardContent>
    </Card>
  );
});
