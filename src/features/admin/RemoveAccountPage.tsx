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
import { ErrorState } from '../../components/ErrorState';
import { LimitedTextField } from '../../components/LimitedTextField';
import { ScreenIntro } from '../../components/ScreenIntro';
import { useKnownFailures } from '../../i18n/useKnownFailures';
import { useT } from '../../i18n/useT';
import { formProblems } from '../../i18n/forms/validationMessages';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { DeletionLog } from './DeletionLog';
import { ADMIN_FAILURES } from './adminFailures';
import { describeRemovableData, publishedStoriesNote } from './removableData';
import { useAccountSearch, type FoundAccounts } from './useAccountSearch';
import { GrownUpsGate } from '../grownUps';

function AccountCard({ account, onDelete }: { account: Account; onDelete(): void }) {
  const t = useT();
  const note = publishedStoriesNote(account.data, t);
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
          {account.isAdmin && (
            <Chip size="small" color="primary" label={t('admin.accounts.administrator')} />
          )}
        </Box>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {account.name || t('admin.accounts.noName')}
        </Typography>
        <Typography variant="body2">
          {describeRemovableData(account.data, t).join(' · ')}
        </Typography>
        {note && (
          <Typography variant="body2" color="text.secondary">
            {note}
          </Typography>
        )}
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 2 }}>
        {account.isAdmin ? (
          <Typography variant="body2" color="text.secondary">
            {t('admin.accounts.adminsStay')}
          </Typography>
        ) : (
          <Button color="error" variant="outlined" onClick={onDelete}>
            {t('admin.accounts.delete')}
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
  results: FoundAccounts;
  onDelete(account: Account): void;
}) {
  const t = useT();
  const failureMessage = useKnownFailures(ADMIN_FAILURES);
  if (results.status === 'failed' && results.error) {
    const { others } = formProblems('accountSearch', { message: results.error });
    // A refusal of the address itself is shown on the search field instead.
    return others.length ? (
      <ErrorState message={others.map(failureMessage).join(' ')} onRetry={results.retry} />
    ) : null;
  }
  if (results.status === 'loading') {
    return <Skeleton variant="rounded" height={140} sx={{ borderRadius: 3 }} aria-busy="true" />;
  }
  if (!results.accounts.length) {
    return <Alert severity="info">{t('admin.accounts.noMatch', { query })}</Alert>;
  }
  return (
    <Box aria-label={t('admin.accounts.found')} component="section">
      {results.accounts.map((account) => (
        <AccountCard key={account.uid} account={account} onDelete={() => onDelete(account)} />
      ))}
    </Box>
  );
}

/** Removing an account is for grown-ups: the screen opens once one has passed the gate. */
export default function RemoveAccountPage() {
  return (
    <GrownUpsGate>
      <RemoveAccountScreen />
    </GrownUpsGate>
  );
}

function RemoveAccountScreen() {
  const t = useT();
  const [typed, setTyped] = useState('');
  // A deletion refreshes both the results and the log (their cache tags).
  const { query, results, search } = useAccountSearch();
  const [deleting, setDeleting] = useState<Account | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const searchable = typed.trim().length;
  const cannotSearch = searchable < ACCOUNT_SEARCH_MIN || searchable > EMAIL_MAX;
  // The server's refusal of the searched address, while the field still holds it.
  const refusal =
    results.status === 'failed' && results.error && typed.trim() === query
      ? formProblems('accountSearch', { message: results.error }).fields.email
      : undefined;

  return (
    <ScreenIntro title={t('admin.accounts.title')} description={t('admin.accounts.description')}>
      <Paper
        component="form"
        variant="outlined"
        role="search"
        sx={{ p: 2, mb: 3, borderRadius: 3, display: 'flex', gap: 2, flexWrap: 'wrap' }}
        onSubmit={(event) => {
          event.preventDefault();
          if (cannotSearch) return;
          setDone(null);
          search(typed.trim());
        }}
      >
        <LimitedTextField
          label={t('admin.accounts.email')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          limit={EMAIL_MAX}
          trim
          show="near"
          error={Boolean(refusal)}
          helperText={refusal ?? t('admin.accounts.searchHint', { min: ACCOUNT_SEARCH_MIN })}
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
          {t('admin.accounts.search')}
        </Button>
      </Paper>
      {done && (
        <Alert severity="success" sx={{ mb: 2 }} onClose={() => setDone(null)}>
          {t('admin.accounts.deleted', { email: done })}
        </Alert>
      )}
      {query && (
        <SearchResults
          query={query}
          results={results}
          onDelete={(account) => setDeleting(account)}
        />
      )}
      <DeletionLog />
      {deleting && (
        <DeleteAccountDialog
          account={deleting}
          onCancel={() => setDeleting(null)}
          onDeleted={(deletion) => {
            setDeleting(null);
            setDone(deletion.maskedEmail);
          }}
        />
      )}
    </ScreenIntro>
  );
}
