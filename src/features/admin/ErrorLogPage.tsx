import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { DataGrid } from '@mui/x-data-grid';
import { useState } from 'react';
import type { ErrorLogEntry } from '../../../contract/api';
import { ErrorState } from '../../components/ErrorState';
import { ScreenIntro } from '../../components/ScreenIntro';
import { useKnownFailures } from '../../i18n/useKnownFailures';
import { useT } from '../../i18n/useT';
import { ADMIN_FAILURES } from './adminFailures';
import { useErrorLogColumns } from './errorLogColumns';
import { ClearLogDialog, ErrorDetailsDialog } from './ErrorLogDialogs';
import { useErrorLog } from './useErrorLog';
import { useGridLocaleText } from './useGridLocaleText';

export default function ErrorLogPage() {
  const t = useT();
  const failureMessage = useKnownFailures(ADMIN_FAILURES);
  const localeText = useGridLocaleText();
  const columns = useErrorLogColumns();
  const log = useErrorLog();
  const { page: data, loading } = log;
  const [confirming, setConfirming] = useState(false);
  const [selected, setSelected] = useState<ErrorLogEntry | null>(null);

  return (
    <ScreenIntro title={t('admin.errorLog.title')} description={t('admin.errorLog.description')}>
      {log.error && <ErrorState message={failureMessage(log.error)} onRetry={log.retry} />}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <Button
          color="error"
          variant="outlined"
          startIcon={<DeleteSweepIcon />}
          disabled={!data?.total}
          onClick={() => setConfirming(true)}
        >
          {t('admin.errorLog.clearLog')}
        </Button>
      </Box>
      {data && data.total === 0 && !loading ? (
        <Alert severity="success">{t('admin.errorLog.none')}</Alert>
      ) : (
        <Paper sx={{ width: '100%' }}>
          <DataGrid
            rows={data?.items ?? []}
            columns={columns}
            getRowId={(row) => row._id}
            rowCount={data?.total ?? 0}
            loading={loading}
            paginationMode="server"
            paginationModel={log.pagination}
            onPaginationModelChange={log.turnPage}
            pageSizeOptions={[10, 25, 50, 100]}
            onRowClick={({ row }) => setSelected(row)}
            autoHeight
            disableColumnMenu
            localeText={localeText}
            aria-label={t('admin.errorLog.gridLabel')}
          />
        </Paper>
      )}
      <ClearLogDialog
        open={confirming}
        count={data?.total ?? 0}
        onCancel={() => setConfirming(false)}
        onClear={() => {
          setConfirming(false);
          void log.clear();
        }}
      />
      <ErrorDetailsDialog entry={selected} onClose={() => setSelected(null)} />
    </ScreenIntro>
  );
}
