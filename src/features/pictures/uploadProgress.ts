import {
  PICTURE_UPLOAD_MAX_BYTES,
  fileRefusal,
  pictureMaxBytes,
  tooLargeReason,
  type PictureJob,
  type PictureUploadResult,
} from '../../../contract/pictures';
import { notAnsweredRefusal } from './refusals';

/** The size limit of a chosen file, by its name or type: photographs may be larger than SVG. */
const maxBytesOf = (file: File) => pictureMaxBytes(file.name, file.type);

/** Files over the size limit never leave the browser; the server would refuse them alike. */
export const fitsUpload = (file: File) => file.size <= maxBytesOf(file);

/** True when the files that would be sent are more than one upload takes together. */
export const exceedsUpload = (files: readonly File[]) =>
  files.filter(fitsUpload).reduce((total, file) => total + file.size, 0) > PICTURE_UPLOAD_MAX_BYTES;

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
      const message = fileRefusal(file.name, tooLargeReason(maxBytesOf(file)));
      return { ok: false, fileName: file.name, message };
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
