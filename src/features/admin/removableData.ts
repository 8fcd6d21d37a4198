import type { RemovableData } from '../../../contract/accounts';
import type { Translate } from '../../i18n/useT';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The child profiles removed with the account (their reading is counted in stories read);
 * nothing for an audit record written before accounts had children.
 */
const children = (data: RemovableData, say: (count: number) => string): string[] =>
  data.children === undefined ? [] : [say(data.children)];

/**
 * "1 board post, 3 stories read, …": what deleting an account removes, in words. With the
 * screen's `t` they are in the interface language; without it, in English.
 */
export function describeRemovableData(data: RemovableData, t?: Translate): string[] {
  if (t) {
    return [
      t('admin.removable.boardPosts', { count: data.boardPosts }),
      t('admin.removable.storiesRead', { count: data.readingProgress }),
      t('admin.removable.inboxMessages', { count: data.inboxMessages }),
      t('admin.removable.quizzes', { count: data.quizzes }),
      t('admin.removable.storyRequests', { count: data.pendingStories }),
      t('admin.removable.recordings', { count: data.recordings }),
      ...children(data, (count) => t('admin.removable.children', { count })),
    ];
  }
  return [
    count(data.boardPosts, 'board post', 'board posts'),
    count(data.readingProgress, 'story read', 'stories read'),
    count(data.inboxMessages, 'inbox message', 'inbox messages'),
    count(data.quizzes, 'quiz', 'quizzes'),
    count(data.pendingStories, 'story request', 'story requests'),
    count(data.recordings, 'recorded page', 'recorded pages'),
    ...children(data, (n) => count(n, "child's profile", "children's profiles")),
  ];
}

/** What stays of the account's published stories, or null when it has none. */
export function publishedStoriesNote(data: RemovableData, t?: Translate): string | null {
  if (!data.publishedStories) return null;
  if (t) return t('admin.removable.publishedStories', { count: data.publishedStories });
  return `${count(data.publishedStories, 'published story stays', 'published stories stay')} in the library, without this name.`;
}
