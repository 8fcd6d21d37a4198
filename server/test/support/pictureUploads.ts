// Picture uploads as browsers send them, and ordinary illustrations of a chosen size, for
// the picture tests and the upload benchmark.
import { pictureJobSchema, type PictureJob } from '../../../contract/pictures';

export interface UploadFile {
  name: string;
  content: string | Buffer;
  type?: string;
}

/** A multipart body as a browser's FormData makes it. */
export async function multipartBody(
  files: readonly UploadFile[],
  extraFields: Record<string, string> = {},
): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(extraFields)) form.append(name, value);
  for (const file of files) {
    form.append(
      'files',
      new Blob([file.content], { type: file.type ?? 'image/svg+xml' }),
      file.name,
    );
  }
  const request = new Request('http://localhost/pictures', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type')!,
  };
}

/**
 * An illustration as drawing programs export one: a few thousand grouped curves with fills
 * and strokes, `bytes` long give or take a line. `seed` makes each one different.
 */
export function illustrationSvg(bytes: number, seed: number): string {
  let state = (seed % 2147483646) + 1;
  const random = () => (state = (state * 16807) % 2147483647) / 2147483647;
  const coordinate = () => (random() * 20 - 10).toFixed(2);
  const head =
    '<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600">\n' +
    `<title>Illustration ${seed}</title>\n` +
    '<defs><linearGradient id="sky"><stop offset="0" stop-color="#9cf"/><stop offset="1" stop-color="#fff"/></linearGradient></defs>\n' +
    '<rect width="800" height="600" fill="url(#sky)"/>\n';
  const parts = [head];
  let size = head.length;
  for (let index = 0; size < bytes - 300; index += 1) {
    let d = `M${(random() * 800).toFixed(2)} ${(random() * 600).toFixed(2)}`;
    while (d.length < 100) {
      d += ` c${coordinate()},${coordinate()} ${coordinate()},${coordinate()} ${coordinate()},${coordinate()}`;
    }
    const colour = Math.floor(random() * 0xffffff)
      .toString(16)
      .padStart(6, '0');
    const group = `<g id="shape-${index}" transform="translate(${(random() * 5).toFixed(1)} 0)"><path d="${d}z" fill="#${colour}" stroke="#333" stroke-width="0.5" opacity="0.9"/></g>\n`;
    parts.push(group);
    size += group.length;
  }
  parts.push('</svg>\n');
  return parts.join('');
}

/** Reads a job until it is finished (or `timeoutMs` passed), as the app follows one. */
export async function waitForPictureJob(
  read: () => Promise<{ status: number; body: unknown }>,
  options: { timeoutMs?: number; everyMs?: number; onProgress?: (job: PictureJob) => void } = {},
): Promise<PictureJob> {
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  for (;;) {
    const answer = await read();
    if (answer.status !== 200) {
      throw new Error(`reading the job answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    }
    const job = pictureJobSchema.parse(answer.body);
    options.onProgress?.(job);
    if (job.status === 'finished') return job;
    if (Date.now() > deadline)
      throw new Error(`the job is still ${job.status} (${job.checked}/${job.total})`);
    await new Promise((resolve) => setTimeout(resolve, options.everyMs ?? 50));
  }
}
