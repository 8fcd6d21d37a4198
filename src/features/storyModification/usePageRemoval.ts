import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { pageHeadingId } from './PageEditor';
import { pageRemovalUndone, pageRemoved, type RemovedPage } from './storyModificationSlice';

/** What the snackbar last said, about which page: a removal offers Undo. */
export interface RemovalNotice {
  key: number;
  page: number;
  removed: boolean;
}

/**
 * Removing a page: asked first, told after with an Undo, and undone in reverse order. The
 * keyboard focus follows: to the Undo button after a removal, to the page it brings back.
 */
export function usePageRemoval(removed: readonly RemovedPage[]) {
  const dispatch = useAppDispatch();
  /** The page whose removal waits for confirmation (kept while the dialog fades out). */
  const [removal, setRemoval] = useState<{ index: number; pageNo: number; open: boolean }>({
    index: 0,
    pageNo: 1,
    open: false,
  });
  const [notice, setNotice] = useState<RemovalNotice | null>(null);
  const undoButtonRef = useRef<HTMLButtonElement | null>(null);
  /** Where keyboard focus goes after the next render: the Undo button, or a restored page. */
  const focusNext = useRef<'undo' | number | null>(null);

  useEffect(() => {
    const target = focusNext.current;
    if (target === null) return;
    focusNext.current = null;
    if (target === 'undo') undoButtonRef.current?.focus();
    else document.getElementById(pageHeadingId(target))?.focus();
  }, [removed.length]);

  const askToRemove = useCallback(
    (index: number) => setRemoval({ index, pageNo: index + 1, open: true }),
    [],
  );
  const lastRemoved = removed[removed.length - 1];

  return {
    removal,
    askToRemove,
    cancelRemoval: () => setRemoval((current) => ({ ...current, open: false })),
    confirmRemoval: () => {
      setRemoval((current) => ({ ...current, open: false }));
      focusNext.current = 'undo';
      dispatch(pageRemoved(removal.index));
      setNotice({ key: Date.now(), page: removal.pageNo, removed: true });
    },
    lastRemoved,
    undoButtonRef,
    undoRemoval: () => {
      if (!lastRemoved) return;
      focusNext.current = lastRemoved.index;
      dispatch(pageRemovalUndone());
      setNotice({ key: Date.now(), page: lastRemoved.index + 1, removed: false });
    },
    notice,
    closeNotice: () => setNotice(null),
  };
}
