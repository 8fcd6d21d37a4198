import type { ApiClient } from '../../lib/apiClient';

/** Where a child's play of a quiz is asked for and told: the player's and its replay's. */
export const quizUrl = (id: string) => `/quizzes/${encodeURIComponent(id)}`;
export const storyQuizzesUrl = (storyId: string) => `/quizzes/story/${encodeURIComponent(storyId)}`;
export const attemptsUrl = (id: string) => `${quizUrl(id)}/attempts`;
export const checkUrl = (id: string) => `${quizUrl(id)}/check`;
export const finishUrl = (id: string, attemptId: string) =>
  `${attemptsUrl(id)}/${encodeURIComponent(attemptId)}/finish`;

/**
 * The reads (GET addresses, as the API client takes them) the quiz player makes for a story's
 * quizzes: a story kept for offline keeps their answers, so its quiz plays without a network.
 * Today the list holds every question; the client is given so that reads the list leads to
 * can be added here without changing its callers.
 */
export async function quizReadsOfStory(_api: ApiClient, storyId: string): Promise<string[]> {
  return [storyQuizzesUrl(storyId)];
}
