import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Child } from '../../../contract/children';
import { childProfile, childrenServerFor, readingInThisTab } from '../../testing/childrenHandlers';
import { answerTheGate, grownUpsPassed } from '../../testing/grownUps';
import { PARENT, renderApp } from '../../testing/renderWithProviders';
import { API, server } from '../../testing/server';

const TARA = childProfile({ id: 'tara', nickname: 'Tara', avatar: 'elephant' });
const KABIR = childProfile({
  id: 'kabir',
  nickname: 'Kabir',
  avatar: 'tiger',
  storyLanguage: 'hindi',
  textSize: 120,
  onLeaderboard: false,
});

/**
 * The profiles screen of the parent, whose children the server keeps, past the gate; the
 * grown-up reads in this tab (a new tab is asked who reads first).
 */
async function openProfiles(children: Child[] = [TARA, KABIR], reading: Child | null = null) {
  const served = childrenServerFor(PARENT.uid, children);
  server.use(...served.handlers);
  grownUpsPassed(PARENT);
  readingInThisTab(PARENT.uid, reading);
  const app = renderApp('/children', { user: PARENT });
  await screen.findByRole('button', { name: 'Add a child' });
  return { ...app, served, events: userEvent.setup({ delay: null }) };
}

// The screen and its form load lazily; loaded once here, each case does not wait for them.
beforeAll(async () => {
  await import('./ChildrenPage');
  await import('./ChildProfileDialog');
});

const profileList = () => screen.findByRole('list', { name: 'Profiles' });
const posts = (requests: string[]) => requests.filter((request) => request.startsWith('POST'));

describe("children's profiles", () => {
  it('are behind the grown-ups’ gate', async () => {
    server.use(...childrenServerFor(PARENT.uid, [TARA]).handlers);
    readingInThisTab(PARENT.uid, null);
    renderApp('/children', { user: PARENT });
    const events = userEvent.setup({ delay: null });
    await answerTheGate(events);
    expect(await screen.findByRole('heading', { name: 'Tara', level: 2 })).toBeInTheDocument();
  });

  it('lists each child with their languages, text size and leaderboard choice', async () => {
    await openProfiles();
    const list = await profileList();
    const [tara, kabir] = within(list).getAllByRole('listitem');
    expect(tara).toHaveTextContent('Tara');
    expect(tara).toHaveTextContent('Stories: English · Screens: English · Text 100%');
    expect(tara).toHaveTextContent('On the leaderboard, by nickname only');
    expect(kabir).toHaveTextContent('Stories: हिन्दी');
    expect(kabir).toHaveTextContent('Text 120%');
    expect(kabir).toHaveTextContent('Kept off the leaderboard');
    expect(within(tara!).getByRole('img', { name: 'Elephant' })).toBeInTheDocument();
    expect(screen.getByText('2 of 8 profiles')).toBeInTheDocument();
  });

  it('adds a child with a nickname, a picture, languages, text size and leaderboard choice', async () => {
    const { served, events } = await openProfiles([]);
    expect(screen.getByText('No profiles yet. Add one for each child who reads on this account.'));
    await events.click(screen.getByRole('button', { name: 'Add a child' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a child' });
    const nickname = within(dialog).getByRole('textbox', { name: /^Nickname/ });
    expect(nickname).toHaveFocus();
    expect(within(dialog).getByText('0 / 30')).toBeInTheDocument();
    await events.type(nickname, 'Tara');
    expect(within(dialog).getByText('4 / 30')).toBeInTheDocument();
    const pictures = within(dialog).getByRole('radiogroup', { name: 'Picture' });
    // A picture is chosen from the start; the tiger is picked instead.
    expect(within(pictures).getByRole('radio', { name: 'Elephant' })).toBeChecked();
    await events.click(within(pictures).getByRole('radio', { name: 'Tiger' }));
    await events.click(within(dialog).getByRole('combobox', { name: 'Stories in' }));
    await events.click(await screen.findByRole('option', { name: 'हिन्दी' }));
    await events.click(within(dialog).getByRole('combobox', { name: 'Text size' }));
    await events.click(await screen.findByRole('option', { name: '120%' }));
    await events.click(within(dialog).getByRole('switch', { name: /Show on the leaderboard/ }));
    await events.click(within(dialog).getByRole('button', { name: 'Add' }));

    expect(await screen.findByRole('heading', { name: 'Tara', level: 2 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts(served.requests)).toEqual([
      `POST /children ${JSON.stringify({
        nickname: 'Tara',
        avatar: 'tiger',
        storyLanguage: 'hindi',
        interfaceLanguage: 'english',
        textSize: 120,
        onLeaderboard: false,
      })}`,
    ]);
  });

  it('keeps a nickname to 1 to 30 characters before sending it', async () => {
    const { served, events } = await openProfiles([]);
    await events.click(screen.getByRole('button', { name: 'Add a child' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a child' });
    await events.type(within(dialog).getByRole('textbox', { name: /^Nickname/ }), '   ');
    await events.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByText("Please write the child's nickname.")).toBeInTheDocument();
    const nickname = within(dialog).getByRole('textbox', { name: /^Nickname/ });
    await events.clear(nickname);
    await events.type(nickname, 'A'.repeat(31));
    expect(
      within(dialog).getByText('Please keep this to 30 characters (now 31).'),
    ).toBeInTheDocument();
    expect(nickname).toHaveAttribute('aria-invalid', 'true');
    await events.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(posts(served.requests)).toEqual([]);
  });

  it("shows the server's sentence at the nickname, until the nickname changes", async () => {
    const { events } = await openProfiles([]);
    await events.click(screen.getByRole('button', { name: 'Add a child' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a child' });
    const nickname = within(dialog).getByRole('textbox', { name: /^Nickname/ });
    // A right-to-left override, which could turn a name around for other families.
    await events.type(nickname, 'Tara\u202E');
    await events.click(within(dialog).getByRole('button', { name: 'Add' }));
    const sentence = await within(dialog).findByText(
      'Nickname must not contain control or text-direction characters.',
    );
    expect(nickname).toHaveAccessibleDescription(expect.stringContaining(sentence.textContent!));
    await events.type(nickname, 'x');
    expect(
      within(dialog).queryByText('Nickname must not contain control or text-direction characters.'),
    ).not.toBeInTheDocument();
  });

  it('says so for a ninth child', async () => {
    const eight = Array.from({ length: 8 }, (_, index) =>
      childProfile({ id: `child-${index}`, nickname: `Child ${index + 1}` }),
    );
    const { events } = await openProfiles(eight);
    expect(screen.getByText('8 of 8 profiles')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Add a child' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a child' });
    await events.type(within(dialog).getByRole('textbox', { name: /^Nickname/ }), 'Ninth');
    await events.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(
      await within(dialog).findByText('An account can have at most 8 children.'),
    ).toBeInTheDocument();
  });

  it('changes only what the grown-up changed, and the top bar follows the child reading', async () => {
    const { served, events, store } = await openProfiles([TARA, KABIR], TARA);
    await events.click(await screen.findByRole('button', { name: "Edit Tara's profile" }));
    const dialog = await screen.findByRole('dialog', { name: "Edit Tara's profile" });
    const nickname = within(dialog).getByRole('textbox', { name: /^Nickname/ });
    await events.clear(nickname);
    await events.type(nickname, 'Tara Rani');
    await events.click(within(dialog).getByRole('radio', { name: 'Owl' }));
    await events.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Tara Rani', level: 2 })).toBeInTheDocument();
    expect(served.requests.filter((request) => request.startsWith('PATCH'))).toEqual([
      `PATCH /children/tara ${JSON.stringify({ nickname: 'Tara Rani', avatar: 'owl' })}`,
    ]);
    expect(store.getState().activeReader.child).toEqual({
      id: 'tara',
      nickname: 'Tara Rani',
      avatar: 'owl',
    });
  });

  it("deletes a profile after saying the child's reading and points go too", async () => {
    const { served, events, store } = await openProfiles([TARA, KABIR], TARA);
    await events.click(await screen.findByRole('button', { name: "Delete Tara's profile" }));
    const confirm = await screen.findByRole('dialog', { name: "Delete Tara's profile?" });
    expect(confirm).toHaveTextContent(
      "Tara's reading, points, quiz answers and settings go with the profile. This cannot be undone.",
    );
    // The safe choice has the focus.
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await events.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Tara', level: 2 })).not.toBeInTheDocument(),
    );
    expect(served.requests).toContain('DELETE /children/tara');
    expect(served.profiles.map((child) => child.id)).toEqual(['kabir']);
    // Her reading went with her: the grown-up reads on this device now.
    expect(store.getState().activeReader.child).toBeNull();
  });

  it('says so when the profiles cannot load, with a retry', async () => {
    let reachable = false;
    server.use(
      // Asked before the server's own handlers.
      http.get(`${API}/children`, () => (reachable ? undefined : HttpResponse.error())),
      ...childrenServerFor(PARENT.uid, [TARA]).handlers,
    );
    grownUpsPassed(PARENT);
    readingInThisTab(PARENT.uid, null);
    renderApp('/children', { user: PARENT });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not reach Kahani.');
    reachable = true;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await profileList()).toBeInTheDocument();
  });
});
