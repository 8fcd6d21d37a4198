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
import { useKnownFailures } from '../../i18n/useKnownFailures';
import { useT } from '../../i18n/useT';
import { failureOf, type Failure } from '../../lib/validationMessages';
import { useThunkLoad } from '../../app/useThunkLoad';
import { ADMIN_FAILURES } from './adminFailures';
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

/** How the last review went: the story published or refused, or why it failed. */
type Outcome =
  { ok: true; decision: StoryReview['decision']; title: string } | { ok: false; message: string };

export default function PendingStoriesGridPage() {
  const t = useT();
  const failureMessage = useKnownFailures(ADMIN_FAILURES);
  const dispatch = useAppDispatch();
  const stories = useThunkLoad(
    () => dispatch(fetchAdminStories({ status: 'pending' })),
    'pending',
    FETCH_STORY_LIST_FAILED,
  );
  const { status, error, update } = stories;
  const [rejecting, setRejecting] = useState<AdminStoryRow | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  /** A story whose approval waits for the user's word (kept while the dialog fades out). */
  const [approval, setApproval] = useState<{ check: ApprovalCheck; open: boolean } | null>(null);

  const pending = (stories.data ?? []).filter((row) => row.status === 'pending');

  /** Sends the review and says how it went; answers its failure, if it failed. */
  const sendReview = useCallback(
    async (row: AdminStoryRow, review: StoryReview): Promise<Failure | null> => {
      setBusyId(row._id);
      const action = await dispatch(reviewStory({ id: row._id, review }));
      setBusyId(null);
      if (!reviewStory.fulfilled.match(action)) return failureOf(action, REVIEW_FAILED);
      const reviewed = action.payload;
      update((rows) => rows.map((item) => withReview(item, reviewed)));
      setOutcome({ ok: true, decision: review.decision, title: row.title });
      return null;
    },
    [dispatch, update],
  );

  /** Publishes the story; a refusal is told above the grid. */
  const approveNow = useCallback(
    async (row: AdminStoryRow) => {
      const failure = await sendReview(row, { decision: 'approve' });
      if (failure) setOutcome({ ok: false, message: failure.message });
    },
    [sendReview],
  );

  /** Approves at once a story that lacks nothing; otherwise asks first, listing the gaps. */
  const approve = useCallback(
    async (row: AdminStoryRow) => {
      setBusyId(row._id);
      const action = await dispatch(fetchStoryGaps(row._id));
      if (fetchStoryGaps.fulfilled.match(action) && action.payload.complete) {
        await approveNow(row);
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
    [approveNow, dispatch],
  );

  const columns = useMemo<GridColDef<AdminStoryRow>[]>(() => {
    return [
      ...storyColumns.filter((column) => column.field !== 'status'),
      {
        field: 'actions',
        headerName: t('admin.pending.review'),
        width: 170,
        sortable: false,
        filterable: false,
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
            <Tooltip title={t('admin.pending.approveHint')}>
              <span>
                <IconButton
                  color="success"
                  aria-label={t('admin.pending.approve', { title: row.title })}
                  disabled={busyId === row._id}
                  onClick={() => void approve(row)}
                >
                  <CheckIcon />
                </IconButton>
              </span>
            </Tooltip>
            <Tooltip title={t('admin.pending.rejectHint')}>
              <IconButton
                color="error"
                aria-label={t('admin.pending.reject', { title: row.title })}
                onClick={() => setRejecting(row)}
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
        ),
      },
    ];
  }, [approve, busyId, t]);

  return (
    <ScreenIntro title={t('admin.pending.title')} description={t('admin.pending.description')}>
      {status === 'failed' && error && (
        <ErrorState message={failureMessage(error)} onRetry={stories.reload} />
      )}
      {outcome && (
        <Alert
          severity={outcome.ok ? 'success' : 'error'}
          sx={{ mb: 2 }}
          onClose={() => setOutcome(null)}
        >
          {!outcome.ok
            ? failureMessage(outcome.message)
            : outcome.decision === 'approve'
              ? t('admin.pending.published', { title: outcome.title })
              : t('admin.pending.notApproved', { title: outcome.title })}
        </Alert>
      )}
      {status === 'succeeded' && pending.length === 0 ? (
        <Typography color="text.secondary">{t('admin.pending.none')}</Typography>
      ) : (
        <StoryGrid
          rows={pending}
          columns={columns}
          loading={status === 'loading'}
          label={t('admin.pending.gridLabel')}
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
            if (row) void approveNow(row);
          }}
        />
      )}
      {rejecting && (
        <RejectDialog
          title={rejecting.title}
          open
          confirmLabel={t('admin.pending.rejectConfirm')}
          onCancel={() => setRejecting(null)}
          onReject={async (reason) => {
            const failure = await sendReview(rejecting, { decision: 'reject', reason });
            if (!failure) setRejecting(null);
            return failure;
          }}
        />
      )}
    </ScreenIntro>
  );
}
