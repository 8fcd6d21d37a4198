import { createAction, type UnknownAction } from '@reduxjs/toolkit';

/*
 * Who is reading on this device now: the signed-in account itself, or one of its children
 * (docs/children.md). Every call kept per reader (progress, quiz play, settings, the personal
 * list, the leaderboard, coach results) names the child reading. The choice lasts for the tab
 * (the store keeps this slice in sessionStorage) and belongs to the account it was made under:
 * another account signing in to the tab is asked afresh, and signing out forgets it.
 */

/** A child reading, as the top bar shows them. */
export interface ReadingChild {
  id: string;
  nickname: string;
  avatar: string;
}

export interface ActiveReaderState {
  /** The account whose reader was chosen in this tab; null before any choice. */
  account: string | null;
  /** The child reading; null while the account itself reads. */
  child: ReadingChild | null;
}

export const NO_READER_CHOSEN: ActiveReaderState = { account: null, child: null };

/** The tab's reader was chosen (Who's reading?, the top bar) or forgotten (signing out). */
export const readerChosen = createAction<ActiveReaderState>('activeReader/chosen');

export const activeReaderReducer = (
  state: ActiveReaderState = NO_READER_CHOSEN,
  action: UnknownAction,
): ActiveReaderState => (readerChosen.match(action) ? action.payload : state);

/** A store's state as far as the active reader goes. */
export interface WithActiveReader {
  user: { user: { uid: string } | null };
  activeReader: ActiveReaderState;
}

/** Whether this tab was told who reads for the account signed in now. */
export const selectReaderChosen = ({ user, activeReader }: WithActiveReader) =>
  user.user !== null && activeReader.account === user.user.uid;

/** The child reading now; null while the grown-up reads, or nobody was chosen yet. */
export const selectReadingChild = (state: WithActiveReader) =>
  selectReaderChosen(state) ? state.activeReader.child : null;

/**
 * The child reading now, whose id every call kept per reader sends as `childId`; null while
 * the account itself reads (or nobody was chosen yet for the account signed in): the field is
 * then left out, and the server answers for the account.
 */
export const selectReadingChildId = (state: WithActiveReader) =>
  selectReadingChild(state)?.id ?? null;
