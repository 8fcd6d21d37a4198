import type { ApiClient } from '../../lib/apiClient';
import { STORY_LIST_READ, storyBySlugRead } from '../../boot/earlyReads';
import type { Story, StorySummary } from '../../../contract/stories';

export async function getGeneralStories(api: ApiClient): Promise<StorySummary[]> {
  const { data } = await api.get<StorySummary[]>(STORY_LIST_READ);
  return data;
}

export async function getStoriesFor(api: ApiClient, uid: string): Promise<StorySummary[]> {
  const { data } = await api.get<StorySummary[]>(
    `/KahaniJson/getkahanis/${encodeURIComponent(uid)}`,
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
