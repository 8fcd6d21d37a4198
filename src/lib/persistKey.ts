/** redux-persist keeps the user slice under this key (localStorage `persist:root`). */
export const PERSIST_KEY = 'root';
export const PERSIST_STORAGE_KEY = `persist:${PERSIST_KEY}`;

/** The tab keeps the reader's settings under this key (sessionStorage `persist:settings`). */
export const TAB_SETTINGS_KEY = 'settings';
export const TAB_SETTINGS_STORAGE_KEY = `persist:${TAB_SETTINGS_KEY}`;
