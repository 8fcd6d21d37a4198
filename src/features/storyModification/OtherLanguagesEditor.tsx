import DeleteIcon from '@mui/icons-material/Delete';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { memo, useMemo, useState } from 'react';
import { STORY_TITLE_MAX } from '../../../contract/limits';
import { pageTextIn } from '../../../contract/pages';
import type { Story } from '../../../contract/stories';
import {
  languageName,
  languageTag,
  textDirection,
  type StoryLanguage,
} from '../../../contract/storyLanguages';
import { useAppDispatch } from '../../app/hooks';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { LimitedTextField } from '../../components/LimitedTextField';
import { useT } from '../../i18n/useT';
import { useScriptFonts } from '../../lib/scriptFonts';
import {
  languageChoices,
  matchingChoices,
  typedLanguage,
  type LanguageChoice,
} from './languageChoices';
import { languageAdded, languageRemoved, translatedTitleEdited } from './storyModificationSlice';

/** How many matching languages the list shows at once; typing narrows it. */
const SHOWN_CHOICES = 60;

/** A language's own name, marked with its language and direction. */
function OwnName({ language }: { language: StoryLanguage }) {
  return (
    <span lang={languageTag(language)} dir={textDirection(language)}>
      {languageName(language)}
    </span>
  );
}

/** Whether the draft holds anything in a language: text on a page, a title, translators. */
function hasContent(
  story: Pick<Story, 'pages' | 'translated_titles' | 'credits'>,
  language: string,
) {
  return (
    story.pages.some((page) => pageTextIn(page, language).trim() !== '') ||
    Boolean(story.translated_titles[language]?.trim()) ||
    (story.credits.translators[language] ?? []).some((name) => name.trim() !== '')
  );
}

/** "Add a language": a list searched by own and English names, or a typed BCP 47 tag. */
function AddLanguage({ added }: { added: readonly StoryLanguage[] }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [open, setOpen] = useState(false);
  // The list is made when first opened: a few hundred names from the browser.
  const options = useMemo(
    () => (open ? languageChoices().filter((choice) => !added.includes(choice.language)) : []),
    [open, added],
  );

  const add = (language: StoryLanguage) => {
    dispatch(languageAdded(language));
    setTyped('');
    setProblem(null);
    setStatus(t('editor.languages.added', { language: languageName(language) }));
  };

  const choose = (value: LanguageChoice | string | null) => {
    if (value === null) return;
    if (typeof value !== 'string') {
      add(value.language);
      return;
    }
    if (!value.trim()) return;
    const found = typedLanguage(languageChoices(), value);
    if (found.kind === 'language') add(found.language);
    else if (found.kind === 'named') {
      setProblem(t('editor.languages.hasOwnField', { language: languageName(found.language) }));
    } else setProblem(t('editor.languages.notALanguage', { typed: value.trim() }));
  };

  return (
    <Box>
      <Autocomplete<LanguageChoice, false, false, true>
        freeSolo
        autoHighlight
        options={options}
        value={null}
        inputValue={typed}
        onOpen={() => setOpen(true)}
        onInputChange={(_, value, reason) => {
          if (reason === 'reset') return;
          setTyped(value);
          setProblem(null);
        }}
        onChange={(_, value) => choose(value)}
        filterOptions={(choices, state) =>
          matchingChoices(choices, state.inputValue).slice(0, SHOWN_CHOICES)
        }
        getOptionLabel={(option) =>
          typeof option === 'string' ? option : `${option.own} (${option.english})`
        }
        renderOption={({ key, ...props }, option) => (
          <li key={key} {...props}>
            <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
              <OwnName language={option.language} />
              <Typography component="span" variant="body2" color="text.secondary">
                {option.english} · {option.language}
              </Typography>
            </Box>
          </li>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('editor.languages.add')}
            error={Boolean(problem)}
            helperText={problem ?? t('editor.languages.addHelp')}
          />
        )}
      />
      <Typography role="status" variant="body2" sx={{ mt: 0.5 }}>
        {status}
      </Typography>
    </Box>
  );
}

/**
 * The languages beyond the eight a story is told in: each with its title, a way to remove it,
 * and "Add a language". Every page gets a field for each (see PageTranslations).
 */
export const OtherLanguagesEditor = memo(function OtherLanguagesEditor({
  story,
  languages,
}: {
  story: Pick<Story, 'pages' | 'translated_titles' | 'credits'>;
  /** The languages beyond the eight the draft has fields for. */
  languages: readonly StoryLanguage[];
}) {
  const t = useT();
  const dispatch = useAppDispatch();
  const [removing, setRemoving] = useState<StoryLanguage | null>(null);
  useScriptFonts(...languages);

  const remove = (language: StoryLanguage) => {
    // Nothing to lose: gone at once. Otherwise asked first.
    if (hasContent(story, language)) setRemoving(language);
    else dispatch(languageRemoved(language));
  };

  return (
    <Card component="section" aria-labelledby="other-languages-heading" variant="outlined">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Box>
          <Typography id="other-languages-heading" variant="h6" component="h2">
            {t('editor.languages.heading')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('editor.languages.intro')}
          </Typography>
        </Box>
        {languages.length === 0 && (
          <Typography variant="body2">{t('editor.languages.none')}</Typography>
        )}
        {languages.map((language) => (
          <Box
            key={language}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}
          >
            <LimitedTextField
              label={t('editor.languages.titleIn', { language: languageName(language) })}
              value={story.translated_titles[language] ?? ''}
              onChange={(event) =>
                dispatch(translatedTitleEdited({ language, title: event.target.value }))
              }
              slotProps={{
                htmlInput: { lang: languageTag(language), dir: textDirection(language) },
              }}
              limit={STORY_TITLE_MAX}
              trim
              show="near"
              sx={{ flex: '1 1 280px' }}
            />
            <Button
              color="error"
              startIcon={<DeleteIcon />}
              onClick={() => remove(language)}
              sx={{ mt: 1 }}
            >
              {t('editor.languages.remove', { language: languageName(language) })}
            </Button>
          </Box>
        ))}
        <AddLanguage added={languages} />
      </CardContent>
      {removing && (
        <ConfirmDialog
          open
          destructive
          focus="cancel"
          title={t('editor.languages.removeTitle', { language: languageName(removing) })}
          confirmLabel={t('editor.languages.remove', { language: languageName(removing) })}
          onConfirm={() => {
            dispatch(languageRemoved(removing));
            setRemoving(null);
          }}
          onCancel={() => setRemoving(null)}
        >
          {t('editor.languages.removeText')}
        </ConfirmDialog>
      )}
    </Card>
  );
});
