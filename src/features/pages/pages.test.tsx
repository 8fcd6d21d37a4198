import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '../../../contract/languageNames';
import type { AppStore } from '../../app/store';
import { loadCatalogue } from '../../i18n/catalogues';
import { interfaceLanguageChosen } from '../../i18n/interfaceLanguage';
import { renderApp } from '../../testing/renderWithProviders';

afterEach(() => {
  document.documentElement.lang = 'en';
});

async function speak(store: AppStore, language: Language) {
  await loadCatalogue(language);
  act(() => {
    store.dispatch(interfaceLanguageChosen(language));
  });
}

describe('Home', () => {
  it('welcomes in Hindi and leads to the stories', async () => {
    const { store } = renderApp('/Home');
    expect(await screen.findByRole('heading', { name: 'Welcome to Kahani' })).toBeInTheDocument();
    await speak(store, 'hindi');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kahani में आपका स्वागत है' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'पढ़ना शुरू करें' })).toHaveAttribute('href', '/stories');
    expect(screen.getByRole('heading', { name: 'आठ भाषाएँ' })).toBeInTheDocument();
    expect(screen.queryByText('Start reading')).not.toBeInTheDocument();
  });
});

describe('About Us', () => {
  it('tells the story of Kahani in Tamil', async () => {
    const { store } = renderApp('/about');
    expect(await screen.findByRole('heading', { name: 'About Us' })).toBeInTheDocument();
    await speak(store, 'tamil');
    expect(await screen.findByRole('heading', { name: 'எங்களைப் பற்றி' })).toBeInTheDocument();
    expect(screen.getByText(/^இந்தியில் Kahani என்றால் “கதை”/)).toBeInTheDocument();
    expect(screen.getByText(/^பெற்றோர் தங்கள் சொந்தக் கதைகளை/)).toBeInTheDocument();
  });
});

describe('Privacy', () => {
  it('says how long error reports are kept, in English', async () => {
    renderApp('/privacy');
    expect(await screen.findByRole('heading', { name: 'Error reports' })).toBeInTheDocument();
    expect(screen.getByText(/Error reports are deleted after 30 days\.$/)).toBeInTheDocument();
    expect(screen.getByText(/^We count page views to learn which parts of Kahani/)).toBeVisible();
  });

  it('says what is recorded, where it is kept, and that the coach’s audio stays on the device', async () => {
    renderApp('/privacy');
    expect(
      await screen.findByRole('heading', { name: 'Family voices: your recordings' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/kept in its database with the page it belongs to/)).toBeVisible();
    expect(
      screen.getByText(/A parent’s recording is heard only by their own account/),
    ).toBeVisible();
    expect(
      screen.getByRole('heading', {
        name: 'Reading practice: the microphone stays on your device',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/the sound is never recorded, stored or sent to Kahani or anyone else/),
    ).toBeVisible();
  });

  it('speaks Marathi, with Marathi digits', async () => {
    const { store } = renderApp('/privacy');
    await screen.findByRole('heading', { name: 'Privacy' });
    await speak(store, 'marathi');
    expect(await screen.findByRole('heading', { level: 1, name: 'गोपनीयता' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'तुमचे खाते हटवणे' })).toBeInTheDocument();
    expect(screen.getByText(/त्रुटी अहवाल ३० दिवसांनंतर हटवले जातात\.$/)).toBeInTheDocument();
  });
});

describe('Get the app', () => {
  it('explains adding to the home screen when there is nothing to install', async () => {
    renderApp('/download-app');
    expect(
      await screen.findByText(
        'You can add Kahani to your home screen from your browser\'s menu: choose "Install app" or "Add to Home Screen".',
      ),
    ).toBeInTheDocument();
  });

  it('offers the browser’s install prompt in Gujarati', async () => {
    const { store } = renderApp('/download-app');
    await screen.findByRole('heading', { name: 'Get the app' });
    await speak(store, 'gujarati');
    expect(await screen.findByRole('heading', { name: 'ઍપ મેળવો' })).toBeInTheDocument();
    expect(screen.getByText(/હોમ સ્ક્રીન પર ઉમેરો/)).toBeInTheDocument();

    const prompt = vi.fn(() => Promise.resolve());
    act(() => {
      window.dispatchEvent(Object.assign(new Event('beforeinstallprompt'), { prompt }));
    });
    await userEvent.click(await screen.findByRole('button', { name: 'આ ડિવાઇસ પર ઇન્સ્ટૉલ કરો' }));
    expect(prompt).toHaveBeenCalledOnce();
    expect(await screen.findByText(/હોમ સ્ક્રીન પર ઉમેરો/)).toBeInTheDocument();
  });
});
