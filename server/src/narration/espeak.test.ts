import ESpeakNG from 'espeak-ng';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, languageName, type Language } from '../../../contract/languages';
import {
  createEspeakProvider,
  ESPEAK_LANGUAGES,
  ESPEAK_VOICES,
  espeakVoiceFor,
  type EspeakNarrationResult,
} from './espeak';
import { ESPEAK_VOICE_NAMES } from './espeak/voices';
import { readMp3Info } from './mp3';

const SENTENCES: Record<Language, string> = {
  english: 'The little elephant found a shiny red ball near the river.',
  hindi: 'छोटे हाथी को नदी के पास एक लाल गेंद मिली।',
  spanish: 'El pequeño elefante encontró una pelota roja cerca del río.',
  telgu: 'చిన్న ఏనుగుకు నది దగ్గర ఒక ఎర్రని బంతి దొరికింది.',
  tamil: 'சின்ன யானைக்கு ஆற்றின் அருகே ஒரு சிவப்பு பந்து கிடைத்தது.',
  panjabi: 'ਛੋਟੇ ਹਾਥੀ ਨੂੰ ਨਦੀ ਦੇ ਕੋਲ ਇੱਕ ਲਾਲ ਗੇਂਦ ਮਿਲੀ।',
  gujarati: 'નાના હાથીને નદી પાસે એક લાલ દડો મળ્યો.',
  marathi: 'लहान हत्तीला नदीजवळ एक लाल चेंडू सापडला.',
};

const ENCODER_DELAY = 1105 / 22050;

function checkNarration(text: string, result: EspeakNarrationResult) {
  const { alignment, durationSeconds, audio } = result;
  const starts = alignment.character_start_times_seconds;
  const ends = alignment.character_end_times_seconds;

  // One entry per character, spelling the text exactly.
  expect(alignment.characters.join('')).toBe(text);
  expect(alignment.characters).toEqual(Array.from(text));
  expect(starts).toHaveLength(alignment.characters.length);
  expect(ends).toHaveLength(alignment.characters.length);

  // Times never decrease; each character ends no earlier than it starts.
  for (let i = 0; i < starts.length; i++) {
    expect(ends[i]).toBeGreaterThanOrEqual(starts[i] as number);
    if (i > 0) {
      expect(starts[i]).toBeGreaterThanOrEqual(starts[i - 1] as number);
      expect(ends[i]).toBeGreaterThanOrEqual(ends[i - 1] as number);
    }
  }
  expect(starts[0]).toBeGreaterThanOrEqual(ENCODER_DELAY - 1e-3);
  expect(Math.abs((ends.at(-1) as number) - durationSeconds)).toBeLessThan(0.1);

  // A real MP3 (frame sync or ID3), mono 22050 Hz, as long as reported, and not silence.
  const syncOrId3 =
    (audio[0] === 0xff && ((audio[1] ?? 0) & 0xe0) === 0xe0) ||
    audio.subarray(0, 3).toString('latin1') === 'ID3';
  expect(syncOrId3).toBe(true);
  const info = readMp3Info(audio);
  expect(info?.sampleRate).toBe(22050);
  expect(Math.abs((info?.durationSeconds ?? 0) - durationSeconds)).toBeLessThan(0.1);
  expect(result.rms).toBeGreaterThan(0.02);

  // Words follow each other.
  expect(result.words.length).toBeGreaterThan(3);
  for (let i = 1; i < result.words.length; i++) {
    const word = result.words[i];
    const previous = result.words[i - 1];
    expect(word?.start).toBeGreaterThan(previous?.start ?? Infinity);
    expect(word?.start).toBeGreaterThanOrEqual(previous?.end ?? Infinity);
  }
}

describe('eSpeak NG narration provider', () => {
  const provider = createEspeakProvider();

  beforeAll(async () => {
    await provider.warmup();
  });

  afterAll(async () => {
    await provider.close();
  });

  it('names its engine and voices', () => {
    expect(provider.engine).toMatch(/^espeak-ng-wasm-/);
    expect(provider.voiceFor('hindi')).toBe('hi');
    expect(provider.voiceFor('english')).toBe('en-us');
    for (const language of LANGUAGES)
      expect(provider.voiceFor(language)).toBe(ESPEAK_VOICES[language]);
  });

  for (const language of LANGUAGES) {
    it(`narrates ${language} with per-character timing`, async () => {
      const text = SENTENCES[language];
      const result = await provider.synthesize(text, language);
      checkNarration(text, result);
      // Every word of the sentence is timed (none swallowed).
      expect(result.words.length).toBe(text.split(/\s+/).length);
    });
  }

  it('times clauses around real pauses, with quotes, numbers and joined words', async () => {
    const text =
      '"Come here, little one!" called Mama Bear. It was the 3rd day of spring, and 12 birds sang in the sky.';
    const result = await provider.synthesize(text, 'english');
    checkNarration(text, result);
    const word = (w: string) => {
      const from = text.indexOf(w); // no characters outside the BMP before it
      const found = result.words.find((t) => t.from === from);
      if (!found) throw new Error(`no timing for ${w}`);
      return found;
    };
    // eSpeak pauses at the comma and the full stop; the words after them start later.
    expect(word('little').start - word('here').end).toBeGreaterThan(0.1);
    expect(word('It').start - word('Bear').end).toBeGreaterThan(0.2);
    // "in the" is one word for eSpeak, "12" is one text word: both still timed in order.
    expect(word('sky').start).toBeGreaterThan(word('12').start);
  });

  it('keeps the event loop free while synthesizing', async () => {
    const text = [SENTENCES.english, SENTENCES.english, SENTENCES.english].join(' ');
    let ticks = 0;
    let last = performance.now();
    let longestGap = 0;
    const timer = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
      ticks++;
    }, 5);
    const started = performance.now();
    try {
      await provider.synthesize(text, 'english');
    } finally {
      clearInterval(timer);
    }
    const elapsed = performance.now() - started;
    expect(ticks).toBeGreaterThan(elapsed / 5 / 4);
    expect(longestGap).toBeLessThan(150);
  });

  it('rejects empty text and languages without a voice', async () => {
    await expect(provider.synthesize('   ', 'english')).rejects.toThrow(/empty/);
    await expect(provider.synthesize('hello', 'klingon' as Language)).rejects.toThrow(/voice/);
    await expect(provider.synthesize('ឆ្មា', 'km')).rejects.toThrow(/voice/);
  });

  it('speaks with every voice it lists, each language reading its own name', async () => {
    for (const language of ESPEAK_LANGUAGES) {
      const text = `${languageName(language)}.`;
      const result = await provider.synthesize(text, language);
      expect(result.alignment.characters.join(''), language).toBe(text);
      expect(result.rms, language).toBeGreaterThan(0.01);
    }
  });

  it('reads brackets and symbols as text', async () => {
    const text = 'Look [[at]] the moon: 🌙 it is round!';
    const result = await provider.synthesize(text, 'english');
    expect(result.alignment.characters.join('')).toBe(text);
    expect(result.rms).toBeGreaterThan(0.02);
  });

  it('fails after close', async () => {
    const other = createEspeakProvider();
    await other.close();
    await expect(other.synthesize('hello there', 'english')).rejects.toThrow(/closed/);
  });
});

/** The voices the `espeak-ng` package itself lists (`espeak-ng --voices`), by name. */
async function packageVoices(): Promise<string[]> {
  const lines: string[] = [];
  await ESpeakNG({
    arguments: ['--voices'],
    print: (line) => lines.push(line),
    printErr: () => {},
  });
  return lines.slice(1).map((line) => line.trim().split(/\s+/)[1] ?? '');
}

describe('eSpeak NG voices', () => {
  it("are eSpeak NG's own, more than a hundred languages of them", async () => {
    const listed = await packageVoices();
    expect(listed.length).toBeGreaterThan(100);
    for (const voice of ESPEAK_VOICE_NAMES) expect(listed).toContain(voice);
    expect(ESPEAK_LANGUAGES.length).toBeGreaterThan(100);
    expect(ESPEAK_LANGUAGES.slice(0, 8)).toEqual([...LANGUAGES]);
    expect(new Set(ESPEAK_LANGUAGES).size).toBe(ESPEAK_LANGUAGES.length);
  });

  it('keeps the voices of the eight', () => {
    for (const language of LANGUAGES)
      expect(espeakVoiceFor(language)).toBe(ESPEAK_VOICES[language]);
  });

  it('finds the nearest voice for a region or script, and none for a script it cannot read', () => {
    const voices = Object.fromEntries(
      [
        'bn',
        'bn-IN',
        'pt-BR',
        'pt-PT',
        'fr-CA',
        'zh',
        'zh-Hans',
        'zh-Hant-TW',
        'zh-HK',
        'zh-Hant-HK',
        'yue',
        'sr-Latn',
        'no',
        'ur-IN',
        'pa-Arab',
        'ku-Arab',
        'hi-Latn',
        'zh-Latn',
        'ja',
        'km',
        'ckb',
      ].map((language) => [language, espeakVoiceFor(language)]),
    );
    expect(voices).toEqual({
      bn: 'bn',
      'bn-IN': 'bn',
      'pt-BR': 'pt-br',
      'pt-PT': 'pt',
      'fr-CA': 'fr-fr',
      zh: 'cmn',
      'zh-Hans': 'cmn',
      'zh-Hant-TW': 'cmn',
      'zh-HK': 'yue',
      'zh-Hant-HK': 'yue',
      yue: 'yue',
      'sr-Latn': 'sr',
      no: 'nb',
      'ur-IN': 'ur',
      'pa-Arab': undefined,
      'ku-Arab': undefined,
      'hi-Latn': undefined,
      'zh-Latn': undefined,
      ja: undefined,
      km: undefined,
      ckb: undefined,
    });
  });
});
