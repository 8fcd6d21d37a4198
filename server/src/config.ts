import { z } from 'zod';
import { parseTrustProxy } from './trustProxy';

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
  // No default: an unset NODE_ENV must never count as development (see checkAuthEmulator).
  NODE_ENV: optional,
  API_HOST: z.string().default('127.0.0.1'),
  API_PORT: z.coerce.number().int().min(0).max(65535).default(8787),
  CORS_ORIGINS: list,
  ADMIN_UIDS: list,
  FIREBASE_PROJECT_ID: z.string().default('demo-kahani'),
  FIREBASE_AUTH_EMULATOR_HOST: optional,
  AUTH_EMULATOR_TRUSTED: optional,
  DATABASE_URL: optional,
  PGLITE_DIR: z.string().default('server/data/pglite'),
  WEB_DIR: optional,
  TRUST_PROXY: z
    .string()
    .default('')
    .transform((value, context) => {
      try {
        return parseTrustProxy(value);
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  NARRATION_ENGINE: z.enum(['espeak', 'cloud']).default('espeak'),
  NARRATION_CLOUD_URL: optional,
  NARRATION_CLOUD_API_KEY: optional,
  NARRATION_CLOUD_VOICE_ID: optional,
  NARRATION_CLOUD_VOICE_IDS: optional,
  NARRATION_CLOUD_MODEL_ID: optional,
  NARRATION_WORKERS: z.coerce.number().int().min(1).max(8).default(1),
  NARRATION_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  NARRATION_SYNTHESES_PER_HOUR: z.coerce.number().int().min(1).default(100),
  NARRATION_SYNTHESES_PER_HOUR_ANONYMOUS: z.coerce.number().int().min(1).default(60),
  NARRATION_QUEUE_LIMIT: z.coerce.number().int().min(1).default(30),
  NARRATION_CACHE_MAX_MB: z.coerce.number().int().min(1).default(512),
  // Unset: every core but one (see alignmentWorkersFor).
  ALIGNMENT_WORKERS: z.coerce.number().int().min(1).max(64).optional(),
  RECORDINGS_PER_USER: z.coerce.number().int().min(1).max(100).optional(),
  RECORDING_QUEUE_LIMIT: z.coerce.number().int().min(1).optional(),
  LOG_LEVEL: z.string().default('info'),
});

export type ServerConfig = z.infer<typeof configSchema>;

/** The value of AUTH_EMULATOR_TRUSTED that lets a development server trust the emulator. */
export const AUTH_EMULATOR_OPT_IN = 'development-only';
const EMULATOR_ENVIRONMENTS = new Set(['development', 'test']);

export class UnsafeConfigError extends Error {
  constructor(reason: string) {
    super(`Refusing to start: ${reason}`);
    this.name = 'UnsafeConfigError';
  }
}

/**
 * firebase-admin accepts unsigned tokens for any uid (administrators included) whenever
 * FIREBASE_AUTH_EMULATOR_HOST is in the environment, so trusting it needs an explicit opt-in
 * and a development or test NODE_ENV; every other combination refuses.
 */
function checkAuthEmulator(source: NodeJS.ProcessEnv, config: ServerConfig): void {
  const rawHost = source.FIREBASE_AUTH_EMULATOR_HOST;
  if (rawHost === undefined) return;
  if (!rawHost.trim()) {
    throw new UnsafeConfigError(
      'FIREBASE_AUTH_EMULATOR_HOST is set but blank. Remove it to verify real Firebase ID tokens.',
    );
  }
  const nodeEnv = source.NODE_ENV;
  const trusted =
    config.AUTH_EMULATOR_TRUSTED === AUTH_EMULATOR_OPT_IN &&
    nodeEnv !== undefined &&
    EMULATOR_ENVIRONMENTS.has(nodeEnv);
  if (!trusted) {
    throw new UnsafeConfigError(
      `FIREBASE_AUTH_EMULATOR_HOST is set, which makes the server accept unsigned ID tokens ` +
        `(NODE_ENV=${nodeEnv === undefined ? '(unset)' : JSON.stringify(nodeEnv)}). ` +
        `Remove it to use real Firebase, or for local development only set both ` +
        `AUTH_EMULATOR_TRUSTED=${AUTH_EMULATOR_OPT_IN} and NODE_ENV=development (or test).`,
    );
  }
}

/** A production server runs beside others on PostgreSQL and verifies a real project's tokens. */
function checkProduction(config: ServerConfig): void {
  if (config.NODE_ENV?.toLowerCase() !== 'production') return;
  if (!config.DATABASE_URL) {
    throw new UnsafeConfigError(
      'NODE_ENV=production needs DATABASE_URL (PostgreSQL); embedded PGlite is for one local process.',
    );
  }
  if (!config.FIREBASE_PROJECT_ID.trim() || config.FIREBASE_PROJECT_ID.startsWith('demo-')) {
    throw new UnsafeConfigError(
      `NODE_ENV=production needs FIREBASE_PROJECT_ID of a real Firebase project ` +
        `(got ${JSON.stringify(config.FIREBASE_PROJECT_ID)}; demo- projects exist only in the emulator).`,
    );
  }
}

/** Reads and checks the server's configuration; throws on anything unsafe. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = configSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  }
  checkAuthEmulator(source, parsed.data);
  checkProduction(parsed.data);
  return parsed.data;
}
