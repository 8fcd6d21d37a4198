import type { RemovableData } from '../../../contract/accounts';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "1 board post, 3 stories read, …": what deleting an account removes, in words. */
export function describeRemovableData(data: RemovableData): string[] {
  return [
    count(data.boardPosts, 'board post', 'board posts'),
    count(data.readingProgress, 'story read', 'stories read'),
    count(data.inboxMessages, 'inbox message', 'inbox messages'),
    count(data.quizzes, 'quiz', 'quizzes'),
    count(data.pendingStories, 'story request', 'story requests'),
  ];
}

export function publishedStoriesNote(data: RemovableData): string | null {
  if (!data.publishedStories) return null;
  return `${count(data.publishedStories, 'published story stays', 'published stories stay')} in the library, without this name.`;
}
