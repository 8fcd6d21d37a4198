// Plain parsing on purpose: the first screen should not carry a schema library. Pure, so the
// build's configuration (vite.config.ts) reads the same values and defaults as the app.
export type RawEnv = Record<string, string | boolean | undefined>;

const text = (raw: RawEnv, key: string): string | undefined => {
  const value = raw[key];
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
};

export function readEnv(raw: RawEnv) {
  return {
    VITE_APP_TITLE: text(raw, 'VITE_APP_TITLE') ?? 'Kahani',
    VITE_API_BASE_URL: text(raw, 'VITE_API_BASE_URL') ?? 'http://127.0.0.1:8787',
    VITE_FIREBASE_API_KEY: text(raw, 'VITE_FIREBASE_API_KEY') ?? 'demo-kahani-key',
    VITE_FIREBASE_AUTH_DOMAIN: text(raw, 'VITE_FIREBASE_AUTH_DOMAIN'),
    VITE_FIREBASE_PROJECT_ID: text(raw, 'VITE_FIREBASE_PROJECT_ID') ?? 'demo-kahani',
    VITE_FIREBASE_APP_ID: text(raw, 'VITE_FIREBASE_APP_ID'),
    VITE_FIREBASE_AUTH_EMULATOR_HOST: text(raw, 'VITE_FIREBASE_AUTH_EMULATOR_HOST'),
    VITE_ADMIN_UIDS: (text(raw, 'VITE_ADMIN_UIDS') ?? '')
      .split(',')
      .map((uid) => uid.trim())
      .filter(Boolean),
    VITE_GA_MEASUREMENT_ID: text(raw, 'VITE_GA_MEASUREMENT_ID'),
    VITE_APP_STORE_URL: text(raw, 'VITE_APP_STORE_URL'),
    VITE_PLAY_STORE_URL: text(raw, 'VITE_PLAY_STORE_URL'),
  };
}

export type AppEnv = ReturnType<typeof readEnv>;
