import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDownRounded';
import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import useAutocomplete, { createFilterOptions } from '@mui/material/useAutocomplete';
import { useMemo, useState } from 'react';
import { LANGUAGE_TAGS, LANGUAGES } from '../../../contract/languageNames';
import {
  englishLanguageName,
  languageName,
  languageTag,
  sortLanguages,
  type StoryLanguage,
} from '../../../contract/storyLanguages';
import { useAppSelector } from '../../app/hooks';
import { NativeField } from '../../components/NativeField';
import { useT } from '../../i18n/useT';
import { languageNameFontFamily } from '../../lib/languageNameFonts';
import { useOwnLanguageNames } from '../../lib/ownLanguageNames';
import type { CatalogueLanguage } from './catalogueLanguages';

/** A language of the list, or every language (''). `stories`: how many are in it, when known. */
interface LanguageChoice {
  language: StoryLanguage | '';
  stories?: number;
}

const Field = styled(NativeField)(({ theme }) => ({
  fontSize: 16,
  minWidth: 0,
  width: '100%',
  height: 44,
  padding: theme.spacing(0, 5, 0, 2),
  textOverflow: 'ellipsis',
  fontFamily: languageNameFontFamily(theme),
}));

const Listbox = styled('ul')(({ theme }) => ({
  position: 'absolute',
  top: '100%',
  right: 0,
  // The column is narrow on a phone: the list is as wide as its names need.
  minWidth: '100%',
  width: 'max-content',
  maxWidth: 'min(360px, 90vw)',
  maxHeight: 'min(360px, 60vh)',
  overflowY: 'auto',
  zIndex: theme.zIndex.appBar - 1,
  margin: theme.spacing(0.5, 0, 0),
  padding: theme.spacing(1, 0),
  listStyle: 'none',
  borderRadius: 16,
  backgroundColor: theme.palette.background.paper,
  boxShadow: theme.shadows[8],
  fontFamily: languageNameFontFamily(theme),
  '& li': {
    display: 'flex',
    alignItems: 'baseline',
    gap: theme.spacing(2),
    justifyContent: 'space-between',
    padding: theme.spacing(1.25, 2),
    cursor: 'pointer',
    minHeight: 44,
    boxSizing: 'border-box',
  },
  '& li.Mui-focused': { backgroundColor: theme.palette.action.hover },
  '& li[aria-selected="true"]': { fontWeight: 700 },
}));

const Count = styled('span')(({ theme }) => ({
  flexShrink: 0,
  color: theme.palette.text.secondary,
  fontSize: 14,
}));

const Indicator = styled('button')(({ theme }) => ({
  position: 'absolute',
  right: theme.spacing(1),
  top: '50%',
  transform: 'translateY(-50%)',
  display: 'flex',
  padding: 0,
  border: 0,
  background: 'none',
  color: theme.palette.text.secondary,
  cursor: 'pointer',
}));

/** The names a language is found by: its own, English's and the interface's, and its tag. */
function useSearchableName(ownNamesReady: boolean) {
  const interfaceLanguage = useAppSelector((state) => state.interfaceLanguage.language);
  return useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([LANGUAGE_TAGS[interfaceLanguage]], { type: 'language' });
    } catch {
      // A browser without language names: the own and English names remain.
    }
    return (language: StoryLanguage) =>
      [
        languageName(language),
        englishLanguageName(language),
        names?.of(languageTag(language)) ?? '',
        languageTag(language),
      ].join(' ');
    // The own names change what languageName answers once they are in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [interfaceLanguage, ownNamesReady]);
}

export interface LanguageFilterProps {
  value: StoryLanguage | '';
  /** The catalogue's languages; the eight are offered while it is not known. */
  languages: readonly CatalogueLanguage[];
  onChange: (language: StoryLanguage | '') => void;
}

/**
 * The language filter: the catalogue's languages, the eight first, each named in its own
 * language with how many stories it has. A list of a hundred names: typing finds one by its
 * own name, its English name or its name in the interface's language.
 */
export default function LanguageFilter({ value, languages, onChange }: LanguageFilterProps) {
  const t = useT();
  // Names browsers give in English (Odia, Nepali) come with the first use of the filter.
  const [used, setUsed] = useState(false);
  const ownNamesReady = useOwnLanguageNames(used);
  const searchable = useSearchableName(ownNamesReady);
  const options = useMemo<LanguageChoice[]>(() => {
    const counts = new Map(languages.map((entry) => [entry.language, entry.stories]));
    const known = counts.size ? counts.keys() : LANGUAGES;
    const listed = sortLanguages([...known, ...(value ? [value] : [])]);
    return [
      { language: '' },
      ...listed.map((language) => {
        const stories = counts.get(language);
        return stories === undefined ? { language } : { language, stories };
      }),
    ];
  }, [languages, value]);
  const labelOf = (option: LanguageChoice) =>
    option.language ? languageName(option.language) : t('stories.filter.allLanguages');
  const filterOptions = useMemo(
    () =>
      createFilterOptions<LanguageChoice>({
        stringify: (option) =>
          option.language ? searchable(option.language) : t('stories.filter.allLanguages'),
      }),
    [searchable, t],
  );

  const {
    getRootProps,
    getInputProps,
    getListboxProps,
    getOptionProps,
    getPopupIndicatorProps,
    groupedOptions,
    popupOpen,
    inputValue,
  } = useAutocomplete<LanguageChoice, false, false, false>({
    id: 'story-language-filter',
    options,
    value: options.find((option) => option.language === value) ?? options[0]!,
    onChange: (_event, choice) => onChange(choice?.language ?? ''),
    getOptionLabel: labelOf,
    getOptionKey: (option) => option.language,
    isOptionEqualToValue: (option, chosen) => option.language === chosen.language,
    filterOptions,
    autoHighlight: true,
  });
  // The box shows the chosen language's name: its language, for fonts and screen readers.
  const shownLang = value && inputValue === languageName(value) ? languageTag(value) : undefined;

  return (
    <Box
      {...getRootProps()}
      onFocusCapture={() => setUsed(true)}
      sx={{ position: 'relative', minWidth: 0 }}
    >
      <Field {...getInputProps()} aria-label={t('stories.filter.language')} lang={shownLang} />
      <Indicator type="button" tabIndex={-1} aria-hidden {...getPopupIndicatorProps()}>
        <ArrowDropDownIcon />
      </Indicator>
      {popupOpen && groupedOptions.length === 0 && (
        <Listbox as="div" role="presentation">
          <Box sx={{ px: 2, py: 1.25, color: 'text.secondary' }}>
            {t('stories.filter.noLanguage')}
          </Box>
        </Listbox>
      )}
      {popupOpen && groupedOptions.length > 0 && (
        <Listbox {...getListboxProps()} aria-label={t('stories.filter.language')}>
          {(groupedOptions as LanguageChoice[]).map((option, index) => {
            const { key, ...optionProps } = getOptionProps({ option, index });
            return (
              <li key={key} {...optionProps}>
                {option.language ? (
                  <span lang={languageTag(option.language)} dir="auto">
                    {languageName(option.language)}
                  </span>
                ) : (
                  <span>{t('stories.filter.allLanguages')}</span>
                )}
                {option.stories !== undefined && (
                  <Count>{t('stories.filter.languageStories', { count: option.stories })}</Count>
                )}
              </li>
            );
          })}
        </Listbox>
      )}
    </Box>
  );
}
