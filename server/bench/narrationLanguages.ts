// Cold (uncached) narration time of one page in languages beyond the eight, beside English,
// with the offline eSpeak NG engine, and how many words the reader times on it.
//   npx tsx server/bench/narrationLanguages.ts [--runs 5]
// Each page tells the same short scene (about 45 words in English); the figures per language
// are medians of the runs, after the worker has started and loaded eSpeak: wall time, and the
// CPU time of the whole process (the worker's thread included), which other work on the
// machine disturbs far less.

import type { StoryLanguage } from '../../contract/storyLanguages';
import { tokenize, wordTimings } from '../../contract/words';
import { createEspeakProvider } from '../src/narration/espeak';

const PAGES: [StoryLanguage, string][] = [
  [
    'english',
    'Every evening Rani carried a lamp down to the pond behind her house. The frogs sang loudly and the fireflies blinked above the water. One night she heard a small splash and saw a baby duck paddling alone. Rani waited quietly until its mother swam back.',
  ],
  [
    'bn',
    'প্রতি সন্ধ্যায় রানি বাড়ির পেছনের পুকুরে একটা প্রদীপ নিয়ে যেত। ব্যাঙেরা জোরে গান গাইত আর জোনাকিরা জলের ওপর জ্বলত নিভত। এক রাতে সে ছোট্ট একটা ছলাৎ শব্দ শুনল আর দেখল একটা হাঁসের ছানা একা একা সাঁতার কাটছে। মা ফিরে আসা পর্যন্ত রানি চুপ করে অপেক্ষা করল।',
  ],
  [
    'ur',
    'ہر شام رانی اپنے گھر کے پیچھے والے تالاب پر ایک چراغ لے کر جاتی تھی۔ مینڈک زور زور سے گاتے اور جگنو پانی کے اوپر چمکتے تھے۔ ایک رات اس نے ہلکی سی چھپاک سنی اور دیکھا کہ بطخ کا ایک بچہ اکیلا تیر رہا ہے۔ رانی خاموشی سے انتظار کرتی رہی یہاں تک کہ اس کی ماں واپس آ گئی۔',
  ],
  [
    'zh-Hans',
    '每天傍晚，拉妮都会提着一盏灯走到家后面的池塘边。青蛙大声地唱歌，萤火虫在水面上一闪一闪。有一天晚上，她听到轻轻的一声水响，看见一只小鸭子独自在游泳。拉妮静静地等着，直到鸭妈妈游了回来。',
  ],
];

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? Number(process.argv[at + 1]) : fallback;
  return Number.isFinite(value) && value >= 1 ? Math.floor(value) : fallback;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

const runs = option('runs', 5);
const provider = createEspeakProvider();
try {
  await provider.warmup();
  const rows: string[][] = [];
  for (const [language, text] of PAGES) {
    const times: number[] = [];
    const cpu: number[] = [];
    let audioSeconds = 0;
    let timedWords = 0;
    for (let run = 0; run < runs; run++) {
      const started = performance.now();
      const cpuBefore = process.cpuUsage();
      const result = await provider.synthesize(text, language);
      times.push(performance.now() - started);
      const used = process.cpuUsage(cpuBefore);
      cpu.push((used.user + used.system) / 1000);
      audioSeconds = result.durationSeconds;
      timedWords = wordTimings(result.alignment, language).length;
    }
    const words = tokenize(text, language).filter((token) => token.wordIndex !== null).length;
    rows.push([
      language,
      provider.voiceFor(language) ?? '',
      String(words),
      String(timedWords),
      audioSeconds.toFixed(1),
      (median(times) / 1000).toFixed(2),
      (median(cpu) / 1000).toFixed(2),
    ]);
  }
  const header = ['language', 'voice', 'words', 'timed', 'audio s', 'median s/page', 'cpu s/page'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i < 2 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  console.log(`eSpeak NG narration of one page, cold (median of ${runs} runs, 1 worker)`);
  console.log(line(header));
  for (const row of rows) console.log(line(row));
} finally {
  await provider.close();
}
