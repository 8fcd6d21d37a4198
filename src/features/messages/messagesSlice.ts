import { createSlice } from '@reduxjs/toolkit';
import type { Message } from '../../../contract/api';
import { createAppAsyncThunk } from '../../app/hooks';
import { isLatest, type LatestRequest, type LoadStatus } from '../../lib/loadStatus';
import { loadFailure } from '../../lib/errors';
import { logOut, sessionChanged } from '../auth';
import { getInbox, patchMessageRead } from './messagesApi';

export const FETCH_MESSAGES_FAILED = 'Failed to fetch messages';

export interface MessagesState extends LatestRequest {
  items: Message[];
  status: LoadStatus;
  error: string | null;
}

const initialState: MessagesState = { items: [], status: 'idle', error: null, requestId: null };

export const fetchMessages = createAppAsyncThunk<Message[], string>(
  'messages/fetch',
  async (uid, { extra, rejectWithValue }) => {
    try {
      return await getInbox(extra.api, uid);
    } catch (error) {
      return rejectWithValue(...loadFailure(error, FETCH_MESSAGES_FAILED));
    }
  },
);

export const markMessageRead = createAppAsyncThunk<string, { uid: string; messageId: string }>(
  'messages/markRead',
  async ({ uid, messageId }, { extra, rejectWithValue }) => {
    try {
      await patchMessageRead(extra.api, uid, messageId);
      return messageId;
    } catch (error) {
      return rejectWithValue(...loadFailure(error, 'Failed to update the message'));
    }
  },
);

const messagesSlice = createSlice({
  name: 'messages',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchMessages.pending, (state, action) => {
        state.status = 'loading';
        state.error = null;
        state.requestId = action.meta.requestId;
      })
      .addCase(fetchMessages.fulfilled, (state, action) => {
        if (!isLatest(state, action)) return;
        state.status = 'succeeded';
        state.items = action.payload;
      })
      .addCase(fetchMessages.rejected, (state, action) => {
        if (!isLatest(state, action)) return;
        state.status = 'failed';
        state.error = action.payload ?? FETCH_MESSAGES_FAILED;
      })
      .addCase(markMessageRead.fulfilled, (state, action) => {
        const message = state.items.find((item) => item._id === action.payload);
        if (message) message.read = true;
      })
      .addCase(logOut.fulfilled, () => initialState)
      .addCase(sessionChanged, (state, action) => (action.payload === null ? initialState : state));
  },
});

export const messagesReducer = messagesSlice.reducer;
export const selectUnreadCount = (state: { messages: MessagesState }) =>
  state.messages.items.filter((message) => !message.read).length;
