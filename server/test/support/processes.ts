import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const entry = fileURLToPath(new URL('./apiProcess.ts', import.meta.url));

export interface ApiProcess {
  url: string;
  /** Syntheses this process's engine has run. */
  syntheses(): Promise<number>;
  stop(): Promise<void>;
}

/** Starts one API process (./apiProcess.ts) on the given PostgreSQL and waits until it listens. */
export async function startApiProcess(
  databaseUrl: string,
  options: { narrationDelayMs?: number } = {},
): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      NARRATION_DELAY_MS: String(options.narrationDelayMs ?? 0),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.once('line', (line) => resolve((JSON.parse(line) as { url: string }).url));
    child.once('exit', (code) => reject(new Error(`API process exited early (${code})`)));
  });
  return {
    url,
    async syntheses() {
      const response = await fetch(`${url}/test/syntheses`);
      return ((await response.json()) as { calls: number }).calls;
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
