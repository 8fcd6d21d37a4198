import type { NarrationAnswer, NarrationRequest } from '../../../contract/api';
import { pictureSrcSet } from '../../../contract/picturePaths';
import { cardOfStory } from '../../../contract/storyCards';
import type { Story, StorySummary } from '../../../contract/stories';
import type { StoryLanguage } from '../../../contract/storyLanguages';
import { storyBySlugRead } from '../../boot/earlyReads';
import type { ApiClient } from '../../lib/apiClient';
import { assetUrl } from '../../lib/assetUrl';
import { retryAfterOf, statusOf } from '../../lib/errors';
import { saveKeptStory } from '../../lib/offline/keptStories';
import {
  KEPT_PICTURES_CACHE,
  PUBLIC_SCOPE,
  jsonBytes,
  narrationKey,
  readKey,
  type KeptNarration,
  type KeptRead,
  type KeptScope,
  type KeptStory,
} from '../../lib/offline/keptStore';
import { readingOf } from '../../lib/story/pageReading';

/** The list of voices, which the reader asks for before it narrates. */
export const VOICES_READ = '/narration/languages';

export interface KeepRequest {
  api: ApiClient;
  /** The signed-in uid, or null: whose private copies (family recordings) these are. */
  account: string | null;
  slug: string;
  /** Narration is kept in these languages (a page without one falls back as the reader does). */
  languages: StoryLanguage[];
  /** The card the list showed, when keeping from the list. */
  card?: StorySummary | undefined;
  /** Other reads the story needs offline (its quizzes), given by the app. */
  extraReads?: ((storyId: string) => Promise<string[]>) | undefined;
  /** How wide the device draws a page's picture, in CSS pixels, and its pixel density. */
  screen?: { width: number; pixelRatio: number } | undefined;
  onProgress?: ((done: number, total: number) => void) | undefined;
  signal?: AbortSignal | undefined;
}

export interface KeepOutcome {
  kept: KeptStory;
  /** Pages whose narration could not be kept in a language (no voice reads it). */
  pagesWithoutNarration: number;
}

/** A page's picture is drawn at most 800 px wide (components/StoryPicture's sizes). */
const PAGE_PICTURE_MAX = 800;

/** The one copy of a picture this device draws: the smallest at least as wide as it needs. */
export function pictureFor(path: string, screen: { width: number; pixelRatio: number }): string {
  const srcSet = pictureSrcSet(path, assetUrl);
  if (!srcSet) return assetUrl(path);
  const needed = Math.min(screen.width, PAGE_PICTURE_MAX) * screen.pixelRatio;
  const copies = srcSet
    .split(', ')
    .map((candidate) => {
      const [url = '', width = '0w'] = candidate.split(' ');
      return { url, width: Number.parseInt(width, 10) };
    })
    .sort((a, b) => a.width - b.width);
  return (copies.find((copy) => copy.width >= needed) ?? copies[copies.length - 1]!).url;
}

/** A kept card may be shown to whoever uses the device next: it says nothing of who read it. */
function withoutReadingPlace(card: StorySummary): StorySummary {
  const { lastPageRead: _page, finished: _finished, lastReadAt: _when, ...shared } = card;
  return shared;
}

/** How often a request refused as too many (429) is asked again, after the wait it gave. */
const BUSY_RETRIES = 3;
const BUSY_WAIT_MAX_SECONDS = 60;

/**
 * Sends a request again when the server says it is asked too often (429, as narration is, at
 * 60 pages a minute): keeping three languages of a long story is 50 pages or more.
 */
async function patiently<T>(send: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await send();
    } catch (error) {
      if (statusOf(error) !== 429 || attempt >= BUSY_RETRIES) throw error;
      const seconds = Math.min(retryAfterOf(error) ?? 5, BUSY_WAIT_MAX_SECONDS);
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(resolve, seconds * 1000);
        signal?.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(signal.reason as Error);
        });
      });
    }
  }
}

/** Runs the tasks two at a time: quick enough, and gentle with a phone's network. */
async function twoAtATime<T>(tasks: (() => Promise<T>)[]): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]!();
    }
  };
  await Promise.all([worker(), worker()]);
  return results;
}

async function keepPicture(url: string, signal?: AbortSignal): Promise<number> {
  const response = await fetch(url, { signal, credentials: 'omit' });
  if (!response.ok)
    throw new Error(`The picture ${url} could not be fetched (${response.status}).`);
  const bytes = (await response.clone().blob()).size;
  await (await caches.open(KEPT_PICTURES_CACHE)).put(url, response);
  return bytes;
}

/**
 * Keeps a story on the device for reading offline: its text, the pictures at the size this
 * screen draws them, narration with word timings in the chosen languages (a family recording
 * the reader would hear included), and the reads its screens make. Nothing is stored unless
 * everything arrived.
 */
export async function keepStory(request: KeepRequest): Promise<KeepOutcome> {
  const { api, account, signal } = request;
  const screen = request.screen ?? {
    width: window.innerWidth,
    pixelRatio: window.devicePixelRatio || 1,
  };
  const { data: story } = await api.get<Story>(storyBySlugRead(request.slug), { signal });
  const scope: KeptScope = story.status === 'published' || !account ? PUBLIC_SCOPE : account;

  const places = new Map<string, NarrationRequest>();
  story.pages.forEach((page, index) => {
    for (const language of request.languages) {
      const reading = readingOf(page, language);
      if (!reading.text) continue;
      const place = { storyId: story._id, page_no: index + 1, language: reading.language };
      places.set(narrationKey(PUBLIC_SCOPE, place), { ...place, text: reading.text });
    }
  });
  const pictures = [
    ...new Set(
      [request.card?.coverImage ?? '', ...story.pages.map((page) => page.image_path)]
        .filter(Boolean)
        .map((path) => pictureFor(path, screen)),
    ),
  ].filter(Boolean);
  const readUrls = [VOICES_READ, ...((await request.extraReads?.(story._id)) ?? [])];

  const total = places.size + pictures.length + readUrls.length;
  let done = 0;
  const step = <T>(value: T) => {
    request.onProgress?.(++done, total);
    return value;
  };
  request.onProgress?.(0, total);

  const narrations = await twoAtATime(
    [...places.values()].map((body) => async (): Promise<KeptNarration | null> => {
      try {
        const { data } = await patiently(
          () => api.post<Partial<NarrationAnswer>>('/fetchAudioAndAlignment', body, { signal }),
          signal,
        );
        const owner = data.voice && account ? account : scope;
        const place = { storyId: body.storyId, page_no: body.page_no, language: body.language! };
        return step({
          key: narrationKey(owner, place),
          scope: owner,
          ...place,
          answer: { ...data, cached: true },
          bytes: jsonBytes(data),
        });
      } catch (error) {
        // A language no voice reads: the page is kept without narration, as the reader shows it.
        if (statusOf(error) === 400) return step(null);
        throw error;
      }
    }),
  );
  const pictureBytes = await twoAtATime(
    pictures.map((url) => async () => step(await keepPicture(url, signal))),
  );
  const reads = await twoAtATime(
    readUrls.map((url) => async (): Promise<KeptRead | null> => {
      try {
        const { data } = await api.get<unknown>(url, { signal });
        return step({
          key: readKey(scope, story._id, url),
          scope,
          storyId: story._id,
          url,
          data,
          bytes: jsonBytes(data),
        });
      } catch (error) {
        if (statusOf(error) === 404) return step(null);
        throw error;
      }
    }),
  );

  const keptNarrations = narrations.filter((narration) => narration !== null);
  const keptReads = reads.filter((read) => read !== null);
  const kept: KeptStory = {
    storyId: story._id,
    slug: story.slug,
    scope,
    story,
    card: withoutReadingPlace(request.card ?? cardOfStory(story)),
    languages: request.languages,
    pictures,
    bytes:
      jsonBytes(story) +
      keptNarrations.reduce((sum, narration) => sum + narration.bytes, 0) +
      pictureBytes.reduce((sum, bytes) => sum + bytes, 0) +
      keptReads.reduce((sum, read) => sum + read.bytes, 0),
    keptAt: new Date().toISOString(),
  };
  await saveKeptStory(kept, keptNarrations, keptReads);
  return { kept, pagesWithoutNarration: narrations.length - keptNarrations.length };
}
