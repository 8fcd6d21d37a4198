import { createAppAsyncThunk } from '../../app/hooks';
import { postProgress } from './progressApi';

/** Tells the server a signed-in reader reached a page; anonymous reading is not recorded. */
export const recordReading = createAppAsyncThunk<
  void,
  { storyId: string; page_no: number; finished?: boolean }
>('storyPage/recordReading', async (body, { extra, getState }) => {
  if (!getState().user.user) return;
  try {
    await postProgress(extra.api, body);
  } catch (error) {
    // Reading goes on; the position is simply not saved this time.
    console.warn('Could not save reading progress', error);
  }
});
