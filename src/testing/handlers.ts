import { http, HttpResponse } from 'msw';
import { story, summary } from './fixtures';

const API = 'http://api.test';

/** The uid a request's bearer token speaks for, as the real server reads it; null without one. */
export function callerOf(request: Request): string | null {
  const match = /^Bearer token-(.+)$/.exec(request.headers.get('authorization') ?? '');
  return match?.[1] ?? null;
}

const refusal = (status: 401 | 403, message: string) =>
  HttpResponse.json(
    { statusCode: status, error: status === 401 ? 'Unauthorized' : 'Forbidden', message },
    { status },
  );

/** The real server's answers to a call without a token (401) or for someone else's uid (403). */
export function refuseUnlessCaller(request: Request, uid?: string) {
  const caller = callerOf(request);
  if (!caller) return refusal(401, 'Please sign in to do this.');
  if (uid !== undefined && caller !== uid) return refusal(403, 'You can only see your own things.');
  return null;
}

/** Default answers of the story calls; tests override with server.use(...). */
export const storyHandlers = [
  http.get(`${API}/KahaniJson/kahanis`, () => HttpResponse.json([summary()])),
  http.get(
    `${API}/KahaniJson/getkahanis/:uid`,
    ({ request, params }) =>
      refuseUnlessCaller(request, String(params.uid)) ??
      HttpResponse.json([
        summary(),
        summary({ _id: 'mine', slug: 'my-tale', title: 'My Tale', status: 'pending' }),
      ]),
  ),
  http.get(`${API}/KahaniJson/languages`, () =>
    HttpResponse.json({
      languages: [
        { language: 'english', stories: 1 },
        { language: 'hindi', stories: 1 },
      ],
    }),
  ),
  http.get(`${API}/KahaniJson/slug/:slug`, () => HttpResponse.json(story())),
  http.get(
    `${API}/storiesModification/:id`,
    ({ request, params }) =>
      refuseUnlessCaller(request) ?? HttpResponse.json(story({ _id: String(params.id) })),
  ),
  http.get(
    `${API}/inbox/:id`,
    ({ request, params }) =>
      refuseUnlessCaller(request, String(params.id)) ?? HttpResponse.json([]),
  ),
  http.post(`${API}/progress`, async ({ request }) => {
    const {
      storyId,
      page_no,
      finished = false,
    } = (await request.json()) as {
      storyId: string;
      page_no: number;
      finished?: boolean;
    };
    // As the server answers: a point per page read, five for finishing.
    return HttpResponse.json({
      storyId,
      lastPageRead: page_no,
      pagesRead: [page_no],
      finished,
      storyPoints: page_no + (finished ? 5 : 0),
      pointsEarned: 1 + (finished ? 5 : 0),
    });
  }),
  // A signed-in reader who has saved no settings yet; a save is answered as the server does.
  http.get(
    `${API}/preferences`,
    ({ request }) => refuseUnlessCaller(request) ?? HttpResponse.json({ preferences: null }),
  ),
  http.put(
    `${API}/preferences`,
    async ({ request }) =>
      refuseUnlessCaller(request) ?? HttpResponse.json({ preferences: await request.json() }),
  ),
  http.get(
    `${API}/errorLog`,
    ({ request }) =>
      refuseUnlessCaller(request) ??
      HttpResponse.json({ items: [], total: 0, page: 0, pageSize: 25 }),
  ),
  http.post(`${API}/errorLog`, () => HttpResponse.json({ ok: true }, { status: 201 })),
  http.get(
    `${API}/pictures`,
    ({ request }) => refuseUnlessCaller(request) ?? HttpResponse.json([]),
  ),
  http.get(
    `${API}/storiesModification`,
    ({ request }) => refuseUnlessCaller(request) ?? HttpResponse.json([]),
  ),
  http.post(`${API}/fetchAudioAndAlignment`, async ({ request }) => {
    const { text, language } = (await request.json()) as { text: string; language: string };
    return HttpResponse.json(narrationAnswer(text, language));
  }),
  // The languages the server's voices speak: the eight and a few others.
  http.get(`${API}/narration/languages`, () =>
    HttpResponse.json({ languages: [...NARRATED_LANGUAGES] }),
  ),
];

export const NARRATED_LANGUAGES = [
  'english',
  'hindi',
  'spanish',
  'telgu',
  'tamil',
  'panjabi',
  'gujarati',
  'marathi',
  'bn',
  'ur',
  'ar',
  'fa',
  'he',
];

/** A narration answer with evenly spaced character times. */
export function narrationAnswer(text: string, language = 'english') {
  const characters = Array.from(text);
  return {
    audioBase64: btoa('ID3'),
    alignment: {
      characters,
      character_start_times_seconds: characters.map((_, i) => i * 0.1),
      character_end_times_seconds: characters.map((_, i) => (i + 1) * 0.1),
    },
    text,
    language,
    cached: true,
  };
}
