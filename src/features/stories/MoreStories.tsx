import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useCallback, useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { ErrorState } from '../../components/ErrorState';
import { useT } from '../../i18n/useT';
import { fetchMoreStories } from './storiesSlice';

/** How far below the screen the end of the list is when the next page is asked for. */
const AHEAD = '0px 0px 800px 0px';

/** The cards' links on the list, in order. */
const cardLinks = (end: HTMLElement | null) =>
  end?.parentElement?.querySelectorAll<HTMLElement>('[data-story-grid] > article > a') ?? [];

/**
 * The end of the list: the next page is asked for as the child scrolls near it (an
 * IntersectionObserver), and by a "Show more stories" button, for keyboards, screen readers
 * and browsers without observers. A failed page says so here, under the cards already shown,
 * with a retry. `shown`: how many cards are on screen (they render after the state changes).
 */
export function MoreStories({ shown }: { shown: number }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const { status, nextCursor, more, items } = useAppSelector((state) => state.stories);
  const end = useRef<HTMLDivElement>(null);
  /** The first new card takes the focus when the button brought it. */
  const focusFrom = useRef<number | null>(null);
  const hasMore = status === 'succeeded' && nextCursor !== null;
  const loadMore = useCallback(() => void dispatch(fetchMoreStories()), [dispatch]);

  // A new observer for each page once its cards are on screen: it reports at once if the end
  // is still near (a tall screen), so pages follow until the screen is full. A failed page
  // waits for its retry.
  const allShown = shown === items.length;
  useEffect(() => {
    const target = end.current;
    if (!hasMore || more.status !== 'idle' || !allShown || !target) return;
    if (typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore();
      },
      { rootMargin: AHEAD },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasMore, more.status, allShown, shown, loadMore]);

  useEffect(() => {
    const from = focusFrom.current;
    const links = cardLinks(end.current);
    if (from === null || links.length <= from) return;
    focusFrom.current = null;
    links[from]?.focus();
  }, [shown]);

  return (
    <>
      <Box ref={end} aria-hidden />
      {more.status === 'failed' && more.error && (
        <ErrorState message={more.error} onRetry={loadMore} />
      )}
      {hasMore && more.status !== 'failed' && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mb: 4 }}>
          {/* Not disabled while loading: the focus stays on it until the new cards take it. */}
          <Button
            variant="outlined"
            size="large"
            aria-busy={more.status === 'loading'}
            onClick={() => {
              focusFrom.current = cardLinks(end.current).length;
              loadMore();
            }}
          >
            {more.status === 'loading' ? t('stories.more.loading') : t('stories.more.show')}
          </Button>
        </Box>
      )}
    </>
  );
}
