/**
 * The saver of a signed-in reader's settings, with its server calls and the server-data cache
 * (RTK Query) they go through, loaded only when a signed-in reader needs them, so they stay off
 * a visitor's first screen.
 */
export const loadPreferencesSync = () => import('./preferencesSync');
