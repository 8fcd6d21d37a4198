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

if (!parentPort) throw new Error('alignWorker.mjs must run in a worker thread');
const port = parentPort;

/** Frames for the speech check, seconds. */
const FRAME_SECONDS = 0.02;

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
 * Share of the recording that sounds like speech: frames well over the recording's own
 * noise floor (its quietest tenth) and over an absolute floor.
 * @param {Float32Array} samples
 * @param {number} sampleRate
 */
export function speechShare(samples, sampleRate) {
  const frame = Math.max(1, Math.round(FRAME_SECONDS * sampleRate));
  /** @type {number[]} */
  const levels = [];
  for (let start = 0; start + frame <= samples.length; start += frame) {
    let sum = 0;
    for (let i = start; i < start + frame; i++) {
      const value = samples[i] ?? 0;
      sum += value * value;
    }
    levels.push(Math.sqrt(sum / frame));
  }
  if (levels.length === 0) return { share: 0, seconds: 0 };
  const sorted = [...levels].sort((a, b) => a - b);
  const floor = sorted[Math.floor(sorted.length * 0.1)] ?? 0;
  // -46 dBFS absolute; 4x (12 dB) over the noise floor.
  const threshold = Math.max(0.005, floor * 4);
  const active = levels.filter((level) => level > threshold).length;
  return { share: active / levels.length, seconds: active * FRAME_SECONDS };
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
  let result;
  try {
    result = await api.align({ audioChannels: [samples], sampleRate }, text, {
      engine: 'dtw',
      language,
      crop: tuning.crop,
      dtw: { granularity: tuning.granularities, windowDuration: tuning.windowSeconds },
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { type: 'failed', id: request.id, message, words: wordsAtMarkerError(message) };
  }
  /** @type {import('./alignerProtocol').Span[]} */
  const spans = [];
  for (const entry of result.wordTimeline) {
    if (entry.startOffsetUtf16 === undefined || entry.endOffsetUtf16 === undefined) continue;
    spans.push({
      startOffset: entry.startOffsetUtf16,
      endOffset: entry.endOffsetUtf16,
      startSeconds: Math.max(0, entry.startTime + tuning.shiftSeconds),
      endSeconds: Math.max(0, entry.endTime + tuning.shiftSeconds),
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
