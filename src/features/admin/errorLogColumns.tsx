import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import type { ErrorLogEntry } from '../../../contract/api';
import { useTranslator } from '../../i18n/translatorContext';
import { useT } from '../../i18n/useT';

/** The Error Log's columns, named in the interface language. */
export function useErrorLogColumns() {
  const translator = useTranslator();
  const t = useT();
  return useMemo<GridColDef<ErrorLogEntry>[]>(
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
}
