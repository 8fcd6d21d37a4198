import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { story, summary } from '../../testing/fixtures';
import { speak } from '../../testing/interfaceLanguage';
import { PARENT, renderApp } from '../../testing/renderWithProviders';
import { API, server } from '../../testing/server';
import { setLanguage } from '../../features/reader/settingsSlice';

const jackal = summary({
  _id: 'story-2',
  slug: 'the-blue-jackal',
  title: 'The Blue Jackal',
  translated_titles: { tamil: 'நீல நரி' },
});

/** A screen's first appearance waits for its lazily loaded code, slow on a busy machine. */
const FIRST_LOAD = { timeout: 20_000 };

// The story screen is loaded lazily: its code is fetched once, before the tests count time.
beforeAll(async () => {
  await import('./StoryPage');
});

describe('the reader in another interface language', () => {
  it('shows its controls and settings in Tamil, and the story language is named as such', async () => {
    const { store } = renderApp('/stories/the-thirsty-crow');
    expect(await screen.findByText('Page 1 of 3', {}, FIRST_LOAD)).toBeInTheDocument();

    await speak(store, 'tamil');

    expect(await screen.findByText('3 இல் பக்கம் 1')).toBeInTheDocument();
    const controls = screen.getByRole('group', { name: 'பக்கக் கட்டுப்பாடுகள்' });
    expect(within(controls).getByRole('button', { name: 'எனக்குப் படித்துக் காட்டு' })).toBeVisible();
    expect(within(controls).getByRole('button', { name: 'முந்தையது' })).toBeDisabled();
    expect(within(controls).getByRole('combobox', { name: 'வேகம்' })).toBeInTheDocument();
    await userEvent.click(within(controls).getByRole('button', { name: 'அடுத்து' }));
    expect(await screen.findByText('3 இல் பக்கம் 2')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'படிப்பு அமைப்புகள்' }));
    const panel = await screen.findByRole('dialog', { name: 'படிப்பு அமைப்புகள்' });
    expect(within(panel).getByRole('combobox', { name: 'கதையின் மொழி' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'பெரிய எழுத்து' })).toBeInTheDocument();
    expect(within(panel).getByLabelText('இருண்ட தீம்')).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('combobox', { name: 'எழுத்துரு' }));
    expect(await screen.findByRole('option', { name: 'எளிதாகப் படிக்கலாம்' })).toBeInTheDocument();
    // A font's own name is not translated.
    expect(screen.getByRole('option', { name: 'Arial' })).toBeInTheDocument();
  });

  it('heads the story with its title in the story language when it has one', async () => {
    server.use(
      http.get(`${API}/KahaniJson/slug/:slug`, () =>
        HttpResponse.json(story({ translated_titles: { hindi: 'प्यासा कौआ' } })),
      ),
    );
    const { store } = renderApp('/stories/the-thirsty-crow');
    await screen.findByRole('heading', { level: 1, name: 'The Thirsty Crow' }, FIRST_LOAD);
    await speak(store, 'hindi');
    // Choosing the interface language through its menu also sets the story language.
    act(() => {
      store.dispatch(setLanguage('hindi'));
    });
    const heading = await screen.findByRole('heading', { level: 1, name: 'प्यासा कौआ' });
    expect(heading).toHaveAttribute('lang', 'hi');
    // The story is still named by its own title for assistive technology.
    expect(screen.getByRole('article', { name: 'The Thirsty Crow' })).toBeInTheDocument();
  });

  it('shows the end screen in Tamil: points, the next story with its Tamil title, and the buttons', async () => {
    server.use(
      http.get(`${API}/KahaniJson/getkahanis/:uid`, () =>
        HttpResponse.json([summary({ lastPageRead: 3 }), jackal]),
      ),
      http.post(`${API}/progress`, async ({ request }) => {
        const body = (await request.json()) as { page_no: number; finished?: boolean };
        return HttpResponse.json({
          storyId: 'story-1',
          lastPageRead: body.page_no,
          pagesRead: [1, 2, 3],
          finished: Boolean(body.finished),
          storyPoints: body.finished ? 8 : 3,
          pointsEarned: 1,
        });
      }),
    );
    const { store } = renderApp('/stories/the-thirsty-crow?page=3', { user: PARENT });
    await screen.findByText('Page 3 of 3', {}, FIRST_LOAD);
    await speak(store, 'tamil');
    await userEvent.click(await screen.findByRole('button', { name: 'கதை முடிந்தது' }));

    const end = await screen.findByRole('region', { name: 'கதை முடிந்தது' });
    expect(within(end).getByRole('heading', { name: 'கதை முடிந்தது' })).toBeInTheDocument();
    expect(end).toHaveTextContent('அருமை! நீ “The Thirsty Crow” கதையைப் படித்து முடித்தாய்.');
    expect(await within(end).findByText('8 புள்ளிகள்')).toBeInTheDocument();
    expect(within(end).getByRole('link', { name: 'முன்னிலைப் பட்டியலைப் பார்' })).toBeInTheDocument();
    const next = await within(end).findByRole('region', { name: 'அடுத்ததைப் படி' });
    expect(within(next).getByRole('heading', { name: 'நீல நரி' })).toHaveAttribute('lang', 'ta');
    expect(within(next).getByRole('link', { name: 'அடுத்ததைப் படி' })).toHaveAttribute(
      'href',
      '/stories/the-blue-jackal',
    );
    expect(within(end).getByRole('link', { name: 'கதைகளுக்குத் திரும்பு' })).toBeInTheDocument();
    await userEvent.click(within(end).getByRole('button', { name: 'மீண்டும் படி' }));
    expect(await screen.findByText('3 இல் பக்கம் 1')).toBeInTheDocument();
  });

  it('invites a visitor to sign in, in Hindi, with a working link', async () => {
    const { store } = renderApp('/stories/the-thirsty-crow?page=3');
    await screen.findByText('Page 3 of 3', {}, FIRST_LOAD);
    await speak(store, 'hindi');
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    const end = await screen.findByRole('region', { name: 'समाप्त' });
    expect(within(end).getByRole('link', { name: 'साइन इन करें' })).toHaveAttribute('href', '/login');
    expect(end).toHaveTextContent('हर पढ़े गए पृष्ठ के अंक पाने के लिए साइन इन करें।');
  });
});
