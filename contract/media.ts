import { z } from 'zod';
import { MEDIA_PATH_MAX } from './limits';
import { isLibraryPicturePath } from './picturePaths';

/**
 * Media a page may point at: only files this API serves, the seed's
 * `/illustrations/<name>.svg` (folders allowed) and the picture library's `/pictures/<hash>.svg`
 * or `/pictures/<hash>-<width>.jpg|png` (see picturePaths). Addresses of other hosts, `javascript:` and `data:` URLs never get
 * into a story, so the app can show a stored path without checking it again.
 */
const SERVED_MEDIA_PATH = /^\/illustrations\/(?:[A-Za-z0-9][\w-]*\/)*[A-Za-z0-9][\w-]*\.svg$/;

export function isServedMediaPath(path: string): boolean {
  return (
    path.length <= MEDIA_PATH_MAX && (SERVED_MEDIA_PATH.test(path) || isLibraryPicturePath(path))
  );
}

/** Empty, or a path served by this API. */
export function mediaPath(label: string) {
  return z
    .string({ error: `${label} must be text.` })
    .max(MEDIA_PATH_MAX, `${label} must be at most ${MEDIA_PATH_MAX} characters.`)
    .refine(
      (path) => path === '' || isServedMediaPath(path),
      `${label} must be empty or a path served by Kahani, such as a picture from the library.`,
    );
}
