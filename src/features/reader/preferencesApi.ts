import { preferencesFrom } from '../../../contract/preferenceChecks';
import type { ReaderPreferences } from '../../../contract/preferences';
import { serverData } from '../../lib/serverData/api';

/** Whose settings: the signed-in account's, or those of the child of it who reads. */
export interface SettingsReader {
  uid: string;
  childId?: string | undefined;
}

const LOAD_PREFERENCES_FAILED = 'Failed to load the saved reader settings';
const SAVE_PREFERENCES_FAILED = 'Failed to save the reader settings';

/**
 * The signed-in reader's saved settings, as the saver (preferencesSync.ts) asks for and sends
 * them; loaded with the saver, for signed-in readers only. Cached under the reader (the account
 * the server knows by its token, and the child reading): one reader's answer is never taken for
 * another's. A child's settings are never null: their profile's language and text size.
 */
export const preferencesApi = serverData.injectEndpoints({
  endpoints: (build) => ({
    /** The saved settings, or null when the reader has saved none. */
    getPreferences: build.query<ReaderPreferences | null, SettingsReader>({
      query: ({ childId }) =>
        childId ? { url: '/preferences', params: { childId } } : '/preferences',
      extraOptions: { fallback: LOAD_PREFERENCES_FAILED },
      // Read field by field: a value this version of the app does not offer takes its default.
      transformResponse: (answer: { preferences?: unknown } | undefined) =>
        answer?.preferences ? preferencesFrom(answer.preferences) : null,
      providesTags: ['Preferences'],
    }),

    /**
     * Saves the whole set; the server keeps the last one it receives. The cached saved settings
     * become the ones sent, rather than being asked for again.
     */
    savePreferences: build.mutation<
      void,
      { reader: SettingsReader; preferences: ReaderPreferences }
    >({
      query: ({ reader: { childId }, preferences }) => ({
        url: '/preferences',
        method: 'put',
        body: childId ? { ...preferences, childId } : preferences,
      }),
      extraOptions: { fallback: SAVE_PREFERENCES_FAILED },
      transformResponse: () => undefined,
      async onQueryStarted({ reader, preferences }, { dispatch, queryFulfilled }) {
        const saved = await queryFulfilled.then(() => true).catch(() => false);
        if (saved) {
          dispatch(
            preferencesApi.util.updateQueryData('getPreferences', reader, () => preferences),
          );
        }
      },
    }),
  }),
});
