import { describe, expect, it } from 'vitest';
import type { RemovableData } from '../../../contract/accounts';
import type { Translate } from '../../i18n/useT';
import { describeRemovableData } from './removableData';

const data: RemovableData = {
  boardPosts: 1,
  readingProgress: 5,
  inboxMessages: 0,
  quizzes: 2,
  pendingStories: 0,
  recordings: 0,
  publishedStories: 0,
};

describe("an account removal's preview", () => {
  it('counts the child profiles that go with the account', () => {
    expect(describeRemovableData({ ...data, children: 2 })).toContain("2 children's profiles");
    expect(describeRemovableData({ ...data, children: 1 })).toContain("1 child's profile");
    const t = ((id: string, values?: { count?: number }) =>
      `${id} ${values?.count ?? ''}`) as unknown as Translate;
    expect(describeRemovableData({ ...data, children: 2 }, t)).toContain(
      'admin.removable.children 2',
    );
  });

  it('says nothing of children for a record written before accounts had them', () => {
    expect(describeRemovableData(data).join(' ')).not.toMatch(/child/);
  });
});
