/**
 * The timing editor's arithmetic, free of React: a recording's words become an ordered list of
 * boundaries on a timeline, and every move of a boundary is clamped so that words never cross.
 */

export interface WordTimes {
  startSeconds: number;
  endSeconds: number;
}

/**
 * One draggable edge on the timeline. Where a word ends exactly where the next begins, one
 * boundary serves both (moving it lengthens one word and shortens the other); where there is
 * a pause between them, each side has its own.
 */
export interface Boundary {
  /** The word that ends here, if any. */
  ends: number | null;
  /** The word that starts here, if any. */
  starts: number | null;
}

/** The shortest a word may be made: it stays visible and can still be clicked. */
export const MIN_WORD_SECONDS = 0.02;
/** What an arrow key moves a boundary by, and with Shift. */
export const NUDGE_SECONDS = 0.01;
export const BIG_NUDGE_SECONDS = 0.1;
/**
 * Closer than this, a word's end and the next word's start are one boundary (at the next
 * word's start): the aligner leaves slivers of silence between words said in one breath,
 * and two handles a few pixels apart could not be told apart or grabbed.
 */
export const JOINED_WITHIN_SECONDS = 0.05;

/** Timeline scales, in pixels per second; the editor opens at DEFAULT_ZOOM. */
export const ZOOM_LEVELS = [25, 50, 100, 200, 400, 800] as const;
export const DEFAULT_ZOOM = 200;

/** Milliseconds are as fine as anyone can hear; rounding keeps nudges free of float drift. */
export const roundToMilliseconds = (seconds: number) => Math.round(seconds * 1000) / 1000;

/** The boundaries of a recording's words, in time order, and where each one is. */
export function boundariesOf(words: readonly WordTimes[]): {
  boundaries: Boundary[];
  times: number[];
} {
  const boundaries: Boundary[] = [];
  const times: number[] = [];
  words.forEach((word, index) => {
    const previous = words[index - 1];
    const last = boundaries[boundaries.length - 1];
    // A word that starts where (or, overlapping, before) the previous one ends shares its edge.
    if (
      previous &&
      last &&
      word.startSeconds <= previous.endSeconds + JOINED_WITHIN_SECONDS &&
      last.ends === index - 1
    ) {
      last.starts = index;
      times[times.length - 1] = roundToMilliseconds(Math.max(word.startSeconds, times.at(-1)!));
    } else {
      boundaries.push({ ends: null, starts: index });
      times.push(roundToMilliseconds(word.startSeconds));
    }
    boundaries.push({ ends: index, starts: null });
    times.push(roundToMilliseconds(Math.max(word.endSeconds, times.at(-1)!)));
  });
  return { boundaries, times };
}

/** The words' times again, from their boundaries' places: what Save sends. */
export function wordTimesOf(boundaries: readonly Boundary[], times: readonly number[]) {
  const words: WordTimes[] = [];
  boundaries.forEach((boundary, index) => {
    const time = times[index] ?? 0;
    if (boundary.starts !== null) words[boundary.starts] = { startSeconds: time, endSeconds: time };
    if (boundary.ends !== null) words[boundary.ends]!.endSeconds = time;
  });
  return words;
}

/**
 * How far a boundary may go: up to its neighbours, leaving every word between them at least
 * MIN_WORD_SECONDS, and within the recording. A boundary already closer than that (times as
 * recorded) may stay where it is, but not move further in.
 */
export function boundaryRange(
  boundaries: readonly Boundary[],
  times: readonly number[],
  index: number,
  durationSeconds: number,
): { min: number; max: number } {
  const current = times[index] ?? 0;
  const boundary = boundaries[index];
  const before = index > 0 ? times[index - 1]! : 0;
  const after = index < times.length - 1 ? times[index + 1]! : Math.max(durationSeconds, current);
  // A word lies before this boundary when it ends here, after it when it starts here.
  const min = before + (index > 0 && boundary?.ends !== null ? MIN_WORD_SECONDS : 0);
  const max =
    after - (index < times.length - 1 && boundary?.starts !== null ? MIN_WORD_SECONDS : 0);
  return {
    min: roundToMilliseconds(Math.min(min, current)),
    max: roundToMilliseconds(Math.max(max, current)),
  };
}

/** The times with one boundary moved towards `seconds`, as far as its neighbours allow. */
export function moveBoundary(
  boundaries: readonly Boundary[],
  times: readonly number[],
  index: number,
  seconds: number,
  durationSeconds: number,
): number[] {
  const { min, max } = boundaryRange(boundaries, times, index, durationSeconds);
  const next = [...times];
  next[index] = roundToMilliseconds(Math.min(max, Math.max(min, seconds)));
  return next;
}

/** A key pressed on a focused boundary: the new place to move it to, or null if not ours. */
export function keyTarget(
  key: string,
  shiftKey: boolean,
  current: number,
  range: { min: number; max: number },
): number | null {
  const step = shiftKey ? BIG_NUDGE_SECONDS : NUDGE_SECONDS;
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowDown':
      return current - step;
    case 'ArrowRight':
    case 'ArrowUp':
      return current + step;
    case 'PageDown':
      return current - BIG_NUDGE_SECONDS;
    case 'PageUp':
      return current + BIG_NUDGE_SECONDS;
    case 'Home':
      return range.min;
    case 'End':
      return range.max;
    default:
      return null;
  }
}

/**
 * The time under a pointer: `clientX` relative to the timeline's left edge (`left`, in the
 * viewport, already scrolled), at `pixelsPerSecond`, kept within the recording.
 */
export function secondsAtPointer(
  clientX: number,
  left: number,
  pixelsPerSecond: number,
  durationSeconds: number,
): number {
  const seconds = (clientX - left) / pixelsPerSecond;
  return roundToMilliseconds(Math.min(durationSeconds, Math.max(0, seconds)));
}

export const pixelsAt = (seconds: number, pixelsPerSecond: number) => seconds * pixelsPerSecond;

/** The next scale in or out, or the same one at either end. */
export function zoomed(pixelsPerSecond: number, direction: 'in' | 'out'): number {
  const index = ZOOM_LEVELS.findIndex((level) => level >= pixelsPerSecond);
  const at = index === -1 ? ZOOM_LEVELS.length - 1 : index;
  const next = direction === 'in' ? at + 1 : at - 1;
  return ZOOM_LEVELS[Math.min(ZOOM_LEVELS.length - 1, Math.max(0, next))]!;
}

export const canZoom = (pixelsPerSecond: number, direction: 'in' | 'out') =>
  zoomed(pixelsPerSecond, direction) !== pixelsPerSecond;

/**
 * Where the view should scroll after a zoom so that the time at the middle of the view stays
 * there: what was at `centreSeconds` is again `viewWidth / 2` from the left edge.
 */
export function scrollAfterZoom(centreSeconds: number, pixelsPerSecond: number, viewWidth: number) {
  return Math.max(0, centreSeconds * pixelsPerSecond - viewWidth / 2);
}

/** The word being said at `seconds`, or -1 in a pause. */
export function wordAt(words: readonly WordTimes[], seconds: number): number {
  return words.findIndex((word) => seconds >= word.startSeconds && seconds < word.endSeconds);
}

/** True when any boundary is somewhere else than when the recording was opened (or saved). */
export const timesChanged = (saved: readonly number[], current: readonly number[]) =>
  saved.length !== current.length || saved.some((time, index) => time !== current[index]);
