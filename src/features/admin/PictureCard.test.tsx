import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PictureUploadResult } from '../../../contract/pictures';
import { speak } from '../../testing/interfaceLanguage';
import {
  pictureFixture,
  pictureJob,
  pictureLibrary,
  pictureUploadJob,
} from '../../testing/pictureHandlers';
import { ADMIN, renderApp } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';

const svgFile = (name: string, text = '<svg xmlns="http://www.w3.org/2000/svg"/>') =>
  new File([text], name, { type: 'image/svg+xml' });

describe('the picture library in another language', () => {
  it('speaks Spanish: sizes, dates, use, actions and the delete dialog', async () => {
    server.use(
      ...pictureLibrary([
        pictureFixture(1, { name: 'moon.svg', size: 12_800 }),
        pictureFixture(2, { name: 'crow.svg', usedBy: [{ _id: 's1', title: 'The Thirsty Crow' }] }),
      ]).handlers,
    );
    const { store } = renderApp('/uploadSVG', { user: ADMIN });
    await screen.findByRole('article', { name: 'moon.svg' });
    await speak(store, 'spanish');

    const moon = screen.getByRole('article', { name: 'moon.svg' });
    expect(await within(moon).findByText('12,5 KB · 20 nov 2026')).toBeInTheDocument();
    expect(within(moon).getByText('Todavía sin usar')).toBeInTheDocument();
    expect(within(moon).getByRole('link', { name: 'Abrir moon.svg' })).toBeInTheDocument();
    const crow = screen.getByRole('article', { name: 'crow.svg' });
    expect(within(crow).getByText('Se usa en The Thirsty Crow')).toBeInTheDocument();
    expect(within(crow).getByRole('button', { name: 'Copiar dirección' })).toBeInTheDocument();

    await userEvent.click(within(moon).getByRole('button', { name: 'Borrar' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Borrar moon.svg?' });
    expect(within(dialog).getByRole('heading', { name: '¿Borrar moon.svg?' })).toBeInTheDocument();
    expect(
      within(dialog).getByText('La imagen se quitará de la biblioteca para siempre.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
  });

  it('tells in Hindi what became of each file, a server’s own reason as written', async () => {
    const { library, handlers } = pictureLibrary([]);
    const kite = pictureFixture(10, { name: 'kite.svg' });
    const checked: PictureUploadResult[] = [
      { ok: true, fileName: 'kite.svg', picture: kite, duplicate: false, removed: [] },
      {
        ok: false,
        fileName: 'photo.svg',
        message:
          'photo.svg is a damaged or incomplete PNG picture: it could not be read to the end',
      },
    ];
    const sent = ['kite.svg', 'photo.svg'];
    const job = pictureUploadJob(library, [
      pictureJob(sent, [null, null]),
      pictureJob(sent, checked),
    ]);
    server.use(...handlers, ...job.handlers);
    const { store } = renderApp('/uploadSVG', { user: ADMIN });
    await screen.findByText('The library is empty. Upload your first pictures above.');
    await userEvent
      .setup()
      .upload(screen.getByLabelText('Pictures to upload'), [
        svgFile('kite.svg'),
        svgFile('photo.svg'),
        svgFile('huge.svg', `<svg>${' '.repeat(600 * 1024)}</svg>`),
        new File([new Uint8Array(16 * 1024 * 1024)], 'poster.jpg', { type: 'image/jpeg' }),
      ]);
    await screen.findByRole('alert', { name: 'Upload results' });
    await speak(store, 'hindi');

    const results = await screen.findByRole('alert', { name: 'अपलोड के नतीजे' });
    expect(within(results).getByText('जोड़ी गई तस्वीरें: 4 में से 1')).toBeInTheDocument();
    expect(within(results).getAllByRole('img', { name: 'अस्वीकार' })).toHaveLength(3);
    expect(within(results).getByRole('img', { name: 'जोड़ी गई' })).toBeInTheDocument();
    expect(within(results).getByText('huge.svg 512 KB से बड़ी है')).toBeInTheDocument();
    expect(within(results).getByText('poster.jpg 15 MB से बड़ी है')).toBeInTheDocument();
    expect(
      within(results).getByText(
        'photo.svg is a damaged or incomplete PNG picture: it could not be read to the end',
      ),
    ).toBeInTheDocument();
  });
});
