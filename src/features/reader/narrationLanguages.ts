import { useEffect, useMemo } from 'react';
import type { NarrationLanguages } from '../../../contract/narrationLanguages';
import { NARRATION_UNAVAILABLE, narratingLanguage } from '../../../contract/narratingLanguage';
import {
  isNamedLanguage,
  storyLanguageOf,
  type StoryLanguage,
} from '../../../contract/storyLanguages';
import { createAppAsyncThunk, useAppDispatch, useAppSelector } from '../../app/hooks';
import { loadFailure } from '../../lib/errors';
import { whenPageIsIdle } from '../../lib/idle';
import type { LoadStatus } from '../../lib/loadStatus';

const LOAD_FAILED = 'Failed to load the narration languages';

export const isNarrationUnavailable = (status: number | undefined, message: string) =>
  status === 400 && message.startsWith(NARRATION_UNAVAILABLE);

/** What the app knows of the languages the server's voices speak. */
export interface NarrationVoices {
  status: LoadStatus;
  /** From GET /narration/languages; null until it answered. */
  languages: StoryLanguage[] | null;
  /** Languages a narration request was refused in (the list may be missing or out of date). */
  refused: StoryLanguage[];
}

export const initialNarrationVoices: NarrationVoices = {
  status: 'idle',
  languages: null,
  refused: [],
};

/**
 * GET /narration/languages, once a session. Without its answer narration is tried, as before
 * the list existed, and a refusal is remembered language by language. Only the ids it names
 * that are languages are kept.
 */
export const loadNarrationLanguages = createAppAsyncThunk<StoryLanguage[], void>(
  'narration/languages',
  async (_, { extra, rejectWithValue }) => {
    try {
      const { data } = await extra.api.get<Partial<NarrationLanguages>>('/narration/languages');
      if (!Array.isArray(data?.languages)) return rejectWithValue(LOAD_FAILED, {});
      return data.languages.flatMap((value) => {
        const language = typeof value === 'string' ? storyLanguageOf(value) : null;
        return language ? [language] : [];
      });
    } catch (error) {
      return rejectWithValue(...loadFailure(error, LOAD_FAILED));
    }
  },
  {
    condition: (_, { getState }) => getState().narration.voices.status === 'idle',
  },
);

/**
 * Whether voices for `voiced` speak a language: the same id, or its nearest broader tag in the
 * same script, as the server decides ('pt' speaks 'pt-BR' and 'zh' speaks 'zh-Hans';
 * 'panjabi', in Gurmukhi, does not speak 'pa-Arab').
 */
export const voicesSpeak = (voiced: readonly StoryLanguage[], language: StoryLanguage) =>
  narratingLanguage(voiced, language) !== undefined;

/**
 * Whether a language can be narrated: false when the server said it cannot (in its list or in
 * answer to a request), true when it can or when its list could not be had (narration is then
 * tried, as before the list existed), null while the list is on its way.
 */
export function canNarrateIn(voices: NarrationVoices, language: StoryLanguage): boolean | null {
  if (voices.refused.includes(language)) return false;
  if (voices.languages) return voicesSpeak(voices.languages, language);
  return voices.status === 'failed' ? true : null;
}

/**
 * canNarrateIn for the reader, asking for the server's list the first time it is needed: at
 * once for a language beyond the eight (what the control bar offers waits on it), once the page
 * is idle for the eight, which every voice set speaks (the reader's first screen stays as it was).
 */
export function useCanNarrate(language: StoryLanguage): boolean | null {
  const dispatch = useAppDispatch();
  const voices = useAppSelector((state) => state.narration.voices);
  const named = isNamedLanguage(language);
  useEffect(() => {
    const load = () => void dispatch(loadNarrationLanguages());
    if (named) whenPageIsIdle(load);
    else load();
  }, [dispatch, named]);
  return useMemo(() => canNarrateIn(voices, language), [voices, language]);
}
