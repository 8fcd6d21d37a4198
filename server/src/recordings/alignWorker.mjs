// Alignment worker for recorded narration (node:worker_threads): finds when each word of
// a page is spoken in a recording, with echogarden's DTW alignment against eSpeak.
//
// Plain JavaScript on purpose, like the narration worker: Node starts it directly from
// the checkout under tsx, vitest and the production bundle alike. The message shapes are
// declared in ./alignerProtocol.ts; keep the two in step.
//
// Offline: the audio arrives as raw PCM (echogarden never looks for ffmpeg), and eSpeak is
// the installed npm package (./alignWorkerEspeak.mjs). echogarden loads its heavier engines
// (ONNX, whisper) only for the engines that use them; DTW needs none of them.

import { parentPort } from 'node:worker_threads';
import { useInstalledEspeak } from './alignWorkerEspeak.mjs';
import {
  loudness,
  originalTime,
  shortenPauses,
  speechShare,
  startOutOfSilence,
} from './alignWorkerSignal.mjs';

if (!parentPort) throw new Error('alignWorker.mjs must run in a worker thread');
const port = parentPort;

/** @type {Promise<typeof import('echogarden')> | undefined} */
let echogarden;

function loadEchogarden() {
  echogarden ??= (async () => {
    const api = await import('echogarden');
    await useInstalledEspeak(api);
    api.setGlobalOption('logLevel', 'error');
    return api;
  })();
  return echogarden;
}

/**
 * The words eSpeak read as one, from echogarden's error about it. eSpeak joins some word
 * pairs (in Tamil a word ending in a consonant with virama and the next word), so the end
 * marker of word N-1 arrives after word N has begun: "Word end marker for index N is not
 * consistent with word index. The words were: [ 'a', 'b', ... ]" (the sentence's words
 * and punctuation). Empty when the error is another one.
 * @param {string} message
 * @returns {string[]}
 */
export function wordsAtMarkerError(message) {
  const index = /marker for index (\d+) is not consistent/.exec(message);
  const listed = message.split('The words were:')[1];
  if (!index || listed === undefined) return [];
  /** @type {string[]} */
  const fragments = [];
  for (const match of listed.matchAll(/'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"/g)) {
    fragments.push(match[1] ?? match[2] ?? '');
  }
  const at = Number(index[1]);
  return [fragments[at - 1], fragments[at]].filter(
    (fragment) => fragment !== undefined && /[\p{L}\p{N}]/u.test(fragment),
  );
}

/**
 * @param {import('./alignerProtocol').AlignRequest} request
 * @returns {Promise<import('./alignerProtocol').AlignResponse>}
 */
async function align(request) {
  const { samples, sampleRate, text, language, minSpeechSeconds, minSpeechShare, tuning } = request;
  const speech = speechShare(samples, sampleRate);
  if (speech.seconds < minSpeechSeconds || speech.share < minSpeechShare) {
    return {
      type: 'refused',
      id: request.id,
      message: `the recording is mostly silence (${speech.seconds.toFixed(1)} s of speech)`,
    };
  }
  const api = await loadEchogarden();
  const started = performance.now();
  const shortened =
    tuning.longestPauseSeconds > 0
      ? shortenPauses(samples, sampleRate, tuning.longestPauseSeconds)
      : { samples, pieces: [{ from: 0, to: samples.length, at: 0 }] };
  let result;
  try {
    result = await api.align({ audioChannels: [shortened.samples], sampleRate }, text, {
      engine: 'dtw',
      language,
      crop: tuning.crop,
      dtw: { granularity: tuning.granularities, windowDuration: tuning.windowSeconds },
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { type: 'failed', id: request.id, message, words: wordsAtMarkerError(message) };
  }
  const measured = loudness(samples, sampleRate);
  const toOriginal = (/** @type {number} */ seconds) =>
    originalTime(shortened.pieces, sampleRate, seconds) + tuning.shiftSeconds;
  /** @type {import('./alignerProtocol').Span[]} */
  const spans = [];
  for (const entry of result.wordTimeline) {
    if (entry.startOffsetUtf16 === undefined || entry.endOffsetUtf16 === undefined) continue;
    const end = Math.max(0, toOriginal(entry.endTime));
    let start = Math.min(end, Math.max(0, toOriginal(entry.startTime)));
    if (tuning.snapMinSilenceSeconds > 0) {
      start = startOutOfSilence(
        measured,
        start,
        end,
        tuning.snapMinSilenceSeconds,
        tuning.snapLeadSeconds,
      );
    }
    spans.push({
      startOffset: entry.startOffsetUtf16,
      endOffset: entry.endOffsetUtf16,
      startSeconds: start,
      endSeconds: end,
    });
  }
  return { type: 'aligned', id: request.id, spans, alignMs: performance.now() - started };
}

port.on('message', (/** @type {import('./alignerProtocol').WorkerRequest} */ message) => {
  const work = message.type === 'warmup' ? loadEchogarden().then(() => undefined) : align(message);
  work.then(
    (result) => port.postMessage(result ?? { type: 'ready', id: message.id }),
    (/** @type {unknown} */ error) =>
      port.postMessage({
        type: 'error',
        id: message.id,
        message: error instanceof Error ? error.message : String(error),
      }),
  );
});
