import { createAppAsyncThunk } from '../../app/hooks';
import { authErrorMessage } from '../../lib/identity';
import { loadFailure } from '../../lib/errors';
import { postSignup } from './authApi';
import { sessionChanged } from './userSlice';

export const ADDRESS_NOT_SAVED =
  'Your address is verified, but we could not save it. Please try again.';

/** Sends the link that verifies the signed-in user's address, again. */
export const sendVerificationEmail = createAppAsyncThunk<void, void>(
  'user/sendVerificationEmail',
  async (_, { extra, rejectWithValue }) => {
    try {
      await extra.identity.sendEmailVerification();
    } catch (error) {
      return rejectWithValue(authErrorMessage(error), {});
    }
  },
);

/**
 * Asks the provider whether the address has been verified since (the link may have been
 * opened in another tab or on a phone). Once it has, the backend is told with a fresh token,
 * which says so, and keeps the address; then the user is updated. Answers whether the
 * address is verified now.
 */
export const checkEmailVerified = createAppAsyncThunk<boolean, void>(
  'user/checkEmailVerified',
  async (_, { extra, dispatch, rejectWithValue }) => {
    let user;
    try {
      user = await extra.identity.refreshUser();
    } catch (error) {
      return rejectWithValue(authErrorMessage(error), {});
    }
    if (!user) return false;
    if (user.emailVerified && user.email) {
      try {
        await postSignup(extra.api, {
          // The name the account was registered with, or the word the top bar shows without one.
          username: user.displayName?.trim() || 'User',
          email: user.email,
          userId: user.uid,
        });
      } catch (error) {
        return rejectWithValue(...loadFailure(error, ADDRESS_NOT_SAVED));
      }
    }
    dispatch(sessionChanged(user));
    return user.emailVerified === true;
  },
);
