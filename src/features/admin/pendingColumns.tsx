import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import EditIcon from '@mui/icons-material/Edit';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { AdminStoryRow } from '../../../contract/stories';
import { useT } from '../../i18n/useT';
import { paths } from '../../lib/paths';
import { storyColumns } from './StoryGrid';

interface ReviewActions {
  /** The story whose review is under way: its Approve waits. */
  busyId: string | null;
  onApprove(row: AdminStoryRow): void;
  onReject(row: AdminStoryRow): void;
}

/** A pending story's buttons: approve, reject (with a reason), edit. */
function ReviewButtons({
  row,
  busyId,
  onApprove,
  onReject,
}: ReviewActions & { row: AdminStoryRow }) {
  const t = useT();
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
      <Tooltip title={t('admin.pending.approveHint')}>
        <span>
          <IconButton
            color="success"
            aria-label={t('admin.pending.approve', { title: row.title })}
            disabled={busyId === row._id}
            onClick={() => onApprove(row)}
          >
            <CheckIcon />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={t('admin.pending.rejectHint')}>
        <IconButton
          color="error"
          aria-label={t('admin.pending.reject', { title: row.title })}
          onClick={() => onReject(row)}
        >
          <CloseIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title={t('admin.pending.editHint')}>
        <IconButton
          component={RouterLink}
          to={paths.storyModification(row._id)}
          aria-label={t('admin.pending.edit', { title: row.title })}
        >
          <EditIcon />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}

/** The review grid's columns: the shared ones but the status (all are pending), then the buttons. */
export function usePendingColumns({ busyId, onApprove, onReject }: ReviewActions) {
  const t = useT();
  return useMemo<GridColDef<AdminStoryRow>[]>(
    () => [
      ...storyColumns.filter((column) => column.field !== 'status'),
      {
        field: 'actions',
        headerName: t('admin.pending.review'),
        width: 170,
        sortable: false,
        filterable: false,
        renderCell: ({ row }) => (
          <ReviewButtons row={row} busyId={busyId} onApprove={onApprove} onReject={onReject} />
        ),
      },
    ],
    [busyId, onApprove, onReject, t],
  );
}
