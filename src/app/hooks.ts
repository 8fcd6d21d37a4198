import { createAsyncThunk, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from './store';
import type { LoadFailureMeta } from '../lib/errors';
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
