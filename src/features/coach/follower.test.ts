import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SETTINGS,
  hear,
  placeHypothesis,
  startFollowing,
  summary,
  type FollowerState,
  type Hypothesis,
} from './follower';
import { pageWords } from './pageWords';

const PAGE = 'The crow was thirsty. He saw a pot. There was water inside.';

/** Feeds the follower a hypothesis stream: each entry is the words heard so far. */
function replay(state: FollowerState, stream: string[][], start = 0): FollowerState {
  let current = state;
  stream.forEach((words, at) => {
    const time = start + (at + 1) * 0.1;
    const hypothesis: Hypothesis = {
      stretch: current.stretch.id,
      words: words.map((word, i) => ({ word, start: time - 0.05 * (words.length - i), end: time })),
      time,
    };
    current = hear(current, hypothesis);
  });
  return current;
}

const repeat = <T>(value: T, times: number) => Array.from({ length: times }, () => value);

describe('the reading follower', () => {
  it('starts listening for the first sentence and the next sentence’s first words', () => {
    const state = startFollowing(pageWords(PAGE));
    expect(state.stretch.words).toEqual(['the', 'crow', 'was', 'thirsty', 'he', 'saw', 'a']);
    expect(state.marks.every((mark) => mark === undefined)).toBe(true);
  });

  it('lights a word only once it has held in the hypothesis for three chunks', () => {
    let state = startFollowing(pageWords(PAGE));
    state = replay(state, repeat(['the'], 2));
    expect(state.marks[0]).toBeUndefined();
    state = replay(state, [['the']]);
    expect(state.marks[0]).toBe('read');
  });

  it('never lights a word the decoder guessed and dropped again', () => {
    let state = startFollowing(pageWords(PAGE));
    state = replay(state, [['the'], ['the', 'crow'], ['the', 'crow'], ['the', 'was'], ['the']]);
    expect(state.marks[0]).toBe('read');
    expect(state.marks[1]).toBeUndefined();
    expect(state.marks[2]).toBeUndefined();
  });

  it('marks a skipped word once a later word has held long enough for a skip', () => {
    let state = startFollowing(pageWords(PAGE));
    state = replay(state, repeat(['the', 'crow'], 3));
    state = replay(state, repeat(['the', 'crow', 'thirsty'], DEFAULT_SETTINGS.stableChunks));
    // A jump needs to hold longer than the next word does.
    expect(state.marks[3]).toBeUndefined();
    state = replay(state, repeat(['the', 'crow', 'thirsty'], 3));
    expect(state.marks.slice(0, 4)).toEqual(['read', 'read', 'skipped', 'read']);
  });

  it('moves on to the next sentence, starting again at the last word read', () => {
    let state = startFollowing(pageWords(PAGE));
    state = replay(state, repeat(['the', 'crow', 'was', 'thirsty'], 3));
    expect(state.stretch.id).toBe(2);
    expect(state.stretch.words).toEqual([
      'thirsty',
      'he',
      'saw',
      'a',
      'pot',
      'there',
      'was',
      'water',
    ]);
    // Hypotheses of the stretch before are late and ignored.
    const late = hear(state, { stretch: 1, words: [{ word: 'he', start: 1, end: 1.2 }], time: 2 });
    expect(late).toBe(state);
  });

  it('listens again without the last word read when the decoder holds on to it', () => {
    let state = startFollowing(pageWords(PAGE));
    state = replay(state, repeat(['the', 'crow', 'was', 'thirsty'], 3));
    const opened = state.stretch;
    expect(opened.words[0]).toBe('thirsty');
    const anchorEnd = opened.anchorEnd!;
    // The decoder stretches "thirsty" over everything that follows and places nothing after it.
    const holding = (time: number): Hypothesis => ({
      stretch: opened.id,
      words: [{ word: 'thirsty', start: opened.from, end: time }],
      time,
    });
    state = hear(state, holding(anchorEnd + DEFAULT_SETTINGS.stuckSeconds - 0.1));
    expect(state.stretch).toBe(opened);
    state = hear(state, holding(anchorEnd + DEFAULT_SETTINGS.stuckSeconds + 0.1));
    expect(state.stretch.id).toBe(opened.id + 1);
    expect(state.stretch.words).toEqual(opened.words.slice(1));
    expect(state.stretch.from).toBe(anchorEnd);
    // Listening again from there, the next words are read as before.
    state = replay(state, repeat(['he'], 3), anchorEnd + DEFAULT_SETTINGS.stuckSeconds + 0.1);
    expect(state.marks[4]).toBe('read');
  });

  it('waits as long as a child likes once a word after the last one read has been read', () => {
    let state = startFollowing(pageWords(PAGE));
    state = replay(state, repeat(['the', 'crow', 'was', 'thirsty'], 3));
    const opened = state.stretch;
    state = replay(state, repeat(['thirsty', 'he'], 3), opened.anchorEnd!);
    expect(state.marks[4]).toBe('read');
    state = hear(state, {
      stretch: opened.id,
      words: [
        { word: 'thirsty', start: opened.from, end: opened.anchorEnd! },
        { word: 'he', start: opened.anchorEnd!, end: opened.anchorEnd! + 0.3 },
      ],
      time: opened.anchorEnd! + 30,
    });
    expect(state.stretch).toBe(opened);
  });

  it('finishes at the last word and sums up stars and words to practise', () => {
    let state = startFollowing(pageWords(PAGE));
    state = replay(state, repeat(['the', 'crow', 'was', 'thirsty'], 3));
    state = replay(state, repeat(['thirsty', 'he', 'saw', 'a', 'pot'], 3));
    state = replay(state, repeat(['pot', 'there', 'water', 'inside'], 6));
    expect(state.done).toBe(true);
    expect(summary(state)).toEqual({ read: 11, total: 12, stars: 3, practise: [9] });
  });

  it('counts a word read after a long wait as one to practise', () => {
    let state = startFollowing(pageWords(PAGE));
    state = replay(state, repeat(['the'], 3));
    state = replay(state, repeat(['the', 'crow'], 3), 10);
    expect(state.marks[1]).toBe('read');
    expect(summary(state).practise).toEqual([1]);
  });

  it('places a hypothesis on the first places its words can go, in order', () => {
    const state = startFollowing(pageWords('The cat saw the dog.'));
    const heard = ['the', 'the', 'dog'].map((word) => ({ word, start: 0, end: 0 }));
    expect(placeHypothesis(state.stretch, heard)).toEqual([0, 3, 4]);
  });
});
