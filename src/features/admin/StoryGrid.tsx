import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router-dom';
import type { AdminStoryRow, StoryStatus } from '../../../contract/stories';
import { paths } from '../../app/paths';

const STATUS: Record<StoryStatus, { label: string; color: 'success' | 'warning' | 'error' }> = {
  published: { label: 'Published', color: 'success' },
  pending: { label: 'Pending', color: 'warning' },
  rejected: { label: 'Not approved', color: 'error' },
};

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Columns both administrators' grids show. */
export const storyColumns: GridColDef<AdminStoryRow>[] = [
  {
    field: 'title',
    headerName: 'Title',
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
    headerName: 'Status',
    width: 140,
    renderCell: ({ row }) => (
      <Chip size="small" label={STATUS[row.status].label} color={STATUS[row.status].color} />
    ),
  },
  { field: 'pageCount', headerName: 'Pages', type: 'number', width: 90 },
  {
    field: 'requestedBy',
    headerName: 'Requested by',
    flex: 1,
    minWidth: 140,
    valueGetter: (_value, row) => row.requestedBy ?? (row.createdBy ? 'A parent' : 'Kahani'),
  },
  {
    field: 'updatedAt',
    headerName: 'Updated',
    width: 190,
    type: 'dateTime',
    valueGetter: (_value, row) => new Date(row.updatedAt),
    valueFormatter: (value: Date) => dateFormat.format(value),
  },
];

/** The grid both administrators' screens use: 25 stories a page, sortable and filterable. */
export function StoryGrid(props: {
  rows: AdminStoryRow[];
  columns: GridColDef<AdminStoryRow>[];
  loading: boolean;
  label: string;
}) {
  return (
    <Paper sx={{ width: '100%' }}>
      <DataGrid
        rows={props.rows}
        columns={props.columns}
        getRowId={(row) => row._id}
        loading={props.loading}
        autoHeight
        disableRowSelectionOnClick
        initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
        pageSizeOptions={[10, 25, 50]}
        aria-label={props.label}
      />
    </Paper>
  );
}
