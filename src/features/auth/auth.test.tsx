import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { authErrorMessage } from '../../lib/identity';
import { renderApp } from '../../testing/renderWithProviders';
import { API, server } from '../../testing/server';
import { speak } from '../../testing/interfaceLanguage';

const type = (label: string | RegExp, value: string) =>
  userEvent.type(screen.getByLabelText(label), value);

/** Fills the sign-up form on screen and sends it. */
async function sendSignUp(firstName: string, lastName: string, email: string) {
  await screen.findByLabelText(/^First name/);
  await type(/^First name/, firstName);
  await type(/^Last name/, lastName);
  await type(/^E-mail/, email);
  await type(/^Password/, 'secret123');
  await type(/^Confirm password/, 'secret123');
  await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
}

/** Opens the sign-up screen and signs up as Priya Sharma. */
async function signUpAsPriya() {
  const utils = renderApp('/signup');
  await sendSignUp('Priya', 'Sharma', 'priya@example.com');
  return utils;
}

describe('sign-up', () => {
  it('checks the fields before calling the provider', async () => {
    renderApp('/signup');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign up' }));
    expect(screen.getByText('Please enter your first name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your e-mail address.')).toBeInTheDocument();
    await type(/^E-mail/, 'not-an-email');
    await type(/^Password/, '123');
    await type(/^Confirm password/, '124');
    expect(screen.getByText('Please enter a valid e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('Your password needs at least 6 characters.')).toBeInTheDocument();
    expect(screen.getByText('The two passwords do not match.')).toBeInTheDocument();
  });

  it('creates the account named "first last", posts /signup and welcomes the user', async () => {
    const posted: unknown[] = [];
    server.use(
      http.post(`${API}/signup`, async ({ request }) => {
        posted.push({ body: await request.json(), auth: request.headers.get('authorization') });
        return HttpResponse.json({});
      }),
    );
    const { store } = await signUpAsPriya();
    expect(await screen.findByText('Welcome, Priya Sharma')).toBeInTheDocument();
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted).toEqual([
      {
        body: {
          username: 'Priya Sharma',
          email: 'priya@example.com',
          userId: 'uid-priya@example.com',
        },
        auth: 'Bearer token-uid-priya@example.com',
      },
    ]);
    expect(store.getState().user).toMatchObject({ isAuthenticated: true, status: 'succeeded' });
  });

  it('shows the new user signed in only once the backend has registered them', async () => {
    let finishSignup: () => void = () => undefined;
    const registered = new Promise<void>((resolve) => (finishSignup = resolve));
    server.use(
      http.post(`${API}/signup`, async () => {
        await registered;
        return HttpResponse.json({});
      }),
    );
    const { store } = await signUpAsPriya();
    await waitFor(() => expect(store.getState().user.status).toBe('loading'));
    // The provider already holds the new session; the app waits for the backend.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    expect(store.getState().user.isAuthenticated).toBe(false);
    finishSignup();
    expect(await screen.findByText('Welcome, Priya Sharma')).toBeInTheDocument();
    expect(store.getState().user).toMatchObject({ isAuthenticated: true, status: 'succeeded' });
  });

  it('shows the provider error in words a parent understands and stores it', async () => {
    const { identity, store } = renderApp('/signup');
    identity.failNext = { code: 'auth/email-already-in-use' };
    await sendSignUp('A', 'B', 'a@example.com');
    const message = 'An account with this e-mail already exists. Try logging in instead.';
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(store.getState().user).toMatchObject({
      status: 'failed',
      error: message,
      isAuthenticated: false,
    });
  });
});

describe('limits of the account forms', () => {
  it('counts a name near its limit and does not create an account with one too long', async () => {
    const { store } = renderApp('/signup');
    const first = await screen.findByLabelText(/^First name/);
    await userEvent.click(first);
    await userEvent.paste('P'.repeat(45));
    expect(screen.getByText('45 / 49')).toBeInTheDocument();
    await userEvent.paste('P'.repeat(5));
    expect(screen.getByText('Please keep this to 49 characters (now 50).')).toBeInTheDocument();
    await type(/^Last name/, 'Sharma');
    await type(/^E-mail/, 'priya@example.com');
    await type(/^Password/, 'secret123');
    await type(/^Confirm password/, 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(first).toHaveValue('P'.repeat(50));
    expect(store.getState().user).toMatchObject({ status: 'idle', isAuthenticated: false });
  });

  it('shows the e-mail counter on the login form only near the limit', async () => {
    renderApp('/login');
    const email = await screen.findByLabelText(/^E-mail/);
    await userEvent.click(email);
    await userEvent.paste(`${'a'.repeat(200)}@example.com`);
    expect(screen.queryByText(/ \/ 254$/)).not.toBeInTheDocument();
    await userEvent.paste('a'.repeat(30));
    expect(screen.getByText('242 / 254')).toBeInTheDocument();
  });

  it('does not send a reset link to an address longer than any can be', async () => {
    const { identity } = renderApp('/forgot-password');
    const email = await screen.findByLabelText(/^E-mail/);
    await userEvent.click(email);
    await userEvent.paste(`${'a'.repeat(250)}@example.com`);
    expect(screen.getByText('Please keep this to 254 characters (now 262).')).toBeInTheDocument();
    identity.failNext = { code: 'auth/internal-error' };
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    // The provider was not asked: its planted failure is still waiting.
    expect(identity.failNext).not.toBeNull();
  });
});

describe('login', () => {
  it('signs in and marks the user authenticated', async () => {
    const { store, router } = renderApp('/login');
    await screen.findByLabelText(/^E-mail/);
    await type(/^E-mail/, 'meera@example.com');
    await type(/^Password/, 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/stories'));
    expect(store.getState().user).toMatchObject({
      isAuthenticated: true,
      user: { email: 'meera@example.com' },
    });
  });

  it('explains a wrong password', async () => {
    const { identity } = renderApp('/login');
    identity.failNext = { code: 'auth/invalid-credential' };
    await screen.findByLabelText(/^E-mail/);
    await type(/^E-mail/, 'meera@example.com');
    await type(/^Password/, 'nope12');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(
      await screen.findByText('That e-mail and password do not match. Please try again.'),
    ).toBeInTheDocument();
  });

  it.each([
    ['auth/user-not-found', /could not find an account/],
    ['auth/weak-password', /stronger password/],
    ['auth/too-many-requests', /Too many attempts/],
    ['auth/network-request-failed', /internet connection/],
    ['auth/something-new', /Something went wrong/],
  ])('turns %s into a readable message', (code, message) => {
    expect(authErrorMessage({ code })).toMatch(message);
  });
});

describe('forgot password', () => {
  const askForReset = async (email: string) => {
    await screen.findByLabelText(/^E-mail/);
    await type(/^E-mail/, email);
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    return screen.findByText(
      `If ${email} belongs to a Kahani account, a link to choose a new password is on its way. Please check your inbox.`,
    );
  };

  it('sends the reset e-mail and says so', async () => {
    const { identity } = renderApp('/forgot-password');
    identity.knownEmails.add('meera@example.com');
    expect(await askForReset('meera@example.com')).toBeInTheDocument();
    expect(identity.resetEmails).toEqual(['meera@example.com']);
  });

  it('answers an unknown address exactly like a known one, so nobody learns who has an account', async () => {
    const { identity } = renderApp('/forgot-password');
    expect(await askForReset('nobody@example.com')).toBeInTheDocument();
    expect(identity.resetEmails).toEqual([]);
    expect(screen.queryByText(/could not find an account/)).not.toBeInTheDocument();
  });
});

describe('session', () => {
  it('follows the provider: a sign-in elsewhere sets the user and loads the personalised list', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${API}/KahaniJson/getkahanis/:uid`, ({ params }) => {
        asked.push(String(params.uid));
        return HttpResponse.json([]);
      }),
    );
    const { identity, store } = renderApp('/about');
    await screen.findByRole('heading', { name: 'About Us' });
    identity.emitSession({ uid: 'u-9', displayName: 'Ravi', email: 'r@example.com' });
    await waitFor(() => expect(asked).toEqual(['u-9']));
    expect(store.getState().user.isAuthenticated).toBe(true);
    identity.emitSession(null);
    await waitFor(() => expect(store.getState().user.user).toBeNull());
  });

  it('only logs a sign-out failure, and still clears the user', async () => {
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      const { identity, store } = renderApp('/about', {
        user: { uid: 'u1', displayName: 'Asha', email: 'a@example.com' },
      });
      identity.failNext = { code: 'auth/network-request-failed' };
      await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
      await waitFor(() => expect(store.getState().user.user).toBeNull());
      expect(
        errors.some((args) => String((args as unknown[])[0]).includes('Sign-out failed')),
      ).toBe(true);
    } finally {
      console.error = original;
    }
  });
});

describe('the sign-in forms in another language', () => {
  it('speaks Hindi on the login form: heading, button, field checks and the provider’s refusal', async () => {
    const { store, identity } = renderApp('/login');
    await screen.findByRole('button', { name: 'Login' });
    await speak(store, 'hindi');
    expect(await screen.findByRole('heading', { name: 'लॉग इन' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'लॉग इन करें' }));
    expect(screen.getByText('कृपया अपना ई-मेल पता लिखें।')).toBeInTheDocument();
    expect(screen.getByText('कृपया अपना पासवर्ड लिखें।')).toBeInTheDocument();

    identity.failNext = { code: 'auth/invalid-credential' };
    await type(/^ई-मेल/, 'meera@example.com');
    await type(/^पासवर्ड/, 'nope12');
    await userEvent.click(screen.getByRole('button', { name: 'लॉग इन करें' }));
    expect(
      await screen.findByText('यह ई-मेल और पासवर्ड मेल नहीं खाते। कृपया फिर से कोशिश करें।'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'पासवर्ड भूल गए?' })).toBeInTheDocument();
  });

  it('speaks Tamil on the sign-up form, numbers in its checks included', async () => {
    const { store } = renderApp('/signup');
    await screen.findByRole('button', { name: 'Sign up' });
    await speak(store, 'tamil');
    expect(
      await screen.findByRole('heading', { name: 'உங்கள் கணக்கை உருவாக்குங்கள்' }),
    ).toBeInTheDocument();
    await userEvent.type(screen.getAllByLabelText(/^கடவுச்சொல்/)[0]!, '123');
    await userEvent.click(screen.getByRole('button', { name: 'பதிவு செய்' }));
    expect(screen.getByText('உங்கள் முதல் பெயரை உள்ளிடுங்கள்.')).toBeInTheDocument();
    expect(screen.getByText('உங்கள் கடவுச்சொல்லில் குறைந்தது 6 எழுத்துகள் தேவை.')).toBeInTheDocument();
    expect(screen.getByText('இரண்டு கடவுச்சொற்களும் பொருந்தவில்லை.')).toBeInTheDocument();
  });
});
