import { skipToken } from '@reduxjs/toolkit/query/react';
import { useState } from 'react';
import type { Account } from '../../../contract/accounts';
import type { LoadStatus } from '../../lib/loadStatus';
import { messageOf } from '../../lib/serverData/api';
import { SEARCH_ACCOUNTS_FAILED, useSearchAccountsQuery } from './accountsApi';

/** The accounts a search found, as the screen shows them. */
export interface FoundAccounts {
  status: LoadStatus;
  accounts: Account[];
  error: string | null;
  retry(): void;
}

/** Searching the accounts by e-mail address: each search asks the server, even the same text. */
export function useAccountSearch() {
  const [query, setQuery] = useState<string | null>(null);
  const found = useSearchAccountsQuery(query ?? skipToken, { refetchOnMountOrArgChange: true });
  const results: FoundAccounts = {
    status: found.isFetching
      ? 'loading'
      : found.isError
        ? 'failed'
        : found.isSuccess
          ? 'succeeded'
          : 'idle',
    accounts: found.data ?? [],
    error: found.isError ? messageOf(found.error, SEARCH_ACCOUNTS_FAILED) : null,
    retry: () => void found.refetch(),
  };
  return {
    /** The text last searched for; null before the first search. */
    query,
    results,
    search(text: string) {
      if (text === query) void found.refetch();
      else setQuery(text);
    },
  };
}
