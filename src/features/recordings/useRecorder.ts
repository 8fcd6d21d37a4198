import { useCallback, useEffect, useRef, useState } from 'react';
import {
  RECORDING_SAMPLE_RATE,
  RECORDING_SECONDS_MAX,
  RECORDING_SECONDS_MIN,
} from '../../../contract/limits';
import { MicrophoneError, startCapture, type Capture, type MicrophoneProblem } from './microphone';
import { meterLevel, resample, rootMeanSquare } from './resample';
import { encodeWav } from './wav';

export type RecorderPhase = 'idle' | 'starting' | 'recording' | 'stopping' | 'recorded';
export type RecorderProblem = MicrophoneProblem | 'tooShort';

export interface Take {
  wav: Blob;
  /** Object URL of the WAV, for listening back. */
  url: string;
  seconds: number;
}

/** The meter moves this many times per second of sound (counted in samples, not by a timer). */
const LEVEL_UPDATES_PER_SECOND = 20;

/**
 * One page's recording in the browser: the microphone is asked for only when recording
 * starts and let go when it stops (by the reader, or by itself at the longest length). The
 * clock counts the samples heard, so it shows how much was really recorded. The take is
 * kept as a 24 kHz 16-bit WAV until it is replaced, discarded or the screen closes.
 */
export function useRecorder() {
  const [phase, setPhase] = useState<RecorderPhase>('idle');
  const [elapsedSeconds, setElapsedSeconds] = useState(0);
  const [level, setLevel] = useState(0);
  const [take, setTake] = useState<Take | null>(null);
  const [problem, setProblem] = useState<RecorderProblem | null>(null);
  const captureRef = useRef<Capture | null>(null);
  const stoppingRef = useRef(false);
  const stopRef = useRef<() => Promise<void>>(async () => undefined);
  const takeRef = useRef<Take | null>(null);

  const replaceTake = useCallback((next: Take | null) => {
    if (takeRef.current) URL.revokeObjectURL(takeRef.current.url);
    takeRef.current = next;
    setTake(next);
  }, []);

  const stop = useCallback(async () => {
    const capture = captureRef.current;
    if (!capture || stoppingRef.current) return;
    stoppingRef.current = true;
    setPhase('stopping');
    setLevel(0);
    const audio = await capture.stop();
    captureRef.current = null;
    const samples = resample(audio.samples, audio.sampleRate, RECORDING_SAMPLE_RATE).subarray(
      0,
      RECORDING_SECONDS_MAX * RECORDING_SAMPLE_RATE,
    );
    const seconds = samples.length / RECORDING_SAMPLE_RATE;
    if (seconds < RECORDING_SECONDS_MIN) {
      setProblem('tooShort');
      setPhase('idle');
      return;
    }
    const wav = new Blob([encodeWav(samples, RECORDING_SAMPLE_RATE)], { type: 'audio/wav' });
    replaceTake({ wav, url: URL.createObjectURL(wav), seconds });
    setPhase('recorded');
  }, [replaceTake]);
  useEffect(() => {
    stopRef.current = stop;
  }, [stop]);

  const start = useCallback(async () => {
    if (captureRef.current || phase === 'starting') return;
    setProblem(null);
    setElapsedSeconds(0);
    setLevel(0);
    setPhase('starting');
    stoppingRef.current = false;
    let heard = 0;
    let sinceUpdate = 0;
    let squares = 0;
    let rate = 0;
    try {
      const capture = await startCapture((block) => {
        if (stoppingRef.current || !rate) return;
        heard += block.length;
        sinceUpdate += block.length;
        const blockRms = rootMeanSquare(block);
        squares += blockRms * blockRms * block.length;
        if (sinceUpdate >= rate / LEVEL_UPDATES_PER_SECOND) {
          setLevel(meterLevel(Math.sqrt(squares / sinceUpdate)));
          setElapsedSeconds(Math.min(heard / rate, RECORDING_SECONDS_MAX));
          sinceUpdate = 0;
          squares = 0;
        }
        if (heard >= RECORDING_SECONDS_MAX * rate) void stopRef.current();
      });
      rate = capture.sampleRate;
      captureRef.current = capture;
      setPhase('recording');
    } catch (error) {
      setProblem(error instanceof MicrophoneError ? error.problem : 'failed');
      setPhase('idle');
    }
  }, [phase]);

  /** Back to the start for another go; the last take is dropped. */
  const redo = useCallback(() => {
    replaceTake(null);
    setProblem(null);
    setElapsedSeconds(0);
    setPhase('idle');
  }, [replaceTake]);

  // Leaving the screen lets the microphone go and releases the take's audio.
  useEffect(
    () => () => {
      stoppingRef.current = true;
      void captureRef.current?.stop();
      captureRef.current = null;
      if (takeRef.current) URL.revokeObjectURL(takeRef.current.url);
    },
    [],
  );

  return { phase, elapsedSeconds, level, take, problem, start, stop, redo };
}
