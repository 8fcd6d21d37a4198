import type { AxiosInstance } from 'axios';
import type { StoryRequest } from '../../../contract/api';

export async function postStoryRequest(
  api: AxiosInstance,
  storyRequest: StoryRequest,
): Promise<{ _id: string; slug: string }> {
  const { data } = await api.post<{ _id: string; slug: string }>('/storiesRequest/request', {
    storyRequest,
  });
  return data;
}
