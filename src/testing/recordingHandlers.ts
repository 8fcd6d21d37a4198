import { http, HttpResponse } from 'msw';
import type { RecordingDetail, RecordingSummary } from '../../contract/recordings';
import { refuseUnlessCaller } from './handlers';

const API = 'http://api.test';

/** A page recorded by an administrator: the story's English narration of page 1. */
export const recordingSummary = (overrides: Partial<RecordingSummary> = {}): RecordingSummary => ({
  id: '6f1c2b0e-0000-4000-8000-000000000001',
  storyId: 'story-1',
  page_no: 1,
  language: 'english',
  audience: 'everyone',
  byName: 'Asha Admin',
  byMe: true,
  durationSeconds: 2.5,
  textMatches: true,
  unplacedWords: [],
  timesAdjusted: false,
  createdAt: '2026-01-02T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
  ...overrides,
});

/**
 * Its words: "Once upon a" said in one breath, a pause, then "time." The audio is a few bytes
 * of base64 (jsdom plays nothing).
 */
export const recordingDetail = (overrides: Partial<RecordingDetail> = {}): RecordingDetail => ({
  ...recordingSummary(),
  text: 'Once upon a time.',
  audioBase64: 'SUQzBAAAAAAAI1RTU0UAAAAPAAADTGF2ZjYxLjcuMTAwAAAAAAAA',
  words: [
    { text: 'Once', offset: 0, length: 4, startSeconds: 0.1, endSeconds: 0.5 },
    { text: 'upon', offset: 5, length: 4, startSeconds: 0.5, endSeconds: 0.9 },
    { text: 'a', offset: 10, length: 1, startSeconds: 0.9, endSeconds: 1.1 },
    { text: 'time.', offset: 12, length: 5, startSeconds: 1.4, endSeconds: 2 },
  ],
  ...overrides,
});

/** Default answers of the recordings calls: a story nobody has recorded yet. */
export const recordingHandlers = [
  http.get(
    `${API}/recordings`,
    ({ request }) => refuseUnlessCaller(request) ?? HttpResponse.json({ recordings: [] }),
  ),
];
