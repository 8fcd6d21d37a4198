import {
  pictureJobPath,
  type Picture,
  type PictureJob,
  type PictureUploadResult,
} from '../../../contract/pictures';
import type { Services } from '../../app/services';
import type { KnownFailures } from '../../i18n/useKnownFailures';
import { answerOf, loadFailure } from '../../lib/errors';
import { serverData, type ServerError } from '../../lib/serverData/api';

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

/** What the server made of an upload: a job checking the files, or a refusal of every file. */
export type UploadStart = { job: PictureJob } | { refused: PictureUploadResult[] };

/** A finished job that stored at least one picture (new or already there) changed the library. */
const storedAny = (job: PictureJob) =>
  job.status === 'finished' && job.files.some((file) => file.result?.ok);

/**
 * Sends the files in one multipart request. The server answers at once with the job that
 * checks them (202); a refusal of every file (400) still names each file's reason, so it is an
 * answer here, not a failure.
 */
async function sendPictures(
  { api }: Services,
  files: readonly File[],
): Promise<{ data: UploadStart } | { error: ServerError }> {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  try {
    const { data } = await api.post<PictureJob>('/pictures', form);
    return { data: { job: data } };
  } catch (error) {
    const answer = answerOf(error) as { results?: unknown } | undefined;
    if (answer && typeof answer === 'object' && Array.isArray(answer.results)) {
      return { data: { refused: answer.results as PictureUploadResult[] } };
    }
    const [message, meta] = loadFailure(error, UPLOAD_PICTURES_FAILED);
    return { error: { message, ...meta } };
  }
}

export const picturesApi = serverData.injectEndpoints({
  endpoints: (build) => ({
    /** The library, newest first. */
    getPictures: build.query<Picture[], void>({
      query: () => '/pictures',
      extraOptions: { fallback: FETCH_PICTURES_FAILED },
      providesTags: ['Pictures'],
    }),

    /** Sends the files (those small enough: see uploadProgress.ts); answers the job or the refusal. */
    uploadPictures: build.mutation<UploadStart, File[]>({
      queryFn: (files, { extra }) => sendPictures(extra as Services, files),
      invalidatesTags: (start) =>
        start && 'job' in start && storedAny(start.job) ? ['Pictures'] : [],
    }),

    /** An upload's job as it stands; once it has stored pictures, the library is asked for again. */
    getPictureJob: build.query<PictureJob, string>({
      query: (id) => pictureJobPath(id),
      extraOptions: { fallback: FOLLOW_UPLOAD_FAILED },
      async onQueryStarted(_id, { dispatch, queryFulfilled }) {
        const job = await queryFulfilled.then(({ data }) => data).catch(() => null);
        if (job && storedAny(job)) dispatch(picturesApi.util.invalidateTags(['Pictures']));
      },
    }),

    /**
     * Deletes a picture; a picture a story uses is refused with the server's message (409). The
     * card leaves the library at once, then the library is asked for again.
     */
    deletePicture: build.mutation<void, string>({
      query: (hash) => ({ url: `/pictures/${encodeURIComponent(hash)}`, method: 'delete' }),
      extraOptions: { fallback: DELETE_PICTURE_FAILED },
      invalidatesTags: (_result, error) => (error ? [] : ['Pictures']),
      async onQueryStarted(hash, { dispatch, queryFulfilled }) {
        const deleted = await queryFulfilled.then(() => true).catch(() => false);
        if (!deleted) return;
        dispatch(
          picturesApi.util.updateQueryData('getPictures', undefined, (pictures) =>
            pictures.filter((picture) => picture.hash !== hash),
          ),
        );
      },
    }),
  }),
});

export const {
  useGetPicturesQuery,
  useUploadPicturesMutation,
  useLazyGetPictureJobQuery,
  useDeletePictureMutation,
} = picturesApi;
