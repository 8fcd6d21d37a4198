/**
 * The saver of a signed-in reader's settings and its API calls, loaded only when a signed-in
 * reader needs them, so they stay off the first screen.
 */
export const loadPreferencesSync = () => import('./preferencesSync');
