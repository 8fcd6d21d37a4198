import type { Picture, PictureJob } from '../../../contract/pictures';
import { createAppAsyncThunk } from '../../app/hooks';
import type { KnownFailures } from '../../i18n/useKnownFailures';
import { loadFailure } from '../../lib/errors';
import {
  deletePicture,
  getPictureJob,
  getPictures,
  postPictures,
  type UploadStart,
} from './picturesApi';

export const FETCH_PICTURES_FAILED = 'Failed to fetch the picture library';
export const UPLOAD_PICTURES_FAILED = 'Failed to upload the pictures';
export const DELETE_PICTURE_FAILED = 'Failed to delete the picture';
export const FOLLOW_UPLOAD_FAILED = 'Failed to follow the upload';

/** The picture library's own failure messages, translated where they are shown. */
export const PICTURE_FAILURES: KnownFailures = {
  [FETCH_PICTURES_FAILED]: 'pictures.error.fetch',
  [UPLOAD_PICTURES_FAILED]: 'pictures.error.upload',
  [DELETE_PICTURE_FAILED]: 'pictures.error.delete',
  [FOLLOW_UPLOAD_FAILED]: 'pictures.error.follow',
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

/** Sends the files (those small enough: see uploadProgress.ts); answers the job or the refusal. */
export const startPictureUpload = createAppAsyncThunk<UploadStart, File[]>(
  'pictures/upload',
  async (files, { extra, rejectWithValue }) => {
    try {
      return await postPictures(extra.api, files);
    } catch (error) {
      return rejectWithValue(...loadFailure(error, UPLOAD_PICTURES_FAILED));
    }
  },
);

/** An upload's job as it stands. */
export const fetchPictureJob = createAppAsyncThunk<PictureJob, string>(
  'pictures/job',
  async (id, { extra, rejectWithValue }) => {
    try {
      return await getPictureJob(extra.api, id);
    } catch (error) {
      return rejectWithValue(...loadFailure(error, FOLLOW_UPLOAD_FAILED));
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
