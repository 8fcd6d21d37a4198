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
  http.get(`${API}/inbox/:id`, () => HttpResponse.json([])),
];
