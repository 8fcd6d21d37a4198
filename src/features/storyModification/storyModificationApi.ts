import type { ApiClient } from '../../lib/apiClient';
import type { Story, StoryUpdate } from '../../../contract/stories';

export const INVALID_JSON = 'Invalid JSON format';

/** Where the editor reads and writes a story (the review's gap check reads it there too). */
export const storyForEditingUrl = (id: string) => `/storiesModification/${encodeURIComponent(id)}`;

/** The editor's GET may answer the story as a JSON string; one that is not JSON fails. */
export function storyFromAnswer(data: unknown): Story {
  if (typeof data !== 'string') return data as Story;
  try {
    return JSON.parse(data) as Story;
  } catch {
    throw new Error(INVALID_JSON);
  }
}

export async function getStoryForEditing(api: ApiClient, id: string): Promise<Story> {
  const { data } = await api.get<unknown>(storyForEditingUrl(id));
  return storyFromAnswer(data);
}

export async function putStory(api: ApiClient, id: string, body: StoryUpdate): Promise<Story> {
  const { data } = await api.put<Story>(storyForEditingUrl(id), body);
  return data;
}
