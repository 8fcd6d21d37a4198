// The reading coach's recogniser and follower in Node, on the test voices, faster than real
// time: for tuning between runs of the benchmark (which measures the real thing in Chromium).
//   node --import tsx scripts/tune-coach.ts [--pages N] [--voice low|high] [--pace slow] [--skip]
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import createModule from 'soundswallower';
import { Downsampler } from '../src/features/coach/downsampler';
import { hear, startFollowing, type FollowerState } from '../src/features/coach/follower';
import { pageWords } from '../src/features/coach/pageWords';
import {
  SAMPLE_RATE,
  StretchDecoder,
  type DecoderLike,
} from '../src/features/coach/stretchDecoder';
import { DECODER_CONFIG, SKIP_WEIGHTS, skipWeightOf } from '../src/features/coach/decoderConfig';
import { closeVoices, readAloud, wordToSkip, type Pace, type VoiceName } from './lib/coachVoices';

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
};
const maxPages = Number(option('pages') ?? 3);
const voices = (option('voice') ? [option('voice')] : ['low', 'high']) as VoiceName[];
const pace = (option('pace') ?? 'steady') as Pace;
const skipping = args.includes('--skip');
// SKIP="short,long,longFrom" tries other skip weights (see decoderConfig.ts).
const [short, long, longFrom] = (process.env.SKIP ?? '').split(',').map(Number);
const skipWeights = {
  short: short || SKIP_WEIGHTS.short,
  long: long || SKIP_WEIGHTS.long,
  longFrom: longFrom || SKIP_WEIGHTS.longFrom,
};

const dir = join(import.meta.dirname, '../server/seed/stories');
const texts: string[] = [];
for (const file of readdirSync(dir).sort()) {
  const story = JSON.parse(readFileSync(join(dir, file), 'utf8')) as {
    pages: { parent_narration_text: string }[];
  };
  for (const page of story.pages) texts.push(page.parent_narration_text);
}

const ss = await createModule({
  modelBase: join(import.meta.dirname, '../node_modules/soundswallower/model/'),
} as never);
const decoder = new ss.Decoder({
  ...DECODER_CONFIG,
  ...(JSON.parse(process.env.DECODER ?? '{}') as object),
  loglevel: 'FATAL',
});
await decoder.initialize();

for (const voice of voices) {
  let said = 0;
  let decodingMs = 0;
  let audioSeconds = 0;
  let followed = 0;
  let falseWords = 0;
  let skippedMarked = 0;
  let skippedTotal = 0;
  const latencies: number[] = [];
  for (const text of texts.slice(0, maxPages)) {
    const skip = skipping ? [wordToSkip(text)] : [];
    const audio = await readAloud(text, { voice, pace, skip });
    const decodingStarted = performance.now();
    const rate = audio.wav.readUInt32LE(24);
    const pcm = new Int16Array(
      audio.wav.buffer,
      audio.wav.byteOffset + 44,
      (audio.wav.length - 44) / 2,
    );
    const input = Float32Array.from(pcm, (s) => s / 32768);
    const down = new Downsampler(rate, SAMPLE_RATE);
    const stretcher = new StretchDecoder(decoder as unknown as DecoderLike, (word) =>
      skipWeightOf(word, skipWeights),
    );
    let state: FollowerState = startFollowing(pageWords(text));
    stretcher.listen({ ...state.stretch });
    const block = Math.round(rate / 10);
    for (let at = 0; at < input.length && !state.done; at += block) {
      const chunk = down.push(input.subarray(at, at + block));
      const hypothesis = stretcher.push(chunk);
      if (!hypothesis) continue;
      if (process.env.DEBUG)
        console.log(
          hypothesis.time.toFixed(1),
          hypothesis.stretch,
          hypothesis.words
            .map((w) => `${w.word}@${w.start.toFixed(2)}+${(w.end - w.start).toFixed(2)}`)
            .join(' '),
        );
      const before = state.stretch.id;
      state = hear(state, hypothesis);
      if (state.stretch.id !== before) {
        const again = stretcher.listen({ ...state.stretch });
        if (again) state = hear(state, again);
      }
    }
    stretcher.end();
    decodingMs += performance.now() - decodingStarted;
    audioSeconds += audio.seconds;
    if (process.env.DEBUG)
      console.log(
        audio.said.map((w) => `${state.words[w.index]?.spoken}@${w.start.toFixed(2)}`).join(' '),
      );
    const saidSet = new Set(audio.said.map((w) => w.index));
    said += audio.said.length;
    for (const word of audio.said) {
      if (state.marks[word.index] === 'read') {
        followed += 1;
        latencies.push((state.litAt[word.index]! - word.start) * 1000);
      }
    }
    state.marks.forEach((mark, index) => {
      if (mark === 'read' && !saidSet.has(index)) falseWords += 1;
    });
    skippedTotal += audio.skipped.length;
    skippedMarked += audio.skipped.filter((i) => state.marks[i] === 'skipped').length;
    const misses = audio.said
      .filter((w) => state.marks[w.index] !== 'read')
      .map((w) => `${w.index}:${state.words[w.index]?.text}=${state.marks[w.index] ?? '-'}`);
    if (misses.length) console.log(`  ${voice} missed ${misses.join(' ')}`);
    const wrong = state.marks.flatMap((mark, index) =>
      mark === 'read' && !saidSet.has(index) ? [`${index}:${state.words[index]?.text}`] : [],
    );
    if (wrong.length) console.log(`  ${voice} marked read but not said: ${wrong.join(' ')}`);
  }
  latencies.sort((a, b) => a - b);
  const pick = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]?.toFixed(0);
  console.log(
    `${voice} ${pace}${skipping ? ' skip' : ''}: followed ${followed}/${said} (${((followed / said) * 100).toFixed(1)}%), skipped marked ${skippedMarked}/${skippedTotal}, false ${falseWords}, latency median ${pick(0.5)} p95 ${pick(0.95)} max ${latencies.at(-1)?.toFixed(0)} ms, decoding ${(decodingMs / 10 / audioSeconds).toFixed(1)}% of real time`,
  );
}
await closeVoices();
