// Runs in the audio thread: lowers the microphone's audio to the recogniser's 8 kHz and
// sends it on in 100 ms chunks, straight to the recogniser's worker (the page's thread never
// touches the audio), and tells the page how loud it is, for the listening light.
import { Downsampler } from './downsampler';
import { CHUNK_SAMPLES, type ToMicrophone } from './protocol';

declare const sampleRate: number;
declare class AudioWorkletProcessor {
  readonly port: MessagePort;
}
declare function registerProcessor(name: string, processor: unknown): void;

class MicrophoneProcessor extends AudioWorkletProcessor {
  private audio: MessagePort | null = null;
  private readonly downsampler = new Downsampler(sampleRate, 8000);
  private chunk = new Float32Array(CHUNK_SAMPLES);
  private filled = 0;
  private stopped = false;

  constructor() {
    super();
    this.port.onmessage = (event: MessageEvent<ToMicrophone>) => {
      if (event.data.type === 'start') this.audio = event.data.audio;
      else this.stopped = true;
    };
  }

  process(inputs: Float32Array[][]) {
    const input = inputs[0]?.[0];
    if (input && this.audio) {
      for (const sample of this.downsampler.push(input)) {
        this.chunk[this.filled++] = sample;
        if (this.filled === CHUNK_SAMPLES) this.flush();
      }
    }
    return !this.stopped;
  }

  private flush() {
    let sum = 0;
    for (const sample of this.chunk) sum += sample * sample;
    this.port.postMessage({ level: Math.sqrt(sum / CHUNK_SAMPLES) });
    this.audio?.postMessage(this.chunk, [this.chunk.buffer]);
    this.chunk = new Float32Array(CHUNK_SAMPLES);
    this.filled = 0;
  }
}

registerProcessor('kahani-microphone', MicrophoneProcessor);
