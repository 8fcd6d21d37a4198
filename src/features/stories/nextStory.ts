import type { StoryLanguage } from '../../../contract/storyLanguages';

import type { StorySummary } from '../../../contract/stories';

/**
 * The story to suggest after finishing one: a published story the reader has not finished,
 * one not started before one in progress, taken in list order after the current story (so
 * readers go round the library), and in the reader's language when any such story has it.
 */
export function nextStoryAfter(
  stories: readonly StorySummary[],
  currentId: string,
  language: StoryLanguage,
): StorySummary | null {
  const at = stories.findIndex((story) => story._id === currentId);
  const candidates = [...stories.slice(at + 1), ...stories.slice(0, Math.max(at, 0))].filter(
    (story) => story.status === 'published' && story._id !== currentId && !story.finished,
  );
  const inLanguage = candidates.filter((story) => story.languages.includes(language));
  const pool = inLanguage.length ? inLanguage : candidates;
  return pool.find((story) => !story.lastPageRead) ?? pool[0] ?? null;
}
