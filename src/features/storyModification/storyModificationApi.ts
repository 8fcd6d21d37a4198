import type { ApiClient } from '../../lib/apiClient';
import type { Story, StoryUpdate } from '../../../contract/stories';

export async function getStoryForEditing(api: ApiClient, id: string): Promise<unknown> {
  const { data } = await api.get<unknown>(`/storiesModification/${encodeURIComponent(id)}`);
  return data;
}

export async function putStory(api: ApiClient, id: string, body: StoryUpdate): Promise<Story> {
  const { data } = await api.put<Story>(`/storiesModification/${encodeURIComponent(id)}`, body);
  return data;
}
