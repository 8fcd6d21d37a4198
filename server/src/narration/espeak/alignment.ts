// Word and character timing for eSpeak NG narration, computed from two syntheses of
// the same text:
//
//  - the normal pass (what the listener hears), which also writes eSpeak's phonemes, and
//  - a measuring pass with a long pause between words (eSpeak -g).
//
// The measuring pass splits cleanly into one stretch of sound per eSpeak word, which
// gives each word's length. eSpeak's words are not always the text's words: it joins
// some pairs ("in the" -> "ɪnðə") and reads numbers as several words. The phoneme
// output lists eSpeak's words, one stretch each, so text words are paired with them by
// comparing letter counts with phoneme counts (and clause ends with punctuation).
//
// The normal pass has no gaps between words but keeps eSpeak's real pauses at commas
// and full stops. Those pauses show up in the measuring pass too, as gaps longer than the
// plain word gap, so each one is matched to a silence of the normal pass; inside each
// clause of the normal pass the words are then laid out in proportion to their measured
// lengths. Characters share their word's span evenly; spaces and punctuation between
// words share the time between the words.
//
// Words are the shared tokenizer's (contract/words.ts): in scripts written without spaces
// (Chinese, Thai, ...) a run of letters is cut where the tokenizer's words begin, and eSpeak
// is given the text with a space at each such cut (./spokenText.ts), so that the measuring
// pass pauses between those words too and a Chinese or Thai page is timed word by word.
//
// Pure functions only; the worker supplies silences as sample ranges.

import type { Alignment } from '../../../../contract/languages';
import type { StoryLanguage } from '../../../../contract/storyLanguages';
import { innerWordStarts } from './spokenText';

export interface AlignmentInput {
  text: string;
  sampleRate: number;
  /** Length of the normal (encoded) pass in samples. */
  samples: number;
  /** Length of the measuring pass in samples. */
  gappedSamples: number;
  /** Flat [start, end, ...] sample ranges of silence in the normal pass. */
  silencesNormal: readonly number[];
  /** Flat [start, end, ...] sample ranges of silence in the measuring pass. */
  silencesGapped: readonly number[];
  /** eSpeak's IPA output for the text (words separated by spaces, clauses by lines). */
  phonemes?: string;
  /** Added to every time (the MP3 encoder delay), seconds. */
  offsetSeconds: number;
  /** The text's story language (names the word segmenter's locale). */
  language?: StoryLanguage;
}

export interface WordTiming {
  /** Code point index of the word's first character in the text. */
  from: number;
  /** Code point index after the word's last character. */
  to: number;
  start: number;
  end: number;
}

export interface AlignmentOutput {
  alignment: Alignment;
  words: WordTiming[];
  durationSeconds: number;
}

/** Shortest gap of the measuring pass that separates words, seconds. */
const MIN_WORD_GAP = 0.2;
/** Extra length over the plain word gap that marks a real pause, seconds. */
const MIN_PAUSE_EXCESS = 0.1;

export interface Word {
  from: number;
  to: number;
  /** Rough spoken length in letters. */
  weight: number;
  /** Text between this word and the next contains clause punctuation. */
  punctuated: boolean;
  /** eSpeak may well read it as several words (numbers, abbreviations, "well-known"). */
  splittable: boolean;
}

interface Range {
  start: number;
  end: number;
}

interface Segment extends Range {
  /** Sound-less lead before the segment (a stop's closure), seconds; part of the word. */
  lead: number;
  /** Length of a real pause before the segment (0 when none), seconds. */
  pauseBefore: number;
}

const WORD_CHAR = /[\p{L}\p{M}\p{N}\u200c\u200d]/u;
const CONNECTOR = /['’\-‑.]/u;
const LETTER = /\p{L}/u;
const MARK = /\p{M}/u;
const DIGIT = /\p{N}/u;
const CLAUSE_PUNCTUATION = /[.,;:!?\u0964\u0965\u2026\u2013\u2014\u3002\uff0c\u00a1\u00bf()]/u;
/** Scripts in which every character is a syllable: each weighs about as much as a short word. */
const SYLLABIC = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const SYLLABLE_WEIGHT = 2.5;

/**
 * Splits text (as code points) into words; punctuation stays outside the words. A run of
 * word characters is also cut at each of `starts` (innerWordStarts).
 */
export function findWords(characters: readonly string[], starts: readonly number[] = []): Word[] {
  const cuts = new Set(starts);
  const words: Word[] = [];
  let i = 0;
  while (i < characters.length) {
    if (!WORD_CHAR.test(characters[i] ?? '')) {
      i++;
      continue;
    }
    // A word runs over word characters, joined by single apostrophes, hyphens or dots
    // ("don't", "well-known", "7.5").
    let end = i + 1;
    for (;;) {
      if (cuts.has(end)) {
        break;
      } else if (WORD_CHAR.test(characters[end] ?? '')) {
        end++;
      } else if (
        CONNECTOR.test(characters[end] ?? '') &&
        WORD_CHAR.test(characters[end + 1] ?? '') &&
        !cuts.has(end + 1)
      ) {
        end += 2;
      } else {
        break;
      }
    }
    let weight = 0;
    for (let k = i; k < end; k++) {
      const c = characters[k] ?? '';
      if (SYLLABIC.test(c)) weight += SYLLABLE_WEIGHT;
      else if (LETTER.test(c)) weight += 1;
      else if (DIGIT.test(c)) weight += 4;
      else if (MARK.test(c)) weight += 0.5;
    }
    const spelled = characters.slice(i, end).join('');
    words.push({
      from: i,
      to: end,
      weight: Math.max(weight, 0.5),
      punctuated: false,
      // eSpeak reads numbers, abbreviations and joined forms as several words, and Chinese
      // often one character at a time.
      splittable: /[\p{N}'’\-‑.]|\p{Lu}{2}|\p{Script=Han}{2}/u.test(spelled),
    });
    i = end;
  }
  for (let w = 0; w < words.length; w++) {
    const word = words[w] as Word;
    const nextFrom = words[w + 1]?.from ?? characters.length;
    for (let k = word.to; k < nextFrom; k++) {
      if (CLAUSE_PUNCTUATION.test(characters[k] ?? '')) word.punctuated = true;
    }
  }
  return words;
}

/** eSpeak's words from its IPA output: phoneme count, and whether a clause ends there. */
export function parsePhonemes(phonemes: string): { size: number; clauseEnd: boolean }[] {
  const units: { size: number; clauseEnd: boolean }[] = [];
  for (const line of phonemes.split(/\r?\n/)) {
    const tokens = line.split(/\s+/).filter((t) => t.length > 0);
    tokens.forEach((token, i) => {
      let size = 0;
      for (const c of token) if (/\p{L}/u.test(c) && !/\p{Lm}/u.test(c)) size++;
      units.push({ size: Math.max(size, 1), clauseEnd: i === tokens.length - 1 });
    });
  }
  return units;
}

function toRanges(flat: readonly number[], sampleRate: number): Range[] {
  const ranges: Range[] = [];
  for (let i = 0; i + 1 < flat.length; i += 2) {
    ranges.push({ start: (flat[i] ?? 0) / sampleRate, end: (flat[i + 1] ?? 0) / sampleRate });
  }
  return ranges;
}

/** Sound stretches of the measuring pass, with what precedes each. */
function findSegments(silences: Range[], total: number): Segment[] {
  const gaps = silences.filter((s) => s.end - s.start >= MIN_WORD_GAP);
  const internal = gaps.filter((g) => g.start > 0 && g.end < total);
  // The plain inserted word gap: the shortest gap between two words.
  const plainGap = internal.length > 0 ? Math.min(...internal.map((g) => g.end - g.start)) : 0;
  const segments: Segment[] = [];
  let cursor = 0;
  let lead = 0;
  let pauseBefore = 0;
  for (const gap of gaps) {
    if (gap.start <= 0) {
      // Leading silence: the normal pass starts with the same, so it belongs to word one.
      lead = gap.end;
      cursor = gap.end;
      continue;
    }
    if (gap.start > cursor) segments.push({ start: cursor, end: gap.start, lead, pauseBefore });
    const excess = Math.max(0, gap.end - gap.start - plainGap);
    if (excess >= MIN_PAUSE_EXCESS) {
      pauseBefore = excess;
      lead = 0;
    } else {
      pauseBefore = 0;
      lead = excess;
    }
    cursor = gap.end;
  }
  if (cursor < total) segments.push({ start: cursor, end: total, lead, pauseBefore });
  return segments;
}

export interface Group {
  words: number;
  items: number;
}

/**
 * Pairs text words with eSpeak's words, in order: one to one, several text words to one
 * eSpeak word (a join), or one text word to several (a number). `sizes` are the eSpeak
 * words' lengths (phonemes or seconds), compared with the text words' letter counts;
 * `boundaries[j]` says a clause ends after eSpeak word j.
 */
export function matchWords(
  words: readonly Word[],
  sizes: readonly number[],
  boundaries: readonly boolean[],
): Group[] {
  const m = words.length;
  const n = sizes.length;
  if (m === 0 || n === 0) return [{ words: m, items: n }];
  const totalSize = sizes.reduce((a, b) => a + b, 0);
  const totalWeight = words.reduce((a, w) => a + w.weight, 0);
  const rate = totalSize / totalWeight;
  const MAX = 4;
  const SPLIT_PENALTY = 1.2;
  const EASY_SPLIT_PENALTY = 0.3;
  const BOUNDARY_MISMATCH = 1.0;
  const cost = new Float64Array((m + 1) * (n + 1)).fill(Infinity);
  const back = new Int32Array((m + 1) * (n + 1));
  const at = (i: number, j: number) => i * (n + 1) + j;
  cost[at(0, 0)] = 0;
  // Only pairings near the diagonal are considered: joins and splits shift the two
  // sequences against each other by at most |m - n| overall.
  const band = 24 + Math.abs(m - n);
  for (let i = 0; i < m; i++) {
    const centre = (i * n) / m;
    const jFirst = Math.max(0, Math.floor(centre - band));
    const jLast = Math.min(n - 1, Math.ceil(centre + band));
    for (let j = jFirst; j <= jLast; j++) {
      const here = cost[at(i, j)] ?? Infinity;
      if (here === Infinity) continue;
      for (let kw = 1; kw <= MAX && i + kw <= m; kw++) {
        for (let ks = 1; ks <= MAX && j + ks <= n; ks++) {
          if (kw > 1 && ks > 1) break;
          let weight = 0;
          let innerPunctuation = false;
          for (let w = i; w < i + kw; w++) {
            weight += words[w]?.weight ?? 0;
            if (w < i + kw - 1 && words[w]?.punctuated) innerPunctuation = true;
          }
          let size = 0;
          let innerBoundary = false;
          for (let s = j; s < j + ks; s++) {
            size += sizes[s] ?? 0;
            if (s < j + ks - 1 && boundaries[s]) innerBoundary = true;
          }
          let c = Math.abs(Math.log(Math.max(size, 1e-3) / Math.max(rate * weight, 1e-3)));
          c += SPLIT_PENALTY * (kw - 1);
          c += (words[i]?.splittable ? EASY_SPLIT_PENALTY : SPLIT_PENALTY) * (ks - 1);
          if (innerPunctuation) c += BOUNDARY_MISMATCH;
          if (innerBoundary) c += BOUNDARY_MISMATCH;
          const last = i + kw === m && j + ks === n;
          if (
            !last &&
            (words[i + kw - 1]?.punctuated ?? false) !== (boundaries[j + ks - 1] ?? false)
          ) {
            c += BOUNDARY_MISMATCH;
          }
          const to = at(i + kw, j + ks);
          if (here + c < (cost[to] ?? Infinity)) {
            cost[to] = here + c;
            back[to] = kw * 16 + ks;
          }
        }
      }
    }
  }
  if ((cost[at(m, n)] ?? Infinity) === Infinity) {
    // Counts too far apart to pair (not expected): one group with everything.
    return [{ words: m, items: n }];
  }
  const groups: Group[] = [];
  let i = m;
  let j = n;
  while (i > 0 || j > 0) {
    const code = back[at(i, j)] ?? 0;
    const kw = code >> 4;
    const ks = code & 15;
    groups.push({ words: kw, items: ks });
    i -= kw;
    j -= ks;
  }
  return groups.reverse();
}

interface Pause {
  /** Index of the first word after the pause. */
  beforeWord: number;
  /** Predicted speech (sum of word lengths) before the pause, seconds of the measuring pass. */
  speechBefore: number;
  /** Length in the measuring pass (beyond the plain word gap), seconds. */
  length: number;
}

/**
 * Matches the pauses of the measuring pass to silences of the normal pass, in order.
 * A match is good when the silence is about as long as the pause, and when the sound
 * between two matched silences is about as long as the words between the two pauses.
 * Returns, per pause, the index of the chosen silence or -1 when none fits (eSpeak did
 * not pause there in the normal pass).
 */
function matchPauses(
  pauses: readonly Pause[],
  totalSpeech: number,
  silences: readonly Range[],
  speechStart: number,
  speechEnd: number,
): number[] {
  const k = pauses.length;
  const c = silences.length;
  if (k === 0) return [];
  const SKIP = 4;
  const MAX_SKIP = 3;
  const expectedPauses = pauses.reduce((sum, p) => sum + p.length, 0);
  const scale = Math.max(0.2, speechEnd - speechStart - expectedPauses) / totalSpeech;
  const clauseCost = (predicted: number, actual: number) => {
    if (actual <= 0) return Infinity;
    const expected = predicted * scale;
    return Math.abs(actual - expected) / (0.1 * expected + 0.05);
  };
  const lengthCost = (pause: Pause, silence: Range) =>
    Math.abs(Math.log((silence.end - silence.start) / Math.max(pause.length, 0.01))) / 0.35;
  // best[q * c + d]: cost of the best matching whose last match is pause q to silence d.
  const best = new Float64Array(k * c).fill(Infinity);
  const from = new Int32Array(k * c).fill(-1);
  for (let q = 0; q < k; q++) {
    const pause = pauses[q] as Pause;
    for (let d = 0; d < c; d++) {
      const silence = silences[d] as Range;
      const own = lengthCost(pause, silence);
      let value = Infinity;
      let origin = -1;
      if (q <= MAX_SKIP) {
        value = q * SKIP + clauseCost(pause.speechBefore, silence.start - speechStart) + own;
      }
      for (let p = Math.max(0, q - 1 - MAX_SKIP); p < q; p++) {
        const previous = pauses[p] as Pause;
        for (let e = 0; e < d; e++) {
          const before = best[p * c + e] ?? Infinity;
          if (before === Infinity) continue;
          const candidate =
            before +
            (q - p - 1) * SKIP +
            clauseCost(
              pause.speechBefore - previous.speechBefore,
              silence.start - (silences[e] as Range).end,
            ) +
            own;
          if (candidate < value) {
            value = candidate;
            origin = p * c + e;
          }
        }
      }
      best[q * c + d] = value;
      from[q * c + d] = origin;
    }
  }
  let bestValue =
    k <= MAX_SKIP ? k * SKIP + clauseCost(totalSpeech, speechEnd - speechStart) : Infinity;
  let bestEnd = -1;
  for (let p = Math.max(0, k - 1 - MAX_SKIP); p < k; p++) {
    for (let e = 0; e < c; e++) {
      const before = best[p * c + e] ?? Infinity;
      if (before === Infinity) continue;
      const value =
        before +
        (k - p - 1) * SKIP +
        clauseCost(
          totalSpeech - (pauses[p] as Pause).speechBefore,
          speechEnd - (silences[e] as Range).end,
        );
      if (value < bestValue) {
        bestValue = value;
        bestEnd = p * c + e;
      }
    }
  }
  const chosen = new Array<number>(k).fill(-1);
  for (let state = bestEnd; state >= 0; state = from[state] ?? -1) {
    chosen[Math.floor(state / c)] = state % c;
  }
  return chosen;
}

/** Word spans in seconds of the normal pass (no offset). */
function timeWords(
  words: readonly Word[],
  segments: readonly Segment[],
  phonemes: string | undefined,
  silences: readonly Range[],
  total: number,
): Range[] {
  const slot = segments.map((s) => s.end - s.start + s.lead);
  const pauseAfter = segments.map((_, j) => (segments[j + 1]?.pauseBefore ?? 1) > 0);
  const units = phonemes === undefined ? [] : parsePhonemes(phonemes);
  const groups =
    units.length === segments.length
      ? matchWords(
          words,
          units.map((u) => u.size),
          units.map((u, j) => u.clauseEnd || (pauseAfter[j] ?? false)),
        )
      : matchWords(words, slot, pauseAfter);

  // Per word: measured length, and the pause (if any) right before it.
  const length = new Array<number>(words.length).fill(0);
  const pauseBefore = new Array<number>(words.length).fill(0);
  let w = 0;
  let s = 0;
  for (const group of groups) {
    let groupSlot = 0;
    for (let k = 0; k < group.items; k++) {
      const segment = segments[s + k] as Segment;
      groupSlot += (slot[s + k] ?? 0) + (k > 0 ? segment.pauseBefore : 0);
    }
    pauseBefore[w] = segments[s]?.pauseBefore ?? 0;
    let weight = 0;
    for (let k = 0; k < group.words; k++) weight += words[w + k]?.weight ?? 0;
    for (let k = 0; k < group.words; k++) {
      length[w + k] = (groupSlot * (words[w + k]?.weight ?? 0)) / weight;
    }
    w += group.words;
    s += group.items;
  }

  // The pauses of the measuring pass, to be found in the normal pass.
  const pauses: Pause[] = [];
  let speech = 0;
  for (let i = 0; i < words.length; i++) {
    const pause = pauseBefore[i] ?? 0;
    if (i > 0 && pause > 0) pauses.push({ beforeWord: i, speechBefore: speech, length: pause });
    speech += length[i] ?? 0;
  }
  const leading = silences.find((r) => r.start <= 0 && r.end < total);
  const trailing = silences.find((r) => r.end >= total && r.start > 0);
  const speechStart = leading ? leading.end : 0;
  const speechEnd = trailing ? trailing.start : total;
  // Candidates: silences long enough to be a pause rather than a stop's closure.
  const shortestPause = Math.min(...pauses.map((p) => p.length));
  const inner = silences.filter(
    (r) =>
      r.start > speechStart &&
      r.end < speechEnd &&
      r.end - r.start >= Math.max(0.06, 0.4 * shortestPause),
  );
  const chosen = matchPauses(pauses, speech, inner, speechStart, speechEnd);

  // Lay the words of each clause (run of words between matched pauses) over its sound.
  const spans = new Array<Range>(words.length);
  let clauseFirst = 0;
  // The first word starts after any silence the normal pass begins with.
  let clauseStart = speechStart;
  if (leading) length[0] = Math.max(0, (length[0] ?? 0) - (segments[0]?.lead ?? 0));
  const closeClause = (endWord: number, clauseEnd: number, nextStart: number) => {
    let sum = 0;
    for (let i = clauseFirst; i < endWord; i++) sum += length[i] ?? 0;
    const span = Math.max(0, clauseEnd - clauseStart);
    const count = endWord - clauseFirst;
    // Words said in isolation run a little longer than in flowing speech; take the
    // surplus evenly off each word before sharing out the clause (at most 40 ms each).
    const delta = Math.min(0.04, Math.max(0, (sum - span) / count));
    sum = 0;
    for (let i = clauseFirst; i < endWord; i++) {
      length[i] = Math.max((length[i] ?? 0) - delta, 0.3 * (length[i] ?? 0));
      sum += length[i] ?? 0;
    }
    let cursor = clauseStart;
    for (let i = clauseFirst; i < endWord; i++) {
      const share = sum > 0 ? ((length[i] ?? 0) / sum) * span : span / (endWord - clauseFirst);
      spans[i] = { start: cursor, end: Math.min(clauseEnd, cursor + share) };
      cursor += share;
    }
    clauseFirst = endWord;
    clauseStart = nextStart;
  };
  pauses.forEach((pause, index) => {
    const silence = inner[chosen[index] ?? -1];
    if (!silence || silence.start < clauseStart) return;
    closeClause(pause.beforeWord, silence.start, silence.end);
  });
  closeClause(words.length, Math.max(clauseStart, speechEnd), speechEnd);
  return spans;
}

/** Spreads characters [from, to) evenly over [start, end]. */
function spread(
  starts: number[],
  ends: number[],
  from: number,
  to: number,
  start: number,
  end: number,
) {
  const count = to - from;
  for (let k = 0; k < count; k++) {
    starts[from + k] = start + ((end - start) * k) / count;
    ends[from + k] = start + ((end - start) * (k + 1)) / count;
  }
}

export function alignNarration(input: AlignmentInput): AlignmentOutput {
  const characters = Array.from(input.text);
  const total = input.samples / input.sampleRate;
  const words = findWords(characters, innerWordStarts(input.text, input.language));
  const segments = findSegments(
    toRanges(input.silencesGapped, input.sampleRate),
    input.gappedSamples / input.sampleRate,
  );

  let spans: Range[];
  if (words.length === 0) {
    spans = [];
  } else if (segments.length === 0) {
    // Nothing measurable: lay the words out by letter count.
    const sum = words.reduce((a, w) => a + w.weight, 0);
    let cursor = 0;
    spans = words.map((w) => {
      const start = cursor;
      cursor += (w.weight / sum) * total;
      return { start, end: cursor };
    });
  } else {
    spans = timeWords(
      words,
      segments,
      input.phonemes,
      toRanges(input.silencesNormal, input.sampleRate),
      total,
    );
  }

  const starts = new Array<number>(characters.length).fill(0);
  const ends = new Array<number>(characters.length).fill(0);
  let previousEnd = 0;
  let previousTo = 0;
  words.forEach((word, i) => {
    const span = spans[i] ?? { start: previousEnd, end: previousEnd };
    const start = Math.min(Math.max(span.start, previousEnd), total);
    let end = Math.min(Math.max(span.end, start), total);
    // Nothing follows the last word: it holds until the audio ends.
    if (i === words.length - 1 && word.to === characters.length) end = total;
    spread(starts, ends, previousTo, word.from, previousEnd, start);
    spread(starts, ends, word.from, word.to, start, end);
    previousEnd = end;
    previousTo = word.to;
  });
  spread(starts, ends, previousTo, characters.length, previousEnd, total);

  const offset = input.offsetSeconds;
  const round = (x: number) => Math.round((x + offset) * 1e4) / 1e4;
  return {
    alignment: {
      characters,
      character_start_times_seconds: starts.map(round),
      character_end_times_seconds: ends.map(round),
    },
    words: words.map((word) => ({
      from: word.from,
      to: word.to,
      start: round(starts[word.from] ?? 0),
      end: round(ends[word.to - 1] ?? 0),
    })),
    durationSeconds: round(total),
  };
}
