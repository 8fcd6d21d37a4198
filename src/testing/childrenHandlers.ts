import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import type { z } from 'zod';
import {
  CHILD_NOT_FOUND,
  CHILDREN_MAX,
  TOO_MANY_CHILDREN,
  childCreateSchema,
  childUpdateSchema,
  type Child,
} from '../../contract/children';
import { childProfile } from './familyHandlers';
import { callerOf, refuseUnlessCaller } from './handlers';

// Not imported from server.ts, which registers these handlers.
const API = 'http://api.test';

export { childProfile };

const answer = (status: 400 | 404 | 409, error: string, message: string, extra = {}) =>
  HttpResponse.json({ statusCode: status, error, message, ...extra }, { status });

/** A 400 as the server words it: each problem by its path, and the list of issues. */
function badRequest(error: z.ZodError) {
  const issues = error.issues.map((issue) => {
    const measured = issue as { origin?: unknown; maximum?: unknown; minimum?: unknown };
    const limit = issue.code === 'too_big' ? measured.maximum : measured.minimum;
    return {
      path: ['body', ...issue.path].join('.'),
      code: issue.code,
      ...(typeof measured.origin === 'string' ? { origin: measured.origin } : {}),
      ...(typeof limit === 'number' ? { limit } : {}),
      message: issue.message,
    };
  });
  const message = issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ');
  return answer(400, 'Bad Request', message, { issues });
}

/**
 * The server's /children for one account (docs/children.md), checked with the contract's own
 * schemas: the account's profiles in the order they were made, at most eight, another family's
 * child not found. `profiles` is the server's list as it changes; `requests` what was asked.
 */
export function childrenServerFor(ownerUid: string, initial: Child[] = []) {
  const profiles = initial.map((child) => ({ ...child }));
  const requests: string[] = [];
  let made = 0;
  const owned = (request: Request, id: unknown) =>
    callerOf(request) === ownerUid ? profiles.find((child) => child.id === id) : undefined;
  const handlers = [
    http.get(`${API}/children`, ({ request }) => {
      requests.push('GET /children');
      return (
        refuseUnlessCaller(request) ??
        HttpResponse.json(callerOf(request) === ownerUid ? profiles : [])
      );
    }),
    http.post(`${API}/children`, async ({ request }) => {
      const refused = refuseUnlessCaller(request);
      if (refused) return refused;
      const body: unknown = await request.json();
      requests.push(`POST /children ${JSON.stringify(body)}`);
      const checked = childCreateSchema.safeParse(body);
      if (!checked.success) return badRequest(checked.error);
      if (profiles.length >= CHILDREN_MAX) return answer(409, 'Conflict', TOO_MANY_CHILDREN);
      made += 1;
      const child = childProfile({
        storyLanguage: 'english',
        interfaceLanguage: 'english',
        textSize: 100,
        ...checked.data,
        id: `made-${made}`,
        createdAt: new Date(Date.UTC(2025, 2, 1, 9, made)).toISOString(),
      });
      profiles.push(child);
      return HttpResponse.json(child, { status: 201 });
    }),
    http.patch(`${API}/children/:id`, async ({ request, params }) => {
      const refused = refuseUnlessCaller(request);
      if (refused) return refused;
      const body: unknown = await request.json();
      requests.push(`PATCH /children/${String(params.id)} ${JSON.stringify(body)}`);
      const checked = childUpdateSchema.safeParse(body);
      if (!checked.success) return badRequest(checked.error);
      const child = owned(request, params.id);
      if (!child) return answer(404, 'Not Found', CHILD_NOT_FOUND);
      Object.assign(child, checked.data);
      return HttpResponse.json(child);
    }),
    http.delete(`${API}/children/:id`, ({ request, params }) => {
      const refused = refuseUnlessCaller(request);
      if (refused) return refused;
      requests.push(`DELETE /children/${String(params.id)}`);
      const child = owned(request, params.id);
      if (!child) return answer(404, 'Not Found', CHILD_NOT_FOUND);
      profiles.splice(profiles.indexOf(child), 1);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
  return { profiles, requests, handlers };
}

/**
 * By default an account has no child profiles (and reads as itself, as before children), and
 * the coach's results are stored as the server answers.
 */
export const childrenHandlers = [
  http.get(
    `${API}/children`,
    ({ request }) => refuseUnlessCaller(request) ?? HttpResponse.json([]),
  ),
  http.post(`${API}/coach/results`, async ({ request }) => {
    const refused = refuseUnlessCaller(request);
    if (refused) return refused;
    const { words } = (await request.json()) as { words: unknown[] };
    return HttpResponse.json({ saved: words.length }, { status: 201 });
  }),
];

/**
 * This tab chose its reader before (the choice the app keeps in sessionStorage): `child` of
 * the account, or the account itself (null). Set before rendering, it is restored with the
 * store as after a reload.
 */
export function readingInThisTab(account: string, child: Child | null) {
  const kept = child && { id: child.id, nickname: child.nickname, avatar: child.avatar };
  sessionStorage.setItem(
    'persist:reader',
    JSON.stringify({
      account: JSON.stringify(account),
      child: JSON.stringify(kept),
      _persist: JSON.stringify({ version: -1, rehydrated: true }),
    }),
  );
}

export interface SeenRequest {
  method: string;
  /** The path and query, without the API's address. */
  url: string;
  body: unknown;
}

/**
 * Every request the app makes from now on whose path starts with one of `paths` (until the
 * test's server.events.removeAllListeners()).
 */
export function watchRequests(server: SetupServer, ...paths: string[]): SeenRequest[] {
  const seen: SeenRequest[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = request.url.slice(API.length);
    if (!paths.some((path) => url.startsWith(path))) return;
    const entry: SeenRequest = { method: request.method, url, body: undefined };
    seen.push(entry);
    void request
      .clone()
      .text()
      .then((text: string) => {
        entry.body = text ? (JSON.parse(text) as unknown) : undefined;
      });
  });
  return seen;
}
