import {
  PICTURE_MAX_BYTES,
  TOO_LARGE_REASON,
  fileRefusal,
  type PictureJob,
  type PictureUploadResult,
} from '../../../contract/pictures';
import { notAnsweredRefusal } from './refusals';

/** Files over the size limit never leave the browser; the server would refuse them alike. */
export const fitsUpload = (file: File) => file.size <= PICTURE_MAX_BYTES;

/**
 * What became of each chosen file so far, in the order chosen: the browser's refusals of
 * files too large to send, and the server's answers for the others (null while a file waits
 * to be checked). `answered` holds the server's answers for the sent files, in their order.
 */
export function chosenFileResults(
  chosen: readonly File[],
  answered: readonly (PictureUploadResult | null)[],
  finished: boolean,
): (PictureUploadResult | null)[] {
  let next = 0;
  return chosen.map((file) => {
    if (!fitsUpload(file)) {
      return { ok: false, fileName: file.name, message: fileRefusal(file.name, TOO_LARGE_REASON) };
    }
    const result = answered[next++];
    // Named as chosen: the results tell when the library keeps a shorter name.
    if (result) return { ...result, fileName: file.name };
    return finished
      ? { ok: false, fileName: file.name, message: notAnsweredRefusal(file.name) }
      : null;
  });
}

/** The job's answers for the files sent, in the order sent. */
export const jobResults = (job: PictureJob) => job.files.map((file) => file.result);
