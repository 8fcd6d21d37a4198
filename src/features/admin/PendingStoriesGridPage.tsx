import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useCallback, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { AdminStoryRow, StoryReview } from '../../../contract/stories';
import { useAppDispatch } from '../../app/hooks';
import { paths } from '../../app/paths';
import { ErrorState } from '../../components/ErrorState';
import { RejectDialog } from '../../components/RejectDialog';
import { ScreenIntro } from '../../components/ScreenIntro';
import { friendlyMessage } from '../../lib/errors';
import { useThunkLoad } from '../../app/useThunkLoad';
import { ApproveGapsDialog, type ApprovalCheck } from './ApproveGapsDialog';
import {
  CHECK_STORY_FAILED,
  FETCH_STORY_LIST_FAILED,
  REVIEW_FAILED,
  fetchAdminStories,
  fetchStoryGaps,
  reviewStory,
  withReview,
} from './adminStoriesThunks';
import { StoryGrid, storyColumns } from './StoryGrid';

export default function PendingStoriesGridPage() {
  const dispatch = useAppDispatch();
  const stories = useThunkLoad(
    () => dispatch(fetchAdminStories({ status: 'pending' })),
    'pending',
    FETCH_STORY_LIST_FAILED,
  );
  const { status, error, update } = stories;
  const [rejecting, setRejecting] = useState<AdminStoryRow | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  /** A story whose approval waits for the user's word (kept while the dialog fades out). */
  const [approval, setApproval] = useState<{ check: ApprovalCheck; open: boolean } | null>(null);

  const pending = (stories.data ?? []).filter((row) => row.status === 'pending');

  /** Sends the review and says how it went. */
  const applyReview = useCallback(
    async (row: AdminStoryRow, review: StoryReview) => {
      setBusyId(row._id);
      const action = await dispatch(reviewStory({ id: row._id, review }));
      setBusyId(null);
      if (!reviewStory.fulfilled.match(action)) {
        setOutcome({ ok: false, text: friendlyMessage(action.payload ?? REVIEW_FAILED) });
        return;
      }
      const reviewed = action.payload;
      update((rows) => rows.map((item) => withReview(item, reviewed)));
      if (review.decision === 'approve') {
        setOutcome({
          ok: true,
          text: `“${row.title}” is published. Its author has a message in their inbox.`,
        });
      } else {
        setOutcome({
          ok: true,
          text: `“${row.title}” was not approved. Its author has the reason in their inbox.`,
        });
      }
    },
    [dispatch, update],
  );

  /** Approves at once a story that lacks nothing; otherwise asks first, listing the gaps. */
  const approve = useCallback(
    async (row: AdminStoryRow) => {
      setBusyId(row._id);
      const action = await dispatch(fetchStoryGaps(row._id));
      if (fetchStoryGaps.fulfilled.match(action) && action.payload.complete) {
        await applyReview(row, { decision: 'approve' });
        return;
      }
      setBusyId(null);
      const checked = fetchStoryGaps.fulfilled.match(action);
      setApproval({
        open: true,
        check: {
          id: row._id,
          title: row.title,
          gaps: checked ? action.payload : null,
          error: checked ? null : (action.payload ?? CHECK_STORY_FAILED),
        },
      });
    },
    [applyReview, dispatch],
  );

  const columns = useMemo<GridColDef<AdminStoryRow>[]>(() => {
    return [
      ...storyColumns.filter((column) => column.field !== 'status'),
      {
        field: 'actions',
        headerName: 'Review',
        width: 170,
        sortable: false,
        filterable: false,
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
            <Tooltip title="Approve and publish">
              <span>
                <IconButton
                  color="success"
                  aria-label={`Approve ${row.title}`}
                  disabled={busyId === row._id}
                  onClick={() => void approve(row)}
                >
                  <CheckIcon />
                </IconButton>
              </span>
            </Tooltip>
            <Tooltip title="Reject with a reason">
              <IconButton
                color="error"
                aria-label={`Reject ${row.title}`}
                onClick={() => setRejecting(row)}
              >
                <CloseIcon />
              </IconButton>
            </Tooltip>
            <Tooltip title="Edit">
              <IconButton
                component={RouterLink}
                to={paths.storyModification(row._id)}
                aria-label={`Edit ${row.title}`}
              >
                <EditIcon />
              </IconButton>
            </Tooltip>
          </Stack>
        ),
      },
    ];
  }, [approve, busyId]);

  return (
    <ScreenIntro
      title="Pending"
      description="Stories sent by parents and waiting for review: approve, reject with a reason, or edit."
    >
      {status === 'failed' && error && <ErrorState message={error} onRetry={stories.reload} />}
      {outcome && (
        <Alert
          severity={outcome.ok ? 'success' : 'error'}
          sx={{ mb: 2 }}
          onClose={() => setOutcome(null)}
        >
          {outcome.text}
        </Alert>
      )}
      {status === 'succeeded' && pending.length === 0 ? (
        <Typography color="text.secondary">No stories are waiting for review.</Typography>
      ) : (
        <StoryGrid
          rows={pending}
          columns={columns}
          loading={status === 'loading'}
          label="Stories waiting for review"
        />
      )}
      {approval && (
        <ApproveGapsDialog
          check={approval.check}
          open={approval.open}
          onCancel={() => setApproval({ ...approval, open: false })}
          onPublish={() => {
            setApproval({ ...approval, open: false });
            const row = pending.find((item) => item._id === approval.check.id);
            if (row) void applyReview(row, { decision: 'approve' });
          }}
        />
      )}
      {rejecting && (
        <RejectDialog
          title={rejecting.title}
          open
          confirmLabel="Reject story"
          onCancel={() => setRejecting(null)}
          onReject={(reason) => {
            setRejecting(null);
            void applyReview(rejecting, { decision: 'reject', reason });
          }}
        />
      )}
    </ScreenIntro>
  );
}
