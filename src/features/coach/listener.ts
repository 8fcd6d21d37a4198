import type { Hypothesis } from './follower';
import { ListenError, type ListenFailure } from './listenError';
import type { FromRecogniser, ToMicrophone, ToRecogniser } from './protocol';
import type { StretchRequest } from './stretchDecoder';
import workletUrl from './microphone.worklet.ts?worker&url';

export interface Listener {
  listen(stretch: StretchRequest): void;
  stop(): void;
}

export interface ListenerEvents {
  onHypothesis(hypothesis: Hypothesis): void;
  /** Loudness of the last 100 ms, 0-1. */
  onLevel(level: number): void;
  onFailure(reason: ListenFailure): void;
}

function failureOf(error: unknown): ListenFailure {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'NotReadableError')
    return 'noMicrophone';
  return 'failed';
}

/**
 * Opens the microphone (the browser asks the first time) and the recogniser. Audio goes from
 * an audio worklet to the recogniser's worker; only hypotheses come back to the page.
 */
export async function openListener(events: ListenerEvents): Promise<Listener> {
  if (!navigator.mediaDevices?.getUserMedia) throw new ListenError('noMicrophone');
  const worker = new Worker(new URL('./recogniser.worker.ts', import.meta.url), {
    type: 'module',
  });
  const toWorker = (message: ToRecogniser, transfer: Transferable[] = []) =>
    worker.postMessage(message, transfer);
  let stream: MediaStream | null = null;
  let context: AudioContext | null = null;
  const close = () => {
    stream?.getTracks().forEach((track) => track.stop());
    void context?.close().catch(() => undefined);
    worker.terminate();
  };
  try {
    const audio = new MessageChannel();
    const ready = new Promise<void>((resolve, reject) => {
      worker.onmessage = (event: MessageEvent<FromRecogniser>) => {
        const message = event.data;
        if (message.type === 'ready') resolve();
        else if (message.type === 'hypothesis') events.onHypothesis(message.hypothesis);
        else {
          console.warn('The reading coach’s recogniser failed:', message.message);
          reject(new ListenError('failed'));
          events.onFailure('failed');
        }
      };
      worker.onerror = (event) => {
        console.warn('The reading coach’s recogniser did not start:', event.message);
        reject(new ListenError('failed'));
      };
    });
    toWorker({ type: 'load', audio: audio.port2 }, [audio.port2]);
    // The microphone opens once the recogniser is ready: what the child says is all heard.
    await ready;
    try {
      // The browser's processing changes speech in ways the model was not trained on: with its
      // noise suppression and echo cancellation a deep voice was lost on 7 pages of 20, and its
      // gain control alone lost 5 of 58 (the decoder fell seconds behind the reading). The
      // decoder normalises loudness itself.
      stream = await navigator.mediaDevices.getUserMedia({
        audio: { echoCancellation: false, noiseSuppression: false, autoGainControl: false },
      });
    } catch (error) {
      throw new ListenError(failureOf(error));
    }
    context = new AudioContext();
    await context.audioWorklet.addModule(workletUrl);
    const source = context.createMediaStreamSource(stream);
    const node = new AudioWorkletNode(context, 'kahani-microphone');
    // The worklet runs only when connected to the speakers: through a silent gain.
    const mute = context.createGain();
    mute.gain.value = 0;
    source.connect(node).connect(mute).connect(context.destination);
    node.port.onmessage = (event: MessageEvent<{ level: number }>) =>
      events.onLevel(event.data.level);
    const start: ToMicrophone = { type: 'start', audio: audio.port1 };
    node.port.postMessage(start, [audio.port1]);
    await context.resume();
    stream.getAudioTracks()[0]?.addEventListener('ended', () => events.onFailure('noMicrophone'));
    return {
      listen: (stretch) => toWorker({ type: 'listen', stretch }),
      stop: () => {
        node.port.postMessage({ type: 'stop' } satisfies ToMicrophone);
        toWorker({ type: 'stop' });
        close();
      },
    };
  } catch (error) {
    close();
    if (!(error instanceof ListenError)) console.warn('The reading coach could not listen:', error);
    throw error instanceof ListenError ? error : new ListenError(failureOf(error));
  }
}
