import { and, eq } from 'drizzle-orm';
import type { Quiz } from '../../../contract/quizzes';
import { HttpError } from '../auth/plugin';
import type { Database } from '../db/open';
import { quizzes, stories, users } from '../db/schema';

export type QuizRow = typeof quizzes.$inferSelect;

/** A quiz with its story's title and its author's name, as the API shows it. */
export async function loadQuiz(db: Database, id: string): Promise<Quiz> {
  const [row] = await db
    .select({ quiz: quizzes, storyTitle: stories.title, authorName: users.username })
    .from(quizzes)
    .leftJoin(stories, eq(stories.id, quizzes.storyId))
    .leftJoin(users, eq(users.uid, quizzes.createdBy))
    .where(eq(quizzes.id, id));
  if (!row) throw new HttpError(404, 'Quiz not found');
  return toQuiz(row.quiz, row.storyTitle, row.authorName);
}

/** The name shown for a quiz's author: their users row, else the name they signed in with. */
export const authorNameOf = (username: string | null, nameAtSubmission: string) =>
  username || nameAtSubmission || 'A parent';

/** A story's title, or a note when the story has gone since the quiz was written. */
export const storyTitleOf = (title: string | null) => title ?? 'A story no longer on Kahani';

export function toQuiz(row: QuizRow, storyTitle: string | null, authorName: string | null): Quiz {
  return {
    _id: row.id,
    storyId: row.storyId,
    storyTitle: storyTitleOf(storyTitle),
    title: row.title,
    questions: row.questions,
    status: row.status,
    createdBy: row.createdBy,
    authorName: authorNameOf(authorName, row.authorName),
    rejectionReason: row.rejectionReason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A published story, or 404: quizzes are written only about stories every child can read. */
export async function assertPublishedStory(db: Pick<Database, 'select'>, storyId: string) {
  const [story] = await db
    .select({ id: stories.id, title: stories.title })
    .from(stories)
    .where(and(eq(stories.id, storyId), eq(stories.status, 'published')));
  if (!story) throw new HttpError(404, 'Story not found');
  return story;
}
