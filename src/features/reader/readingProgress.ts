import type { ProgressAnswer, ProgressBody } from '../../../contract/api';
import { createAppAsyncThunk } from '../../app/hooks';
import { isNetworkFailure } from '../../lib/offline/networkFailure';
import { postProgress, progressForLater } from './progressApi';
import { trackSave } from '../../lib/story/progressSaves';
import { selectReadingChildId } from '../../lib/activeReader';

/** A page read without a network: kept on the device, it is counted once the network is back. */
export const COUNTED_LATER = 'counted later';

/** What became of a page reached: the server's record, kept for later, or not recorded. */
export type RecordedReading = ProgressAnswer | typeof COUNTED_LATER | null;

/** Keeps the report in the outbox (its code loads only when a page is first read offline). */
async function keepForLater(account: string, body: ProgressBody): Promise<RecordedReading> {
  try {
    const { queueRequest } = await import('../../lib/offline/outbox');
    await queueRequest(account, progressForLater(body));
    return COUNTED_LATER;
  } catch (error) {
    console.warn('Could not keep reading progress for later', error);
    return null;
  }
}

/**
 * Tells the server a signed-in reader reached a page, with the time spent on the page before
 * and how it was read; anonymous reading is not recorded. A child reading is named (the
 * report keeps the child even when it waits on the device). Answers the server's record (with
 * the points the story has brought), COUNTED_LATER when there was no network (no points yet:
 * the page waits on the device), or null when nothing was recorded.
 */
export const recordReading = createAppAsyncThunk<RecordedReading, Omit<ProgressBody, 'childId'>>(
  'storyPage/recordReading',
  async (reading, { extra, getState }) => {
    const account = getState().user.user?.uid;
    if (!account) return null;
    const childId = selectReadingChildId(getState());
    const body: ProgressBody = childId ? { ...reading, childId } : reading;
    const save = async () => {
      try {
        return await postProgress(extra.api, body);
      } catch (error) {
        if (isNetworkFailure(error)) return keepForLater(account, body);
        // Reading goes on; the position is simply not saved this time.
        console.warn('Could not save reading progress', error);
        return null;
      }
    };
    return trackSave(save());
  },
);
