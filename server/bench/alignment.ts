// Accuracy of the recording aligner (server/src/recordings/aligner.ts) on recordings whose
// word times are known, per language and voice.
//   npm run bench:alignment -- [--pages 6] [--languages hindi,tamil] [--voices festival]
//                              [--tuning '{"granularities":["x-high"]}'] [--details]
// Voices other than the aligner's own reference:
//  - festival: Debian's Festival voices recorded from real speakers (English cmu_us_slt
//    HTS; Hindi, Marathi, Telugu NSK diphones), word times from Festival's own segments.
//    Skipped, with a note, when festival is not installed.
//  - espeak-narration: the project's eSpeak narration (150 words a minute, pitch 58).
//  - espeak-slow-high / espeak-fast-low: eSpeak at other speeds and pitches.
// eSpeak recordings get silence before and after and a little noise. Texts are the seeded
// story pages (server/seed/stories), the first --pages of each language across stories.
// Prints per language and voice the median, 95th percentile and largest word-start error
// in ms, the mean signed error (positive: aligned late), and alignment time per second of
// audio.

import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LANGUAGES, type Language } from '../../contract/languages';
import { createEspeakProvider } from '../src/narration/espeak';
import {
  ALIGNER_LANGUAGES,
  AlignmentFailed,
  createAligner,
  type AlignedWord,
  type AlignTuning,
} from '../src/recordings/aligner';
import { splitWords } from '../src/recordings/alignerWords';
import { loadEspeakFromPackage } from '../src/recordings/alignWorkerEspeak.mjs';
import { readSeedStories } from '../src/seed';
import {
  padded,
  providerRecording,
  quantile,
  readWav,
  startErrorsMs,
  type KnownRecording,
} from './alignmentSpeech';

function option(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

const pagesPerLanguage = Math.max(1, Number(option('pages') ?? 6) || 6);
const languages = (option('languages')?.split(',') ?? [...LANGUAGES]) as Language[];
const voiceFilter = option('voices')?.split(',');
const tuning = JSON.parse(option('tuning') ?? '{}') as Partial<AlignTuning>;
const details = process.argv.includes('--details');

/** Festival voices per language (Debian packages festvox-*). */
const FESTIVAL_VOICES: Partial<Record<Language, string>> = {
  english: 'cmu_us_slt_arctic_hts',
  hindi: 'hindi_NSK_diphone',
  marathi: 'marathi_NSK_diphone',
  telgu: 'telugu_NSK_diphone',
};

/** eSpeak settings other than the aligner's reference (175 words a minute, pitch 50). */
const ESPEAK_VARIANTS = [
  { name: 'espeak-slow-high', speed: 120, pitch: 75 },
  { name: 'espeak-fast-low', speed: 210, pitch: 30 },
] as const;

const CACHE = join(tmpdir(), 'kahani-alignment-bench');
mkdirSync(CACHE, { recursive: true });

function pageTexts(language: Language): string[] {
  const pages = readSeedStories().flatMap((story) => story.pages);
  // Spread the pages over the stories: first pages of every story, then second pages, ...
  const byStory = readSeedStories().map((story) => story.pages);
  const spread: typeof pages = [];
  for (let round = 0; spread.length < pages.length; round++) {
    for (const storyPages of byStory) {
      const page = storyPages[round];
      if (page) spread.push(page);
    }
  }
  return spread
    .slice(0, pagesPerLanguage)
    .map((page) => (language === 'english' ? page.parent_narration_text : page[language]));
}

function festivalInstalled(): boolean {
  return spawnSync('festival', ['--version'], { stdio: 'ignore' }).status === 0;
}

/** A Scheme string literal. */
function schemeString(text: string): string {
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/**
 * Festival reading a text, with each word's start (its first segment's start) and end.
 * The NSK voices leave the intonation method unset; Simple intonation is set for them.
 */
function festivalRecording(voice: string, text: string): KnownRecording {
  const key = createHash('sha256').update(`${voice}\n${text}`).digest('hex').slice(0, 24);
  const wav = join(CACHE, `${key}.wav`);
  const times = join(CACHE, `${key}.tsv`);
  if (!existsSync(wav) || !existsSync(times)) {
    // Festival's tokenizer reads typographic quotes and dashes as words of their own.
    const plain = text.replace(/[“”"]/g, '').replace(/[‘’]/g, "'").replace(/[—–]/g, ', ');
    const script = join(CACHE, `${key}.scm`);
    writeFileSync(
      script,
      [
        `(voice_${voice})`,
        voice.includes('NSK')
          ? `(Parameter.set 'Int_Method 'Simple) (set! int_simple_params '((f0_mean 120) (f0_std 25)))`
          : '',
        `(set! utt1 (Utterance Text ${schemeString(plain)}))`,
        `(utt.synth utt1)`,
        `(utt.save.wave utt1 ${schemeString(wav)} 'riff)`,
        `(set! out (fopen ${schemeString(times)} "w"))`,
        `(mapcar (lambda (w) (format out "%s\\t%s\\t%s\\n" (item.name w) (item.feat w "R:SylStructure.daughter1.daughter1.segment_start") (item.feat w 'word_end))) (utt.relation.items utt1 'Word))`,
        `(fclose out)`,
      ].join('\n'),
    );
    execFileSync('festival', ['-b', script], { stdio: 'ignore' });
  }
  const { samples, sampleRate } = readWav(wav);
  const spoken = readFileSync(times, 'utf8')
    .split('\n')
    .map((line) => line.split('\t'))
    .filter(([name, , end]) => name && Number(end) > 0)
    .map(([name, start, end]) => ({
      name: normalise(name as string),
      start: Number(start),
      end: Number(end),
    }));
  // Pair the text's words with Festival's in order; Festival splits some ("well-known").
  const words: KnownRecording['words'] = [];
  let next = 0;
  for (const word of splitWords(text)) {
    const target = normalise(word.text);
    let joined = '';
    let first: (typeof spoken)[number] | undefined;
    let last: (typeof spoken)[number] | undefined;
    let at = next;
    while (at < spoken.length && joined.length < target.length) {
      const piece = spoken[at] as (typeof spoken)[number];
      if (!target.startsWith(joined + piece.name)) break;
      joined += piece.name;
      first ??= piece;
      last = piece;
      at++;
    }
    if (first && last && joined === target) {
      words.push({ ...word, startSeconds: first.start, endSeconds: last.end });
      next = at;
    }
  }
  return { samples, sampleRate, words };
}

function normalise(word: string): string {
  return word.toLowerCase().replace(/[^\p{L}\p{M}\p{N}]/gu, '');
}

/** eSpeak at another speed and pitch, word times from eSpeak's own word events. */
async function espeakVariantRecording(
  text: string,
  language: Language,
  speed: number,
  pitch: number,
): Promise<KnownRecording> {
  const echogarden = await import('echogarden');
  await loadEspeakFromPackage(echogarden);
  echogarden.setGlobalOption('logLevel', 'error');
  const result = await echogarden.synthesize(text, {
    engine: 'espeak',
    language: ALIGNER_LANGUAGES[language],
    // echogarden's rate 1 is eSpeak's 175 words a minute; pitch 1 its default 50.
    espeak: { rate: speed / 175, pitch: pitch / 50 },
    plainText: { paragraphBreaks: 'double', whitespace: 'collapse' },
  });
  const audio = result.audio as { audioChannels: Float32Array[]; sampleRate: number };
  const timed = (result.timeline ?? [])
    .flatMap((segment) => segment.timeline ?? [])
    .flatMap((sentence) => sentence.timeline ?? [])
    .filter((entry) => entry.type === 'word');
  const words: KnownRecording['words'] = [];
  let from = 0;
  for (const word of splitWords(text)) {
    const index = timed.findIndex((entry, at) => at >= from && entry.text.includes(word.text));
    if (index < 0) continue;
    const entry = timed[index] as (typeof timed)[number];
    words.push({ ...word, startSeconds: entry.startTime, endSeconds: entry.endTime });
    from = index + 1;
  }
  return { samples: audio.audioChannels[0] as Float32Array, sampleRate: audio.sampleRate, words };
}

interface Tally {
  errors: number[];
  signed: number[];
  audioSeconds: number;
  alignSeconds: number;
  failed: number;
  pages: number;
  missingTruth: number;
}

const aligner = createAligner({ tuning, timeoutMs: 600_000 });
const provider = createEspeakProvider();
const rows: { language: Language; voice: string; tally: Tally }[] = [];
const voiceWanted = (voice: string) =>
  !voiceFilter || voiceFilter.some((wanted) => voice.startsWith(wanted));

try {
  const festival = festivalInstalled();
  if (!festival) console.log('festival is not installed: Festival voices skipped.');

  for (const language of languages) {
    const texts = pageTexts(language);
    const sources: { voice: string; make: (text: string) => Promise<KnownRecording> }[] = [];
    const festivalVoice = FESTIVAL_VOICES[language];
    if (festival && festivalVoice && voiceWanted('festival')) {
      sources.push({
        voice: `festival ${festivalVoice}`,
        make: async (text) => padded(festivalRecording(festivalVoice, text), 0.3, 0.5),
      });
    }
    if (voiceWanted('espeak-narration')) {
      sources.push({
        voice: 'espeak-narration',
        make: async (text) =>
          padded(await providerRecording(provider, text, language), 0.6, 0.8, 0.003),
      });
    }
    for (const variant of ESPEAK_VARIANTS) {
      if (!voiceWanted(variant.name)) continue;
      sources.push({
        voice: variant.name,
        make: async (text) =>
          padded(
            await espeakVariantRecording(text, language, variant.speed, variant.pitch),
            0.6,
            0.8,
            0.003,
          ),
      });
    }

    for (const source of sources) {
      const tally: Tally = {
        errors: [],
        signed: [],
        audioSeconds: 0,
        alignSeconds: 0,
        failed: 0,
        pages: 0,
        missingTruth: 0,
      };
      for (const text of texts) {
        let recording: KnownRecording;
        try {
          recording = await source.make(text);
        } catch (error) {
          if (details) console.log(`  ${language} ${source.voice}: no recording: ${String(error)}`);
          continue;
        }
        tally.pages++;
        tally.missingTruth += splitWords(text).length - recording.words.length;
        const started = performance.now();
        let words: AlignedWord[];
        try {
          words = await aligner.align({ ...recording, text, language });
        } catch (error) {
          if (!(error instanceof AlignmentFailed)) throw error;
          tally.failed++;
          if (details) console.log(`  ${language} ${source.voice}: ${error.message}`);
          continue;
        } finally {
          tally.alignSeconds += (performance.now() - started) / 1000;
        }
        tally.audioSeconds += recording.samples.length / recording.sampleRate;
        tally.errors.push(...startErrorsMs(recording.words, words));
        for (const word of words) {
          const truth = recording.words.find((known) => known.offset === word.offset);
          if (!truth) continue;
          const error = (word.startSeconds - truth.startSeconds) * 1000;
          tally.signed.push(error);
          if (details && Math.abs(error) > 150) {
            console.log(
              `  ${language} ${source.voice}: "${word.text}" at ${truth.startSeconds.toFixed(2)} s aligned ${error > 0 ? '+' : ''}${error.toFixed(0)} ms`,
            );
          }
        }
      }
      rows.push({ language, voice: source.voice, tally });
      console.log(format(language, source.voice, tally));
    }
  }
} finally {
  await Promise.all([aligner.close(), provider.close()]);
}

function format(language: string, voice: string, tally: Tally): string {
  const { errors, signed } = tally;
  const mean = signed.reduce((sum, value) => sum + value, 0) / Math.max(1, signed.length);
  const perSecond = tally.alignSeconds / Math.max(1e-9, tally.audioSeconds);
  return [
    language.padEnd(9),
    voice.padEnd(32),
    `pages ${String(tally.pages).padStart(2)}`,
    `failed ${String(tally.failed).padStart(2)}`,
    `words ${String(errors.length).padStart(4)}`,
    `median ${quantile(errors, 0.5).toFixed(0).padStart(4)} ms`,
    `p95 ${quantile(errors, 0.95).toFixed(0).padStart(4)} ms`,
    `max ${(errors.length ? Math.max(...errors) : Number.NaN).toFixed(0).padStart(5)} ms`,
    `bias ${mean.toFixed(0).padStart(4)} ms`,
    `${perSecond.toFixed(2)} s per audio s`,
  ].join('  ');
}

if (rows.length > 0) {
  console.log(
    '\n| Language | Voice | Pages (failed) | Words | Median | p95 | Max | Time per audio s |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const { language, voice, tally } of rows) {
    const { errors } = tally;
    console.log(
      `| ${language} | ${voice} | ${tally.pages} (${tally.failed}) | ${errors.length} | ${quantile(errors, 0.5).toFixed(0)} ms | ${quantile(errors, 0.95).toFixed(0)} ms | ${(errors.length ? Math.max(...errors) : Number.NaN).toFixed(0)} ms | ${(tally.alignSeconds / Math.max(1e-9, tally.audioSeconds)).toFixed(2)} s |`,
    );
  }
}
