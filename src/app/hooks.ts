import { createAsyncThunk, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from './store';
import { loadFailure, type LoadFailureMeta } from '../lib/errors';
import type { Services } from './services';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

/** Thunks reject with the message the screen shows, and the HTTP status when there was one. */
export const createAppAsyncThunk = createAsyncThunk.withTypes<{
  state: RootState;
  dispatch: AppDispatch;
  extra: Services;
  rejectValue: string;
  rejectedMeta: LoadFailureMeta;
}>();

/** A synchronous thunk with the app's services. */
export type AppThunk<Result = void> = ThunkAction<Result, RootState, Services, UnknownAction>;

/**
 * A thunk around one API call. It rejects with the server's message (or `fallback`) and the
 * HTTP status, like every load, so screens and the Error Log treat it the same way.
 */
export function createApiThunk<Result, Arg = void>(
  type: string,
  call: (arg: Arg, api: Services['api']) => Promise<Result>,
  fallback: string,
) {
  return createAppAsyncThunk<Result, Arg>(type, async (arg, { extra, rejectWithValue }) => {
    try {
      return await call(arg, extra.api);
    } catch (error) {
      return rejectWithValue(...loadFailure(error, fallback));
    }
  });
}
