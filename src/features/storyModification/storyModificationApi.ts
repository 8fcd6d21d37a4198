import type { ApiClient } from '../../lib/apiClient';
import type { Story, StoryUpdate } from '../../../contract/stories';

export const INVALID_JSON = 'Invalid JSON format';

/** GET /storiesModification/{id}, which may answer the story as a JSON string. */
export async function getStoryForEditing(api: ApiClient, id: string): Promise<Story> {
  const { data } = await api.get<unknown>(`/storiesModification/${encodeURIComponent(id)}`);
  if (typeof data !== 'string') return data as Story;
  try {
    return JSON.parse(data) as Story;
  } catch {
    throw new Error(INVALID_JSON);
  }
}

export async function putStory(api: ApiClient, id: string, body: StoryUpdate): Promise<Story> {
  const { data } = await api.put<Story>(`/storiesModification/${encodeURIComponent(id)}`, body);
  return data;
}
