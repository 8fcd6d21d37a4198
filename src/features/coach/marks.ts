import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import type { FollowerState } from './follower';

/** How a word of the page looks while the coach follows: read, skipped, or the one to read next. */
export type CoachMark = 'read' | 'skipped' | 'next';

export function coachMarks(state: FollowerState, listening: boolean): (CoachMark | undefined)[] {
  const marks: (CoachMark | undefined)[] = [...state.marks];
  const next = state.words.slice(state.position).find((word) => word.spoken);
  if (listening && next) marks[next.index] = 'next';
  return marks;
}

/** Gentle marks: a soft green for read words, a dotted amber line under a skipped one. */
export const COACH_MARK_STYLES: Record<CoachMark, (theme: Theme) => SystemStyleObject<Theme>> = {
  read: (theme) => ({
    bgcolor: theme.palette.mode === 'light' ? '#d8f3dc' : 'rgba(116, 198, 157, 0.28)',
    transition: 'background-color 200ms ease',
  }),
  skipped: (theme) => ({
    textDecorationLine: 'underline',
    textDecorationStyle: 'dotted',
    textDecorationThickness: '3px',
    textUnderlineOffset: '6px',
    textDecorationColor: theme.palette.mode === 'light' ? '#e59a2f' : '#f4b860',
    bgcolor: theme.palette.mode === 'light' ? '#fff1da' : 'rgba(244, 184, 96, 0.18)',
  }),
  next: (theme) => ({
    boxShadow: `inset 0 -3px 0 ${theme.palette.primary.light}`,
  }),
};
