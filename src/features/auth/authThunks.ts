import { createAppAsyncThunk } from '../../app/hooks';
import { authErrorMessage, type AppUser } from '../../lib/identity';
import { loadFailure } from '../../lib/errors';
import { postSignup } from './authApi';

export interface SignUpInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/**
 * Creates the identity account, names it "first last", registers it with the backend and sends
 * the link that verifies the address (the backend keeps the address only once verified).
 */
export const signUp = createAppAsyncThunk<AppUser, SignUpInput>(
  'user/signUp',
  async ({ firstName, lastName, email, password }, { extra, rejectWithValue }) => {
    const displayName = [firstName.trim(), lastName.trim()].filter(Boolean).join(' ');
    let user: AppUser;
    try {
      user = await extra.identity.signUp(email.trim(), password, displayName);
    } catch (error) {
      return rejectWithValue(authErrorMessage(error), {});
    }
    try {
      await postSignup(extra.api, { username: displayName, email: email.trim(), userId: user.uid });
    } catch (error) {
      return rejectWithValue(
        ...loadFailure(error, 'Your account was created, but we could not finish setting it up.'),
      );
    }
    // Not waited for: the notice that asks to verify offers to send it again.
    void extra.identity.sendEmailVerification().catch(() => undefined);
    return user;
  },
);

export const logIn = createAppAsyncThunk<AppUser, { email: string; password: string }>(
  'user/logIn',
  async ({ email, password }, { extra, rejectWithValue }) => {
    try {
      return await extra.identity.signIn(email.trim(), password);
    } catch (error) {
      return rejectWithValue(authErrorMessage(error), {});
    }
  },
);

/** Signs out; a failure is only logged, and the local user is cleared either way. */
export const logOut = createAppAsyncThunk<void, void>('user/logOut', async (_, { extra }) => {
  try {
    await extra.identity.signOut();
  } catch (error) {
    console.error('Sign-out failed', error);
  }
});

export const sendPasswordReset = createAppAsyncThunk<void, { email: string }>(
  'user/sendPasswordReset',
  async ({ email }, { extra, rejectWithValue }) => {
    try {
      await extra.identity.sendPasswordReset(email.trim());
    } catch (error) {
      return rejectWithValue(authErrorMessage(error), {});
    }
  },
);
