import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Account, AccountDeletion } from '../../../contract/accounts';
import { loadCatalogue } from '../../i18n/catalogues';
import { interfaceLanguageChosen } from '../../i18n/interfaceLanguage';
import { refuseUnlessCaller } from '../../testing/handlers';
import { grownUpsPassed } from '../../testing/grownUps';
import { ADMIN, renderApp } from '../../testing/renderWithProviders';
import { API, server } from '../../testing/server';

// Lazy screens (the data grid among them) and the catalogue's later part load once, before
// the tests' clocks start.
beforeAll(async () => {
  await Promise.all([loadCatalogue('english'), import('./RemoveAccountPage')]);
}, 120_000);

const data = {
  boardPosts: 2,
  readingProgress: 3,
  inboxMessages: 1,
  quizzes: 0,
  pendingStories: 1,
  recordings: 0,
  publishedStories: 1,
};
const meera: Account = {
  uid: 'parent-1',
  email: 'meera@example.com',
  name: 'Meera Rao',
  isAdmin: false,
  data,
};
const asha: Account = { ...meera, uid: 'admin-one', email: 'asha@example.com', isAdmin: true };

/** Accounts and the deletion log as the API keeps them. */
function fakeAccounts(accounts: Account[]) {
  let remaining = [...accounts];
  const log: AccountDeletion[] = [];
  const searches: string[] = [];
  let logReads = 0;
  server.use(
    http.get(`${API}/accounts/deletions`, ({ request }) => {
      logReads += 1;
      return refuseUnlessCaller(request) ?? HttpResponse.json(log);
    }),
    http.get(`${API}/accounts`, ({ request }) => {
      const email = new URL(request.url).searchParams.get('email') ?? '';
      searches.push(email);
      return HttpResponse.json(remaining.filter((account) => account.email.includes(email)));
    }),
    http.delete(`${API}/accounts/:uid`, async ({ params, request }) => {
      const { confirmEmail } = (await request.json()) as { confirmEmail: string };
      const account = remaining.find((candidate) => candidate.uid === params.uid);
      if (!account || account.email !== confirmEmail) {
        return HttpResponse.json({ message: 'Account not found' }, { status: 404 });
      }
      remaining = remaining.filter((candidate) => candidate !== account);
      const deletion = {
        _id: `d${log.length}`,
        uid: account.uid,
        maskedEmail: 'm•••@example.com',
        deletedBy: 'Asha Admin',
        removed: account.data,
        createdAt: '2026-11-23T10:00:00.000Z',
      };
      log.unshift(deletion);
      return HttpResponse.json(deletion);
    }),
  );
  return { searches, logReads: () => logReads };
}

async function searchFor(text: string) {
  await userEvent.type(await screen.findByRole('textbox', { name: 'E-mail address' }), text);
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
}

// Removing an account is a grown-ups' place; the gate itself is tested in features/grownUps.
beforeEach(() => grownUpsPassed(ADMIN));

describe('Delete Accout', () => {
  it('finds an account and shows what deleting it would remove', async () => {
    const { searches } = fakeAccounts([meera]);
    renderApp('/RemoveAccount', { user: ADMIN });
    expect(await screen.findByText('No account has been deleted.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled();
    await searchFor('meera');
    const card = await screen.findByRole('article', { name: 'meera@example.com' });
    expect(
      within(card).getByText(
        '2 board posts · 3 stories read · 1 inbox message · 0 quizzes · 1 story request · 0 recorded pages',
      ),
    ).toBeInTheDocument();
    expect(
      within(card).getByText('1 published story stays in the library, without this name.'),
    ).toBeInTheDocument();
    expect(searches).toEqual(['meera']);
  });

  it('says when nothing matches, and offers a retry when the search fails', async () => {
    fakeAccounts([]);
    renderApp('/RemoveAccount', { user: ADMIN });
    await searchFor('meera');
    expect(
      await screen.findByText('No account has an e-mail address containing “meera”.'),
    ).toBeInTheDocument();
    server.use(
      http.get(`${API}/accounts`, () =>
        HttpResponse.json({ message: 'Something went wrong' }, { status: 500 }),
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    fakeAccounts([meera]);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'meera@example.com' })).toBeInTheDocument();
  });

  it('never offers to delete an administrator', async () => {
    fakeAccounts([asha]);
    renderApp('/RemoveAccount', { user: ADMIN });
    await searchFor('asha');
    const card = await screen.findByRole('article', { name: 'asha@example.com' });
    expect(within(card).getByText('Administrator')).toBeInTheDocument();
    expect(within(card).getByText('Administrators cannot be deleted.')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Delete account' })).not.toBeInTheDocument();
  });

  it('deletes only after the address is typed, then logs the deletion', async () => {
    fakeAccounts([meera]);
    renderApp('/RemoveAccount', { user: ADMIN });
    await searchFor('meera');
    const card = await screen.findByRole('article', { name: 'meera@example.com' });
    await userEvent.click(within(card).getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this account?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete account' });
    expect(confirm).toBeDisabled();
    const field = within(dialog).getByRole('textbox', {
      name: 'Type the e-mail address to confirm',
    });
    await userEvent.type(field, 'meera@example.co');
    expect(confirm).toBeDisabled();
    await userEvent.type(field, 'm');
    await userEvent.click(confirm);
    expect(await screen.findByText('The account m•••@example.com was deleted.')).toBeVisible();
    expect(
      await screen.findByText('No account has an e-mail address containing “meera”.'),
    ).toBeInTheDocument();
    const log = screen.getByRole('table', { name: 'Deletion log' });
    expect(within(log).getByText('m•••@example.com')).toBeInTheDocument();
    expect(within(log).getByText('Asha Admin')).toBeInTheDocument();
  });

  it('asks for the search and the deletion log afresh once an account is deleted', async () => {
    const accounts = fakeAccounts([meera]);
    renderApp('/RemoveAccount', { user: ADMIN });
    await searchFor('meera');
    const card = await screen.findByRole('article', { name: 'meera@example.com' });
    expect(accounts.logReads()).toBe(1);
    await userEvent.click(within(card).getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this account?' });
    await userEvent.type(within(dialog).getByRole('textbox'), 'meera@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(
      await screen.findByText('No account has an e-mail address containing “meera”.'),
    ).toBeInTheDocument();
    expect(accounts.searches).toEqual(['meera', 'meera']);
    await waitFor(() => expect(accounts.logReads()).toBe(2));
  });

  it('speaks Hindi: the search, the account card, the confirmation and the outcome', async () => {
    fakeAccounts([meera]);
    const { store } = renderApp('/RemoveAccount', { user: ADMIN });
    await screen.findByRole('heading', { name: 'Delete Accout' });
    await loadCatalogue('hindi');
    act(() => {
      store.dispatch(interfaceLanguageChosen('hindi'));
    });
    expect(await screen.findByRole('heading', { name: 'खाता हटाएँ' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'ई-मेल पता' }), 'meera');
    await userEvent.click(screen.getByRole('button', { name: 'खोजें' }));
    const card = await screen.findByRole('article', { name: 'meera@example.com' });
    expect(
      within(card).getByText(
        '2 बोर्ड पोस्ट · 3 पढ़ी गई कहानियाँ · 1 इनबॉक्स संदेश · 0 क्विज़ · 1 कहानी का अनुरोध · 0 रिकॉर्ड किया पन्ना',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'खाता हटाएँ' }));
    const dialog = await screen.findByRole('dialog', { name: 'यह खाता हटाएँ?' });
    expect(within(dialog).getByText('यह वापस नहीं लिया जा सकता।')).toBeInTheDocument();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'पुष्टि के लिए ई-मेल पता लिखें' }),
      'meera@example.com',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'खाता हटाएँ' }));
    expect(await screen.findByText('खाता m•••@example.com हटा दिया गया।')).toBeVisible();
    expect(await screen.findByText('किसी खाते के ई-मेल पते में “meera” नहीं है।')).toBeInTheDocument();
  });

  it('keeps the dialog open with the reason when the deletion is refused', async () => {
    fakeAccounts([meera]);
    server.use(
      http.delete(`${API}/accounts/:uid`, () =>
        HttpResponse.json({ message: 'Administrators cannot be deleted.' }, { status: 403 }),
      ),
    );
    renderApp('/RemoveAccount', { user: ADMIN });
    await searchFor('meera');
    const card = await screen.findByRole('article', { name: 'meera@example.com' });
    await userEvent.click(within(card).getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox'), 'meera@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(
      await within(dialog).findByText('Administrators cannot be deleted.'),
    ).toBeInTheDocument();
  });

  it('shows the limit of the searched address and puts a refusal of it on the field', async () => {
    const { searches } = fakeAccounts([meera]);
    renderApp('/RemoveAccount', { user: ADMIN });
    const field = await screen.findByRole('textbox', { name: 'E-mail address' });
    await userEvent.click(field);
    await userEvent.paste('m'.repeat(255));
    expect(screen.getByText('255 / 254')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled();
    expect(searches).toEqual([]);

    server.use(
      http.get(`${API}/accounts`, () =>
        HttpResponse.json(
          {
            statusCode: 400,
            error: 'Bad Request',
            message: 'querystring.email: E-mail address must not contain the character U+0000.',
            issues: [
              {
                path: 'querystring.email',
                code: 'custom',
                message: 'E-mail address must not contain the character U+0000.',
              },
            ],
          },
          { status: 400 },
        ),
      ),
    );
    await userEvent.clear(field);
    await searchFor('meera');
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        'The e-mail address contains a hidden character that cannot be saved. Please type it again instead of pasting it.',
      ),
    );
    expect(screen.queryByText(/U\+0000|querystring/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('puts a refusal of the typed confirmation on its field', async () => {
    fakeAccounts([meera]);
    server.use(
      http.delete(`${API}/accounts/:uid`, () =>
        HttpResponse.json(
          {
            statusCode: 400,
            error: 'Bad Request',
            message: 'body.confirmEmail: The e-mail address must be at most 254 characters.',
          },
          { status: 400 },
        ),
      ),
    );
    renderApp('/RemoveAccount', { user: ADMIN });
    await searchFor('meera');
    const card = await screen.findByRole('article', { name: 'meera@example.com' });
    await userEvent.click(within(card).getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog');
    const field = within(dialog).getByRole('textbox');
    await userEvent.type(field, 'meera@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        'The e-mail address can be at most 254 characters.',
      ),
    );
    expect(within(dialog).queryByText(/body\./)).not.toBeInTheDocument();
  });
});
