import { describe, expect, it } from 'vitest';
import { openAudio, parseClockValue } from '../../src/imports/read/audio';
import { cutMp3, readMp3Layout } from '../../src/imports/read/audio/mp3';
import { cutWav, readWavLayout } from '../../src/imports/read/audio/wav';
import { narrationPerPage } from '../../src/imports/read/narration';
import { id3Tag, signalSamples, testMp3, testWav, withInfoFrame } from './fixtures';

describe('SMIL clock values', () => {
  it.each([
    ['1.5s', 1.5],
    ['1500ms', 1.5],
    ['1234ms', 1.234],
    ['0.25min', 15],
    ['1h', 3600],
    ['2.75', 2.75],
    ['00:00:01.500', 1.5],
    ['01:02:03.25', 3723.25],
    ['01:01.5', 61.5],
    [' 3s ', 3],
  ])('reads %s as %s seconds', (value, seconds) => {
    expect(parseClockValue(value)).toBe(seconds);
  });

  it.each(['', 'abc', '-1s', '1.5 s', '00:61:00', 'NaN', '1e3s'])('refuses %j', (value) => {
    expect(parseClockValue(value)).toBeNull();
  });
});

describe('cutting WAV narration', () => {
  it('cuts at exact samples and writes a WAV of the same format', () => {
    const rate = 24_000;
    const wav = testWav(3, rate);
    const layout = readWavLayout(wav)!;
    expect(layout.durationSeconds).toBe(3);
    const piece = cutWav(wav, layout, 1, 2.25);
    expect(piece.startSeconds).toBe(1);
    const pieceLayout = readWavLayout(piece.bytes)!;
    expect(pieceLayout.sampleRate).toBe(rate);
    expect(pieceLayout.durationSeconds).toBe(1.25);
    const original = signalSamples(3, rate).subarray(rate, rate * 2.25);
    const cut = new Int16Array(
      piece.bytes.buffer.slice(
        piece.bytes.byteOffset + pieceLayout.dataOffset,
        piece.bytes.byteOffset + pieceLayout.dataOffset + pieceLayout.dataLength,
      ),
    );
    expect(Array.from(cut)).toEqual(Array.from(original));
  });

  it('starts a stereo piece on a whole sample frame and says exactly where', () => {
    const wav = testWav(1, 44_100, { channels: 2 });
    const layout = readWavLayout(wav)!;
    const piece = cutWav(wav, layout, 0.3333, 0.5);
    expect(piece.startSeconds).toBe(Math.floor(0.3333 * 44_100) / 44_100);
    expect(readWavLayout(piece.bytes)!.dataLength % 4).toBe(0);
  });
});

describe('cutting MP3 narration', () => {
  it('lists the frames of an MPEG-2 file (576 samples each) and cuts at frame starts', async () => {
    const mp3 = await testMp3(3, 24_000);
    const layout = readMp3Layout(mp3)!;
    expect(layout.samplesPerFrame).toBe(576);
    expect(layout.sampleRate).toBe(24_000);
    expect(layout.leadingSamples).toBe(0);
    expect(layout.durationSeconds).toBeGreaterThanOrEqual(3);
    const piece = cutMp3(mp3, layout, 1, 2);
    const frameSeconds = 576 / 24_000;
    expect(piece.startSeconds).toBeLessThanOrEqual(1);
    expect(piece.startSeconds).toBeGreaterThan(1 - frameSeconds);
    expect((piece.startSeconds * 24_000) % 576).toBe(0);
    const pieceLayout = readMp3Layout(piece.bytes)!;
    expect(pieceLayout.durationSeconds).toBeGreaterThanOrEqual(1);
    expect(pieceLayout.durationSeconds).toBeLessThan(1 + 2 * frameSeconds + 1e-9);
    // The piece is the original's own frames, unchanged.
    const first = layout.frames[piece.startSeconds / frameSeconds]!;
    expect(Buffer.from(piece.bytes.subarray(0, first.length))).toEqual(
      mp3.subarray(first.offset, first.offset + first.length),
    );
  });

  it('reads MPEG-1 frames (1152 samples each)', async () => {
    const mp3 = await testMp3(2, 44_100);
    const layout = readMp3Layout(mp3)!;
    expect(layout.samplesPerFrame).toBe(1152);
    const piece = cutMp3(mp3, layout, 0.5, 1);
    expect((piece.startSeconds * 44_100) % 1152).toBeCloseTo(0, 6);
  });

  it('skips an ID3 tag, keeps the Info frame out of every piece and honours its encoder delay', async () => {
    const plain = await testMp3(3, 24_000);
    const tagged = Buffer.concat([
      id3Tag('A kite story'),
      withInfoFrame(plain, 576),
      Buffer.from('TAG'),
      Buffer.alloc(125),
    ]);
    const layout = readMp3Layout(tagged)!;
    const plainLayout = readMp3Layout(plain)!;
    expect(layout.frames.length).toBe(plainLayout.frames.length);
    expect(layout.leadingSamples).toBe(576 + 529);
    for (const [start, end] of [
      [0, 1],
      [1, 2],
      [2, 3],
    ] as const) {
      const piece = cutMp3(tagged, layout, start, end);
      expect(Buffer.from(piece.bytes).includes('Info')).toBe(false);
      expect(Buffer.from(piece.bytes).includes('ID3')).toBe(false);
      // Frame k starts (k × 576 − delay − 529) samples after the original's time zero.
      const frame = Math.floor((start * 24_000 + 1105) / 576);
      expect(piece.startSeconds).toBeCloseTo((frame * 576 - 1105) / 24_000, 9);
    }
    expect(readMp3Layout(withInfoFrame(plain))!.leadingSamples).toBe(0);
  });

  it('finds nothing in bytes that are not MP3', () => {
    expect(readMp3Layout(Buffer.from('not audio at all, only words'))).toBeNull();
    expect(openAudio(Buffer.from('RIFF....WAVEjunk'))).toBeNull();
  });
});

describe('narration per page', () => {
  const words = (start: number, ...texts: string[]) =>
    texts.map((text, index) => ({
      text,
      startSeconds: start + index * 0.4,
      endSeconds: start + index * 0.4 + 0.3,
    }));

  it('cuts one shared WAV between pages and keeps word times exact within each piece', () => {
    const wav = testWav(6, 16_000);
    const pages = [
      { audio: 'story.wav', words: words(0.5, 'One', 'kite') },
      null,
      { audio: 'story.wav', words: words(2.5, 'flew', 'high') },
      { audio: 'story.wav', words: words(4.5, 'over', 'trees') },
    ];
    const warnings: string[] = [];
    const narration = narrationPerPage(pages, () => wav, warnings);
    expect(warnings).toEqual([]);
    expect(narration[1]).toBeNull();
    const [first, , second, third] = narration;
    // Cuts fall midway between one page's last word and the next page's first.
    expect(first!.words[0]).toEqual({ text: 'One', startSeconds: 0.5, endSeconds: 0.8 });
    const secondStart = (1.2 + 2.5) / 2;
    expect(second!.words[0]!.startSeconds).toBeCloseTo(2.5 - secondStart, 6);
    expect(third!.words[1]!.endSeconds).toBeCloseTo(4.9 + 0.3 - (3.2 + 4.5) / 2, 6);
    expect(
      Number.isInteger(Math.round((5.2 - third!.words[1]!.endSeconds) * 16_000 * 1e3) / 1e3),
    ).toBe(true);
    expect(readWavLayout(first!.audio.bytes)!.durationSeconds).toBeCloseTo(secondStart, 4);
    expect(readWavLayout(third!.audio.bytes)!.durationSeconds).toBeCloseTo(6 - (3.2 + 4.5) / 2, 4);
  });

  it('keeps a page’s own audio whole with its times as they are', async () => {
    const mp3 = await testMp3(1.5);
    const [page] = narrationPerPage(
      [{ audio: 'p1.mp3', words: words(0.2, 'Hello') }],
      () => mp3,
      [],
    );
    expect(Buffer.from(page!.audio.bytes)).toEqual(mp3);
    expect(page!.audio.format).toBe('mp3');
    expect(page!.words).toEqual([{ text: 'Hello', startSeconds: 0.2, endSeconds: 0.5 }]);
  });

  it('leaves out narration whose audio is missing or unreadable, and says so', () => {
    const warnings: string[] = [];
    const narration = narrationPerPage(
      [
        { audio: 'gone.mp3', words: words(0, 'a') },
        { audio: 'noise.mp3', words: words(0, 'b') },
      ],
      (name) => (name === 'noise.mp3' ? Buffer.from('noise') : null),
      warnings,
    );
    expect(narration).toEqual([null, null]);
    expect(warnings).toEqual([
      'The narration of page(s) 1 was left out: its audio, gone.mp3, is not in the upload.',
      'The narration of page(s) 2 was left out: noise.mp3 is not an MP3 or WAV file Kahani can read.',
    ]);
  });
});
