import { useCallback, useState } from 'react';
import type { AdminStoryRow, StoryReview } from '../../../contract/stories';
import type { Failure } from '../../i18n/forms/validationMessages';
import { messageOf } from '../../lib/serverData/api';
import { failureFrom } from './adminFailures';
import {
  CHECK_STORY_FAILED,
  REVIEW_FAILED,
  useLazyGetStoryGapsQuery,
  useReviewStoryMutation,
} from './adminStoriesApi';
import type { ApprovalCheck } from './ApproveGapsDialog';

/** How the last review went: the story published or refused, or why it failed. */
export type ReviewOutcome =
  { ok: true; decision: StoryReview['decision']; title: string } | { ok: false; message: string };

/**
 * Reviewing the pending stories: approving (at once when a story lacks nothing, otherwise
 * after the administrator has seen its gaps) and rejecting with a reason.
 */
export function usePendingReview(pending: readonly AdminStoryRow[]) {
  const [review] = useReviewStoryMutation();
  const [checkGaps] = useLazyGetStoryGapsQuery();
  const [rejecting, setRejecting] = useState<AdminStoryRow | null>(null);
  const [outcome, setOutcome] = useState<ReviewOutcome | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  /** A story whose approval waits for the user's word (kept while the dialog fades out). */
  const [approval, setApproval] = useState<{ check: ApprovalCheck; open: boolean } | null>(null);

  /** Sends the review and says how it went; answers its failure, if it failed. */
  const sendReview = useCallback(
    async (row: AdminStoryRow, decision: StoryReview): Promise<Failure | null> => {
      setBusyId(row._id);
      try {
        await review({ id: row._id, review: decision }).unwrap();
      } catch (error) {
        return failureFrom(error, REVIEW_FAILED);
      } finally {
        setBusyId(null);
      }
      setOutcome({ ok: true, decision: decision.decision, title: row.title });
      return null;
    },
    [review],
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
      // Read afresh: the story may have been edited since the last check.
      const check = await checkGaps(row._id);
      const gaps = check.isSuccess ? check.data : null;
      if (gaps?.complete) {
        await approveNow(row);
        return;
      }
      setBusyId(null);
      setApproval({
        open: true,
        check: {
          id: row._id,
          title: row.title,
          gaps,
          error: gaps ? null : messageOf(check.error, CHECK_STORY_FAILED),
        },
      });
    },
    [approveNow, checkGaps],
  );

  const closeApproval = () => setApproval((current) => current && { ...current, open: false });

  return {
    busyId,
    outcome,
    dismissOutcome: () => setOutcome(null),
    approve,
    approval,
    cancelApproval: closeApproval,
    publishAnyway: () => {
      closeApproval();
      const row = pending.find((item) => item._id === approval?.check.id);
      if (row) void approveNow(row);
    },
    rejecting,
    askToReject: setRejecting,
    cancelRejection: () => setRejecting(null),
    /** Sends the rejection with its reason; the dialog closes once it is done. */
    reject: async (reason: string) => {
      if (!rejecting) return null;
      const failure = await sendReview(rejecting, { decision: 'reject', reason });
      if (!failure) setRejecting(null);
      return failure;
    },
  };
}
