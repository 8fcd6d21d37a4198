import type { ApiClient } from '../../lib/apiClient';
import type { NarrationAnswer, NarrationRequest } from '../../../contract/api';

type Answer = Partial<NarrationAnswer> | undefined;

const MAX_REMEMBERED = 16;
/** Recent answers by page and language, so a prefetched next page starts at once. */
const remembered = new Map<string, Promise<Answer>>();

/**
 * Whose answer it is: a signed-in reader may hear their own private recording, which must
 * never be handed to another account, or to a visitor after sign-out on the same device.
 */
export type NarrationAccount = string | null;

const SEPARATOR = '\u0000';
const placeOf = (place: { storyId: string; page_no: number; language?: string | undefined }) =>
  [place.storyId, place.page_no, place.language ?? 'english'].join(SEPARATOR);
const keyOf = (body: NarrationRequest, account: NarrationAccount) =>
  [account ?? '', placeOf(body), body.text].join(SEPARATOR);

/** POST /fetchAudioAndAlignment; a page asked for again (or prefetched) is not fetched twice. */
export function postNarrationRequest(
  api: ApiClient,
  body: NarrationRequest,
  account: NarrationAccount,
): Promise<Answer> {
  const key = keyOf(body, account);
  const known = body.regenerateAudio ? undefined : remembered.get(key);
  if (known) {
    remembered.delete(key);
    remembered.set(key, known);
    return known;
  }
  const request = api.post<Answer>('/fetchAudioAndAlignment', body).then(({ data }) => data);
  remembered.set(key, request);
  request.catch(() => remembered.delete(key));
  if (remembered.size > MAX_REMEMBERED) {
    const oldest = remembered.keys().next().value;
    if (oldest !== undefined) remembered.delete(oldest);
  }
  return request;
}

/** Fetches a page's narration ahead of time; failures are left for the real request. */
export function prefetchNarration(
  api: ApiClient,
  body: NarrationRequest,
  account: NarrationAccount,
): void {
  postNarrationRequest(api, body, account).catch(() => undefined);
}

export function forgetNarrations(): void {
  remembered.clear();
}

/** Drops every remembered answer for one page in one language (all texts, all accounts). */
export function forgetNarrationsOf(place: {
  storyId: string;
  page_no: number;
  language: string;
}): void {
  const wanted = `${SEPARATOR}${placeOf(place)}${SEPARATOR}`;
  for (const key of [...remembered.keys()]) {
    if (key.includes(wanted)) remembered.delete(key);
  }
}
