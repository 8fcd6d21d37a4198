import type { ApiClient } from '../../lib/apiClient';
import { answerOf } from '../../lib/errors';
import {
  pictureJobPath,
  type Picture,
  type PictureJob,
  type PictureUploadResult,
} from '../../../contract/pictures';

export async function getPictures(api: ApiClient): Promise<Picture[]> {
  const { data } = await api.get<Picture[]>('/pictures');
  return data;
}

/** What the server made of an upload: a job checking the files, or a refusal of every file. */
export type UploadStart = { job: PictureJob } | { refused: PictureUploadResult[] };

/**
 * Sends the files in one multipart request. The server answers at once with the job that
 * checks them (202); a refusal of every file (400) still names each file's reason.
 */
export async function postPictures(api: ApiClient, files: readonly File[]): Promise<UploadStart> {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  try {
    const { data } = await api.post<PictureJob>('/pictures', form);
    return { job: data };
  } catch (error) {
    const data = answerOf(error) as { results?: unknown } | undefined;
    if (data && typeof data === 'object' && Array.isArray(data.results)) {
      return { refused: data.results as PictureUploadResult[] };
    }
    throw error;
  }
}

/** How far an upload's job got, and what became of each file so far. */
export async function getPictureJob(api: ApiClient, id: string): Promise<PictureJob> {
  const { data } = await api.get<PictureJob>(pictureJobPath(id));
  return data;
}

export async function deletePicture(api: ApiClient, hash: string): Promise<void> {
  await api.delete(`/pictures/${encodeURIComponent(hash)}`);
}
