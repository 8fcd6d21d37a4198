import { http, HttpResponse } from 'msw';
import { refuseUnlessCaller } from './handlers';
import { emptyLeaderboard } from './quizFixtures';

const API = 'http://api.test';

/** Default answers of the quiz and leaderboard calls: nothing saved, nothing to play. */
export const quizHandlers = [
  http.get(`${API}/quizzes/story/:storyId`, () => HttpResponse.json([])),
  http.get(
    `${API}/quizzes/drafts/:uid`,
    ({ request, params }) =>
      refuseUnlessCaller(request, String(params.uid)) ??
      HttpResponse.json({ draft: null, updatedAt: null }),
  ),
  http.put(
    `${API}/quizzes/drafts/:uid`,
    async ({ request, params }) =>
      refuseUnlessCaller(request, String(params.uid)) ??
      HttpResponse.json({ draft: await request.json(), updatedAt: new Date().toISOString() }),
  ),
  http.delete(
    `${API}/quizzes/drafts/:uid`,
    ({ request, params }) =>
      refuseUnlessCaller(request, String(params.uid)) ?? HttpResponse.json({ ok: true }),
  ),
  http.get(
    `${API}/quizzes/pending`,
    ({ request }) => refuseUnlessCaller(request) ?? HttpResponse.json([]),
  ),
  http.get(`${API}/leaderboard`, ({ request }) => {
    const period = new URL(request.url).searchParams.get('period') === 'all' ? 'all' : 'week';
    return refuseUnlessCaller(request) ?? HttpResponse.json(emptyLeaderboard(period));
  }),
];
