import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * The browser's audio boundary, faked for component tests: getUserMedia hands out a stream
 * whose track records whether it was stopped, and an AudioContext whose capture node the
 * test feeds with sound (`speak`). Everything after that boundary is the app's real code.
 */
export function installFakeMicrophone({
  refuse,
  sampleRate = 48000,
  worklet = true,
}: { refuse?: string; sampleRate?: number; worklet?: boolean } = {}) {
  const track = { stop: vi.fn(), kind: 'audio' };
  const stream = { getTracks: () => [track] };
  const getUserMedia = vi.fn(async (_constraints: MediaStreamConstraints) => {
    if (refuse) throw new DOMException('refused', refuse);
    return stream;
  });
  const node = () => ({ connect: (next: unknown) => next, disconnect: vi.fn() });
  const param = () => ({
    value: 1,
    setValueAtTime: vi.fn(),
    setTargetAtTime: vi.fn(),
    linearRampToValueAtTime: vi.fn(),
    exponentialRampToValueAtTime: vi.fn(),
    cancelScheduledValues: vi.fn(),
  });
  let deliver: ((block: Float32Array) => void) | null = null;
  /** Contexts that captured the microphone (the reader's music makes its own). */
  const contexts: { close: ReturnType<typeof vi.fn> }[] = [];

  class FakeAudioContext {
    sampleRate = sampleRate;
    state = 'running';
    currentTime = 0;
    destination = {};
    audioWorklet = worklet ? { addModule: vi.fn(async () => undefined) } : undefined;
    close = vi.fn(async () => {
      this.state = 'closed';
    });
    resume = async () => undefined;
    createMediaStreamSource = () => {
      contexts.push(this);
      return node();
    };
    createGain = () => ({ ...node(), gain: param() });
    createOscillator = () => ({
      ...node(),
      type: 'sine',
      frequency: param(),
      start: vi.fn(),
      stop: vi.fn(),
    });
    createScriptProcessor = () => {
      const processor = {
        ...node(),
        onaudioprocess: null as null | ((event: unknown) => void),
      };
      deliver = (block) =>
        processor.onaudioprocess?.({ inputBuffer: { getChannelData: () => block } });
      return processor;
    };
  }
  class FakeAudioWorkletNode {
    port = { onmessage: null as null | ((event: { data: Float32Array }) => void) };
    constructor() {
      deliver = (block) => this.port.onmessage?.({ data: block });
    }
    connect = (next: unknown) => next;
    disconnect = vi.fn();
  }

  vi.stubGlobal('AudioContext', FakeAudioContext);
  vi.stubGlobal('AudioWorkletNode', worklet ? FakeAudioWorkletNode : undefined);
  Object.defineProperty(navigator, 'mediaDevices', {
    value: { getUserMedia },
    configurable: true,
  });

  return {
    getUserMedia,
    track,
    contexts,
    /** The microphone hears `seconds` of a tone at `amplitude`, in blocks as a browser sends. */
    speak(seconds: number, amplitude = 0.3, blockSeconds = 0.1) {
      const blockLength = Math.round(sampleRate * blockSeconds);
      const blocks = Math.round(seconds / blockSeconds);
      act(() => {
        for (let b = 0; b < blocks; b += 1) {
          const block = Float32Array.from(
            { length: blockLength },
            (_, i) =>
              amplitude * Math.sin((2 * Math.PI * 220 * (b * blockLength + i)) / sampleRate),
          );
          deliver?.(block);
        }
      });
    },
  };
}

export function removeFakeMicrophone() {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'mediaDevices');
}
