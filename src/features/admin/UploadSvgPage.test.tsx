import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, delay } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  PICTURE_FILE_ACCEPT,
  fallbackPicturePath,
  type PictureUploadResult,
} from '../../../contract/pictures';
import {
  hashOf,
  pictureFixture,
  pictureJob,
  pictureLibrary,
  pictureUploadJob,
} from '../../testing/pictureHandlers';
import { ADMIN, renderApp } from '../../testing/renderWithProviders';
import { API, server } from '../../testing/server';

const svgFile = (name: string, text = '<svg xmlns="http://www.w3.org/2000/svg"/>') =>
  new File([text], name, { type: 'image/svg+xml' });
const card = (name: string) => screen.getByRole('article', { name });

describe('Upload SVG screen', () => {
  it('shows the library with previews, sizes, dates and where each picture is used', async () => {
    const { handlers } = pictureLibrary([
      pictureFixture(1, { name: 'moon.svg', size: 12_800 }),
      pictureFixture(2, { name: 'crow.svg', usedBy: [{ _id: 's1', title: 'The Thirsty Crow' }] }),
    ]);
    server.use(...handlers);
    renderApp('/uploadSVG', { user: ADMIN });
    expect(await screen.findByRole('heading', { name: 'Library (2)' })).toBeInTheDocument();
    const moon = card('moon.svg');
    expect(within(moon).getByRole('img', { name: 'moon.svg' })).toHaveAttribute(
      'src',
      `http://api.test/pictures/${pictureFixture(1).hash}.svg`,
    );
    expect(within(moon).getByText(/^12\.5 KB · /)).toBeInTheDocument();
    expect(within(moon).getByText('Not used yet')).toBeInTheDocument();
    expect(within(card('crow.svg')).getByText('Used in The Thirsty Crow')).toBeInTheDocument();
  });

  it('shows loading, then the empty library', async () => {
    server.use(
      http.get(`${API}/pictures`, async () => {
        await delay(100);
        return HttpResponse.json([]);
      }),
    );
    renderApp('/uploadSVG', { user: ADMIN });
    expect(await screen.findByLabelText('Loading pictures')).toBeInTheDocument();
    expect(
      await screen.findByText('The library is empty. Upload your first pictures above.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading pictures')).not.toBeInTheDocument();
  });

  it('shows a failure with a retry', async () => {
    server.use(
      http.get(`${API}/pictures`, () =>
        HttpResponse.json({ message: 'The database is resting.' }, { status: 503 }),
      ),
    );
    renderApp('/uploadSVG', { user: ADMIN });
    expect(await screen.findByText('The database is resting.')).toBeInTheDocument();
    server.use(...pictureLibrary([pictureFixture(3, { name: 'sun.svg' })]).handlers);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'sun.svg' })).toBeInTheDocument();
    expect(screen.queryByText('The database is resting.')).not.toBeInTheDocument();
  });

  it('uploads files, shows how many were checked, then what became of each', async () => {
    const { library, handlers } = pictureLibrary([]);
    const kite = pictureFixture(10, { name: 'kite.svg' });
    const sent = ['kite.svg', 'photo.svg'];
    const stored: PictureUploadResult = {
      ok: true,
      fileName: 'kite.svg',
      picture: kite,
      duplicate: false,
      removed: ['<script>'],
    };
    const refused: PictureUploadResult = {
      ok: false,
      fileName: 'photo.svg',
      message: 'photo.svg is a damaged or incomplete PNG picture: it could not be read to the end',
    };
    const job = pictureUploadJob(library, [
      pictureJob(sent, [null, null]),
      pictureJob(sent, [stored, null]),
      pictureJob(sent, [stored, refused]),
    ]);
    server.use(...handlers, ...job.handlers);
    const { api } = renderApp('/uploadSVG', { user: ADMIN });
    // What the app puts in the multipart body (the test network layer loses file names).
    const posted = vi.spyOn(api, 'post');
    const names = () =>
      posted.mock.calls.flatMap(([, body]) =>
        body instanceof FormData ? body.getAll('files').map((file) => (file as File).name) : [],
      );
    await screen.findByText('The library is empty. Upload your first pictures above.');

    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('Pictures to upload'), [
      svgFile('kite.svg'),
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'photo.svg', { type: 'image/svg+xml' }),
      svgFile('huge.svg', `<svg>${' '.repeat(600 * 1024)}</svg>`),
    ]);
    // The oversized file counts as checked at once: the browser refused it.
    const bar = () => screen.getByRole('progressbar', { name: 'Checking the pictures' });
    expect(await screen.findByText('1 of 3 checked')).toBeInTheDocument();
    expect(bar()).toHaveAttribute('aria-valuenow', '33');
    expect(await screen.findByText('2 of 3 checked')).toBeInTheDocument();
    expect(bar()).toHaveAttribute('aria-valuenow', '67');
    // One upload at a time.
    expect(screen.getByLabelText('Pictures to upload')).toBeDisabled();

    const results = await screen.findByRole('alert', { name: 'Upload results' });
    expect(within(results).getByText('1 of 3 pictures added')).toBeInTheDocument();
    expect(within(results).getByText('Added; removed <script>')).toBeInTheDocument();
    expect(
      within(results).getByText(
        'photo.svg is a damaged or incomplete PNG picture: it could not be read to the end',
      ),
    ).toBeInTheDocument();
    expect(within(results).getByText('huge.svg is larger than 512 KB')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    // The oversized file never left the browser.
    expect(names()).toEqual(sent);
    expect(await screen.findByRole('article', { name: 'kite.svg' })).toBeInTheDocument();
  });

  it('goes on following the upload after a failed read, when asked to try again', async () => {
    const { library, handlers } = pictureLibrary([]);
    const moon = pictureFixture(12, { name: 'moon.svg' });
    const stored: PictureUploadResult = {
      ok: true,
      fileName: 'moon.svg',
      picture: moon,
      duplicate: false,
      removed: [],
    };
    const job = pictureUploadJob(
      library,
      [
        pictureJob(['moon.svg'], [null]),
        pictureJob(['moon.svg'], [null]),
        pictureJob(['moon.svg'], [stored]),
      ],
      { failReads: 1 },
    );
    server.use(...handlers, ...job.handlers);
    renderApp('/uploadSVG', { user: ADMIN });
    await screen.findByText('The library is empty. Upload your first pictures above.');
    await userEvent
      .setup()
      .upload(screen.getByLabelText('Pictures to upload'), svgFile('moon.svg'));

    expect(await screen.findByText('The database is resting.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const results = await screen.findByRole('alert', { name: 'Upload results' });
    expect(within(results).getByText('1 of 1 picture added')).toBeInTheDocument();
    expect(screen.queryByText('The database is resting.')).not.toBeInTheDocument();
    // Followed again, not sent again.
    expect(job.state.posts).toBe(1);
    expect(await screen.findByRole('article', { name: 'moon.svg' })).toBeInTheDocument();
  });

  it('sends the files again when the upload itself failed and the user tries again', async () => {
    const { library, handlers } = pictureLibrary([]);
    const leaf = pictureFixture(13, { name: 'leaf.svg' });
    const job = pictureUploadJob(library, [
      pictureJob(['leaf.svg'], [null]),
      pictureJob(
        ['leaf.svg'],
        [{ ok: true, fileName: 'leaf.svg', picture: leaf, duplicate: false, removed: [] }],
      ),
    ]);
    // Handlers given first answer first: the first upload is refused, the next one is not.
    server.use(
      http.post(
        `${API}/pictures`,
        () =>
          HttpResponse.json(
            {
              statusCode: 429,
              error: 'Too Many Requests',
              message:
                '3 of your uploads are still being checked; send more once one has finished.',
            },
            { status: 429, headers: { 'Retry-After': '10' } },
          ),
        { once: true },
      ),
      ...handlers,
      ...job.handlers,
    );
    renderApp('/uploadSVG', { user: ADMIN });
    await screen.findByText('The library is empty. Upload your first pictures above.');
    await userEvent
      .setup()
      .upload(screen.getByLabelText('Pictures to upload'), svgFile('leaf.svg'));
    expect(
      await screen.findByText(
        '3 of your uploads are still being checked; send more once one has finished.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const results = await screen.findByRole('alert', { name: 'Upload results' });
    expect(within(results).getByText('1 of 1 picture added')).toBeInTheDocument();
    expect(job.state.posts).toBe(1);
  });

  it('shows the refusal of every file of an upload', async () => {
    server.use(
      ...pictureLibrary([]).handlers,
      http.post(`${API}/pictures`, () =>
        HttpResponse.json(
          {
            statusCode: 400,
            error: 'Bad Request',
            message: 'Nothing was added: page.svg is larger than 512 KB.',
            results: [
              { ok: false, fileName: 'page.svg', message: 'page.svg is larger than 512 KB' },
            ],
          },
          { status: 400 },
        ),
      ),
    );
    renderApp('/uploadSVG', { user: ADMIN });
    await screen.findByText('The library is empty. Upload your first pictures above.');
    await userEvent
      .setup()
      .upload(screen.getByLabelText('Pictures to upload'), svgFile('page.svg'));
    const results = await screen.findByRole('alert', { name: 'Upload results' });
    expect(within(results).getByText('No picture was added (1 refused)')).toBeInTheDocument();
    expect(within(results).getByText('page.svg is larger than 512 KB')).toBeInTheDocument();
  });

  it('says the limits before an upload, and when a long name was shortened', async () => {
    const longName = `${'a'.repeat(210)}.svg`;
    const { library, handlers } = pictureLibrary([]);
    const stored = pictureFixture(11, { name: longName.slice(0, 200) });
    const job = pictureUploadJob(library, [
      pictureJob([stored.name], [null]),
      pictureJob(
        [stored.name],
        [{ ok: true, fileName: stored.name, picture: stored, duplicate: false, removed: [] }],
      ),
    ]);
    server.use(...handlers, ...job.handlers);
    renderApp('/uploadSVG', { user: ADMIN });
    expect(
      await screen.findByText(
        /Up to 20 files and 64 MB at a time: SVG files of at most 512 KB each, photographs and paintings of at most 15 MB and 40 megapixels each; names longer than 200 characters are shortened\./,
      ),
    ).toBeInTheDocument();
    await userEvent.setup().upload(screen.getByLabelText('Pictures to upload'), svgFile(longName));
    const results = await screen.findByRole('alert', { name: 'Upload results' });
    expect(within(results).getByText(longName)).toBeInTheDocument();
    expect(
      within(results).getByText('Added; its name was shortened to 200 characters'),
    ).toBeInTheDocument();
  });

  it('asks for fewer files than the server takes in one upload', async () => {
    server.use(...pictureLibrary([]).handlers);
    renderApp('/uploadSVG', { user: ADMIN });
    await screen.findByText('The library is empty. Upload your first pictures above.');
    await userEvent.setup().upload(
      screen.getByLabelText('Pictures to upload'),
      Array.from({ length: 21 }, (_, i) => svgFile(`p${i}.svg`)),
    );
    expect(await screen.findByText('Choose at most 20 pictures at a time.')).toBeInTheDocument();
  });

  it('takes photographs up to their own limit, and shows them by their smallest copies', async () => {
    const { library, handlers } = pictureLibrary([]);
    const beach = pictureFixture(20, {
      name: 'beach.jpg',
      size: 1_900_000,
      path: fallbackPicturePath(hashOf(20), 1200, 'jpeg'),
    });
    const sent = ['beach.jpg'];
    const stored: PictureUploadResult = {
      ok: true,
      fileName: 'beach.jpg',
      picture: beach,
      duplicate: false,
      removed: ['EXIF (camera and location data)'],
    };
    const job = pictureUploadJob(library, [pictureJob(sent, [null]), pictureJob(sent, [stored])]);
    server.use(...handlers, ...job.handlers);
    renderApp('/uploadSVG', { user: ADMIN });
    await screen.findByText('The library is empty. Upload your first pictures above.');
    const chooser = screen.getByLabelText('Pictures to upload');
    expect(chooser.getAttribute('accept')).toBe(PICTURE_FILE_ACCEPT);
    expect(PICTURE_FILE_ACCEPT.split(',')).toEqual(
      expect.arrayContaining(['.svg', '.jpg', '.jpeg', '.png', '.webp']),
    );

    const megabytes = (count: number) => new Uint8Array(count * 1024 * 1024);
    await userEvent
      .setup()
      .upload(chooser, [
        new File([megabytes(2)], 'beach.jpg', { type: 'image/jpeg' }),
        new File([megabytes(16)], 'poster.png', { type: 'image/png' }),
      ]);
    const results = await screen.findByRole('alert', { name: 'Upload results' });
    expect(within(results).getByText('1 of 2 pictures added')).toBeInTheDocument();
    expect(
      within(results).getByText('Added; removed EXIF (camera and location data)'),
    ).toBeInTheDocument();
    expect(within(results).getByText('poster.png is larger than 15 MB')).toBeInTheDocument();

    const shown = within(await screen.findByRole('article', { name: 'beach.jpg' })).getByRole(
      'img',
      { name: 'beach.jpg' },
    );
    expect(shown).toHaveAttribute('src', `http://api.test${beach.path}`);
    expect(shown.getAttribute('srcset')).toBe(
      [320, 640, 960, 1200]
        .map((width) => `http://api.test/pictures/${hashOf(20)}-${width}.webp ${width}w`)
        .join(', '),
    );
    expect(shown).toHaveAttribute('sizes', '(max-width: 600px) 100vw, 360px');
    expect(within(card('beach.jpg')).getByText(/^1\.8 MB · /)).toBeInTheDocument();
  });

  it('asks for fewer megabytes than the server takes in one upload', async () => {
    const { handlers } = pictureLibrary([]);
    const job = pictureUploadJob({ pictures: [] }, []);
    server.use(...handlers, ...job.handlers);
    renderApp('/uploadSVG', { user: ADMIN });
    await screen.findByText('The library is empty. Upload your first pictures above.');
    await userEvent.setup().upload(
      screen.getByLabelText('Pictures to upload'),
      Array.from(
        { length: 5 },
        (_, i) => new File([new Uint8Array(14 * 1024 * 1024)], `p${i}.jpg`, { type: 'image/jpeg' }),
      ),
    );
    expect(
      await screen.findByText('Choose at most 64 MB of pictures at a time.'),
    ).toBeInTheDocument();
    expect(job.state.posts).toBe(0);
  });

  it('copies a picture’s address for a page', async () => {
    server.use(...pictureLibrary([pictureFixture(4, { name: 'tree.svg' })]).handlers);
    const user = userEvent.setup();
    renderApp('/uploadSVG', { user: ADMIN });
    await user.click(
      within(await screen.findByRole('article', { name: 'tree.svg' })).getByRole('button', {
        name: 'Copy address',
      }),
    );
    const path = `/pictures/${pictureFixture(4).hash}.svg`;
    expect(await navigator.clipboard.readText()).toBe(path);
    expect(await screen.findByText(`Copied ${path}`)).toBeInTheDocument();
  });

  it('explains why a picture a story uses cannot be deleted, and deletes an unused one', async () => {
    const { library, handlers } = pictureLibrary([
      pictureFixture(5, { name: 'crow.svg', usedBy: [{ _id: 's1', title: 'The Thirsty Crow' }] }),
      pictureFixture(6, { name: 'spare.svg' }),
    ]);
    server.use(...handlers);
    renderApp('/uploadSVG', { user: ADMIN });
    await userEvent.click(
      within(await screen.findByRole('article', { name: 'crow.svg' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete crow.svg?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await within(dialog).findByText(
        'This picture is used by “The Thirsty Crow” (page 1). Choose another picture in that story first.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(card('crow.svg')).toBeInTheDocument();

    await userEvent.click(within(card('spare.svg')).getByRole('button', { name: 'Delete' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete spare.svg?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('Deleted spare.svg')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'spare.svg' })).not.toBeInTheDocument();
    expect(library.pictures.map((picture) => picture.name)).toEqual(['crow.svg']);
  });
});
