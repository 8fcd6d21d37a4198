import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ChildSummary } from '../../../contract/children';
import { answerTheGate } from '../../testing/grownUps';
import { childProfile, childSummary, familyHandlersFor } from '../../testing/familyHandlers';
import { PARENT, renderApp } from '../../testing/renderWithProviders';
import { API, server } from '../../testing/server';

const TARA = childProfile({ id: 'tara-1', nickname: 'Tara', avatar: 'peacock' });
const KABIR = childProfile({ id: 'kabir-1', nickname: 'Kabir', avatar: 'tiger' });

/** Tara read on three days of the week; Kabir read nothing. */
function taraAndKabir(childId: string, days: number): ChildSummary {
  if (childId === KABIR.id) return childSummary(childId, days);
  return childSummary(
    childId,
    days,
    [
      { daysAgo: 0, pages: 3, minutes: 4.5, storiesFinished: 1 },
      { daysAgo: 1, pages: 5, minutes: 7 },
      { daysAgo: 4, pages: 2, minutes: 2.5 },
      ...(days === 30 ? [{ daysAgo: 20, pages: 6, minutes: 9 }] : []),
    ],
    {
      modes: { listened: 6, self: 3, coach: 1 },
      wordsPractised: 14,
      hardWords: ['thirsty', 'pebble'],
      streak: 2,
    },
  );
}

function aFamily() {
  const family = familyHandlersFor(PARENT.uid, [TARA, KABIR], taraAndKabir);
  server.use(...family.handlers);
  return family;
}

/** The view at its address, for a parent who has said the grown-up reads in this tab. */
const renderFamily = () =>
  renderApp('/family', {
    user: PARENT,
    preloadedState: { activeReader: { account: PARENT.uid, child: null } },
  });

const cardOf = (nickname: string) => screen.getByRole('region', { name: nickname });

/** The screen-reader table of a child's days, as rows of cell texts. */
function tableRows(nickname: string) {
  const table = within(cardOf(nickname)).getByRole('table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
}

describe('the family view', () => {
  it('is behind the grown-ups’ gate', async () => {
    aFamily();
    renderFamily();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'For grown-ups' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Family reading' })).not.toBeInTheDocument();
  });

  it('shows each child’s week: a week of reading and an empty one', async () => {
    const user = userEvent.setup();
    const family = aFamily();
    renderFamily();
    await answerTheGate(user);

    expect(await screen.findByRole('heading', { level: 1, name: 'Family reading' })).toHaveFocus();
    const tara = await screen.findByRole('region', { name: 'Tara' });
    await within(tara).findByRole('table');
    const figures = within(tara).getByRole('list', { name: 'The last 7 days' });
    expect(
      within(figures)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['14Minutes read', '10Pages read', '1Stories finished', '2Days in a row']);
    expect(within(tara).getByText('Listened to the story').parentElement).toHaveTextContent(
      '6 pages',
    );
    expect(within(tara).getByText('Read by themselves').parentElement).toHaveTextContent('3 pages');
    expect(within(tara).getByText('Read aloud to the coach').parentElement).toHaveTextContent(
      '1 page',
    );
    expect(within(tara).getByText('14 different words practised')).toBeInTheDocument();
    expect(within(tara).getByText('thirsty')).toBeInTheDocument();
    expect(within(tara).getByText('pebble')).toBeInTheDocument();

    // The chart's numbers, day by day, for screen readers.
    expect(within(tara).getByRole('table')).toHaveAccessibleName(
      'Tara: reading each day over the last 7 days',
    );
    expect(tableRows('Tara')).toEqual([
      ['Saturday, March 1', '0', '0', '0'],
      ['Sunday, March 2', '0', '0', '0'],
      ['Monday, March 3', '2', '2.5', '0'],
      ['Tuesday, March 4', '0', '0', '0'],
      ['Wednesday, March 5', '0', '0', '0'],
      ['Thursday, March 6', '5', '7', '0'],
      ['Friday, March 7', '3', '4.5', '1'],
    ]);

    // Kabir's empty week: zeros, and a word of encouragement, not an error.
    const kabir = cardOf('Kabir');
    await within(kabir).findByRole('table');
    expect(
      within(within(kabir).getByRole('list', { name: 'The last 7 days' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['0Minutes read', '0Pages read', '0Stories finished', '0Days in a row']);
    expect(within(kabir).getByText(/No reading in the last 7 days yet/)).toBeInTheDocument();
    expect(within(kabir).getByText('No words practised with the coach yet.')).toBeInTheDocument();
    expect(within(kabir).getByText('No hard words right now.')).toBeInTheDocument();
    expect(tableRows('Kabir').every((row) => row.slice(1).every((cell) => cell === '0'))).toBe(
      true,
    );
    expect(within(kabir).queryByRole('alert')).toBeNull();
    expect(family.asked).toEqual(
      expect.arrayContaining(['children', 'summary tara-1 7', 'summary kabir-1 7']),
    );
  });

  it('switches between the last 7 and 30 days, and between pages and minutes', async () => {
    const user = userEvent.setup();
    const family = aFamily();
    renderFamily();
    await answerTheGate(user);
    await within(await screen.findByRole('region', { name: 'Tara' })).findByRole('table');
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(cardOf('Tara')).getByText('Pages read each day')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Last 30 days' }));
    await waitFor(() => expect(tableRows('Tara')).toHaveLength(30));
    expect(family.asked).toEqual(
      expect.arrayContaining(['summary tara-1 30', 'summary kabir-1 30']),
    );
    expect(within(cardOf('Tara')).getByRole('table')).toHaveAccessibleName(
      'Tara: reading each day over the last 30 days',
    );
    expect(
      within(cardOf('Tara')).getByRole('list', { name: 'The last 30 days' }),
    ).toHaveTextContent('16Pages read');
    expect(tableRows('Tara')[9]).toEqual(['Saturday, February 15', '6', '9', '0']);
    expect(tableRows('Kabir')).toHaveLength(30);

    await user.click(screen.getByRole('button', { name: 'Minutes' }));
    expect(within(cardOf('Tara')).getByText('Minutes read each day')).toBeInTheDocument();
    expect(within(cardOf('Kabir')).getByText('Minutes read each day')).toBeInTheDocument();
  });

  it('says when a child’s reading cannot load, and loads it again on Try again', async () => {
    const user = userEvent.setup();
    aFamily();
    let failures = 1;
    server.use(
      http.get(`${API}/children/${KABIR.id}/summary`, ({ request }) => {
        if (failures-- > 0) {
          return HttpResponse.json(
            { statusCode: 500, error: 'Internal Server Error', message: 'The server tripped up.' },
            { status: 500 },
          );
        }
        const days = Number(new URL(request.url).searchParams.get('days') ?? 7);
        return HttpResponse.json(childSummary(KABIR.id, days));
      }),
    );
    renderFamily();
    await answerTheGate(user);

    const kabir = await screen.findByRole('region', { name: 'Kabir' });
    const alert = await within(kabir).findByRole('alert');
    expect(alert).toHaveTextContent('The server tripped up.');
    // Tara's card is not held back by Kabir's.
    await within(cardOf('Tara')).findByRole('table');

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await within(kabir).findByRole('table');
    expect(within(kabir).queryByRole('alert')).toBeNull();
  });

  it('offers Try again when the children cannot load, and an empty family a way to add one', async () => {
    const user = userEvent.setup();
    let reachable = false;
    server.use(
      http.get(`${API}/children`, () => (reachable ? HttpResponse.json([]) : HttpResponse.error())),
    );
    renderFamily();
    await answerTheGate(user);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not reach');
    reachable = true;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(
      await screen.findByRole('heading', { name: "No children's profiles yet" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a child' })).toHaveAttribute('href', '/children');
    expect(screen.queryByRole('button', { name: 'Last 7 days' })).toBeNull();
  });
});
