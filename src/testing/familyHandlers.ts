import { http, HttpResponse } from 'msw';
import { CHILD_NOT_FOUND, type Child, type ChildSummary } from '../../contract/children';
import { callerOf, refuseUnlessCaller } from './handlers';

// Not imported from server.ts, which registers these handlers.
const API = 'http://api.test';

/** A child profile as GET /children answers it. */
export function childProfile(overrides: Partial<Child> = {}): Child {
  return {
    id: 'child-1',
    nickname: 'Tara',
    avatar: 'elephant',
    storyLanguage: 'english',
    interfaceLanguage: 'english',
    textSize: 100,
    onLeaderboard: true,
    createdAt: '2025-03-01T09:00:00.000Z',
    ...overrides,
  };
}

/** The last day of the summaries below (UTC), as the server would date "today". */
export const SUMMARY_TODAY = '2025-03-07';

const dateBefore = (last: string, daysBefore: number) =>
  new Date(Date.parse(`${last}T00:00:00Z`) - daysBefore * 86_400_000).toISOString().slice(0, 10);

export interface ReadingDay {
  /** Days before SUMMARY_TODAY: 0 is today. */
  daysAgo: number;
  pages: number;
  minutes: number;
  storiesFinished?: number;
}

/**
 * GET /children/:id/summary as the server answers it: every day of the period (zeros where
 * nothing was read), the totals of the days given, and what else the test says.
 */
export function childSummary(
  childId: string,
  days: number,
  reading: ReadingDay[] = [],
  overrides: Partial<Omit<ChildSummary, 'daily' | 'totals' | 'childId' | 'days'>> = {},
): ChildSummary {
  const daily = Array.from({ length: days }, (_, index) => {
    const daysAgo = days - 1 - index;
    const day = reading.find((entry) => entry.daysAgo === daysAgo);
    return {
      date: dateBefore(SUMMARY_TODAY, daysAgo),
      pages: day?.pages ?? 0,
      minutes: day?.minutes ?? 0,
      storiesFinished: day?.storiesFinished ?? 0,
    };
  });
  const sum = (key: 'pages' | 'minutes' | 'storiesFinished') =>
    daily.reduce((total, day) => total + day[key], 0);
  return {
    childId,
    days,
    from: daily[0]!.date,
    to: SUMMARY_TODAY,
    daily,
    totals: {
      minutes: Math.round(sum('minutes') * 10) / 10,
      pages: sum('pages'),
      storiesFinished: sum('storiesFinished'),
    },
    modes: { listened: 0, self: 0, coach: 0 },
    wordsPractised: 0,
    hardWords: [],
    streak: 0,
    points: { period: 0, allTime: 0 },
    ...overrides,
  };
}

const notFound = () =>
  HttpResponse.json(
    { statusCode: 404, error: 'Not Found', message: CHILD_NOT_FOUND },
    { status: 404 },
  );

/**
 * The family view's calls as the server answers them (docs/children.md): one account's
 * children, each child's summary for 7 or 30 days, and another family's child not found.
 */
export function familyHandlersFor(
  ownerUid: string,
  children: Child[],
  summaryOf: (childId: string, days: number) => ChildSummary,
) {
  const asked: string[] = [];
  return {
    asked,
    handlers: [
      http.get(`${API}/children`, ({ request }) => {
        const refused = refuseUnlessCaller(request);
        if (refused) return refused;
        asked.push('children');
        return HttpResponse.json(callerOf(request) === ownerUid ? children : []);
      }),
      http.get(`${API}/children/:id/summary`, ({ request, params }) => {
        const refused = refuseUnlessCaller(request);
        if (refused) return refused;
        const days = new URL(request.url).searchParams.get('days') ?? '7';
        asked.push(`summary ${String(params.id)} ${days}`);
        const child = children.find((candidate) => candidate.id === params.id);
        if (!child || callerOf(request) !== ownerUid) return notFound();
        return HttpResponse.json(summaryOf(child.id, Number(days)));
      }),
    ],
  };
}

/** By default no child exists: a summary is "not found", as for another family's child. */
export const familyHandlers = [
  http.get(
    `${API}/children/:id/summary`,
    ({ request }) => refuseUnlessCaller(request) ?? notFound(),
  ),
];
