import { languageTag, type StoryLanguage } from '../../contract/storyLanguages';
import { useCallback, useState, type MouseEvent } from 'react';
import { createAppAsyncThunk, useAppDispatch } from '../app/hooks';
import { assetUrl } from '../lib/assetUrl';
import { answerOf, isApiCallError, loadFailure } from '../lib/errors';

export const EPUB_DOWNLOAD_FAILED = 'The book could not be downloaded';

/** How long a saved book's object URL is kept: the browser reads it after the click returns. */
const OBJECT_URL_LIFETIME_MS = 60_000;

/** Where a story's EPUB is made, in the language it is read in. */
export const epubExportPath = (storyId: string, language: StoryLanguage) =>
  `/stories/${encodeURIComponent(storyId)}/export.epub?language=${language}`;

/** The name the server gives the file (Content-Disposition), when the browser may read it. */
function fileNameOf(headers: unknown): string | null {
  const disposition = (headers as Record<string, unknown> | undefined)?.['content-disposition'];
  if (typeof disposition !== 'string') return null;
  const match = /filename\*=UTF-8''([^;]+)|filename="?([^";]+)"?/i.exec(disposition);
  const name = match?.[1] ? decodeURIComponent(match[1]) : match?.[2];
  return name?.trim() || null;
}

/** Hands a file to the browser's downloads, as a link with a download name would. */
function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}

/** A refusal asked for as a file arrives as one: its JSON is read back so its message shows. */
async function withReadableAnswer(error: unknown): Promise<unknown> {
  const answer = answerOf(error);
  if (!isApiCallError(error) || !error.response || !(answer instanceof Blob)) return error;
  try {
    error.response.data = JSON.parse(await answer.text()) as unknown;
  } catch {
    error.response.data = undefined;
  }
  return error;
}

/**
 * Fetches the EPUB with the app's API client (an unpublished story needs the reader's token)
 * and saves it; the file itself never enters the store, only the outcome does.
 */
const downloadEpub = createAppAsyncThunk<
  void,
  { storyId: string; language: StoryLanguage; fileName: string }
>('books/downloadEpub', async ({ storyId, language, fileName }, { extra, rejectWithValue }) => {
  try {
    const answer = await extra.api.get<Blob>(epubExportPath(storyId, language), {
      responseType: 'blob',
    });
    saveFile(answer.data, fileNameOf(answer.headers) ?? fileName);
  } catch (error) {
    return rejectWithValue(...loadFailure(await withReadableAnswer(error), EPUB_DOWNLOAD_FAILED));
  }
});

/**
 * "Download as EPUB" for a story in the language being read: `href` is the export's address
 * (a plain link, for a published story), `download` fetches it with the reader's token and
 * saves it; `busy` while it is made, `error` (the reason) when that failed, to try again.
 */
export function useEpubDownload(story: { _id: string; slug: string }, language: StoryLanguage) {
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { _id: storyId, slug } = story;
  const download = useCallback(
    async (event?: MouseEvent) => {
      event?.preventDefault();
      if (busy) return;
      setBusy(true);
      setError(null);
      const fileName = `${slug || storyId}.${languageTag(language)}.epub`;
      const outcome = await dispatch(downloadEpub({ storyId, language, fileName }));
      setBusy(false);
      if (downloadEpub.rejected.match(outcome)) {
        setError(outcome.payload ?? EPUB_DOWNLOAD_FAILED);
      }
    },
    [busy, dispatch, language, slug, storyId],
  );
  return { href: assetUrl(epubExportPath(storyId, language)), download, busy, error };
}
