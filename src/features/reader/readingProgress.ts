import type { ProgressAnswer } from '../../../contract/api';
import { createAppAsyncThunk } from '../../app/hooks';
import { postProgress } from './progressApi';
import { trackSave } from '../../lib/story/progressSaves';

/**
 * Tells the server a signed-in reader reached a page; anonymous reading is not recorded.
 * Answers the server's record (with the points the story has brought), or null when nothing
 * was recorded.
 */
export const recordReading = createAppAsyncThunk<
  ProgressAnswer | null,
  { storyId: string; page_no: number; finished?: boolean }
>('storyPage/recordReading', async (body, { extra, getState }) => {
  if (!getState().user.user) return null;
  try {
    return await trackSave(postProgress(extra.api, body));
  } catch (error) {
    // Reading goes on; the position is simply not saved this time.
    console.warn('Could not save reading progress', error);
    return null;
  }
});
