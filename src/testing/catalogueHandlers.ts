import { http, HttpResponse } from 'msw';
import type { StorySummary } from '../../contract/stories';
import { sortLanguages, storyLanguageOf } from '../../contract/storyLanguages';
import { STORY_LENGTH_IDS } from '../../contract/storyLengths';
import { matchesFilters } from '../features/stories/storyFilters';
import { refuseUnlessCaller } from './handlers';

const API = 'http://api.test';
const PAGE_PARAMS = ['limit', 'cursor', 'q', 'language', 'length'];

const badRequest = (message: string) =>
  HttpResponse.json({ statusCode: 400, error: 'Bad Request', message }, { status: 400 });

/** The languages of published stories, with how many each, as GET /KahaniJson/languages. */
export function catalogueLanguagesOf(stories: StorySummary[]) {
  const published = stories.filter((story) => story.status === 'published');
  return sortLanguages(published.flatMap((story) => story.languages)).map((language) => ({
    language,
    stories: published.filter((story) => story.languages.includes(language)).length,
  }));
}

export interface Catalogue {
  /** The query of every list call, in order. */
  requests: URLSearchParams[];
  handlers: ReturnType<typeof http.get>[];
}

/**
 * The list calls answered as the catalogue does (contract/catalogue.ts), over `stories` in
 * their order: SPEC.md's whole array without paging parameters, one page (cursor, total, the
 * search and filters applied) with any. `continueReading`: the personalised list's row, on its
 * first page when nothing is searched or filtered.
 */
export function catalogueHandlers(
  stories: StorySummary[],
  { continueReading }: { continueReading?: StorySummary[] } = {},
): Catalogue {
  const requests: URLSearchParams[] = [];
  const answer = (request: Request, personal: boolean) => {
    const params = new URL(request.url).searchParams;
    requests.push(params);
    if (!PAGE_PARAMS.some((name) => params.has(name))) return HttpResponse.json(stories);
    const limit = Number(params.get('limit') ?? 24);
    if (!Number.isInteger(limit) || limit < 1 || limit > 100) {
      return badRequest('limit must be at most 100.');
    }
    const language = storyLanguageOf(params.get('language') ?? 'und') ?? '';
    if (params.has('language') && !language) return badRequest('language is not a language.');
    const length = params.get('length') ?? '';
    if (length && !(STORY_LENGTH_IDS as string[]).includes(length)) {
      return badRequest('length must be one of: short, medium, long.');
    }
    const cursor = params.get('cursor');
    const from = cursor ? Number(/^at(\d+)$/.exec(cursor)?.[1] ?? NaN) : 0;
    if (Number.isNaN(from)) return badRequest('cursor is not valid.');
    const q = (params.get('q') ?? '').trim();
    const filters = { q, lang: language, length: length as 'short' | '' };
    const matching = stories.filter((story) => matchesFilters(story, filters));
    const first = !cursor && !q && !language && !length;
    return HttpResponse.json({
      stories: matching.slice(from, from + limit),
      nextCursor: from + limit < matching.length ? `at${from + limit}` : null,
      total: matching.length,
      ...(personal && first && continueReading ? { continueReading } : {}),
    });
  };
  return {
    requests,
    handlers: [
      http.get(`${API}/KahaniJson/kahanis`, ({ request }) => answer(request, false)),
      http.get(
        `${API}/KahaniJson/getkahanis/:uid`,
        ({ request, params }) =>
          refuseUnlessCaller(request, String(params.uid)) ?? answer(request, true),
      ),
      http.get(`${API}/KahaniJson/languages`, () =>
        HttpResponse.json({ languages: catalogueLanguagesOf(stories) }),
      ),
    ],
  };
}
