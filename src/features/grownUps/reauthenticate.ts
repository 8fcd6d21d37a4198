import { createAppAsyncThunk } from '../../app/hooks';
import { authErrorMessage } from '../../lib/identity';

/** Provider codes that only mean "not the password": the address is the signed-in one's. */
const WRONG_PASSWORD_CODES = new Set([
  'auth/invalid-credential',
  'auth/invalid-login-credentials',
  'auth/wrong-password',
]);

/** The signed-in grown-up's password, checked again by the identity provider. */
export const reauthenticate = createAppAsyncThunk<void, string>(
  'grownUps/reauthenticate',
  async (password, { extra, rejectWithValue }) => {
    try {
      await extra.identity.reauthenticate(password);
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code;
      return rejectWithValue(
        typeof code === 'string' && WRONG_PASSWORD_CODES.has(code)
          ? authErrorMessage({ code: 'auth/wrong-password' })
          : authErrorMessage(error),
        {},
      );
    }
  },
);
