// @ts-check
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
import { loadEspeakFromPackage } from './alignWorkerEspeak.mjs';
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
    await loadEspeakFromPackage(api);
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
    /** @returns {fragment is string} */
    (/** @type {string | undefined} */ fragment) =>
      fragment !== undefined && /[\p{L}\p{N}]/u.test(fragment),
  );
}

/** Commas added to keep joined words apart, at most, per recording. */
const MAX_COMMAS = 12;

/**
 * Where to put a comma between a word pair eSpeak joined: the end of the first word where
 * the two stand next to each other in the text (only spaces between), or -1.
 * @param {string} text
 * @param {string[]} pair
 */
function joinedPairEnd(text, pair) {
  const [first, second] = pair;
  if (pair.length !== 2 || !first || !second) return -1;
  const escape = (/** @type {string} */ value) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${escape(first)}(?=\\s+${escape(second)})`, 'u').exec(text);
  return match ? match.index + first.length : -1;
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
  const runEchogarden = (
    /** @type {string} */ input,
    /** @type {Float32Array} */ audio = shortened.samples,
  ) =>
    request.voice
      ? alignWithVoice(api, audio, sampleRate, input, request.voice, language, tuning)
      : tuning.matchRate
        ? alignAtSpeakersRate(api, audio, sampleRate, input, language, tuning)
        : api
            .align({ audioChannels: [audio], sampleRate }, input, {
              engine: 'dtw',
              language,
              crop: tuning.crop,
              dtw: { granularity: tuning.granularities, windowDuration: tuning.windowSeconds },
            })
            .then((result) => result.wordTimeline);
  // eSpeak reads some word pairs as one word (in Tamil, often a word ending in a consonant
  // with virama and the next one), and echogarden then gives up. A comma after the first
  // word keeps them apart in the reference; the offsets are mapped back to the text.
  let input = text;
  /** @type {number[]} Positions of the added commas in `input`. */
  let commas = [];
  /** @type {import('echogarden/dist/utilities/Timeline.js').Timeline} */
  let timeline;
  for (;;) {
    try {
      timeline = await runEchogarden(input);
      break;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const words = wordsAtMarkerError(message);
      const at = tuning.separateJoinedWords ? joinedPairEnd(input, words) : -1;
      if (at < 0 || commas.length >= MAX_COMMAS) {
        return { type: 'failed', id: request.id, message, words };
      }
      input = `${input.slice(0, at)},${input.slice(at)}`;
      commas = [...commas.map((position) => (position >= at ? position + 1 : position)), at];
    }
  }
  if (tuning.bySentence) {
    timeline = await alignSentences(timeline, input, shortened.samples, sampleRate, runEchogarden);
  }
  /** An offset into `input` as an offset into `text`. */
  const textOffset = (/** @type {number} */ offset) =>
    offset - commas.filter((position) => position < offset).length;
  const measured = loudness(samples, sampleRate);
  const toOriginal = (/** @type {number} */ seconds) =>
    originalTime(shortened.pieces, sampleRate, seconds) + tuning.shiftSeconds;
  /** @type {import('./alignerProtocol').Span[]} */
  const spans = [];
  for (const entry of timeline) {
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
      startOffset: textOffset(entry.startOffsetUtf16),
      endOffset: textOffset(entry.endOffsetUtf16),
      startSeconds: start,
      endSeconds: end,
    });
  }
  return { type: 'aligned', id: request.id, spans, alignMs: performance.now() - started };
}

/** A sentence with what ends it: closing punctuation, quotes and the space after. */
const SENTENCE = /[^.!?\u0964\u0965\n]+[.!?\u0964\u0965]*["”’)]*\s*/gu;

/**
 * Aligns again sentence by sentence, each on its own stretch of the recording as the
 * first alignment of the whole text placed it (cut halfway between sentences): a short
 * DTW cannot drift far. A sentence that fails keeps its first alignment.
 * @param {import('echogarden/dist/utilities/Timeline.js').Timeline} timeline first alignment of `input`
 * @param {string} input
 * @param {Float32Array} samples
 * @param {number} sampleRate
 * @param {(input: string, audio: Float32Array) => Promise<import('echogarden/dist/utilities/Timeline.js').Timeline>} run
 */
async function alignSentences(timeline, input, samples, sampleRate, run) {
  const sentences = [...input.matchAll(SENTENCE)]
    .map((match) => ({ from: match.index, to: match.index + match[0].length }))
    .map((range) => ({
      ...range,
      words: timeline.filter(
        (entry) =>
          (entry.startOffsetUtf16 ?? -1) >= range.from && (entry.startOffsetUtf16 ?? -1) < range.to,
      ),
    }))
    .filter((sentence) => sentence.words.length > 0);
  if (sentences.length < 2) return timeline;
  const duration = samples.length / sampleRate;
  /** @type {import('echogarden/dist/utilities/Timeline.js').Timeline} */
  const refined = [];
  for (let i = 0; i < sentences.length; i++) {
    const sentence = /** @type {(typeof sentences)[number]} */ (sentences[i]);
    const previous = sentences[i - 1]?.words.at(-1);
    const next = sentences[i + 1]?.words[0];
    const first = /** @type {(typeof timeline)[number]} */ (sentence.words[0]);
    const last = /** @type {(typeof timeline)[number]} */ (sentence.words.at(-1));
    const from = previous ? (previous.endTime + first.startTime) / 2 : 0;
    const to = next ? (last.endTime + next.startTime) / 2 : duration;
    const startSample = Math.max(0, Math.floor(from * sampleRate));
    const endSample = Math.min(samples.length, Math.ceil(to * sampleRate));
    try {
      const words = await run(
        input.slice(sentence.from, sentence.to),
        samples.slice(startSample, endSample),
      );
      const offset = startSample / sampleRate;
      for (const entry of words) {
        refined.push({
          ...entry,
          startTime: entry.startTime + offset,
          endTime: entry.endTime + offset,
          startOffsetUtf16:
            entry.startOffsetUtf16 === undefined
              ? undefined
              : entry.startOffsetUtf16 + sentence.from,
          endOffsetUtf16:
            entry.endOffsetUtf16 === undefined ? undefined : entry.endOffsetUtf16 + sentence.from,
        });
      }
    } catch {
      refined.push(...sentence.words);
    }
  }
  return refined;
}

/** align()'s voice activity detection (offline: the default engine would be downloaded). */
const ALIGN_VAD = { engine: /** @type {const} */ ('adaptive-gate') };

/** eSpeak's reference settings in echogarden's align(): its default rate, pitch and range. */
const REFERENCE_VOICE_SETTINGS = { rate: 150, pitch: 50, pitchRange: 50 };

/**
 * echogarden's DTW alignment, as its align() does it, with the reference read by a given
 * eSpeak voice: align() chooses the voice by language, and knows only some of the languages
 * eSpeak reads (not Cantonese, Hakka, Chuvash, ...) nor which of a language's voices to take.
 * @param {typeof import('echogarden')} api
 * @param {Float32Array} samples
 * @param {number} sampleRate
 * @param {string} text
 * @param {string} voice eSpeak voice, e.g. 'yue'
 * @param {string} language how echogarden splits the text into words, e.g. 'cmn'
 * @param {import('./alignerProtocol').AlignTuning} tuning
 */
async function alignWithVoice(api, samples, sampleRate, text, voice, language, tuning) {
  const [{ alignUsingDtw }, audio, timelines, espeak, { resampleAudioSpeex }] = await Promise.all([
    import('echogarden/dist/alignment/SpeechAlignment.js'),
    import('echogarden/dist/audio/AudioUtilities.js'),
    import('echogarden/dist/utilities/Timeline.js'),
    import('echogarden/dist/synthesis/EspeakTTS.js'),
    import('echogarden/dist/dsp/SpeexResampler.js'),
  ]);
  let source = await audio.ensureRawAudio({ audioChannels: [samples], sampleRate }, 16000, 1, {});
  /** @type {import('echogarden/dist/utilities/Timeline.js').Timeline | undefined} */
  let uncropped;
  if (tuning.crop) {
    const detected = await api.detectVoiceActivity(source, ALIGN_VAD, { logLevel: 'error' });
    uncropped = detected.timeline;
    source = detected.croppedRawAudio;
  }
  audio.normalizeAudioLevelInPlace(source);
  source.audioChannels[0] = audio.trimAudioEnd(
    /** @type {Float32Array} */ (source.audioChannels[0]),
  );
  const { referenceSynthesizedAudio, referenceTimeline } = await espeak.preprocessAndSynthesize(
    text,
    language,
    { ...espeak.defaultEspeakOptions, ...REFERENCE_VOICE_SETTINGS, voice },
    [],
    { logLevel: 'error' },
  );
  const reference = audio.downmixToMonoAndNormalize(
    await resampleAudioSpeex(referenceSynthesizedAudio, 16000),
  );
  const words = referenceTimeline.flatMap((clause) => clause.timeline ?? []);
  const mapped = await alignUsingDtw(
    source,
    reference,
    words,
    tuning.granularities,
    tuning.windowSeconds,
    { logLevel: 'error' },
  );
  if (uncropped && uncropped.length > 0) api.convertCroppedToUncroppedTimeline(mapped, uncropped);
  timelines.addWordTextOffsetsToTimelineInPlace(mapped, text);
  return mapped;
}

/**
 * echogarden's DTW alignment with eSpeak's reference read at the speaker's pace: a first
 * reference at eSpeak's normal rate gives the ratio of speaking times, and the reference
 * is made again at that rate, so DTW has less stretching to do. Steps as in echogarden's
 * align() (16 kHz mono, level normalised, word text offsets).
 * @param {typeof import('echogarden')} api
 * @param {Float32Array} samples
 * @param {number} sampleRate
 * @param {string} text
 * @param {string} language
 * @param {import('./alignerProtocol').AlignTuning} tuning
 */
async function alignAtSpeakersRate(api, samples, sampleRate, text, language, tuning) {
  const [{ alignUsingDtw }, audio, timelines] = await Promise.all([
    import('echogarden/dist/alignment/SpeechAlignment.js'),
    import('echogarden/dist/audio/AudioUtilities.js'),
    import('echogarden/dist/utilities/Timeline.js'),
  ]);
  const source = await audio.ensureRawAudio({ audioChannels: [samples], sampleRate }, 16000, 1, {});
  audio.normalizeAudioLevelInPlace(source);
  const speaking = speechShare(
    /** @type {Float32Array} */ (source.audioChannels[0]),
    16000,
  ).seconds;

  const reference = async (/** @type {number} */ rate) => {
    const result = await api.synthesize(text, {
      engine: 'espeak',
      language,
      espeak: { rate },
      plainText: { paragraphBreaks: 'double', whitespace: 'preserve' },
    });
    const words = (result.timeline ?? [])
      .flatMap((segment) => segment.timeline ?? [])
      .flatMap((sentence) => sentence.timeline ?? []);
    const raw = audio.downmixToMonoAndNormalize(
      await audio.ensureRawAudio(/** @type {any} */ (result.audio), 16000, 1, {}),
    );
    return { raw, words };
  };
  let { raw, words } = await reference(1);
  const referenceSpeaking = speechShare(
    /** @type {Float32Array} */ (raw.audioChannels[0]),
    16000,
  ).seconds;
  if (speaking > 0 && referenceSpeaking > 0) {
    const rate = Math.min(1.6, Math.max(0.6, referenceSpeaking / speaking));
    if (Math.abs(rate - 1) > 0.05) ({ raw, words } = await reference(rate));
  }
  const mapped = await alignUsingDtw(
    source,
    raw,
    words,
    tuning.granularities,
    tuning.windowSeconds,
    {
      logLevel: 'error',
    },
  );
  timelines.addWordTextOffsetsToTimelineInPlace(mapped, text);
  return mapped;
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
