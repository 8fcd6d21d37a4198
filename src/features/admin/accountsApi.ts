import type { Account, AccountDeletion } from '../../../contract/accounts';
import { serverData } from '../../lib/serverData/api';

export const SEARCH_ACCOUNTS_FAILED = 'We could not search the accounts.';
export const FETCH_DELETIONS_FAILED = 'We could not load the deletion log.';
export const DELETE_ACCOUNT_FAILED = 'The account could not be deleted.';

export const accountsApi = serverData.injectEndpoints({
  endpoints: (build) => ({
    /** Accounts whose e-mail address contains the text, with what deleting each would remove. */
    searchAccounts: build.query<Account[], string>({
      query: (email) => ({ url: '/accounts', params: { email } }),
      extraOptions: { fallback: SEARCH_ACCOUNTS_FAILED },
      providesTags: ['Accounts'],
    }),

    /** The audit log: every deleted account, who deleted it and what went with it. */
    getAccountDeletions: build.query<AccountDeletion[], void>({
      query: () => '/accounts/deletions',
      extraOptions: { fallback: FETCH_DELETIONS_FAILED },
      providesTags: ['Accounts'],
    }),

    /** Deletes an account whose address the administrator typed again to confirm. */
    deleteAccount: build.mutation<AccountDeletion, { uid: string; confirmEmail: string }>({
      query: ({ uid, confirmEmail }) => ({
        url: `/accounts/${encodeURIComponent(uid)}`,
        method: 'delete',
        body: { confirmEmail },
      }),
      extraOptions: { fallback: DELETE_ACCOUNT_FAILED },
      // The search and the deletion log change; so do the grids (its story requests went too).
      invalidatesTags: ['Accounts', 'AdminStories'],
    }),
  }),
});

export const { useSearchAccountsQuery, useGetAccountDeletionsQuery, useDeleteAccountMutation } =
  accountsApi;
