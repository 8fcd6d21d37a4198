import type { ApiClient } from '../../lib/apiClient';
import { answerOf } from '../../lib/errors';
import type { Picture, PictureUploadAnswer, PictureUploadResult } from '../../../contract/pictures';

export async function getPictures(api: ApiClient): Promise<Picture[]> {
  const { data } = await api.get<Picture[]>('/pictures');
  return data;
}

/**
 * Sends the files in one multipart request. Each file is judged on its own: a refusal of
 * every file (400) still answers per-file results, which are returned like any other.
 */
export async function postPictures(
  api: ApiClient,
  files: readonly File[],
): Promise<PictureUploadResult[]> {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  try {
    const { data } = await api.post<PictureUploadAnswer>('/pictures', form);
    return data.results;
  } catch (error) {
    const data = answerOf(error);
    if (data && typeof data === 'object' && Array.isArray((data as PictureUploadAnswer).results)) {
      return (data as PictureUploadAnswer).results;
    }
    throw error;
  }
}

export async function deletePicture(api: ApiClient, hash: string): Promise<void> {
  await api.delete(`/pictures/${encodeURIComponent(hash)}`);
}
