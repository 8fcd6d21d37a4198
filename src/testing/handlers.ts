import { http, HttpResponse } from 'msw';
import { story, summary } from './fixtures';

const API = 'http://api.test';

/** Default answers of the story calls; tests override with server.use(...). */
export const storyHandlers = [
  http.get(`${API}/KahaniJson/kahanis`, () => HttpResponse.json([summary()])),
  http.get(`${API}/KahaniJson/getkahanis/:uid`, () =>
    HttpResponse.json([
      summary(),
      summary({ _id: 'mine', slug: 'my-tale', title: 'My Tale', status: 'pending' }),
    ]),
  ),
  http.get(`${API}/KahaniJson/slug/:slug`, () => HttpResponse.json(story())),
  http.get(`${API}/storiesModification/:id`, ({ params }) =>
    HttpResponse.json(story({ _id: String(params.id) })),
  ),
  http.get(`${API}/inbox/:id`, () => HttpResponse.json([])),
  http.post(`${API}/progress`, () => HttpResponse.json({})),
  http.get(`${API}/errorLog`, () =>
    HttpResponse.json({ items: [], total: 0, page: 0, pageSize: 25 }),
  ),
  http.post(`${API}/errorLog`, () => HttpResponse.json({ ok: true }, { status: 201 })),
  http.get(`${API}/storiesModification`, () => HttpResponse.json([])),
  http.post(`${API}/fetchAudioAndAlignment`, async ({ request }) => {
    const { text, language } = (await request.json()) as { text: string; language: string };
    return HttpResponse.json(narrationAnswer(text, language));
  }),
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
