import type { AxiosResponse } from 'axios';
import { EARLY_READS_GLOBAL } from './earlyReads';

type EarlyReads = Record<string, Promise<Response> | undefined>;

/**
 * Answers a read from a request the page made while its scripts were still loading: index.html
 * fetches the first screen's data itself (see earlyReads) and leaves the answer's promise under
 * `window[EARLY_READS_GLOBAL]`. Each answers one call, only to an anonymous caller (it was sent
 * without a token), and only when it succeeded; anything else goes through the API client as
 * usual.
 */
export async function takePreloadedRead(
  url: string,
  getToken: () => Promise<string | null>,
): Promise<AxiosResponse | null> {
  const reads = (window as unknown as Record<string, EarlyReads | undefined>)[EARLY_READS_GLOBAL];
  const early = reads?.[url];
  if (!early) return null;
  delete reads[url];
  if (await getToken()) return null;
  try {
    const response = await early;
    if (!response.ok) return null;
    const data: unknown = await response.json();
    return {
      data,
      status: response.status,
      statusText: response.statusText,
      headers: Object.fromEntries(response.headers),
      config: { headers: {} },
    } as AxiosResponse;
  } catch {
    return null;
  }
}
