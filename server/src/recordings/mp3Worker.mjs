// Encodes one recording as MP3 in its own thread, so a two-minute recording does not hold
// the API's event loop. Input: workerData { samples: Int16Array, sampleRate, kbps }.
import { parentPort, workerData } from 'node:worker_threads';
import { encodeMp3Pcm } from '../workers/encodeMp3Pcm.mjs';

const { samples, sampleRate, kbps } = workerData;
const mp3 = encodeMp3Pcm(samples, sampleRate, kbps);
parentPort.postMessage(mp3, [mp3.buffer]);
