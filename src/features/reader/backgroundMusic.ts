/**
 * A soft, endless lullaby made with Web Audio: a slow pentatonic melody over a warm pad.
 * Nothing is downloaded; it is quieter while narration speaks.
 */
const NOTES = [0, 4, 7, 9, 12, 9, 7, 4, 2, 7, 9, 14, 12, 9, 7, 2];
const BASE_HZ = 261.63; // C4
const STEP_SECONDS = 0.6;
const NORMAL_GAIN = 0.05;
const DUCKED_GAIN = 0.012;

const frequency = (semitones: number) => BASE_HZ * 2 ** (semitones / 12);

export class BackgroundMusic {
  private context: AudioContext | null = null;
  private master: GainNode | null = null;
  private timer: number | null = null;
  private step = 0;
  private nextTime = 0;
  private ducked = false;

  start(): void {
    if (this.timer !== null) return;
    const AudioContextClass = window.AudioContext as typeof AudioContext | undefined;
    if (!AudioContextClass) return;
    this.context ??= new AudioContextClass();
    void this.context.resume();
    this.master = this.context.createGain();
    this.master.gain.value = 0;
    this.master.connect(this.context.destination);
    this.applyLevel(1.5);
    this.nextTime = this.context.currentTime + 0.1;
    // Schedule a little ahead on a timer, so notes never stutter.
    this.timer = window.setInterval(() => this.schedule(), 200);
    this.schedule();
  }

  stop(): void {
    if (this.timer !== null) window.clearInterval(this.timer);
    this.timer = null;
    const { master, context } = this;
    if (master && context) {
      master.gain.setTargetAtTime(0, context.currentTime, 0.2);
      window.setTimeout(() => master.disconnect(), 1200);
    }
    this.master = null;
  }

  /** Quieter under narration, back to normal after it. */
  duck(ducked: boolean): void {
    this.ducked = ducked;
    this.applyLevel(0.4);
  }

  get playing(): boolean {
    return this.timer !== null;
  }

  private applyLevel(seconds: number) {
    if (!this.master || !this.context) return;
    const target = this.ducked ? DUCKED_GAIN : NORMAL_GAIN;
    this.master.gain.setTargetAtTime(target, this.context.currentTime, seconds / 3);
  }

  private schedule() {
    const { context, master } = this;
    if (!context || !master) return;
    while (this.nextTime < context.currentTime + 1) {
      const note = NOTES[this.step % NOTES.length] ?? 0;
      this.playNote(frequency(note), this.nextTime, STEP_SECONDS * 1.6, 0.5);
      if (this.step % 8 === 0)
        this.playNote(frequency(note - 12), this.nextTime, STEP_SECONDS * 8, 0.35);
      this.step += 1;
      this.nextTime += STEP_SECONDS;
    }
  }

  private playNote(hz: number, at: number, length: number, level: number) {
    const { context, master } = this;
    if (!context || !master) return;
    const oscillator = context.createOscillator();
    const envelope = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = hz;
    envelope.gain.setValueAtTime(0, at);
    envelope.gain.linearRampToValueAtTime(level, at + 0.08);
    envelope.gain.exponentialRampToValueAtTime(0.001, at + length);
    oscillator.connect(envelope).connect(master);
    oscillator.start(at);
    oscillator.stop(at + length + 0.05);
  }
}
