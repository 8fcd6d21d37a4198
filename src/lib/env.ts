import { readEnv, type AppEnv, type RawEnv } from './readEnv';

export { readEnv, type AppEnv };

/** Configuration read in one place; the rest of the app imports `env`. */
export const env: AppEnv = readEnv(import.meta.env as RawEnv);
