import { z } from 'zod';

const list = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );
const optional = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined);

const configSchema = z.object({
  NODE_ENV: z.string().default('development'),
  API_HOST: z.string().default('127.0.0.1'),
  API_PORT: z.coerce.number().int().min(0).max(65535).default(8787),
  CORS_ORIGINS: list,
  ADMIN_UIDS: list,
  FIREBASE_PROJECT_ID: z.string().default('demo-kahani'),
  FIREBASE_AUTH_EMULATOR_HOST: optional,
  DATABASE_URL: optional,
  PGLITE_DIR: z.string().default('server/data/pglite'),
  NARRATION_ENGINE: z.enum(['espeak', 'cloud']).default('espeak'),
  NARRATION_CLOUD_URL: optional,
  NARRATION_CLOUD_API_KEY: optional,
  NARRATION_CLOUD_VOICE_ID: optional,
  NARRATION_CLOUD_VOICE_IDS: optional,
  NARRATION_CLOUD_MODEL_ID: optional,
  NARRATION_WORKERS: z.coerce.number().int().min(1).max(8).default(1),
  NARRATION_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  LOG_LEVEL: z.string().default('info'),
});

export type ServerConfig = z.infer<typeof configSchema>;

/** Reads and checks the server's configuration; throws on anything unsafe. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): ServerConfig {
  const config = configSchema.parse(source);
  if (config.NODE_ENV === 'production' && config.FIREBASE_AUTH_EMULATOR_HOST) {
    // firebase-admin accepts unsigned tokens while the emulator variable is set.
    throw new Error(
      'Refusing to start: FIREBASE_AUTH_EMULATOR_HOST is set while NODE_ENV=production.',
    );
  }
  return config;
}
