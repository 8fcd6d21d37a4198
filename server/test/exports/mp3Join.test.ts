import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wordSpans } from '../../src/exports/timing';
import { joinMp3, mp3Frames } from '../../src/exports/mp3Join';
import { readFrameHeader, readMp3Info } from '../../src/narration/mp3';
import { createMp3Encoder, type Mp3Encoder } from '../../src/recordings/encodeMp3';

// The joined MP3 of a ReadAlongs export: only audio frames go in, so its timeline is the sum of
// its parts'. The app's own encoder writes neither tags nor header frames; files from elsewhere
// (an imported book's recordings) may have both.

let encoder: Mp3Encoder;
beforeAll(() => {
  encoder = createMp3Encoder(1);
});
afterAll(async () => encoder.close());

async function tone(seconds: number, sampleRate = 22_050): Promise<Buffer> {
  const samples = new Int16Array(Math.round(seconds * sampleRate));
  for (let i = 0; i < samples.length; i++) {
    samples[i] = Math.round(6000 * Math.sin((2 * Math.PI * 330 * i) / sampleRate));
  }
  return encoder.encode(samples, sampleRate);
}

/** An ID3v2 tag of `size` bytes of body, as taggers put before the audio. */
function id3Tag(size: number): Buffer {
  const tag = Buffer.alloc(10 + size);
  tag.write('ID3', 0, 'latin1');
  tag[3] = 4;
  tag[6] = (size >> 21) & 0x7f;
  tag[7] = (size >> 14) & 0x7f;
  tag[8] = (size >> 7) & 0x7f;
  tag[9] = size & 0x7f;
  return tag;
}

/** A silent first frame carrying an "Info" header, as LAME writes one: same header, no sound. */
function infoFrame(mp3: Buffer): Buffer {
  const header = readFrameHeader(mp3, 0)!;
  const frame = Buffer.alloc(header.length);
  mp3.copy(frame, 0, 0, 4);
  frame.write('Info', 4 + 17, 'latin1');
  return frame;
}

describe('MP3 frames for joining', () => {
  it('leaves out an ID3 tag and an Info frame, keeping every audio frame and its length', async () => {
    const audio = await tone(1.2);
    const plain = mp3Frames(audio)!;
    expect(plain.frames).toEqual(audio);
    expect(plain.durationSeconds).toBeCloseTo(readMp3Info(audio)!.durationSeconds, 9);

    const tagged = Buffer.concat([id3Tag(300), infoFrame(audio), audio, Buffer.from('TAG-junk')]);
    const found = mp3Frames(tagged)!;
    expect(found.frames).toEqual(audio);
    expect(found.durationSeconds).toBeCloseTo(plain.durationSeconds, 9);
    expect(found.sampleRate).toBe(22_050);
  });

  it('finds nothing in bytes that are not MP3', () => {
    expect(mp3Frames(Buffer.from('not an mp3 at all'))).toBeNull();
  });

  it('joins parts one after another, each starting where the ones before end', async () => {
    const parts = [await tone(0.5), await tone(1.1), await tone(0.8)].map((audio) =>
      mp3Frames(audio)!,
    );
    const joined = joinMp3(parts);
    const info = readMp3Info(joined.audio)!;
    const total = parts.reduce((sum, part) => sum + part.durationSeconds, 0);
    expect(info.durationSeconds).toBeCloseTo(total, 9);
    expect(joined.durationSeconds).toBeCloseTo(total, 9);
    expect(joined.starts[0]).toBe(0);
    expect(joined.starts[1]).toBeCloseTo(parts[0]!.durationSeconds, 9);
    expect(joined.starts[2]).toBeCloseTo(parts[0]!.durationSeconds + parts[1]!.durationSeconds, 9);
  });
});

describe('word spans', () => {
  it('makes starts rise, never overlaps the next word and never passes the audio', () => {
    const words = [
      { index: 0, start: 0.05, end: 0.4 },
      // Started at the same instant as the word before (eSpeak read them as one).
      { index: 1, start: 0.05, end: 0.4 },
      { index: 2, start: 0.6, end: 0.5 },
      { index: 3, start: 0.9, end: 2.5 },
    ];
    const spans = wordSpans(words, 1.2);
    expect(spans).toEqual([
      { startMs: 50, endMs: 51 },
      { startMs: 51, endMs: 400 },
      { startMs: 600, endMs: 601 },
      { startMs: 900, endMs: 1200 },
    ]);
  });
});
