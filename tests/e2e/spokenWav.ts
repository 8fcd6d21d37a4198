import ESpeakNG from 'espeak-ng';
import { writeFileSync } from 'node:fs';

/**
 * A "reader's voice" for the fake microphone: the product's own eSpeak NG reads the text at
 * another pitch and speed than narration uses, and the WAV is written cleanly (eSpeak's own
 * header may carry a placeholder length) with silence before and after, since capture starts
 * a moment after the microphone opens.
 */
export async function writeSpokenWav(
  path: string,
  text: string,
  { pitch = 75, speed = 135, leadSeconds = 1, tailSeconds = 1 } = {},
): Promise<{ seconds: number }> {
  const engine = await ESpeakNG({
    arguments: ['-v', 'en-us', '-p', String(pitch), '-s', String(speed), '-w', '/voice.wav', text],
    print: () => undefined,
    printErr: () => undefined,
  });
  const written = engine.FS.readFile('/voice.wav');
  const { sampleRate, samples } = pcmOf(written);
  const lead = Math.round(leadSeconds * sampleRate);
  const tail = Math.round(tailSeconds * sampleRate);
  const total = lead + samples.length + tail;
  const wav = Buffer.alloc(44 + total * 2);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + total * 2, 4);
  wav.write('WAVEfmt ', 8, 'ascii');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(sampleRate, 24);
  wav.writeUInt32LE(sampleRate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(total * 2, 40);
  samples.forEach((sample, i) => wav.writeInt16LE(sample, 44 + (lead + i) * 2));
  writeFileSync(path, wav);
  return { seconds: total / sampleRate };
}

function pcmOf(wav: Uint8Array) {
  const view = new DataView(wav.buffer, wav.byteOffset, wav.byteLength);
  const tag = (at: number) => String.fromCharCode(...wav.subarray(at, at + 4));
  let offset = 12;
  let sampleRate = 0;
  while (offset + 8 <= wav.length) {
    const size = view.getUint32(offset + 4, true);
    if (tag(offset) === 'fmt ') sampleRate = view.getUint32(offset + 12, true);
    if (tag(offset) === 'data') {
      const bytes = Math.min(size, wav.length - offset - 8) & ~1;
      const samples = Array.from({ length: bytes / 2 }, (_, i) =>
        view.getInt16(offset + 8 + i * 2, true),
      );
      return { sampleRate, samples };
    }
    offset += 8 + size + (size & 1);
  }
  throw new Error('eSpeak wrote no audio');
}
