// Runs the sanitiser in a worker thread (see sanitizerThread.ts), so that parsing a large
// picture never holds up the API's other requests.
import { parentPort } from 'node:worker_threads';
import { sanitizeSvg } from './sanitizeSvg';
import type { SanitizeJob, SanitizeAnswer } from './sanitizerThread';

if (!parentPort) throw new Error('sanitizeWorker must run in a worker thread');
const port = parentPort;

port.on('message', (job: SanitizeJob) => {
  void sanitizeSvg(job.bytes).then(
    (outcome) => port.postMessage({ id: job.id, outcome } satisfies SanitizeAnswer),
    (error: unknown) =>
      port.postMessage({
        id: job.id,
        outcome: { ok: false, reason: `could not be read (${String(error)})` },
      } satisfies SanitizeAnswer),
  );
});
