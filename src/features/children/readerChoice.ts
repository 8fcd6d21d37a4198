import type { WithActiveReader } from '../../lib/activeReader';

/** Whether this tab was told who reads for the account signed in now. */
export const selectReaderChosen = ({ user, activeReader }: WithActiveReader) =>
  user.user !== null && activeReader.account === user.user.uid;

/** The child reading now; null while the grown-up reads, or nobody was chosen yet. */
export const selectReadingChild = (state: WithActiveReader) =>
  selectReaderChosen(state) ? state.activeReader.child : null;
