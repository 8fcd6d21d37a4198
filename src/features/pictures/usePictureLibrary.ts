import { useKnownFailures } from '../../i18n/useKnownFailures';
import { messageOf } from '../../lib/serverData/api';
import { FETCH_PICTURES_FAILED, PICTURE_FAILURES, useGetPicturesQuery } from './picturesApi';

/**
 * The library as the administrators' screen and the editor's picker show it: the pictures,
 * whether they are still on their way, a failure in the interface language and its retry.
 * Uploads and deletions refresh it through its cache tag (picturesApi.ts); `askAfresh` also
 * asks the server each time the screen opens (others may have added pictures meanwhile).
 */
export function usePictureLibrary({ askAfresh = false }: { askAfresh?: boolean } = {}) {
  const failureMessage = useKnownFailures(PICTURE_FAILURES);
  const library = useGetPicturesQuery(
    undefined,
    askAfresh ? { refetchOnMountOrArgChange: true } : undefined,
  );
  const failed = library.error !== undefined && !library.isFetching;
  return {
    pictures: library.data,
    loading: !library.data && library.isFetching,
    failure: failed ? failureMessage(messageOf(library.error, FETCH_PICTURES_FAILED)) : null,
    reload: () => void library.refetch(),
  };
}
