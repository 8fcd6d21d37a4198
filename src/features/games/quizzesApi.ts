import type { ApiClient } from '../../lib/apiClient';
import type {
  AnswerCheck,
  AnswerCheckResult,
  PendingQuiz,
  PlayableQuiz,
  Quiz,
  QuizContent,
  QuizDraft,
  QuizReview,
  QuizAttemptResult,
  SavedDraft,
} from '../../../contract/quizzes';
import type { StorySummary } from '../../../contract/stories';

/** The stories a quiz can be about: the published ones everyone can read. */
export async function getPublishedStories(api: ApiClient): Promise<StorySummary[]> {
  const { data } = await api.get<StorySummary[]>('/KahaniJson/kahanis');
  return data.filter((story) => story.status === 'published');
}

const draftUrl = (uid: string) => `/quizzes/drafts/${encodeURIComponent(uid)}`;
const quizUrl = (id: string) => `/quizzes/${encodeURIComponent(id)}`;

export async function getDraft(api: ApiClient, uid: string): Promise<SavedDraft> {
  return (await api.get<SavedDraft>(draftUrl(uid))).data;
}

export async function putDraft(api: ApiClient, uid: string, draft: QuizDraft): Promise<SavedDraft> {
  return (await api.put<SavedDraft>(draftUrl(uid), draft)).data;
}

export async function deleteDraft(api: ApiClient, uid: string): Promise<void> {
  await api.delete(draftUrl(uid));
}

export async function postQuiz(api: ApiClient, content: QuizContent): Promise<Quiz> {
  return (await api.post<Quiz>('/quizzes', content)).data;
}

export async function getPendingQuizzes(api: ApiClient): Promise<PendingQuiz[]> {
  return (await api.get<PendingQuiz[]>('/quizzes/pending')).data;
}

export async function getQuiz(api: ApiClient, id: string): Promise<Quiz> {
  return (await api.get<Quiz>(quizUrl(id))).data;
}

export async function putQuiz(api: ApiClient, id: string, content: QuizContent): Promise<Quiz> {
  return (await api.put<Quiz>(quizUrl(id), content)).data;
}

export async function postQuizReview(
  api: ApiClient,
  id: string,
  review: QuizReview,
): Promise<Quiz> {
  return (await api.post<Quiz>(`${quizUrl(id)}/review`, review)).data;
}

export async function getStoryQuizzes(api: ApiClient, storyId: string): Promise<PlayableQuiz[]> {
  return (await api.get<PlayableQuiz[]>(`/quizzes/story/${encodeURIComponent(storyId)}`)).data;
}

export async function postAnswerCheck(
  api: ApiClient,
  id: string,
  check: AnswerCheck,
): Promise<AnswerCheckResult> {
  return (await api.post<AnswerCheckResult>(`${quizUrl(id)}/check`, check)).data;
}

export async function postAttempt(
  api: ApiClient,
  id: string,
  answers: number[],
): Promise<QuizAttemptResult> {
  return (await api.post<QuizAttemptResult>(`${quizUrl(id)}/attempts`, { answers })).data;
}
