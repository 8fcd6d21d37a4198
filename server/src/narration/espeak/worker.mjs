// @ts-check
// Synthesis worker for the eSpeak NG narration engine (node:worker_threads).
//
// Plain JavaScript on purpose: Node starts it directly, so it loads the same way under
// `tsx`, under vitest and under plain Node (it must sit next to ./index.ts, which spawns
// it by URL), without a TypeScript loader in the worker.
// The message shapes are declared in ./protocol.ts; keep the two in step.
//
// eSpeak NG (GPL-3.0) is the `espeak-ng` npm package: the eSpeak NG command line program
// compiled to WebAssembly with Emscripten. It exports only `main`, so each synthesis calls
// main() with command line arguments and reads the WAV it writes to the in-memory file
// system. The WebAssembly instance is created once per worker. Before every call the
// instance's linear memory is restored from a snapshot taken right after start-up, which
// resets the C program's global state (getopt's optind, static variables, the heap) the
// way a fresh process would, for the cost of one 32 MB memory copy (a few ms) instead of
// a new instance (~100 ms).

import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { parentPort } from 'node:worker_threads';
import ESpeakNG from 'espeak-ng';
import { encodeMp3Pcm } from '../../workers/encodeMp3Pcm.mjs';

if (!parentPort) throw new Error('worker.mjs must run in a worker thread');
const port = parentPort;

const TEXT_PATH = '/kahani-input.txt';
const WAV_PATH = '/kahani-output.wav';
const PHONEME_PATH = '/kahani-phonemes.txt';

/** @type {Promise<WebAssembly.Module> | undefined} */
let compiled;
/** @type {Promise<Engine> | undefined} */
let engine;

/**
 * @typedef {object} Engine
 * @property {any} module Emscripten module object (FS, HEAPU8, HEAPU32).
 * @property {any} exports Raw WebAssembly exports.
 * @property {Uint8Array} snapshot Linear memory right after start-up.
 * @property {number} stackPointer Stack pointer right after start-up.
 * @property {string[]} stderr Lines eSpeak printed to stderr during the current call.
 */

function compileWasm() {
  compiled ??= (async () => {
    const wasmUrl = new URL('espeak-ng.wasm', import.meta.resolve('espeak-ng'));
    const bytes = await readFile(fileURLToPath(wasmUrl));
    return WebAssembly.compile(bytes);
  })();
  return compiled;
}

/** @returns {Promise<Engine>} */
async function createEngine() {
  const wasmModule = await compileWasm();
  /** @type {string[]} */
  const stderr = [];
  /** @type {any} */
  let exports;
  const module = await ESpeakNG({
    noInitialRun: true,
    print: () => {},
    printErr: (/** @type {string} */ line) => {
      // exit() inside main() is reported as an "async operation" warning; not an error.
      if (!line.startsWith('program exited')) stderr.push(line);
    },
    instantiateWasm(
      /** @type {WebAssembly.Imports} */ imports,
      /** @type {(instance: WebAssembly.Instance) => void} */ done,
    ) {
      WebAssembly.instantiate(wasmModule, imports).then((instance) => {
        exports = instance.exports;
        done(instance);
      });
      return {};
    },
  });
  const memory = /** @type {WebAssembly.Memory} */ (exports.memory);
  return {
    module,
    exports,
    snapshot: new Uint8Array(memory.buffer).slice(),
    stackPointer: exports.stackSave(),
    stderr,
  };
}

function getEngine() {
  if (!engine) {
    const created = createEngine();
    engine = created;
    created.catch(() => {
      if (engine === created) engine = undefined;
    });
  }
  return engine;
}

/**
 * Runs eSpeak NG's main() with the given arguments on a reset instance.
 * @param {Engine} e
 * @param {string[]} args
 */
function runMain(e, args) {
  const memory = /** @type {WebAssembly.Memory} */ (e.exports.memory);
  new Uint8Array(memory.buffer).set(e.snapshot);
  e.exports.stackRestore(e.stackPointer);
  e.stderr.length = 0;
  const argv = ['espeak-ng', ...args];
  const heap8 = new Uint8Array(memory.buffer);
  const pointers = argv.map((arg) => {
    const bytes = Buffer.from(`${arg}\0`, 'utf8');
    const pointer = e.exports.stackAlloc(bytes.length);
    heap8.set(bytes, pointer);
    return pointer;
  });
  const argvPointer = e.exports.stackAlloc(4 * (pointers.length + 1));
  const heap32 = new Uint32Array(memory.buffer);
  pointers.forEach((pointer, i) => {
    heap32[(argvPointer >> 2) + i] = pointer;
  });
  heap32[(argvPointer >> 2) + pointers.length] = 0;
  let status;
  try {
    status = e.exports.__main_argc_argv(argv.length, argvPointer);
  } catch (error) {
    // exit() throws Emscripten's ExitStatus; anything else (a trap) kills the instance.
    if (error && typeof error === 'object' && 'status' in error) {
      status = Number(error.status);
    } else {
      throw error;
    }
  }
  e.exports.stackRestore(e.stackPointer);
  // Files left open by an early exit would pile up in the JavaScript file system.
  for (const stream of e.module.FS.streams) {
    if (stream && stream.fd > 2) e.module.FS.close(stream);
  }
  return status;
}

/**
 * Synthesizes text to 16-bit PCM, and optionally eSpeak's phonemes (IPA, one line per
 * clause, words separated by spaces).
 * @param {Engine} e
 * @param {string} text
 * @param {string[]} options eSpeak command line options (voice, speed, ...).
 * @param {boolean} withPhonemes
 */
function synthesizePcm(e, text, options, withPhonemes) {
  const fs = e.module.FS;
  fs.writeFile(TEXT_PATH, text);
  try {
    const phonemeOptions = withPhonemes ? ['--ipa', '--phonout', PHONEME_PATH] : [];
    const status = runMain(e, [
      ...options,
      ...phonemeOptions,
      '-b',
      '1',
      '-w',
      WAV_PATH,
      '-f',
      TEXT_PATH,
    ]);
    /** @type {Uint8Array | undefined} */
    let wav;
    try {
      wav = fs.readFile(WAV_PATH);
    } catch {
      wav = undefined;
    }
    if (status !== 0 || !wav) {
      const detail = e.stderr.join(' ').trim() || `exit status ${status}`;
      throw new Error(`espeak-ng failed: ${detail}`);
    }
    /** @type {string | undefined} */
    let phonemes;
    if (withPhonemes) {
      try {
        phonemes = fs.readFile(PHONEME_PATH, { encoding: 'utf8' });
      } catch {
        phonemes = undefined;
      }
    }
    return { ...parseWav(wav), phonemes };
  } finally {
    for (const path of [TEXT_PATH, WAV_PATH, PHONEME_PATH]) {
      try {
        fs.unlink(path);
      } catch {
        // not created
      }
    }
  }
}

/** @param {Uint8Array} wav */
function parseWav(wav) {
  const view = new DataView(wav.buffer, wav.byteOffset, wav.byteLength);
  const tag = (/** @type {number} */ at) =>
    String.fromCharCode(wav[at] ?? 0, wav[at + 1] ?? 0, wav[at + 2] ?? 0, wav[at + 3] ?? 0);
  if (wav.length < 12 || tag(0) !== 'RIFF' || tag(8) !== 'WAVE') {
    throw new Error('espeak-ng wrote no WAV');
  }
  let offset = 12;
  let sampleRate = 0;
  while (offset + 8 <= wav.length) {
    const id = tag(offset);
    const size = view.getUint32(offset + 4, true);
    if (id === 'fmt ') {
      const channels = view.getUint16(offset + 10, true);
      const bits = view.getUint16(offset + 22, true);
      if (channels !== 1 || bits !== 16) throw new Error('espeak-ng WAV is not mono 16-bit');
      sampleRate = view.getUint32(offset + 12, true);
    } else if (id === 'data') {
      // The size may be a placeholder if eSpeak could not seek back; trust the file length.
      const bytes = Math.min(size, wav.length - offset - 8) & ~1;
      const copy = wav.slice(offset + 8, offset + 8 + bytes);
      return { sampleRate, samples: new Int16Array(copy.buffer, 0, bytes >> 1) };
    }
    offset += 8 + size + (size & 1);
  }
  throw new Error('espeak-ng WAV has no data');
}

/**
 * Runs of samples whose magnitude stays at or under `threshold` for at least `minLength`
 * samples, as a flat list [start0, end0, start1, end1, ...] (end exclusive).
 * @param {Int16Array} samples
 * @param {number} threshold
 * @param {number} minLength
 */
function findSilences(samples, threshold, minLength) {
  /** @type {number[]} */
  const runs = [];
  let start = -1;
  for (let i = 0; i < samples.length; i++) {
    const value = samples[i] ?? 0;
    if (value <= threshold && value >= -threshold) {
      if (start < 0) start = i;
    } else if (start >= 0) {
      if (i - start >= minLength) runs.push(start, i);
      start = -1;
    }
  }
  if (start >= 0 && samples.length - start >= minLength) runs.push(start, samples.length);
  return runs;
}

/** @param {Int16Array} samples */
function rootMeanSquare(samples) {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (let i = 0; i < samples.length; i++) {
    const value = (samples[i] ?? 0) / 32768;
    sum += value * value;
  }
  return Math.sqrt(sum / samples.length);
}

/**
 * @param {import('./protocol').SynthesizeRequest} request
 * @returns {Promise<import('./protocol').SynthesizeResult>}
 */
async function synthesize(request) {
  const e = await getEngine();
  const base = ['-v', request.voice, '-s', String(request.speed), '-p', String(request.pitch)];
  const started = performance.now();
  let normal;
  let gapped;
  try {
    normal = synthesizePcm(e, request.text, base, true);
    gapped = synthesizePcm(e, request.text, [...base, '-g', String(request.wordGap)], false);
  } catch (error) {
    // A trap leaves the instance unusable; start a fresh one for the next request.
    if (error instanceof WebAssembly.RuntimeError) engine = undefined;
    throw error;
  }
  const synthesizedAt = performance.now();
  const { sampleRate } = normal;
  const threshold = request.silenceThreshold;

  // Keep at most `trailingSilenceSeconds` of the closing pause.
  let lastSound = normal.samples.length - 1;
  while (lastSound >= 0 && Math.abs(normal.samples[lastSound] ?? 0) <= threshold) lastSound--;
  const keep = Math.min(
    normal.samples.length,
    lastSound + 1 + Math.round(request.trailingSilenceSeconds * sampleRate),
  );
  const pcm = normal.samples.subarray(0, keep);

  const silencesNormal = findSilences(
    pcm,
    threshold,
    Math.max(1, Math.round(request.minSilenceNormalSeconds * sampleRate)),
  );
  const silencesGapped = findSilences(
    gapped.samples,
    threshold,
    Math.max(1, Math.round(request.minSilenceGappedSeconds * sampleRate)),
  );
  const mp3 = encodeMp3Pcm(pcm, sampleRate, request.kbps);
  const encodedAt = performance.now();
  return {
    type: 'result',
    id: request.id,
    mp3,
    ...(request.withPcm ? { pcm: pcm.slice() } : {}),
    sampleRate,
    samples: pcm.length,
    gappedSamples: gapped.samples.length,
    silencesNormal,
    silencesGapped,
    phonemes: normal.phonemes,
    rms: rootMeanSquare(pcm),
    synthesisMs: synthesizedAt - started,
    encodingMs: encodedAt - synthesizedAt,
  };
}

port.on('message', (/** @type {import('./protocol').WorkerRequest} */ message) => {
  if (message.type === 'warmup') {
    getEngine().then(
      () => port.postMessage({ type: 'ready', id: message.id }),
      (/** @type {unknown} */ error) =>
        port.postMessage({ type: 'error', id: message.id, message: String(error) }),
    );
    return;
  }
  synthesize(message).then(
    // The MP3 is a fresh, unshared buffer: it moves to the API thread without a copy.
    (result) => port.postMessage(result, [/** @type {ArrayBuffer} */ (result.mp3.buffer)]),
    (/** @type {unknown} */ error) =>
      port.postMessage({
        type: 'error',
        id: message.id,
        message: error instanceof Error ? error.message : String(error),
      }),
  );
});
