// The reading coach measured in Chromium against the built product, served the production
// way (the API's own server serving dist/): eSpeak reads the seeded English pages aloud in a
// low and a high-pitched voice, and Chromium's fake microphone plays each reading to the coach.
//   npm run bench:coach [-- --pages N] [--parallel 3] [--voices low,high]
//     [--cases complete,skipped,slow] [--verbose] [--reference aligner|espeak]
//     [--url http://127.0.0.1:8787]
// Cases: every seeded page read completely; one page with a word left out; one page read
// slowly with pauses; each in both voices. Per case: words followed / said, skipped words
// marked, words marked read that were not said, and how long after a word starts it lights up.
// When a word starts is known from the recording aligner run on each WAV (see coachVoices'
// Reference: eSpeak's own timing is off by seconds for the high voice).
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchWithMicrophone, readToCoach, writeWav } from './lib/coachRun.ts';
import { closeVoices, readAloud, wordToSkip } from './lib/coachVoices.ts';
import { portsAt, ROOT, startSeededProduct, TEST_PORTS } from './lib/product.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : fallback;
};
const maxPages = Number(option('pages', Infinity));
const parallel = Number(option('parallel', 3));
const voices = option('voices', 'low,high').split(',');
const verbose = args.includes('--verbose');
const kinds = option('cases', 'complete,skipped,slow').split(',');
const reference = option('reference', 'aligner');
const targets = { followed: 0.95, latencyMs: 700 };

const storiesDir = join(ROOT, 'server', 'seed', 'stories');
const pages = readdirSync(storiesDir)
  .sort()
  .flatMap((file) => {
    const story = JSON.parse(readFileSync(join(storiesDir, file), 'utf8'));
    return story.pages.map((page, index) => ({
      slug: story.slug,
      page: index + 1,
      text: page.parent_narration_text,
    }));
  })
  .slice(0, maxPages);
const special = pages[0];

const cases = [];
for (const voice of voices) {
  const all = {
    complete: { name: `complete, ${voice} voice`, voice, pages, pace: 'steady', skip: false },
    skipped: { name: `skipped word, ${voice} voice`, voice, pages: [special], skip: true },
    slow: { name: `slow with pauses, ${voice} voice`, voice, pages: [special], pace: 'slow' },
  };
  for (const kind of kinds) cases.push(all[kind]);
}

const dataDir = mkdtempSync(join(tmpdir(), 'kahani-bench-coach-'));
let product;
let base = option('url');
if (!base) {
  const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
  product = await startSeededProduct({
    ports: portsAt(TEST_PORTS, offset),
    dataDir,
    webFromApi: true,
    log: () => undefined,
  });
  base = product.apiUrl;
}

/** One reading: the voice made, played to the coach in its own Chromium, and scored. */
async function run(spec, page, index) {
  const skip = spec.skip ? [wordToSkip(page.text)] : [];
  const audio = await readAloud(page.text, { voice: spec.voice, pace: spec.pace, skip, reference });
  const wav = writeWav(dataDir, `${spec.voice}-${spec.pace ?? 'steady'}-${index}`, audio);
  const browser = await launchWithMicrophone(wav);
  try {
    const url = `${base}/stories/${page.slug}${page.page > 1 ? `?page=${page.page}` : ''}`;
    const result = await readToCoach(browser, url, audio);
    const said = new Set(audio.said.map((word) => word.index));
    return {
      finished: result.finished,
      said: audio.said.length,
      followed: audio.said.filter((word) => result.marks[word.index] === 'read').length,
      skipped: audio.skipped.length,
      skippedMarked: audio.skipped.filter((i) => result.marks[i] === 'skipped').length,
      falseWords: result.marks.filter((mark, i) => mark === 'read' && !said.has(i)).length,
      latencies: audio.said
        .filter((word) => result.litAt[word.index] !== undefined)
        .map((word) => (result.litAt[word.index] - word.start) * 1000),
    };
  } finally {
    await browser.close();
  }
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

console.log(
  `Reading coach in Chromium (fake microphone, eSpeak voices, word times from ${reference}), ${base}`,
);
let allMet = true;
try {
  for (const spec of cases) {
    const results = [];
    let next = 0;
    // The readings play in real time; a few at once keep the whole matrix short.
    await Promise.all(
      Array.from({ length: Math.min(parallel, spec.pages.length) }, async () => {
        while (next < spec.pages.length) {
          const at = next++;
          results[at] = await run(spec, spec.pages[at], at);
          if (verbose) {
            const { slug, page } = spec.pages[at];
            const { finished, followed, said, latencies } = results[at];
            const sorted = [...latencies].sort((a, b) => a - b);
            console.log(
              `    ${slug} page ${page}: ${followed}/${said} followed${finished ? '' : ', NOT FINISHED'}, ` +
                `latency median ${quantile(sorted, 0.5)?.toFixed(0)} max ${sorted.at(-1)?.toFixed(0)} ms`,
            );
          }
        }
      }),
    );
    const sum = (key) => results.reduce((total, result) => total + result[key], 0);
    const latencies = results.flatMap((result) => result.latencies).sort((a, b) => a - b);
    const followed = sum('followed') / sum('said');
    const met =
      followed >= targets.followed &&
      sum('skippedMarked') === sum('skipped') &&
      sum('falseWords') === 0 &&
      (quantile(latencies, 0.5) ?? Infinity) <= targets.latencyMs;
    allMet &&= met;
    console.log(
      `  ${spec.name.padEnd(28)} pages ${results.filter((r) => r.finished).length}/${results.length} finished` +
        `  followed ${sum('followed')}/${sum('said')} (${(followed * 100).toFixed(1)}%)` +
        `  skipped marked ${sum('skippedMarked')}/${sum('skipped')}  false words ${sum('falseWords')}` +
        `  latency median ${quantile(latencies, 0.5)?.toFixed(0)} / p95 ${quantile(latencies, 0.95)?.toFixed(0)}` +
        ` / max ${latencies.at(-1)?.toFixed(0)} ms  ${met ? 'targets met' : 'TARGETS MISSED'}`,
    );
  }
  console.log(
    `Targets: >= ${targets.followed * 100}% of said words followed, every skipped word marked, ` +
      `no false words, a word lit <= ${targets.latencyMs} ms after it starts (median).`,
  );
} finally {
  await closeVoices();
  await product?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(allMet ? 0 : 1);
