import type { ApiClient } from '../../lib/apiClient';
import type { StoryRequest } from '../../../contract/api';

export async function postStoryRequest(
  api: ApiClient,
  storyRequest: StoryRequest,
): Promise<{ _id: string; slug: string }> {
  const { data } = await api.post<{ _id: string; slug: string }>('/storiesRequest/request', {
    storyRequest,
  });
  return data;
}
