import type { TextDirection } from '../../../contract/storyLanguages';

/** The arrow key that goes on in a story: the one pointing the way its lines run. */
export const forwardKey = (direction: TextDirection) =>
  direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';

/** The arrow key that goes back in a story. */
export const backwardKey = (direction: TextDirection) =>
  direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
