import type { ApiClient } from '../../lib/apiClient';
import type { NarrationAnswer, NarrationRequest } from '../../../contract/api';

type Answer = Partial<NarrationAnswer> | undefined;

const MAX_REMEMBERED = 16;
/** Recent answers by page and language, so a prefetched next page starts at once. */
const remembered = new Map<string, Promise<Answer>>();

const keyOf = (body: NarrationRequest) =>
  [body.storyId, body.page_no, body.language ?? 'english', body.text].join('\u0000');

/** POST /fetchAudioAndAlignment; a page asked for again (or prefetched) is not fetched twice. */
export function postNarrationRequest(api: ApiClient, body: NarrationRequest): Promise<Answer> {
  const key = keyOf(body);
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
export function prefetchNarration(api: ApiClient, body: NarrationRequest): void {
  postNarrationRequest(api, body).catch(() => undefined);
}

export function forgetNarrations(): void {
  remembered.clear();
}

/** An object URL for base64 MP3 audio. */
export function audioUrlFromBase64(audioBase64: string): string {
  const bytes = Uint8Array.from(atob(audioBase64), (char) => char.charCodeAt(0));
  return URL.createObjectURL(new Blob([bytes], { type: 'audio/mpeg' }));
}
