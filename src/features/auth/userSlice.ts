import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LoadStatus } from '../../lib/loadStatus';
import type { AppUser } from '../../lib/identity';
import { logIn, logOut, signUp } from './authThunks';

export interface UserState {
  user: AppUser | null;
  isAuthenticated: boolean;
  status: LoadStatus;
  error: string | null;
}

export const initialUserState: UserState = {
  user: null,
  isAuthenticated: false,
  status: 'idle',
  error: null,
};

const userSlice = createSlice({
  name: 'user',
  initialState: initialUserState,
  reducers: {
    /** The identity provider's session changed (sign-in elsewhere, expiry, restore). */
    sessionChanged(state, action: PayloadAction<AppUser | null>) {
      // A new account is signed in before the backend has it: the sign-up (or sign-in) in
      // flight sets the user when it has finished, so nothing is posted under no name.
      if (state.status === 'loading' && action.payload && !state.user) return;
      state.user = action.payload;
      state.isAuthenticated = action.payload !== null;
    },
    authErrorCleared(state) {
      state.error = null;
      state.status = 'idle';
    },
  },
  extraReducers: (builder) => {
    for (const thunk of [signUp, logIn]) {
      builder
        .addCase(thunk.pending, (state) => {
          state.status = 'loading';
          state.error = null;
        })
        .addCase(thunk.fulfilled, (state, action) => {
          state.status = 'succeeded';
          state.user = action.payload;
          state.isAuthenticated = true;
        })
        .addCase(thunk.rejected, (state, action) => {
          state.status = 'failed';
          state.error = action.payload ?? action.error.message ?? 'Something went wrong.';
        });
    }
    builder.addCase(logOut.fulfilled, () => initialUserState);
  },
});

export const { sessionChanged, authErrorCleared } = userSlice.actions;
export const userReducer = userSlice.reducer;
