import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import type { ErrorLogEntry, ErrorLogPage as LogPage } from '../../../contract/api';
import { useAppDispatch } from '../../app/hooks';
import { ErrorState } from '../../components/ErrorState';
import { ScreenIntro } from '../../components/ScreenIntro';
import { useThunkLoad } from '../../app/useThunkLoad';
import { useTranslator } from '../../i18n/translatorContext';
import { useKnownFailures } from '../../i18n/useKnownFailures';
import { useT } from '../../i18n/useT';
import { ADMIN_FAILURES } from './adminFailures';
import {
  CLEAR_ERROR_LOG_FAILED,
  FETCH_ERROR_LOG_FAILED,
  clearErrorLog,
  fetchErrorLog,
} from './errorLogThunks';
import { useGridLocaleText } from './useGridLocaleText';

export default function ErrorLogPage() {
  const translator = useTranslator();
  const t = useT();
  const failureMessage = useKnownFailures(ADMIN_FAILURES);
  const localeText = useGridLocaleText();
  const columns = useMemo<GridColDef<ErrorLogEntry>[]>(
    () => [
      {
        field: 'createdAt',
        headerName: t('admin.errorLog.when'),
        width: 190,
        sortable: false,
        valueFormatter: (value: string) =>
          translator.date(new Date(value), { dateStyle: 'medium', timeStyle: 'medium' }),
      },
      {
        field: 'kind',
        headerName: t('admin.errorLog.kind'),
        width: 110,
        sortable: false,
        renderCell: ({ row }) => <Chip size="small" label={row.kind} />,
      },
      {
        field: 'message',
        headerName: t('admin.errorLog.message'),
        flex: 2,
        minWidth: 240,
        sortable: false,
      },
      {
        field: 'url',
        headerName: t('admin.errorLog.page'),
        flex: 1,
        minWidth: 140,
        sortable: false,
      },
      {
        field: 'uid',
        headerName: t('admin.errorLog.user'),
        width: 160,
        sortable: false,
        valueGetter: (_value, row) => row.uid ?? t('admin.errorLog.anonymous'),
      },
    ],
    [t, translator],
  );
  const dispatch = useAppDispatch();
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: 25 });
  const log = useThunkLoad(
    () => dispatch(fetchErrorLog(pagination)),
    `${pagination.page}/${pagination.pageSize}`,
    FETCH_ERROR_LOG_FAILED,
  );
  const data: LogPage | null = log.data;
  const loading = log.status === 'loading';
  const [clearError, setClearError] = useState<string | null>(null);
  const error = log.error ?? clearError;
  const [confirming, setConfirming] = useState(false);
  const [selected, setSelected] = useState<ErrorLogEntry | null>(null);

  const reload = (model = pagination) => {
    setClearError(null);
    if (model === pagination) log.reload();
    else setPagination(model);
  };

  const clear = async () => {
    setConfirming(false);
    const action = await dispatch(clearErrorLog());
    if (clearErrorLog.rejected.match(action))
      setClearError(action.payload ?? CLEAR_ERROR_LOG_FAILED);
    else reload(pagination.page === 0 ? pagination : { ...pagination, page: 0 });
  };

  return (
    <ScreenIntro title={t('admin.errorLog.title')} description={t('admin.errorLog.description')}>
      {error && <ErrorState message={failureMessage(error)} onRetry={() => reload()} />}
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
            paginationModel={pagination}
            onPaginationModelChange={(model) => reload(model)}
            pageSizeOptions={[10, 25, 50, 100]}
            onRowClick={({ row }) => setSelected(row)}
            autoHeight
            disableColumnMenu
            localeText={localeText}
            aria-label={t('admin.errorLog.gridLabel')}
          />
        </Paper>
      )}
      <Dialog open={confirming} onClose={() => setConfirming(false)}>
        <DialogTitle>{t('admin.errorLog.confirmTitle')}</DialogTitle>
        <DialogContent>
          <Typography>{t('admin.errorLog.confirmText', { count: data?.total ?? 0 })}</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{t('common.cancel')}</Button>
          <Button color="error" variant="contained" onClick={() => void clear()}>
            {t('admin.errorLog.clear')}
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog open={selected !== null} onClose={() => setSelected(null)} fullWidth maxWidth="md">
        <DialogTitle>{selected?.message}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {selected?.url} · {selected?.userAgent}
          </Typography>
          <Box
            component="pre"
            sx={{
              whiteSpace: 'pre-wrap',
              fontSize: 13,
              bgcolor: 'action.hover',
              p: 2,
              borderRadius: 2,
            }}
          >
            {selected?.stack || t('admin.errorLog.noStack')}
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setSelected(null)}>{t('common.close')}</Button>
        </DialogActions>
      </Dialog>
    </ScreenIntro>
  );
}
