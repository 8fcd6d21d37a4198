import type { AxiosInstance } from 'axios';
import type { Story, StorySummary } from '../../../contract/stories';

export async function getGeneralStories(api: AxiosInstance): Promise<StorySummary[]> {
  const { data } = await api.get<StorySummary[]>('/KahaniJson/kahanis');
  return data;
}

export async function getStoriesFor(api: AxiosInstance, uid: string): Promise<StorySummary[]> {
  const { data } = await api.get<StorySummary[]>(
    `/KahaniJson/getkahanis/${encodeURIComponent(uid)}`,
  );
  return data;
}

export async function getStoryBySlug(api: AxiosInstance, slug: string): Promise<Story | object> {
  const { data } = await api.get<Story | object>(`/KahaniJson/slug/${encodeURIComponent(slug)}`);
  return data;
}

export async function getStoryJson(api: AxiosInstance, id: string): Promise<unknown> {
  const { data } = await api.get<unknown>(`/StoryJson/${encodeURIComponent(id)}`);
  return data;
}
