import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { summary } from '../../testing/fixtures';
import { speak } from '../../testing/interfaceLanguage';
import { renderApp } from '../../testing/renderWithProviders';
import { API, server } from '../../testing/server';

const stories = [
  summary({ _id: 'a', slug: 'a', title: 'Open Tale', licence: 'CC-BY-NC-SA-4.0' }),
  summary({ _id: 'b', slug: 'b', title: 'Free Tale', licence: 'CC0-1.0' }),
  summary({ _id: 'c', slug: 'c', title: 'Kept Tale', licence: 'LicenseRef-All-Rights-Reserved' }),
];

const markOf = async (title: string) =>
  within(await screen.findByRole('article', { name: title })).getByTestId('licence-mark');

describe("a story card's licence mark", () => {
  it('shows a short mark, spelled out for screen readers and as a pointer hint', async () => {
    server.use(http.get(`${API}/KahaniJson/kahanis`, () => HttpResponse.json(stories)));
    renderApp('/stories');

    const open = await markOf('Open Tale');
    expect(within(open).getByText('CC BY-NC-SA')).toHaveAttribute('aria-hidden', 'true');
    const spelled = 'Licence: Creative Commons Attribution-NonCommercial-ShareAlike 4.0';
    expect(within(open).getByText(spelled)).toBeInTheDocument();
    expect(open).toHaveAttribute('title', spelled);
    // The card is one link: its name carries the licence among the card's words.
    const card = screen.getByRole('article', { name: 'Open Tale' });
    expect(within(card).getByRole('link')).toHaveAccessibleName(expect.stringContaining(spelled));

    expect(within(await markOf('Free Tale')).getByText('CC0')).toBeInTheDocument();
    expect(
      within(await markOf('Free Tale')).getByText('Licence: CC0 1.0: public domain'),
    ).toBeInTheDocument();
    const kept = await markOf('Kept Tale');
    expect(within(kept).getByText('©')).toBeInTheDocument();
    expect(within(kept).getByText('Licence: All rights reserved')).toBeInTheDocument();
  });

  it('spells the licence out in the interface language', async () => {
    server.use(http.get(`${API}/KahaniJson/kahanis`, () => HttpResponse.json([stories[0]!])));
    const { store } = renderApp('/stories');
    await markOf('Open Tale');
    await speak(store, 'hindi');
    const mark = await markOf('Open Tale');
    expect(
      within(mark).getByText('लाइसेंस: क्रिएटिव कॉमन्स एट्रिब्यूशन-नॉनकमर्शियल-शेयरअलाइक 4.0'),
    ).toBeInTheDocument();
    // The mark itself is the licence's own code, the same in every language.
    expect(within(mark).getByText('CC BY-NC-SA')).toBeInTheDocument();
  });
});

describe("a story card's title", () => {
  it("runs in its own direction when it is a right-to-left book's own title", async () => {
    const story = summary({ _id: 'u', slug: 'u', title: 'لال پتنگ 2', languages: ['ur'] });
    server.use(http.get(`${API}/KahaniJson/kahanis`, () => HttpResponse.json([story])));
    renderApp('/stories');
    const title = await screen.findByRole('heading', { name: 'لال پتنگ 2' });
    // "auto": the browser takes the direction from the first strong letter, here Urdu's.
    expect(title).toHaveAttribute('dir', 'auto');
  });
});
