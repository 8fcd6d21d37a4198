import {
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
} from 'react';
import {
  boundaryRange,
  keyTarget,
  pixelsAt,
  scrollAfterZoom,
  secondsAtPointer,
  type Boundary,
} from './TimingMath';

/** Space at either end of the timeline, so the first and last boundaries can be grabbed. */
export const SIDE_SPACE = 16;
/** While playing, the view scrolls on once the playhead comes this close to its right edge. */
const FOLLOW_MARGIN = 48;

/**
 * The timeline's view (give the returned ref to its scrolling box): a zoom keeps the moment in
 * the middle where it was, and while playing the view follows the playhead.
 */
export function useTimelineScroll({
  pixelsPerSecond,
  playhead,
  playing,
}: {
  pixelsPerSecond: number;
  playhead: number;
  playing: boolean;
}) {
  const scroller = useRef<HTMLDivElement | null>(null);
  const shownScale = useRef(pixelsPerSecond);

  useLayoutEffect(() => {
    const view = scroller.current;
    const before = shownScale.current;
    shownScale.current = pixelsPerSecond;
    if (!view || before === pixelsPerSecond) return;
    const centre = (view.scrollLeft + view.clientWidth / 2 - SIDE_SPACE) / before;
    view.scrollLeft = scrollAfterZoom(centre, pixelsPerSecond, view.clientWidth) + SIDE_SPACE;
  }, [pixelsPerSecond]);

  useLayoutEffect(() => {
    const view = scroller.current;
    if (!view || !playing) return;
    const x = pixelsAt(playhead, pixelsPerSecond) + SIDE_SPACE;
    if (x < view.scrollLeft || x > view.scrollLeft + view.clientWidth - FOLLOW_MARGIN) {
      view.scrollLeft = Math.max(0, x - FOLLOW_MARGIN);
    }
  }, [playhead, playing, pixelsPerSecond]);

  return scroller;
}

interface BoundaryMoves {
  track: RefObject<HTMLDivElement | null>;
  boundaries: readonly Boundary[];
  times: readonly number[];
  durationSeconds: number;
  pixelsPerSecond: number;
  onMove(index: number, seconds: number): void;
}

/**
 * Moving the boundaries: dragged with the pointer (captured until let go) or nudged with the
 * keys a slider takes. Also where on the timeline a pointer is, in seconds.
 */
export function useBoundaryMoves({
  track,
  boundaries,
  times,
  durationSeconds,
  pixelsPerSecond,
  onMove,
}: BoundaryMoves) {
  const dragging = useRef<number | null>(null);

  const secondsAt = (clientX: number) =>
    secondsAtPointer(
      clientX,
      track.current?.getBoundingClientRect().left ?? 0,
      pixelsPerSecond,
      durationSeconds,
    );

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLDivElement>) => {
    const range = boundaryRange(boundaries, times, index, durationSeconds);
    const target = keyTarget(event.key, event.shiftKey, times[index] ?? 0, range);
    if (target === null) return;
    event.preventDefault();
    onMove(index, target);
  };

  const pointerHandlers = (index: number) => ({
    onPointerDown(event: PointerEvent<HTMLDivElement>) {
      if (event.button !== 0) return;
      event.preventDefault();
      event.currentTarget.focus();
      event.currentTarget.setPointerCapture?.(event.pointerId);
      dragging.current = index;
    },
    onPointerMove(event: PointerEvent<HTMLDivElement>) {
      if (dragging.current !== index) return;
      onMove(index, secondsAt(event.clientX));
    },
    onPointerUp(event: PointerEvent<HTMLDivElement>) {
      dragging.current = null;
      event.currentTarget.releasePointerCapture?.(event.pointerId);
    },
    onPointerCancel() {
      dragging.current = null;
    },
  });

  return {
    secondsAt,
    /** Everything one boundary's handle listens to. */
    handlersOf: (index: number) => ({ onKeyDown: onKeyDown(index), ...pointerHandlers(index) }),
  };
}
