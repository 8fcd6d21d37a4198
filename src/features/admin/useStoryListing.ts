import { messageOf } from '../../lib/serverData/api';
import {
  FETCH_STORY_LIST_FAILED,
  useGetAdminStoriesQuery,
  type StoryListing,
} from './adminStoriesApi';

/** One of the administrators' story grids as its screen shows it. */
export function useStoryListing(listing: StoryListing) {
  const list = useGetAdminStoriesQuery(listing);
  return {
    rows: list.data ?? [],
    /** The first answer is awaited (a refresh keeps the rows on screen meanwhile). */
    loading: list.isFetching && list.data === undefined,
    /** The rows on screen are the server's answer, not a failure's leftovers. */
    loaded: list.data !== undefined && !list.isError,
    /** Why the last load failed; gone while it is tried again. */
    error: list.isError ? messageOf(list.error, FETCH_STORY_LIST_FAILED) : null,
    retry: () => void list.refetch(),
  };
}
