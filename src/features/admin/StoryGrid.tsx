import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { AdminStoryRow, StoryStatus } from '../../../contract/stories';
import { paths } from '../../lib/paths';
import type { MessageId } from '../../i18n/messageIds';
import { useTranslator } from '../../i18n/translatorContext';
import { useT } from '../../i18n/useT';
import { env } from '../../lib/env';
import { useGridLocaleText } from './useGridLocaleText';

const STATUS: Record<StoryStatus, { label: MessageId; color: 'success' | 'warning' | 'error' }> = {
  published: { label: 'admin.stories.published', color: 'success' },
  pending: { label: 'admin.stories.pending', color: 'warning' },
  rejected: { label: 'admin.stories.rejected', color: 'error' },
};

/** The shared columns' headers: StoryGrid names them in the interface language. */
const HEADERS: Partial<Record<string, MessageId>> = {
  title: 'admin.stories.title',
  status: 'admin.stories.status',
  pageCount: 'admin.stories.pages',
  requestedBy: 'admin.stories.requestedBy',
  updatedAt: 'admin.stories.updated',
};

function StatusChip({ status }: { status: StoryStatus }) {
  const t = useT();
  return <Chip size="small" label={t(STATUS[status].label)} color={STATUS[status].color} />;
}

/** Who asked for the story: the requester's name, else a parent, else the library itself. */
function RequestedBy({ row }: { row: AdminStoryRow }) {
  const t = useT();
  return (
    <>{row.requestedBy ?? (row.createdBy ? t('admin.stories.aParent') : env.VITE_APP_TITLE)}</>
  );
}

function UpdatedAt({ value }: { value: Date }) {
  return <>{useTranslator().date(value, { dateStyle: 'medium', timeStyle: 'short' })}</>;
}

/** Columns both administrators' grids show (their headers are named by StoryGrid). */
export const storyColumns: GridColDef<AdminStoryRow>[] = [
  {
    field: 'title',
    flex: 2,
    minWidth: 200,
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={paths.storyById(row._id)}>
        {row.title}
      </Link>
    ),
  },
  {
    field: 'status',
    width: 140,
    renderCell: ({ row }) => <StatusChip status={row.status} />,
  },
  { field: 'pageCount', type: 'number', width: 90 },
  {
    field: 'requestedBy',
    flex: 1,
    minWidth: 140,
    valueGetter: (_value, row) => row.requestedBy,
    renderCell: ({ row }) => <RequestedBy row={row} />,
  },
  {
    field: 'updatedAt',
    width: 190,
    type: 'dateTime',
    valueGetter: (_value, row) => new Date(row.updatedAt),
    renderCell: ({ value }: { value?: Date }) => value && <UpdatedAt value={value} />,
  },
];

/** The grid both administrators' screens use: 25 stories a page, sortable and filterable. */
export function StoryGrid(props: {
  rows: AdminStoryRow[];
  columns: GridColDef<AdminStoryRow>[];
  loading: boolean;
  label: string;
}) {
  const t = useT();
  const localeText = useGridLocaleText();
  const columns = useMemo(
    () =>
      props.columns.map((column) => {
        const header = column.headerName === undefined ? HEADERS[column.field] : undefined;
        return header ? { ...column, headerName: t(header) } : column;
      }),
    [props.columns, t],
  );
  return (
    <Paper sx={{ width: '100%' }}>
      <DataGrid
        rows={props.rows}
        columns={columns}
        getRowId={(row) => row._id}
        loading={props.loading}
        autoHeight
        disableRowSelectionOnClick
        initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
        pageSizeOptions={[10, 25, 50]}
        localeText={localeText}
        aria-label={props.label}
      />
    </Paper>
  );
}
