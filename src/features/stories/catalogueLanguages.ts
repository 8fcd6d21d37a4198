import { useCallback, useEffect, useState } from 'react';
import type { CatalogueLanguages } from '../../../contract/catalogue';
import { storyLanguageOf } from '../../../contract/storyLanguages';
import { createAppAsyncThunk, useAppDispatch } from '../../app/hooks';
import { loadFailure } from '../../lib/errors';

export const FETCH_LANGUAGES_FAILED = 'Failed to fetch languages';

export type CatalogueLanguage = CatalogueLanguages['languages'][number];

/** The languages the published catalogue has, with how many stories each. */
export const fetchCatalogueLanguages = createAppAsyncThunk<CatalogueLanguage[], void>(
  'stories/fetchLanguages',
  async (_, { extra, rejectWithValue }) => {
    try {
      const { data } = await extra.api.get<Partial<CatalogueLanguages> | null>(
        '/KahaniJson/languages',
      );
      if (!Array.isArray(data?.languages)) return rejectWithValue(FETCH_LANGUAGES_FAILED, {});
      return data.languages.filter(
        (entry) => typeof entry?.language === 'string' && storyLanguageOf(entry.language),
      );
    } catch (error) {
      return rejectWithValue(...loadFailure(error, FETCH_LANGUAGES_FAILED));
    }
  },
);

/**
 * The language filter's list, asked for as the filter shows (it comes after the first screen,
 * and only the filter needs it: no slice keeps it). `retry` after a failure.
 */
export function useCatalogueLanguages() {
  const dispatch = useAppDispatch();
  const [languages, setLanguages] = useState<CatalogueLanguage[]>([]);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(() => {
    const request = dispatch(fetchCatalogueLanguages());
    void request.then((action) => {
      if (fetchCatalogueLanguages.fulfilled.match(action)) setLanguages(action.payload);
      else if (!action.meta.aborted) setError(action.payload ?? FETCH_LANGUAGES_FAILED);
    });
    return request;
  }, [dispatch]);
  useEffect(() => {
    const request = load();
    return () => request.abort();
  }, [load]);
  const retry = () => {
    setError(null);
    void load();
  };
  return { languages, error, retry };
}
