import type { NarrationRequest } from '../../../contract/api';
import { lengthOf } from '../../../contract/storyLengths';
import type { StorySummary } from '../../../contract/stories';
import { listKeptStories } from './keptStories';
import { keptDatabase, narrationKey, PUBLIC_SCOPE, visibleTo, type KeptScope } from './keptStore';

/** A request the app could not send for want of a network, as the API client describes it. */
export interface OfflineRequest {
  method: 'get' | 'post';
  /** The path, with any query string. */
  url: string;
  params?: Record<string, unknown> | undefined;
  body?: unknown;
}

const STORY_BY_SLUG = /^\/KahaniJson\/slug\/([^/?]+)$/;
const STORY_BY_ID = /^\/StoryJson\/([^/?]+)$/;
const STORY_LIST = /^\/KahaniJson\/(?:kahanis|getkahanis\/[^/?]+)$/;
const CATALOGUE_LANGUAGES = '/KahaniJson/languages';
const NARRATION = '/fetchAudioAndAlignment';
const CATALOGUE_PARAMS = ['limit', 'cursor', 'q', 'language', 'length'];

function parse(request: OfflineRequest) {
  const address = new URL(request.url, 'http://kept.invalid');
  for (const [name, value] of Object.entries(request.params ?? {})) {
    if (value !== undefined && value !== null) address.searchParams.set(name, String(value));
  }
  return { path: address.pathname, query: address.searchParams };
}

/** The scopes an account reads from, its own first (its family's recording over the voice). */
const scopesOf = (account: string | null): KeptScope[] =>
  account ? [account, PUBLIC_SCOPE] : [PUBLIC_SCOPE];

async function keptStoryBy(account: string | null, find: { slug?: string; id?: string }) {
  const db = await keptDatabase();
  const kept = find.id
    ? await db.get('stories', find.id)
    : (await db.getAllFromIndex('stories', 'slug', find.slug!)).find((story) =>
        visibleTo(account, story.scope),
      );
  return kept && visibleTo(account, kept.scope) ? kept.story : undefined;
}

const normalised = (text: unknown) =>
  typeof text === 'string' ? text.replace(/\s+/g, ' ').trim() : '';

async function keptNarration(account: string | null, body: NarrationRequest) {
  const db = await keptDatabase();
  const place = {
    storyId: body.storyId,
    page_no: body.page_no,
    language: body.language ?? 'english',
  };
  for (const scope of scopesOf(account)) {
    const kept = await db.get('narrations', narrationKey(scope, place));
    // An administrator's unsaved text is not what was kept.
    if (kept && normalised(kept.answer.text) === normalised(body.text)) {
      return { ...kept.answer, cached: true };
    }
  }
  return undefined;
}

/** The kept stories as the list shows them, with the search and filters applied simply. */
async function keptList(account: string | null, query: URLSearchParams) {
  const words = (query.get('q') ?? '').toLocaleLowerCase().split(/\s+/).filter(Boolean);
  const language = query.get('language');
  const length = query.get('length');
  const cards: StorySummary[] = (await listKeptStories(account))
    .map((kept) => kept.card)
    .filter((card) => !language || card.languages.includes(language))
    .filter((card) => !length || lengthOf(card.pageCount) === length)
    .filter((card) => {
      const haystack = [
        card.title,
        card.author,
        card.summary,
        ...Object.values(card.translated_titles),
      ]
        .join(' ')
        .toLocaleLowerCase();
      return words.every((word) => haystack.includes(word));
    })
    .sort((a, b) => a.title.localeCompare(b.title));
  if (!CATALOGUE_PARAMS.some((name) => query.has(name))) return cards;
  return { stories: cards, nextCursor: null, total: cards.length };
}

/** The list's language filter offers the languages of the kept stories. */
async function keptLanguages(account: string | null) {
  const counts = new Map<string, number>();
  for (const { card } of await listKeptStories(account)) {
    for (const language of card.languages) counts.set(language, (counts.get(language) ?? 0) + 1);
  }
  return { languages: [...counts].map(([language, stories]) => ({ language, stories })) };
}

async function keptRead(account: string | null, url: string) {
  const reads = await (await keptDatabase()).getAllFromIndex('reads', 'url', url);
  for (const scope of scopesOf(account)) {
    const read = reads.find((candidate) => candidate.scope === scope);
    if (read) return read.data;
  }
  return undefined;
}

/**
 * What the app had kept for a request it could not send, or undefined. Only what a family
 * chose to keep for offline answers, and only to the account it was kept for (or anyone,
 * for a public copy).
 */
export async function answerFromKept(
  request: OfflineRequest,
  account: string | null,
): Promise<unknown> {
  const { path, query } = parse(request);
  if (request.method === 'post') {
    return path === NARRATION
      ? keptNarration(account, request.body as NarrationRequest)
      : undefined;
  }
  const bySlug = STORY_BY_SLUG.exec(path);
  if (bySlug) return keptStoryBy(account, { slug: decodeURIComponent(bySlug[1]!) });
  const byId = STORY_BY_ID.exec(path);
  if (byId) return keptStoryBy(account, { id: decodeURIComponent(byId[1]!) });
  if (STORY_LIST.test(path)) return keptList(account, query);
  if (path === CATALOGUE_LANGUAGES) return keptLanguages(account);
  const search = query.toString();
  return keptRead(account, search ? `${path}?${search}` : path);
}
