import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { PARENT, renderApp } from '../../testing/renderWithProviders';
import { API, server } from '../../testing/server';
import { speak } from '../../testing/interfaceLanguage';

const NOTICE = 'Please verify your e-mail address';
const UNVERIFIED_PARENT = { ...PARENT, emailVerified: false };

/** Records the bodies of POST /signup; `answer` decides each answer. */
function recordSignups(answer: () => Response = () => HttpResponse.json({})) {
  const bodies: unknown[] = [];
  server.use(
    http.post(`${API}/signup`, async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

const notice = () => screen.findByRole('region', { name: NOTICE });
/** Waits until the provider has restored the saved session, as tokens do. */
const restored = (identity: { getIdToken(): Promise<unknown> }) => identity.getIdToken();
const click = (name: string) => userEvent.click(screen.getByRole('button', { name }));

describe('the notice asking to verify the e-mail address', () => {
  it('follows sign-up: the link is sent, and the notice stays on every screen until verified', async () => {
    const signups = recordSignups();
    const { identity, router } = renderApp('/signup');
    await userEvent.type(await screen.findByLabelText(/^First name/), 'Priya');
    await userEvent.type(screen.getByLabelText(/^Last name/), 'Sharma');
    await userEvent.type(screen.getByLabelText(/^E-mail/), 'priya@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'secret123');
    await userEvent.type(screen.getByLabelText(/^Confirm password/), 'secret123');
    await click('Sign up');

    expect(await notice()).toHaveTextContent(
      'We sent a link to priya@example.com. Open it to show the address is yours, then come back here.',
    );
    await waitFor(() => expect(identity.verificationEmails).toEqual(['priya@example.com']));
    await router.navigate('/about');
    await screen.findByRole('heading', { name: 'About Us' });
    expect(await notice()).toBeInTheDocument();

    // Not opened yet: the app says so, and the backend is not asked to keep the address.
    await click("I've verified it");
    expect(
      await screen.findByText(
        'Your address is not verified yet. Open the link in the e-mail we sent, then try again.',
      ),
    ).toBeInTheDocument();
    expect(signups).toHaveLength(1);

    identity.verifyEmail('priya@example.com');
    await click("I've verified it");
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: NOTICE })).not.toBeInTheDocument(),
    );
    // With the verified token, the backend now keeps the address.
    expect(signups).toEqual([
      { username: 'Priya Sharma', email: 'priya@example.com', userId: 'uid-priya@example.com' },
      { username: 'Priya Sharma', email: 'priya@example.com', userId: 'uid-priya@example.com' },
    ]);
  });

  it('sends the link again on request, and says why when it could not', async () => {
    const { identity } = renderApp('/about', { user: UNVERIFIED_PARENT });
    await notice();
    await restored(identity);
    identity.failNext = { code: 'auth/too-many-requests' };
    await click('Send again');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait a few minutes and try again.',
    );
    expect(identity.verificationEmails).toEqual([]);

    await click('Send again');
    expect(
      await screen.findByText(
        'A new link is on its way to meera@example.com. Please check your inbox.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(identity.verificationEmails).toEqual(['meera@example.com']);
  });

  it('stays, with its button as the retry, when the backend could not keep the address', async () => {
    let reachable = false;
    const signups = recordSignups(() => (reachable ? HttpResponse.json({}) : HttpResponse.error()));
    const { identity } = renderApp('/about', { user: UNVERIFIED_PARENT });
    await notice();
    await restored(identity);
    identity.verifyEmail(PARENT.email!);
    await click("I've verified it");
    expect(await within(await notice()).findByRole('alert')).toHaveTextContent(
      'We could not reach Kahani. Please check your internet connection and try again.',
    );

    reachable = true;
    await click("I've verified it");
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: NOTICE })).not.toBeInTheDocument(),
    );
    expect(signups).toHaveLength(2);
  });

  it('goes when the address was verified elsewhere and the session comes back verified', async () => {
    const signups = recordSignups();
    const { identity } = renderApp('/about', { user: UNVERIFIED_PARENT });
    await notice();
    await restored(identity);
    identity.verifyEmail(PARENT.email!);
    identity.emitSession(PARENT);
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: NOTICE })).not.toBeInTheDocument(),
    );
    await waitFor(() =>
      expect(signups).toEqual([
        { username: 'Meera Rao', email: 'meera@example.com', userId: PARENT.uid },
      ]),
    );
  });

  it('is not shown to a verified reader', async () => {
    renderApp('/about', { user: PARENT });
    await screen.findByRole('heading', { name: 'About Us' });
    expect(screen.queryByRole('region', { name: NOTICE })).not.toBeInTheDocument();
  });

  it('speaks the interface language', async () => {
    const { store } = renderApp('/about', { user: UNVERIFIED_PARENT });
    await notice();
    await speak(store, 'tamil');
    const tamil = await screen.findByRole('region', {
      name: 'உங்கள் மின்னஞ்சல் முகவரியைச் சரிபாருங்கள்',
    });
    expect(within(tamil).getByRole('button', { name: 'மீண்டும் அனுப்பு' })).toBeInTheDocument();
  });
});
