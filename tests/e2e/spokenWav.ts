import { writeFileSync } from 'node:fs';
import { espeakPcm } from '../../server/bench/alignmentSpeech';
import { writeWav } from '../../server/src/recordings/wav';

/**
 * A "reader's voice" for the fake microphone: the product's own eSpeak NG reads the text at
 * another pitch and speed than narration uses, with silence before and after, since capture
 * starts a moment after the microphone opens.
 */
export async function writeSpokenWav(
  path: string,
  text: string,
  { pitch = 75, speed = 135, leadSeconds = 1, tailSeconds = 1 } = {},
): Promise<{ seconds: number }> {
  const { samples, sampleRate } = await espeakPcm(text, 'en-us', speed, pitch);
  const lead = Math.round(leadSeconds * sampleRate);
  const pcm = new Int16Array(lead + samples.length + Math.round(tailSeconds * sampleRate));
  samples.forEach((sample, i) => {
    pcm[lead + i] = Math.max(-32768, Math.min(32767, Math.round(sample * 32768)));
  });
  writeFileSync(path, writeWav(pcm, sampleRate));
  return { seconds: pcm.length / sampleRate };
}
