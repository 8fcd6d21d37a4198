import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import { useEffect, useRef } from 'react';
import { pageRangeOf, STORY_LENGTHS } from '../../../contract/storyLengths';
import { ErrorState } from '../../components/ErrorState';
import { NativeField } from '../../components/NativeField';
import { useT } from '../../i18n/useT';
import LanguageFilter from './LanguageFilter';
import { FETCH_LANGUAGES_FAILED, useCatalogueLanguages } from './catalogueLanguages';
import { STORY_LENGTH_LABELS, type StoryFilters } from './storyFilters';

/** Typing pauses this long before the server is asked: one search per word, not per letter. */
export const SEARCH_PAUSE_MS = 300;

/** Native controls: the list is the first screen. */
const Field = styled(NativeField)(({ theme }) => ({
  fontSize: 16,
  // A list as wide as its longest choice would widen its column: it shows what fits instead.
  minWidth: 0,
  width: '100%',
  height: 44,
  padding: theme.spacing(0, 2),
}));

/** The search box: a row of its own on a phone, the first of three columns when wider. */
const SearchField = styled(Field)(({ theme }) => ({
  gridColumn: '1 / -1',
  [theme.breakpoints.up('sm')]: { gridColumn: 'auto' },
}));

export interface StoryFilterBarProps {
  filters: StoryFilters;
  onChange: (name: keyof StoryFilters, value: string) => void;
}

/** Search and filters of the story list; the values live in the address (see StoriesPage). */
export default function StoryFilterBar({ filters, onChange }: StoryFilterBarProps) {
  const t = useT();
  const languages = useCatalogueLanguages();
  const search = useRef<HTMLInputElement>(null);
  const pause = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // What the box sent to the address and has not come back yet: the address follows the box
  // a little later, so only a search the box did not type (back, forward, Clear filters) is
  // written into it, and a pending one is then dropped.
  const sent = useRef<string[]>([]);
  useEffect(() => {
    const mine = sent.current.indexOf(filters.q);
    if (mine >= 0) {
      sent.current.splice(0, mine + 1);
      return;
    }
    clearTimeout(pause.current);
    if (search.current && search.current.value !== filters.q) search.current.value = filters.q;
  }, [filters.q]);
  useEffect(() => () => clearTimeout(pause.current), []);

  const sendSearch = (words: string) => {
    clearTimeout(pause.current);
    if (words === filters.q) return;
    sent.current.push(words);
    onChange('q', words);
  };

  return (
    <>
      <Box
        role="search"
        sx={{
          display: 'grid',
          gap: 1.5,
          mb: 3,
          // A phone: the search box above the two filters; wider: all three in a row.
          gridTemplateColumns: { xs: '1fr 1fr', sm: '2fr 1fr 1fr' },
        }}
      >
        <SearchField
          ref={search}
          type="search"
          aria-label={t('stories.search')}
          placeholder={t('stories.searchPlaceholder')}
          defaultValue={filters.q}
          onChange={(event) => {
            const words = event.target.value;
            clearTimeout(pause.current);
            pause.current = setTimeout(() => sendSearch(words), SEARCH_PAUSE_MS);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') sendSearch(event.currentTarget.value);
          }}
        />
        <LanguageFilter
          value={filters.lang}
          languages={languages.languages}
          onChange={(language) => onChange('lang', language)}
        />
        <Field
          as="select"
          aria-label={t('stories.filter.length')}
          value={filters.length}
          onChange={(event) => onChange('length', event.target.value)}
        >
          <option value="">{t('stories.filter.anyLength')}</option>
          {STORY_LENGTHS.map(({ id }) => {
            const { from, to } = pageRangeOf(id);
            const length = t(STORY_LENGTH_LABELS[id]);
            return (
              <option key={id} value={id}>
                {to === null
                  ? t('stories.length.orMore', { length, from })
                  : t('stories.length.upTo', { length, from, upTo: to })}
              </option>
            );
          })}
        </Field>
      </Box>
      {languages.error && (
        <ErrorState
          message={
            languages.error === FETCH_LANGUAGES_FAILED
              ? t('stories.filter.languagesFailed')
              : languages.error
          }
          onRetry={languages.retry}
        />
      )}
    </>
  );
}
