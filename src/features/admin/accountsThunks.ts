import type { Account, AccountDeletion } from '../../../contract/accounts';
import { createAppAsyncThunk } from '../../app/hooks';
import { loadFailure } from '../../lib/errors';

export const SEARCH_ACCOUNTS_FAILED = 'We could not search the accounts.';
export const FETCH_DELETIONS_FAILED = 'We could not load the deletion log.';

export const searchAccounts = createAppAsyncThunk<Account[], string>(
  'accounts/search',
  async (email, { extra, rejectWithValue }) => {
    try {
      const { data } = await extra.api.get<Account[]>('/accounts', { params: { email } });
      return data;
    } catch (error) {
      return rejectWithValue(...loadFailure(error, SEARCH_ACCOUNTS_FAILED));
    }
  },
);

export const deleteAccount = createAppAsyncThunk<
  AccountDeletion,
  { uid: string; confirmEmail: string }
>('accounts/delete', async ({ uid, confirmEmail }, { extra, rejectWithValue }) => {
  try {
    const { data } = await extra.api.delete<AccountDeletion>(
      `/accounts/${encodeURIComponent(uid)}`,
      { data: { confirmEmail } },
    );
    return data;
  } catch (error) {
    return rejectWithValue(...loadFailure(error, 'The account could not be deleted.'));
  }
});

export const fetchDeletions = createAppAsyncThunk<AccountDeletion[], void>(
  'accounts/deletions',
  async (_, { extra, rejectWithValue }) => {
    try {
      const { data } = await extra.api.get<AccountDeletion[]>('/accounts/deletions');
      return data;
    } catch (error) {
      return rejectWithValue(...loadFailure(error, FETCH_DELETIONS_FAILED));
    }
  },
);
