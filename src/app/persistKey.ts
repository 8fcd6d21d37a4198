/** redux-persist keeps the user slice under this key (localStorage `persist:root`). */
export const PERSIST_KEY = 'root';
export const PERSIST_STORAGE_KEY = `persist:${PERSIST_KEY}`;
