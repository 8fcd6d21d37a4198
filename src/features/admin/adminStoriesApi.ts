import type { ApiClient } from '../../lib/apiClient';
import type { AdminStoryRow, Story, StoryReview, StoryStatus } from '../../../contract/stories';

export async function getAdminStories(
  api: ApiClient,
  status?: StoryStatus,
): Promise<AdminStoryRow[]> {
  const { data } = await api.get<AdminStoryRow[]>('/storiesModification', {
    params: status ? { status } : {},
  });
  return data;
}

export async function postReview(api: ApiClient, id: string, review: StoryReview): Promise<Story> {
  const { data } = await api.post<Story>(
    `/storiesModification/${encodeURIComponent(id)}/review`,
    review,
  );
  return data;
}
