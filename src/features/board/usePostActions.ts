import { useState } from 'react';
import type { BoardPost } from '../../../contract/board';
import type { MessageId } from '../../i18n/messageIds';
import { messageOf } from '../../lib/serverData/api';
import type { PostAction } from './BoardPostCard';
import { useDeletePostMutation, useModeratePostMutation, useReportPostMutation } from './boardApi';

export interface Confirmation {
  title: MessageId;
  text: MessageId;
  label: MessageId;
  destructive: boolean;
}

/** The actions asked about before they are done. */
const CONFIRMATIONS: Partial<Record<PostAction, Confirmation>> = {
  delete: {
    title: 'board.confirm.deleteTitle',
    text: 'board.confirm.deleteText',
    label: 'board.post.delete',
    destructive: true,
  },
  report: {
    title: 'board.confirm.reportTitle',
    text: 'board.confirm.reportText',
    label: 'board.post.report',
    destructive: false,
  },
  hide: {
    title: 'board.confirm.hideTitle',
    text: 'board.confirm.hideText',
    label: 'board.post.hide',
    destructive: true,
  },
};

const DONE: Record<PostAction, MessageId> = {
  delete: 'board.done.delete',
  report: 'board.done.report',
  hide: 'board.done.hide',
  keep: 'board.done.keep',
  restore: 'board.done.restore',
};

/** A notice after an action: one of the board's messages, or a failure's own words. */
export type Notice = { id: MessageId; error: false } | { failure: string; error: true };

/**
 * What is done to posts from the board and the review queue: confirmed first where it matters,
 * one post busy at a time, then a notice. The cache tags refresh the board and the queue.
 */
export function usePostActions() {
  const [deletePost] = useDeletePostMutation();
  const [reportPost] = useReportPostMutation();
  const [moderatePost] = useModeratePostMutation();
  const [pending, setPending] = useState<{ action: PostAction; post: BoardPost } | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  const perform = async (action: PostAction, post: BoardPost) => {
    setPending(null);
    setBusyId(post._id);
    const answer =
      action === 'delete'
        ? await deletePost(post._id)
        : action === 'report'
          ? await reportPost(post._id)
          : await moderatePost({ postId: post._id, hidden: action === 'hide' });
    setBusyId(null);
    setNotice(
      answer.error
        ? { failure: messageOf(answer.error, ''), error: true }
        : { id: DONE[action], error: false },
    );
  };

  return {
    busyId,
    notice,
    /** The question asked before the pending action, if one is waiting. */
    confirmation: pending ? CONFIRMATIONS[pending.action] : undefined,
    onAction: (action: PostAction, post: BoardPost) => {
      if (CONFIRMATIONS[action]) setPending({ action, post });
      else void perform(action, post);
    },
    confirm: () => {
      if (pending) void perform(pending.action, pending.post);
    },
    cancel: () => setPending(null),
    notify: (id: MessageId) => setNotice({ id, error: false }),
    dismissNotice: () => setNotice(null),
  };
}
