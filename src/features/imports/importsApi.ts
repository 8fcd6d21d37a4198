import { IMPORT_FIELD, type ImportAnswer, type ImportResult } from '../../../contract/imports';
import type { Services } from '../../app/services';
import type { KnownFailures } from '../../i18n/useKnownFailures';
import { answerOf, loadFailure } from '../../lib/errors';
import { serverData, type ServerError } from '../../lib/serverData/api';

export const PREVIEW_FAILED = 'Failed to read the book';
export const IMPORT_FAILED = 'Failed to import the book';

/** The import screen's own failure messages, translated where they are shown. */
export const IMPORT_FAILURES: KnownFailures = {
  [PREVIEW_FAILED]: 'imports.error.preview',
  [IMPORT_FAILED]: 'imports.error.import',
};

/** One book's files, sent in one request: read only (preview) or stored. */
export interface ImportRequest {
  files: readonly File[];
  /** Read and check, store nothing. */
  preview: boolean;
  /** Publish at once instead of leaving the book for review (ignored by a preview). */
  publish: boolean;
}

const isResultList = (answer: unknown): answer is { results: ImportResult[] } =>
  typeof answer === 'object' &&
  answer !== null &&
  Array.isArray((answer as { results?: unknown }).results);

/**
 * Sends one book's files. The server answers per file: 200/201 when it read (or imported)
 * every file, 207 when only some. A 400 that still names each file's reason is an answer
 * too (none of the files could be read); any other refusal or a lost connection is a failure
 * the screen offers to try again.
 */
async function sendBook(
  { api }: Services,
  { files, preview, publish }: ImportRequest,
): Promise<{ data: ImportAnswer } | { error: ServerError }> {
  const form = new FormData();
  for (const file of files) form.append(IMPORT_FIELD, file, file.name);
  const params = preview ? { preview: 'true' } : { publish: String(publish) };
  try {
    const { data } = await api.post<ImportAnswer>('/imports', form, { params });
    return { data };
  } catch (error) {
    const answer = answerOf(error);
    if (isResultList(answer)) return { data: { results: answer.results } };
    const [message, meta] = loadFailure(error, preview ? PREVIEW_FAILED : IMPORT_FAILED);
    return { error: { message, ...meta } };
  }
}

export const importsApi = serverData.injectEndpoints({
  endpoints: (build) => ({
    /** Reads (preview) or imports one book's files. */
    importBook: build.mutation<ImportAnswer, ImportRequest>({
      queryFn: (request, { extra }) => sendBook(extra as Services, request),
      // A stored book is a new or changed story, with its pictures in the library: the
      // administrators' story grids and the picture library are asked for again.
      invalidatesTags: (answer, _error, request) =>
        !request.preview && answer?.results.some((result) => result.ok)
          ? ['AdminStories', 'Pictures']
          : [],
    }),
  }),
});

export const { useImportBookMutation } = importsApi;
