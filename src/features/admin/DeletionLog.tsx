import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ErrorState } from '../../components/ErrorState';
import { useTranslator } from '../../i18n/translatorContext';
import { useKnownFailures } from '../../i18n/useKnownFailures';
import { useT } from '../../i18n/useT';
import { messageOf } from '../../lib/serverData/api';
import { FETCH_DELETIONS_FAILED, useGetAccountDeletionsQuery } from './accountsApi';
import { ADMIN_FAILURES } from './adminFailures';
import { describeRemovableData } from './removableData';

/** The audit log: every deleted account, who deleted it and what went with it. */
export function DeletionLog() {
  const t = useT();
  const translator = useTranslator();
  const failureMessage = useKnownFailures(ADMIN_FAILURES);
  const log = useGetAccountDeletionsQuery();
  return (
    <Box component="section" aria-labelledby="deletion-log-title" sx={{ mt: 4 }}>
      <Typography id="deletion-log-title" variant="h5" component="h2" sx={{ mb: 2 }}>
        {t('admin.deletions.title')}
      </Typography>
      {log.isError && (
        <ErrorState
          message={failureMessage(messageOf(log.error, FETCH_DELETIONS_FAILED))}
          onRetry={() => void log.refetch()}
        />
      )}
      {!log.data && log.isFetching && <Skeleton variant="rounded" height={80} />}
      {log.data?.length === 0 && (
        <Typography color="text.secondary">{t('admin.deletions.none')}</Typography>
      )}
      {log.data && log.data.length > 0 && (
        <TableContainer component={Paper} variant="outlined" sx={{ borderRadius: 3 }}>
          <Table size="small" aria-labelledby="deletion-log-title">
            <TableHead>
              <TableRow>
                <TableCell>{t('admin.deletions.when')}</TableCell>
                <TableCell>{t('admin.deletions.account')}</TableCell>
                <TableCell>{t('admin.deletions.deletedBy')}</TableCell>
                <TableCell>{t('admin.deletions.removed')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {log.data.map((entry) => (
                <TableRow key={entry._id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {translator.date(new Date(entry.createdAt), {
                      dateStyle: 'medium',
                      timeStyle: 'short',
                    })}
                  </TableCell>
                  <TableCell>{entry.maskedEmail}</TableCell>
                  <TableCell>{entry.deletedBy}</TableCell>
                  <TableCell sx={{ minWidth: 200 }}>
                    {describeRemovableData(entry.removed, t).join(', ')}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
