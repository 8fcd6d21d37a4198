import { useCallback, useEffect, useState } from 'react';
import type { PictureJob, PictureUploadResult } from '../../../contract/pictures';
import { messageOf } from '../../lib/serverData/api';
import {
  FOLLOW_UPLOAD_FAILED,
  UPLOAD_PICTURES_FAILED,
  useLazyGetPictureJobQuery,
  useUploadPicturesMutation,
} from './picturesApi';
import { chosenFileResults, fitsUpload, jobResults } from './uploadProgress';

/** Where an upload stands: sent, checked on the server file after file, done, or failed. */
export type PictureUpload =
  | { phase: 'idle' }
  | { phase: 'sending'; files: File[] }
  | { phase: 'checking'; files: File[]; job: PictureJob; reads: number }
  | { phase: 'done'; results: PictureUploadResult[] }
  /** `job` is null when the upload itself failed (retry sends again), else following it did. */
  | { phase: 'failed'; files: File[]; job: PictureJob | null; message: string };

/** Soon at first (small uploads are checked in a moment), then once a second. */
const READ_DELAYS_MS = [250, 500, 1000];
const delayBefore = (reads: number) => READ_DELAYS_MS[Math.min(reads, READ_DELAYS_MS.length - 1)];

/** How many of the chosen files were checked (by the browser or the server), of how many. */
export function uploadProgress(upload: PictureUpload): { checked: number; total: number } | null {
  if (upload.phase !== 'checking') return null;
  const results = chosenFileResults(upload.files, jobResults(upload.job), false);
  return { checked: results.filter(Boolean).length, total: results.length };
}

/**
 * Sends chosen files and follows the server's job until every file was checked, then answers
 * exactly what was stored and what was refused. A job that stored pictures refreshes the
 * library wherever it is shown (its cache tag, picturesApi.ts).
 */
export function usePictureUpload() {
  const [uploadPictures] = useUploadPicturesMutation();
  const [readJob] = useLazyGetPictureJobQuery();
  const [upload, setUpload] = useState<PictureUpload>({ phase: 'idle' });

  const finish = useCallback((files: File[], answered: (PictureUploadResult | null)[]) => {
    const results = chosenFileResults(files, answered, true) as PictureUploadResult[];
    setUpload({ phase: 'done', results });
  }, []);

  const send = useCallback(
    async (files: File[]) => {
      const toSend = files.filter(fitsUpload);
      if (!toSend.length) return finish(files, []);
      setUpload({ phase: 'sending', files });
      const answer = await uploadPictures(toSend);
      if (answer.error) {
        const message = messageOf(answer.error, UPLOAD_PICTURES_FAILED);
        return setUpload({ phase: 'failed', files, job: null, message });
      }
      const start = answer.data;
      if ('refused' in start) return finish(files, start.refused);
      if (start.job.status === 'finished') return finish(files, jobResults(start.job));
      setUpload({ phase: 'checking', files, job: start.job, reads: 0 });
    },
    [uploadPictures, finish],
  );

  // Reads the job again after a while, as long as it is being checked.
  useEffect(() => {
    if (upload.phase !== 'checking') return;
    let stale = false;
    const readAgain = async () => {
      const answer = await readJob(upload.job.id);
      if (stale) return;
      if (!answer.data || answer.isError) {
        const message = messageOf(answer.error, FOLLOW_UPLOAD_FAILED);
        return setUpload({ phase: 'failed', files: upload.files, job: upload.job, message });
      }
      const job = answer.data;
      if (job.status === 'finished') return finish(upload.files, jobResults(job));
      setUpload({ ...upload, job, reads: upload.reads + 1 });
    };
    const timer = setTimeout(() => void readAgain(), delayBefore(upload.reads));
    return () => {
      stale = true;
      clearTimeout(timer);
    };
  }, [upload, readJob, finish]);

  const retry = useCallback(() => {
    if (upload.phase !== 'failed') return;
    if (upload.job)
      setUpload({ phase: 'checking', files: upload.files, job: upload.job, reads: 0 });
    else void send(upload.files);
  }, [upload, send]);

  const dismiss = useCallback(() => setUpload({ phase: 'idle' }), []);

  return { upload, send, retry, dismiss };
}
