import { preferencesFrom } from '../../../contract/preferenceChecks';
import type { ReaderPreferences } from '../../../contract/preferences';
import type { ApiClient } from '../../lib/apiClient';

/** The signed-in reader's saved settings, or null when they have saved none. */
export async function getPreferences(api: ApiClient): Promise<ReaderPreferences | null> {
  const { data } = await api.get<{ preferences?: unknown }>('/preferences');
  // Read field by field: a value this version of the app does not offer takes its default.
  return data?.preferences ? preferencesFrom(data.preferences) : null;
}

/** Saves the whole set; the server keeps the last one it receives. */
export async function putPreferences(api: ApiClient, preferences: ReaderPreferences) {
  await api.put('/preferences', preferences);
}
