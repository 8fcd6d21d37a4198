// Its own file, never inlined as a data: URL, which the Content-Security-Policy would refuse.
import processorUrl from './captureProcessor.js?url&no-inline';

/** What the microphone heard: mono samples at the audio engine's own rate. */
export interface CapturedAudio {
  samples: Float32Array;
  sampleRate: number;
}

export interface Capture {
  /** The engine's rate, known once capture has started. */
  sampleRate: number;
  /** Ends capture, lets the microphone go (the browser's indicator goes off) and gives the audio. */
  stop(): Promise<CapturedAudio>;
}

/** Why the microphone could not be used, in words a screen can turn into advice. */
export type MicrophoneProblem = 'denied' | 'missing' | 'unsupported' | 'failed';

export class MicrophoneError extends Error {
  constructor(readonly problem: MicrophoneProblem) {
    super(`Microphone ${problem}`);
  }
}

const problemOf = (error: unknown): MicrophoneProblem => {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'missing';
  if (name === 'NotReadableError' || name === 'AbortError') return 'failed';
  return 'failed';
};

/**
 * Asks for the microphone and captures it until stop(): an AudioWorklet where the browser has
 * one, otherwise the older ScriptProcessorNode. Every block also goes to `onBlock` (the level
 * meter and the clock). The graph ends in a silent gain so nothing is played back aloud.
 */
export async function startCapture(onBlock: (block: Float32Array) => void): Promise<Capture> {
  const AudioContextClass = window.AudioContext;
  if (!navigator.mediaDevices?.getUserMedia || !AudioContextClass) {
    throw new MicrophoneError('unsupported');
  }
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({
      audio: { channelCount: 1, echoCancellation: true, noiseSuppression: true },
    });
  } catch (error) {
    throw new MicrophoneError(problemOf(error));
  }
  const releaseMicrophone = () => stream.getTracks().forEach((track) => track.stop());
  const blocks: Float32Array[] = [];
  const take = (block: Float32Array) => {
    blocks.push(block);
    onBlock(block);
  };
  let context: AudioContext | undefined;
  try {
    context = new AudioContextClass();
    // A context made outside a click handler may start suspended.
    if (context.state === 'suspended') await context.resume();
    const source = context.createMediaStreamSource(stream);
    const silence = context.createGain();
    silence.gain.value = 0;
    silence.connect(context.destination);
    const disconnect =
      (await workletCapture(context, source, silence, take)) ??
      processorCapture(context, source, silence, take);
    const open = context;
    return {
      sampleRate: open.sampleRate,
      async stop() {
        disconnect();
        releaseMicrophone();
        await open.close().catch(() => undefined);
        return { samples: joinBlocks(blocks), sampleRate: open.sampleRate };
      },
    };
  } catch (error) {
    releaseMicrophone();
    await context?.close().catch(() => undefined);
    throw error instanceof MicrophoneError ? error : new MicrophoneError('failed');
  }
}

type Disconnect = () => void;

/** The audio thread hands over each block; null where the browser cannot load the worklet. */
async function workletCapture(
  context: AudioContext,
  source: MediaStreamAudioSourceNode,
  silence: GainNode,
  take: (block: Float32Array) => void,
): Promise<Disconnect | null> {
  if (!context.audioWorklet || typeof AudioWorkletNode === 'undefined') return null;
  try {
    await context.audioWorklet.addModule(processorUrl);
  } catch {
    return null;
  }
  const node = new AudioWorkletNode(context, 'kahani-capture', {
    numberOfInputs: 1,
    numberOfOutputs: 1,
    channelCount: 1,
  });
  node.port.onmessage = (event: MessageEvent<Float32Array>) => take(event.data);
  source.connect(node).connect(silence);
  return () => {
    node.port.onmessage = null;
    source.disconnect();
    node.disconnect();
  };
}

/** The older ScriptProcessorNode: blocks arrive on the main thread. */
function processorCapture(
  context: AudioContext,
  source: MediaStreamAudioSourceNode,
  silence: GainNode,
  take: (block: Float32Array) => void,
): Disconnect {
  const node = context.createScriptProcessor(4096, 1, 1);
  node.onaudioprocess = (event) => take(event.inputBuffer.getChannelData(0).slice(0));
  source.connect(node).connect(silence);
  return () => {
    node.onaudioprocess = null;
    source.disconnect();
    node.disconnect();
  };
}

export function joinBlocks(blocks: readonly Float32Array[]): Float32Array {
  const joined = new Float32Array(blocks.reduce((sum, block) => sum + block.length, 0));
  let at = 0;
  for (const block of blocks) {
    joined.set(block, at);
    at += block.length;
  }
  return joined;
}
