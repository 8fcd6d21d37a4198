import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import {
  BrowserRouter,
  Link,
  MemoryRouter,
  useLocation,
  useNavigate,
  useRoutes,
} from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { UnsavedChangesDialog } from './UnsavedChangesDialog';
import { EnglishMessages } from '../testing/EnglishMessages';
import { confirmLeaving } from '../lib/leaveGuard';

/** A screen with a draft: typing makes it unsaved, Save makes it saved. */
function Editor() {
  const [draft, setDraft] = useState('');
  const [saved, setSaved] = useState('');
  const navigate = useNavigate();
  return (
    <>
      <label>
        Draft
        <input value={draft} onChange={(event) => setDraft(event.target.value)} />
      </label>
      <button onClick={() => setSaved(draft)}>Save</button>
      <button onClick={() => void navigate(-1)}>Back</button>
      <button onClick={() => void navigate('?tab=2', { replace: true })}>Second tab</button>
      <UnsavedChangesDialog when={draft !== saved} />
    </>
  );
}

function Where() {
  const location = useLocation();
  return <output aria-label="Address">{location.pathname + location.search}</output>;
}

/** Signing out leaves every screen without a navigation of its own. */
const signedOut: string[] = [];

function App() {
  const routes = useRoutes([
    { path: '/edit', element: <Editor /> },
    { path: '/other', element: <h1>Other</h1> },
    { path: '/', element: <h1>Home</h1> },
  ]);
  return (
    <>
      <nav>
        <Link to="/other">Other</Link>
        <Link to="/edit">Editor</Link>
        <button onClick={() => confirmLeaving(() => signedOut.push('signed out'))}>Logout</button>
      </nav>
      {routes}
      <Where />
    </>
  );
}

const address = () => screen.getByLabelText('Address').textContent;
const typeDraft = (text: string) => userEvent.type(screen.getByLabelText('Draft'), text);
const leaveDialog = () => screen.findByRole('dialog', { name: 'Leave without saving?' });

describe('unsaved changes warning (in-app navigation)', () => {
  const renderAt = (entries: string[]) =>
    render(
      <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
        <App />
      </MemoryRouter>,
      { wrapper: EnglishMessages },
    );

  it('lets links through while nothing is unsaved', async () => {
    renderAt(['/edit']);
    await userEvent.click(screen.getByRole('link', { name: 'Other' }));
    expect(await screen.findByRole('heading', { name: 'Other' })).toBeInTheDocument();
  });

  it('holds a link: Stay keeps the work, Leave goes', async () => {
    renderAt(['/edit']);
    await typeDraft('Once');
    await userEvent.click(screen.getByRole('link', { name: 'Other' }));
    const dialog = await leaveDialog();
    expect(dialog).toHaveTextContent('Your changes are not saved yet.');
    // The safe choice has the focus.
    expect(screen.getByRole('button', { name: 'Stay' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(address()).toBe('/edit');
    expect(screen.getByLabelText('Draft')).toHaveValue('Once');

    await userEvent.click(screen.getByRole('link', { name: 'Other' }));
    await userEvent.click(within(await leaveDialog()).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'Other' })).toBeInTheDocument();
    expect(address()).toBe('/other');
  });

  it('holds navigate(-1) like the back button', async () => {
    renderAt(['/', '/edit']);
    await typeDraft('x');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await userEvent.click(within(await leaveDialog()).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });

  it('does not hold navigations that stay on the screen', async () => {
    renderAt(['/edit']);
    await typeDraft('x');
    await userEvent.click(screen.getByRole('button', { name: 'Second tab' }));
    expect(address()).toBe('/edit?tab=2');
    await userEvent.click(screen.getByRole('link', { name: 'Editor' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Draft')).toHaveValue('x');
  });

  it('stops holding once the work is saved', async () => {
    renderAt(['/edit']);
    await typeDraft('x');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.click(screen.getByRole('link', { name: 'Other' }));
    expect(await screen.findByRole('heading', { name: 'Other' })).toBeInTheDocument();
  });

  it('asks before signing out, and signs out only on Leave', async () => {
    signedOut.length = 0;
    renderAt(['/edit']);
    await typeDraft('x');
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await userEvent.click(within(await leaveDialog()).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(signedOut).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await userEvent.click(within(await leaveDialog()).getByRole('button', { name: 'Leave' }));
    expect(signedOut).toEqual(['signed out']);
  });

  it('signs out at once when nothing is unsaved', async () => {
    signedOut.length = 0;
    renderAt(['/edit']);
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(signedOut).toEqual(['signed out']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('unsaved changes warning (the browser)', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  const beforeUnload = () => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  };

  it('asks through beforeunload only while work is unsaved', async () => {
    render(
      <MemoryRouter initialEntries={['/edit']}>
        <App />
      </MemoryRouter>,
      { wrapper: EnglishMessages },
    );
    expect(beforeUnload()).toBe(false);
    await typeDraft('x');
    expect(beforeUnload()).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(beforeUnload()).toBe(false);
  });

  it('puts the address back when Back is pressed and the user stays; Leave goes back', async () => {
    window.history.replaceState(null, '', '/other');
    render(
      <BrowserRouter>
        <App />
      </BrowserRouter>,
      { wrapper: EnglishMessages },
    );
    await userEvent.click(screen.getByRole('link', { name: 'Editor' }));
    await typeDraft('Draft text');

    act(() => window.history.back());
    await userEvent.click(within(await leaveDialog()).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(window.location.pathname).toBe('/edit'));
    expect(address()).toBe('/edit');
    expect(screen.getByLabelText('Draft')).toHaveValue('Draft text');

    act(() => window.history.back());
    await userEvent.click(within(await leaveDialog()).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'Other' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/other');
    // Forward returns to the editor: the history was kept in order.
    act(() => window.history.forward());
    await waitFor(() => expect(address()).toBe('/edit'));
  });

  it('holds Forward too', async () => {
    window.history.replaceState(null, '', '/edit');
    render(
      <BrowserRouter>
        <App />
      </BrowserRouter>,
      { wrapper: EnglishMessages },
    );
    await userEvent.click(screen.getByRole('link', { name: 'Other' }));
    act(() => window.history.back());
    await waitFor(() => expect(address()).toBe('/edit'));
    await typeDraft('x');
    act(() => window.history.forward());
    await userEvent.click(within(await leaveDialog()).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(window.location.pathname).toBe('/edit'));
    expect(address()).toBe('/edit');
  });
});
