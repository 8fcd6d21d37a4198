import {
  PICTURE_MAX_BYTES,
  TOO_LARGE_REASON,
  fileRefusal,
  type Picture,
  type PictureUploadResult,
} from '../../../contract/pictures';
import { createAppAsyncThunk } from '../../app/hooks';
import type { KnownFailures } from '../../i18n/useKnownFailures';
import { loadFailure } from '../../lib/errors';
import { deletePicture, getPictures, postPictures } from './picturesApi';
import { notAnsweredRefusal } from './refusals';

export const FETCH_PICTURES_FAILED = 'Failed to fetch the picture library';
export const UPLOAD_PICTURES_FAILED = 'Failed to upload the pictures';
export const DELETE_PICTURE_FAILED = 'Failed to delete the picture';

/** The picture library's own failure messages, translated where they are shown. */
export const PICTURE_FAILURES: KnownFailures = {
  [FETCH_PICTURES_FAILED]: 'pictures.error.fetch',
  [UPLOAD_PICTURES_FAILED]: 'pictures.error.upload',
  [DELETE_PICTURE_FAILED]: 'pictures.error.delete',
};

/** The library, newest first; the screens keep it (it is not app state). */
export const fetchPictures = createAppAsyncThunk<Picture[], void>(
  'pictures/fetch',
  async (_, { extra, rejectWithValue }) => {
    try {
      return await getPictures(extra.api);
    } catch (error) {
      return rejectWithValue(...loadFailure(error, FETCH_PICTURES_FAILED));
    }
  },
);

/**
 * Uploads files and answers what became of each, in the order chosen. Files over the size
 * limit are not sent at all; the server would refuse them in the same words.
 */
export const uploadPictures = createAppAsyncThunk<PictureUploadResult[], File[]>(
  'pictures/upload',
  async (files, { extra, rejectWithValue }) => {
    const fits = (file: File) => file.size <= PICTURE_MAX_BYTES;
    const toSend = files.filter(fits);
    try {
      const answered = toSend.length ? await postPictures(extra.api, toSend) : [];
      let next = 0;
      return files.map((file): PictureUploadResult => {
        if (!fits(file)) {
          return {
            ok: false,
            fileName: file.name,
            message: fileRefusal(file.name, TOO_LARGE_REASON),
          };
        }
        const result = answered[next++];
        // Named as chosen: the results tell when the library keeps a shorter name.
        return result
          ? { ...result, fileName: file.name }
          : { ok: false, fileName: file.name, message: notAnsweredRefusal(file.name) };
      });
    } catch (error) {
      return rejectWithValue(...loadFailure(error, UPLOAD_PICTURES_FAILED));
    }
  },
);

/** Deletes a picture; a picture a story uses is refused with the server's message (409). */
export const removePicture = createAppAsyncThunk<string, string>(
  'pictures/remove',
  async (hash, { extra, rejectWithValue }) => {
    try {
      await deletePicture(extra.api, hash);
      return hash;
    } catch (error) {
      return rejectWithValue(...loadFailure(error, DELETE_PICTURE_FAILED));
    }
  },
);
