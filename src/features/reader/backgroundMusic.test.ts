import { afterEach, describe, expect, it, vi } from 'vitest';
import { BackgroundMusic } from './backgroundMusic';

/** Just enough of Web Audio to see what the music does. */
class FakeParam {
  targets: number[] = [];
  value = 0;
  setTargetAtTime(value: number) {
    this.targets.push(value);
  }
  setValueAtTime() {}
  linearRampToValueAtTime() {}
  exponentialRampToValueAtTime() {}
}
class FakeNode {
  gain = new FakeParam();
  frequency = new FakeParam();
  type = '';
  connect(node: unknown) {
    return node;
  }
  disconnect() {}
  start() {}
  stop() {}
}
class FakeAudioContext {
  static oscillators = 0;
  static last: FakeAudioContext | null = null;
  constructor() {
    FakeAudioContext.last = this;
  }
  currentTime = 0;
  destination = new FakeNode();
  resume = vi.fn(async () => undefined);
  gains: FakeNode[] = [];
  createGain() {
    const node = new FakeNode();
    this.gains.push(node);
    return node;
  }
  createOscillator() {
    FakeAudioContext.oscillators += 1;
    return new FakeNode();
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('background music', () => {
  it('plays notes, is quieter under narration, and stops', () => {
    vi.stubGlobal('AudioContext', FakeAudioContext);
    const music = new BackgroundMusic();
    music.start();
    expect(music.playing).toBe(true);
    expect(FakeAudioContext.oscillators).toBeGreaterThan(0);
    const master = FakeAudioContext.last!.gains[0]!;
    const normal = master.gain.targets.at(-1)!;
    music.duck(true);
    const ducked = master.gain.targets.at(-1)!;
    expect(ducked).toBeLessThan(normal);
    music.duck(false);
    expect(master.gain.targets.at(-1)).toBe(normal);
    music.stop();
    expect(music.playing).toBe(false);
    expect(master.gain.targets.at(-1)).toBe(0);
  });

  it('does nothing where Web Audio is missing', () => {
    vi.stubGlobal('AudioContext', undefined);
    const music = new BackgroundMusic();
    music.start();
    expect(music.playing).toBe(false);
  });
});
