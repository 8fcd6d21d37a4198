import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import { useEffect, useRef } from 'react';
import { LANGUAGE_LABELS, LANGUAGES } from '../../../contract/languageNames';
import { NativeField } from '../../components/NativeField';
import { useT } from '../../i18n/useT';
import { languageNameFontFamily } from '../../lib/languageNameFonts';
import { STORY_LENGTHS, type StoryFilters } from './storyFilters';

/** Native controls: the list is the first screen. */
const Field = styled(NativeField)(({ theme }) => ({
  fontSize: 16,
  // A list as wide as its longest choice would widen its column: it shows what fits instead.
  minWidth: 0,
  width: '100%',
  height: 44,
  padding: theme.spacing(0, 2),
  // The language list names each language in its script, and a list is as wide as its options.
  'select&': { fontFamily: languageNameFontFamily(theme) },
}));

export interface StoryFilterBarProps {
  filters: StoryFilters;
  onChange: (name: keyof StoryFilters, value: string) => void;
}

/** Search and filters of the story list; the values live in the address (see StoriesPage). */
export default function StoryFilterBar({ filters, onChange }: StoryFilterBarProps) {
  const t = useT();
  const search = useRef<HTMLInputElement>(null);
  // What the box sent to the address and has not come back yet: the address follows the box
  // a little later, so only a search the box did not type (back, forward, Clear filters) is
  // written into it.
  const sent = useRef<string[]>([]);
  useEffect(() => {
    const mine = sent.current.indexOf(filters.q);
    if (mine >= 0) sent.current.splice(0, mine + 1);
    else if (search.current && search.current.value !== filters.q) search.current.value = filters.q;
  }, [filters.q]);

  return (
    <Box
      role="search"
      sx={{
        display: 'grid',
        gap: 1.5,
        mb: 3,
        // A phone: the search box above the two lists; wider: all three in a row.
        gridTemplateColumns: { xs: '1fr 1fr', sm: '2fr 1fr 1fr' },
        '& > :first-child': { gridColumn: { xs: '1 / -1', sm: 'auto' } },
      }}
    >
      <Field
        ref={search}
        type="search"
        aria-label={t('stories.search')}
        placeholder={t('stories.searchPlaceholder')}
        defaultValue={filters.q}
        onChange={(event) => {
          sent.current.push(event.target.value);
          onChange('q', event.target.value);
        }}
      />
      <Field
        as="select"
        aria-label={t('stories.filter.language')}
        value={filters.lang}
        onChange={(event) => onChange('lang', event.target.value)}
      >
        <option value="">{t('stories.filter.allLanguages')}</option>
        {LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {LANGUAGE_LABELS[language]}
          </option>
        ))}
      </Field>
      <Field
        as="select"
        aria-label={t('stories.filter.length')}
        value={filters.length}
        onChange={(event) => onChange('length', event.target.value)}
      >
        <option value="">{t('stories.filter.anyLength')}</option>
        {STORY_LENGTHS.map(({ id, label, upTo }, index) => {
          const from = index ? STORY_LENGTHS[index - 1]!.upTo + 1 : 1;
          return (
            <option key={id} value={id}>
              {upTo === Infinity
                ? t('stories.length.orMore', { length: t(label), from })
                : t('stories.length.upTo', { length: t(label), from, upTo })}
            </option>
          );
        })}
      </Field>
    </Box>
  );
}
