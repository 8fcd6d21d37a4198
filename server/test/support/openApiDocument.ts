import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestApp } from '../helpers';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const REDOCLY = join(ROOT, 'node_modules/@redocly/cli/bin/cli.js');
/** The rules the document is held to (Redocly's recommended set, and why any rule is off). */
export const REDOCLY_CONFIG = join(ROOT, 'redocly.yaml');

/** The OpenAPI document as GET /docs serves it, from an app on an empty in-memory database. */
export async function generatedOpenApiDocument(): Promise<Record<string, unknown>> {
  const ctx = await createTestApp({ seed: false });
  try {
    const response = await ctx.app.inject({ method: 'GET', url: '/docs' });
    if (response.statusCode !== 200) {
      throw new Error(`GET /docs answered ${response.statusCode}: ${response.body}`);
    }
    return response.json();
  } finally {
    await ctx.close();
  }
}

export interface LintResult {
  /** Redocly's exit status: 0 when no rule set to "error" was broken. */
  exitCode: number;
  /** Its report, in the format asked for. */
  report: string;
}

/** Runs `redocly lint` with the project's rules on the document (written to a temporary file). */
export async function lintOpenApi(
  document: Record<string, unknown>,
  format: 'codeframe' | 'json' = 'codeframe',
): Promise<LintResult> {
  const folder = await mkdtemp(join(tmpdir(), 'kahani-openapi-'));
  const file = join(folder, 'openapi.json');
  try {
    await writeFile(file, JSON.stringify(document, null, 2));
    return await new Promise<LintResult>((resolve, reject) => {
      execFile(
        process.execPath,
        [REDOCLY, 'lint', file, '--config', REDOCLY_CONFIG, `--format=${format}`],
        {
          cwd: ROOT,
          maxBuffer: 64 * 1024 * 1024,
          env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        },
        (error, stdout, stderr) => {
          const exitCode = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
          if (exitCode === -1) return reject(error);
          // The codeframe report goes to stderr, the JSON one to stdout.
          resolve({ exitCode, report: format === 'json' ? stdout : stderr });
        },
      );
    });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
