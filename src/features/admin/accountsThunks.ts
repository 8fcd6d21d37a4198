import type { Account, AccountDeletion } from '../../../contract/accounts';
import { createApiThunk } from '../../app/hooks';

export const SEARCH_ACCOUNTS_FAILED = 'We could not search the accounts.';
export const FETCH_DELETIONS_FAILED = 'We could not load the deletion log.';
export const DELETE_ACCOUNT_FAILED = 'The account could not be deleted.';

export const searchAccounts = createApiThunk<Account[], string>(
  'accounts/search',
  async (email, api) => (await api.get<Account[]>('/accounts', { params: { email } })).data,
  SEARCH_ACCOUNTS_FAILED,
);

export const deleteAccount = createApiThunk<AccountDeletion, { uid: string; confirmEmail: string }>(
  'accounts/delete',
  async ({ uid, confirmEmail }, api) =>
    (
      await api.delete<AccountDeletion>(`/accounts/${encodeURIComponent(uid)}`, {
        data: { confirmEmail },
      })
    ).data,
  DELETE_ACCOUNT_FAILED,
);

export const fetchDeletions = createApiThunk<AccountDeletion[]>(
  'accounts/deletions',
  async (_, api) => (await api.get<AccountDeletion[]>('/accounts/deletions')).data,
  FETCH_DELETIONS_FAILED,
);
