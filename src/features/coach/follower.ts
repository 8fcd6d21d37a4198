import type { CoachWord } from './pageWords';

/**
 * Following a child's reading from the recogniser's running hypotheses.
 *
 * The recogniser listens for a stretch of the page at a time: the rest of the current sentence
 * and the first words of the next one (a grammar over the whole page lets the decoder jump to
 * its end). Every stretch is a list of words the child may read in order, skipping any. Each
 * 100 ms of audio brings a new hypothesis (words heard so far in this stretch, with their times).
 * A word counts as read once it has stayed in the hypothesis for STABLE_CHUNKS hypotheses in a
 * row: a word the decoder guesses and then drops again is never lit. When a later word is read,
 * the words of the stretch before it that were not read are marked skipped. When the child
 * reaches the next sentence, the recogniser is given the next stretch, starting where the last
 * read word ended.
 */

export type WordMark = 'read' | 'skipped';

export interface FollowerSettings {
  /** Hypotheses in a row a word must stay in before it counts as read. */
  stableChunks: number;
  /** More hypotheses in a row for a word that would mean words before it were skipped. */
  stableChunksAfterSkip: number;
  /** Words of the next sentence the recogniser also listens for. */
  lookahead: number;
  /** A read word that came after this long a wait (seconds) is one to practise. */
  struggleSeconds: number;
  /**
   * Seconds of audio after the word read last with nothing more read, after which the
   * recogniser listens again without that word (see `hear`).
   */
  stuckSeconds: number;
}

export const DEFAULT_SETTINGS: FollowerSettings = {
  stableChunks: 3,
  stableChunksAfterSkip: 6,
  lookahead: 3,
  struggleSeconds: 4,
  stuckSeconds: 5,
};

/** What the recogniser listens for: page word indexes in order and their dictionary forms. */
export interface Stretch {
  /** Increases with every stretch, so late hypotheses of an earlier one are ignored. */
  id: number;
  indexes: number[];
  words: string[];
  /** Stream time (seconds) from which the audio belongs to this stretch. */
  from: number;
  /** The sentence the stretch is for (it may also hold the next one's first words). */
  sentence: number;
  /** When the stretch opens with the word read last: where that word ended, as it was read. */
  anchorEnd?: number;
}

export interface HeardWord {
  word: string;
  /** Stream times in seconds. */
  start: number;
  end: number;
}

export interface Hypothesis {
  stretch: number;
  words: HeardWord[];
  /** Stream time (seconds) of the end of the audio decoded so far. */
  time: number;
}

export interface FollowerState {
  settings: FollowerSettings;
  words: readonly CoachWord[];
  marks: (WordMark | undefined)[];
  /** Words read after a long wait (page indexes). */
  struggled: number[];
  /** Stream time each word was lit at (seconds), by page index. */
  litAt: (number | undefined)[];
  /** The first page word not yet passed. */
  position: number;
  stretch: Stretch;
  /** How many hypotheses in a row each page word has been in. */
  streaks: Map<number, number>;
  /** Stream time of the last word read (or of the start). */
  lastReadAt: number;
  done: boolean;
}

const followable = (word: CoachWord | undefined): word is CoachWord & { spoken: string } =>
  Boolean(word?.spoken);

function stretchFrom(
  words: readonly CoachWord[],
  position: number,
  id: number,
  from: number,
  lookahead: number,
  anchor?: { index: number; end: number },
): Stretch {
  // The word read last opens the stretch again (its audio is decoded anew), so the decoder
  // starts on speech it knows instead of in the middle of a word.
  const indexes: number[] = anchor === undefined ? [] : [anchor.index];
  const first = words[position];
  const sentence = first?.sentence ?? Infinity;
  if (first) {
    let nextSentenceWords = 0;
    for (let i = position; i < words.length; i += 1) {
      const word = words[i]!;
      if (word.sentence > sentence + 1) break;
      if (word.sentence === sentence + 1) {
        if (nextSentenceWords >= lookahead) break;
        if (followable(word)) nextSentenceWords += 1;
      }
      if (followable(word)) indexes.push(i);
    }
  }
  return {
    id,
    indexes,
    words: indexes.map((i) => words[i]!.spoken!),
    from,
    sentence,
    ...(anchor ? { anchorEnd: anchor.end } : {}),
  };
}

export function startFollowing(
  words: readonly CoachWord[],
  settings: FollowerSettings = DEFAULT_SETTINGS,
): FollowerState {
  const state: FollowerState = {
    settings,
    words,
    marks: words.map(() => undefined),
    struggled: [],
    litAt: words.map(() => undefined),
    position: 0,
    stretch: stretchFrom(words, 0, 1, 0, settings.lookahead),
    streaks: new Map(),
    lastReadAt: 0,
    done: false,
  };
  return { ...state, done: state.stretch.indexes.length === 0 };
}

/**
 * The page indexes a hypothesis stands for: its words matched in order onto the stretch,
 * each to the first place it can go (the grammar allows only the stretch's words, in order).
 */
export function placeHypothesis(stretch: Stretch, heard: readonly HeardWord[]): number[] {
  const placed: number[] = [];
  let at = 0;
  for (const { word } of heard) {
    while (at < stretch.words.length && stretch.words[at] !== word) at += 1;
    if (at >= stretch.words.length) break;
    placed.push(stretch.indexes[at]!);
    at += 1;
  }
  return placed;
}

/** The state after one more hypothesis of the recogniser. */
export function hear(state: FollowerState, hypothesis: Hypothesis): FollowerState {
  if (state.done || hypothesis.stretch !== state.stretch.id) return state;
  const { settings } = state;
  const placed = placeHypothesis(state.stretch, hypothesis.words);
  const streaks = new Map<number, number>();
  for (const index of placed) {
    if (index < state.position) continue;
    streaks.set(index, (state.streaks.get(index) ?? 0) + 1);
  }
  // The last word the hypothesis has held long enough.
  let confirmed = -1;
  let confirmedStart = hypothesis.time;
  let confirmedEnd = hypothesis.time;
  // A word right after the last one read (or after words it also holds) needs stableChunks;
  // one that leaves a gap before it is a skip and must hold longer, since the decoder's
  // guesses at the edge of what it has heard often jump ahead and come back.
  let expected = state.position;
  placed.forEach((index, at) => {
    if (index < state.position) return;
    const skips = state.stretch.indexes.filter((i) => i >= expected && i < index).length;
    const needed = skips > 0 ? settings.stableChunksAfterSkip : settings.stableChunks;
    if ((streaks.get(index) ?? 0) < needed) return;
    confirmed = index;
    confirmedStart = hypothesis.words[at]?.start ?? hypothesis.time;
    confirmedEnd = hypothesis.words[at]?.end ?? hypothesis.time;
    expected = index + 1;
  });
  if (confirmed < 0) {
    // The decoder can hold on to the word that opens the stretch, stretching it over all the
    // audio after it, and place nothing more for the rest of the page (seen on one test reading
    // in 58). After a long wait it listens again from where that word ended, without it.
    const { anchorEnd, indexes } = state.stretch;
    const nothingSinceAnchor = anchorEnd !== undefined && state.position === indexes[0]! + 1;
    if (nothingSinceAnchor && hypothesis.time - anchorEnd > settings.stuckSeconds) {
      const stretch = stretchFrom(
        state.words,
        state.position,
        state.stretch.id + 1,
        anchorEnd,
        settings.lookahead,
      );
      return { ...state, stretch, streaks: new Map() };
    }
    return { ...state, streaks };
  }

  const marks = [...state.marks];
  const litAt = [...state.litAt];
  const struggled = [...state.struggled];
  let lastReadAt = state.lastReadAt;
  const heardHere = new Set(placed);
  for (let i = state.position; i <= confirmed; i += 1) {
    if (!followable(state.words[i])) continue;
    if (heardHere.has(i)) {
      marks[i] = 'read';
      litAt[i] = hypothesis.time;
      if (hypothesis.time - lastReadAt > settings.struggleSeconds && lastReadAt > 0) {
        struggled.push(i);
      }
      lastReadAt = hypothesis.time;
    } else {
      marks[i] = 'skipped';
    }
  }
  const position = confirmed + 1;
  const done = !state.words.slice(position).some(followable);
  const confirmedWord = state.words[confirmed]!;
  const nextWord = state.words.slice(position).find(followable);
  // A new stretch once the child is into the next sentence (or the stretch is used up).
  const lastOfStretch = state.stretch.indexes.at(-1) ?? -1;
  const needsStretch =
    !done &&
    (confirmed >= lastOfStretch ||
      (nextWord !== undefined && nextWord.sentence > state.stretch.sentence) ||
      confirmedWord.sentence > state.stretch.sentence);
  const stretch = needsStretch
    ? stretchFrom(state.words, position, state.stretch.id + 1, confirmedStart, settings.lookahead, {
        index: confirmed,
        end: confirmedEnd,
      })
    : state.stretch;
  return {
    ...state,
    marks,
    litAt,
    struggled,
    position,
    lastReadAt,
    stretch,
    streaks: needsStretch ? new Map() : streaks,
    done,
  };
}

/** The page read so far: words read, words to practise (skipped or hard, once each, in order). */
export function summary(state: FollowerState) {
  const countable = state.words.filter(followable);
  const read = countable.filter((word) => state.marks[word.index] === 'read').length;
  const practise = new Set<number>();
  for (const word of state.words) {
    if (state.marks[word.index] === 'skipped' || state.struggled.includes(word.index)) {
      practise.add(word.index);
    }
  }
  const share = countable.length ? read / countable.length : 0;
  const stars = share >= 0.9 ? 3 : share >= 0.6 ? 2 : share > 0 ? 1 : 0;
  return { read, total: countable.length, stars, practise: [...practise] };
}
