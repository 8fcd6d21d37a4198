import type { AxiosResponse } from 'axios';

/**
 * Answers a read from a request the page made while its scripts were still loading: index.html
 * adds `<link rel="preload" as="fetch">` for the first screen's data (see earlyReads). Each
 * preload answers one call, only to an anonymous caller (it was sent without a token), and
 * only when it succeeded; anything else goes through the API client as usual.
 */
export async function takePreloadedRead(
  url: string,
  getToken: () => Promise<string | null>,
): Promise<AxiosResponse | null> {
  const link = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="fetch"]')]
    .filter((candidate) => !candidate.dataset.used)
    .find((candidate) => candidate.href === url);
  if (!link) return null;
  link.dataset.used = 'true';
  if (await getToken()) return null;
  try {
    // Same mode and credentials as the preload (crossorigin="anonymous"), so the browser
    // hands over the response it already has.
    const response = await fetch(url);
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
