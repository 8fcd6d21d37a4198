import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { Account } from '../../../contract/accounts';
import { ACCOUNT_SEARCH_MIN, EMAIL_MAX } from '../../../contract/limits';
import { useAppDispatch } from '../../app/hooks';
import { useThunkLoad, type ThunkLoad } from '../../app/useThunkLoad';
import { ErrorState } from '../../components/ErrorState';
import { LimitedTextField } from '../../components/LimitedTextField';
import { ScreenIntro } from '../../components/ScreenIntro';
import { formProblems } from '../../lib/validationMessages';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { DeletionLog } from './DeletionLog';
import { SEARCH_ACCOUNTS_FAILED, searchAccounts } from './accountsThunks';
import { describeRemovableData, publishedStoriesNote } from './removableData';

function AccountCard({ account, onDelete }: { account: Account; onDelete(): void }) {
  const note = publishedStoriesNote(account.data);
  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={account.email}
      sx={{ mb: 2, borderRadius: 3 }}
    >
      <CardContent>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {account.email}
          </Typography>
          {account.isAdmin && <Chip size="small" color="primary" label="Administrator" />}
        </Box>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {account.name || 'No name given'}
        </Typography>
        <Typography variant="body2">{describeRemovableData(account.data).join(' · ')}</Typography>
        {note && (
          <Typography variant="body2" color="text.secondary">
            {note}
          </Typography>
        )}
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 2 }}>
        {account.isAdmin ? (
          <Typography variant="body2" color="text.secondary">
            Administrators cannot be deleted.
          </Typography>
        ) : (
          <Button color="error" variant="outlined" onClick={onDelete}>
            Delete account
          </Button>
        )}
      </CardActions>
    </Card>
  );
}

function SearchResults({
  query,
  results,
  onDelete,
}: {
  query: string;
  results: ThunkLoad<Account[]>;
  onDelete(account: Account): void;
}) {
  if (results.status === 'failed' && results.error) {
    const { others } = formProblems('accountSearch', { message: results.error });
    // A refusal of the address itself is shown on the search field instead.
    return others.length ? (
      <ErrorState message={others.join(' ')} onRetry={results.reload} />
    ) : null;
  }
  if (results.status === 'loading') {
    return <Skeleton variant="rounded" height={140} sx={{ borderRadius: 3 }} aria-busy="true" />;
  }
  if (!results.data?.length) {
    return <Alert severity="info">No account has an e-mail address containing “{query}”.</Alert>;
  }
  return (
    <Box aria-label="Accounts found" component="section">
      {results.data.map((account) => (
        <AccountCard key={account.uid} account={account} onDelete={() => onDelete(account)} />
      ))}
    </Box>
  );
}

/** Nothing searched yet: an empty answer, without a call. */
const NO_SEARCH = Promise.resolve({ payload: [], meta: { requestStatus: 'fulfilled' as const } });

export default function RemoveAccountPage() {
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState<string | null>(null);
  // A deletion changes both the results and the log.
  const [revision, setRevision] = useState(0);
  const [deleting, setDeleting] = useState<Account | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const dispatch = useAppDispatch();
  const results = useThunkLoad<Account[]>(
    () => (query === null ? NO_SEARCH : dispatch(searchAccounts(query))),
    `${query}#${revision}`,
    SEARCH_ACCOUNTS_FAILED,
  );
  const searchable = typed.trim().length;
  const cannotSearch = searchable < ACCOUNT_SEARCH_MIN || searchable > EMAIL_MAX;
  // The server's refusal of the searched address, while the field still holds it.
  const refusal =
    results.status === 'failed' && results.error && typed.trim() === query
      ? formProblems('accountSearch', { message: results.error }).fields.email
      : undefined;

  return (
    <ScreenIntro
      title="Delete Accout"
      description="Find a user by e-mail and delete the account with its posts, progress and inbox."
    >
      <Paper
        component="form"
        variant="outlined"
        role="search"
        sx={{ p: 2, mb: 3, borderRadius: 3, display: 'flex', gap: 2, flexWrap: 'wrap' }}
        onSubmit={(event) => {
          event.preventDefault();
          if (cannotSearch) return;
          setDone(null);
          setQuery(typed.trim());
          setRevision((count) => count + 1);
        }}
      >
        <LimitedTextField
          label="E-mail address"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          limit={EMAIL_MAX}
          trim
          show="near"
          error={Boolean(refusal)}
          helperText={
            refusal ?? `The whole address, or at least ${ACCOUNT_SEARCH_MIN} characters of it`
          }
          sx={{ flex: '1 1 260px' }}
          autoComplete="off"
        />
        <Button
          type="submit"
          variant="contained"
          startIcon={<SearchIcon />}
          disabled={cannotSearch}
          sx={{ alignSelf: 'flex-start', mt: 1 }}
        >
          Search
        </Button>
      </Paper>
      {done && (
        <Alert severity="success" sx={{ mb: 2 }} onClose={() => setDone(null)}>
          {done}
        </Alert>
      )}
      {query && (
        <SearchResults
          query={query}
          results={results}
          onDelete={(account) => setDeleting(account)}
        />
      )}
      <DeletionLog revision={revision} />
      {deleting && (
        <DeleteAccountDialog
          account={deleting}
          onCancel={() => setDeleting(null)}
          onDeleted={(deletion) => {
            setDeleting(null);
            setDone(`The account ${deletion.maskedEmail} was deleted.`);
            setRevision((count) => count + 1);
          }}
        />
      )}
    </ScreenIntro>
  );
}
