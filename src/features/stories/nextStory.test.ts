import { describe, expect, it } from 'vitest';
import { summary } from '../../testing/fixtures';
import { nextStoryAfter } from './nextStory';

const story = (id: string, more: Parameters<typeof summary>[0] = {}) =>
  summary({ _id: id, slug: id, title: id, ...more });

describe('the story to read next', () => {
  it('is one not started yet after the current one, going round the list', () => {
    const list = [story('a'), story('b', { lastPageRead: 2 }), story('c'), story('d')];
    expect(nextStoryAfter(list, 'c', 'english')?._id).toBe('d');
    expect(nextStoryAfter(list, 'd', 'english')?._id).toBe('a');
    // Not started comes before in progress, even when further along the list.
    expect(nextStoryAfter(list, 'a', 'english')?._id).toBe('c');
  });

  it('is one in progress when every other one is started, never a finished or unpublished one', () => {
    const list = [
      story('a'),
      story('b', { finished: true, lastPageRead: 3 }),
      story('c', { status: 'pending' }),
      story('d', { lastPageRead: 1 }),
    ];
    expect(nextStoryAfter(list, 'a', 'english')?._id).toBe('d');
    expect(nextStoryAfter(list.slice(0, 3), 'a', 'english')).toBeNull();
  });

  it("prefers stories in the reader's language when there are any", () => {
    const list = [story('a'), story('b'), story('c', { languages: ['english', 'tamil'] })];
    expect(nextStoryAfter(list, 'a', 'tamil')?._id).toBe('c');
    expect(nextStoryAfter(list, 'a', 'gujarati')?._id).toBe('b');
  });

  it('suggests from the whole list when the current story is not in it', () => {
    expect(nextStoryAfter([story('a'), story('b')], 'x', 'english')?._id).toBe('a');
  });
});
