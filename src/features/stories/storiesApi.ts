import type { ApiClient } from '../../lib/apiClient';
import {
  STORY_LIST_READ,
  STORY_PAGE_SIZE,
  storyBySlugRead,
  storyListQuery,
} from '../../boot/earlyReads';
import type { Story } from '../../../contract/stories';
import type { StoryFilters } from './storyFilters';

/**
 * A page of the list (contract/catalogue.ts): the personalised list for a signed-in uid, with
 * the reading positions of `childId` (one of its children) when a child reads; the general one
 * otherwise. A server without the catalogue answers SPEC.md's whole array instead.
 */
export async function getStoryList(
  api: ApiClient,
  uid: string | null,
  filters: StoryFilters,
  cursor: string | null,
  childId: string | null = null,
): Promise<unknown> {
  const list = uid ? `/KahaniJson/getkahanis/${encodeURIComponent(uid)}` : STORY_LIST_READ;
  const child = childId ? `&childId=${encodeURIComponent(childId)}` : '';
  const { data } = await api.get<unknown>(
    `${list}${storyListQuery(filters, STORY_PAGE_SIZE, cursor)}${child}`,
  );
  return data;
}

export async function getStoryBySlug(api: ApiClient, slug: string): Promise<Story | object> {
  const { data } = await api.get<Story | object>(storyBySlugRead(slug));
  return data;
}

export async function getStoryJson(api: ApiClient, id: string): Promise<unknown> {
  const { data } = await api.get<unknown>(`/StoryJson/${encodeURIComponent(id)}`);
  return data;
}
