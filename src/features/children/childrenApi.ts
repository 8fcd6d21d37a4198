import type { Child, ChildCreate, ChildUpdate } from '../../../contract/children';
import type { KnownFailures } from '../../i18n/useKnownFailures';
import { serverData } from '../../lib/serverData/api';

export const FETCH_CHILDREN_FAILED = "We could not load the children's profiles.";
export const SAVE_CHILD_FAILED = 'The profile could not be saved.';
export const REMOVE_CHILD_FAILED = 'The profile could not be deleted.';

/** The profiles' own failure messages, translated where they are shown. */
export const CHILDREN_FAILURES: KnownFailures = {
  [FETCH_CHILDREN_FAILED]: 'children.error.load',
  [SAVE_CHILD_FAILED]: 'children.error.save',
  [REMOVE_CHILD_FAILED]: 'children.error.remove',
};

const childUrl = (id: string) => `/children/${encodeURIComponent(id)}`;

/**
 * The signed-in account's child profiles (docs/children.md). The list is cached under the
 * account's uid, so one account's children are never shown to the next one on the device.
 * A change to a profile can move the leaderboard (a nickname, a child kept off it, a child's
 * points gone with the profile), so it is asked for again.
 */
export const childrenApi = serverData.injectEndpoints({
  endpoints: (build) => ({
    getChildProfiles: build.query<Child[], string>({
      query: () => '/children',
      extraOptions: { fallback: FETCH_CHILDREN_FAILED },
      providesTags: ['Children'],
    }),
    addChildProfile: build.mutation<Child, ChildCreate>({
      query: (profile) => ({ url: '/children', method: 'post', body: profile }),
      extraOptions: { fallback: SAVE_CHILD_FAILED },
      invalidatesTags: (child) => (child ? ['Children', 'Leaderboard'] : []),
    }),
    changeChildProfile: build.mutation<Child, { id: string; change: ChildUpdate }>({
      query: ({ id, change }) => ({ url: childUrl(id), method: 'patch', body: change }),
      extraOptions: { fallback: SAVE_CHILD_FAILED },
      invalidatesTags: (child) => (child ? ['Children', 'Leaderboard'] : []),
    }),
    removeChildProfile: build.mutation<void, string>({
      query: (id) => ({ url: childUrl(id), method: 'delete' }),
      extraOptions: { fallback: REMOVE_CHILD_FAILED },
      transformResponse: () => undefined,
      invalidatesTags: (_result, error) => (error ? [] : ['Children', 'Leaderboard']),
    }),
  }),
});

export const {
  useGetChildProfilesQuery,
  useAddChildProfileMutation,
  useChangeChildProfileMutation,
  useRemoveChildProfileMutation,
} = childrenApi;
