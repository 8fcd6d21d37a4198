import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  bookFile,
  importResult,
  importServer,
  requestGate,
  type ImportCall,
} from '../../testing/importHandlers';
import { ADMIN, PARENT, renderApp } from '../../testing/renderWithProviders';
import { API, server } from '../../testing/server';

const chooser = () => screen.getByLabelText('Book files to import');
const bookCard = (title: string | RegExp) => screen.getByRole('article', { name: title });

/** Three languages of one Global Storybooks story, and an EPUB already in the library. */
const ANT_FILES = ['0001_ant_en.md', '0001_ant_hi.md', '0001_ant_es.md'];
const antResult = (name: string, call: ImportCall) =>
  importResult(name, {
    title: 'The Ant and the Elephant',
    languages: ['english', 'hindi', 'spanish'],
    pages: 8,
    pictures: 8,
    licence: { id: 'CC-BY-NC-SA-4.0', words: 'CC-BY-NC-SA' },
    narration: ['hindi'],
    ...(call.preview ? {} : { storyId: 'story-ant', slug: 'the-ant-and-the-elephant' }),
  });

/** The screen, with the stand-in server watching what the app sends. */
async function openScreen(imports: ReturnType<typeof importServer>) {
  server.use(imports.handler);
  const view = renderApp('/importBooks', { user: ADMIN });
  imports.watch(view.api);
  await screen.findByRole('heading', { level: 1, name: 'Import books' });
  return view;
}

async function choose(...files: File[]) {
  await userEvent.setup().upload(chooser(), files);
}

describe('Import books screen', () => {
  it('reads each book first and shows its title, languages, pages, licence and update', async () => {
    const imports = importServer({
      resultOf: (name, call) =>
        name === 'crow.epub'
          ? importResult(name, {
              title: 'The Clever Crow',
              pages: 12,
              pictures: 11,
              storyId: 'story-crow',
              update: true,
              licence: { id: 'CC-BY-4.0', words: 'CC BY 4.0' },
            })
          : antResult(name, call),
    });
    await openScreen(imports);
    await choose(...ANT_FILES.map((name) => bookFile(name)), bookFile('crow.epub'));

    const ant = await screen.findByRole('article', { name: 'The Ant and the Elephant' });
    // The three languages went together, as one book; every request was a preview.
    expect(imports.calls.map((call) => call.names)).toEqual([ANT_FILES, ['crow.epub']]);
    expect(imports.calls.every((call) => call.preview)).toBe(true);
    for (const language of ['English', 'हिन्दी', 'Español']) {
      expect(within(ant).getAllByText(language).length).toBeGreaterThan(0);
    }
    expect(within(ant).getByText('Pages').nextElementSibling).toHaveTextContent('8');
    expect(within(ant).getByText('Pictures').nextElementSibling).toHaveTextContent('8');
    const licence = within(ant).getByText('Licence').nextElementSibling as HTMLElement;
    expect(licence).toHaveTextContent('CC BY-NC-SA 4.0');
    expect(within(licence).getByText('Non-commercial')).toBeInTheDocument();
    expect(within(licence).getByText('Share-alike')).toBeInTheDocument();
    expect(within(licence).getByText('The book says: CC-BY-NC-SA')).toBeInTheDocument();
    expect(within(ant).getByText('Narration').nextElementSibling).toHaveTextContent('हिन्दी');
    expect(within(ant).queryByText(/Already in the library/)).not.toBeInTheDocument();

    const crow = await screen.findByRole('article', { name: 'The Clever Crow' });
    expect(
      within(crow).getByText('Already in the library: importing updates it'),
    ).toBeInTheDocument();
    expect(within(crow).getByText('None recorded')).toBeInTheDocument();
    expect(within(crow).queryByText('Non-commercial')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import 2 books' })).toBeEnabled();
  });

  it('shows why a file is refused, by the server or before it is sent', async () => {
    const imports = importServer({
      resultOf: (name) =>
        name === 'empty.epub'
          ? importResult(name, {
              ok: false,
              title: '',
              pages: 0,
              reason: 'empty.epub has no pages.',
            })
          : importResult(name),
    });
    await openScreen(imports);
    // Dropped files are not filtered by the chooser's list of endings.
    const dropZone = screen.getByText('Drop book files here, or').parentElement!;
    fireEvent.drop(dropZone, {
      dataTransfer: {
        files: [
          bookFile('empty.epub'),
          bookFile('notes.pdf'),
          bookFile('huge.zip', 60 * 1024 * 1024),
        ],
      },
    });

    const empty = await screen.findByRole('article', { name: 'empty.epub' });
    const refusal = await within(empty).findByRole('alert');
    expect(refusal).toHaveTextContent('1 file cannot be imported');
    expect(refusal).toHaveTextContent('empty.epub has no pages.');
    expect(within(empty).getByText('Cannot be imported')).toBeInTheDocument();

    const kept = screen.getByText('2 files were not sent').closest('[role="alert"]') as HTMLElement;
    expect(kept).toHaveTextContent(
      'notes.pdf cannot be imported: only .epub, .md, .readalong, .xml, .smil, .mp3, .wav, .zip, .jpg, .jpeg, .png, .webp, .svg files are read.',
    );
    expect(kept).toHaveTextContent('huge.zip is larger than 50 MB.');
    // Only the readable file left the browser, and nothing can be imported.
    expect(imports.calls.map((call) => call.names)).toEqual([['empty.epub']]);
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
  });

  it('refuses more than 50 files with a sentence', async () => {
    const imports = importServer({ resultOf: (name) => importResult(name) });
    await openScreen(imports);
    await choose(...Array.from({ length: 51 }, (_, index) => bookFile(`book-${index}.epub`)));
    expect(
      await screen.findByText(
        'At most 50 files can be imported at a time: the 51 files just chosen were not added.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(imports.calls).toEqual([]);
  });

  it('imports the books one after another with progress, then links to each story', async () => {
    const gate = requestGate();
    const titles: Record<string, string> = {
      'crow.epub': 'The Clever Crow',
      'hare.epub': 'The Patient Hare',
    };
    const imports = importServer({
      importGate: gate,
      resultOf: (name, call) =>
        name.startsWith('0001_')
          ? antResult(name, call)
          : importResult(name, {
              title: titles[name]!,
              ...(call.preview
                ? {}
                : { storyId: `story-${name}`, slug: name.replace('.epub', '') }),
            }),
    });
    await openScreen(imports);
    await choose(
      ...ANT_FILES.map((name) => bookFile(name)),
      bookFile('crow.epub'),
      bookFile('hare.epub'),
    );
    await screen.findByRole('article', { name: 'The Patient Hare' });

    await userEvent.click(await screen.findByRole('button', { name: 'Import 3 books' }));
    const bar = () => screen.getByRole('progressbar');
    expect(await screen.findByText('Importing 1 of 3 books')).toBeInTheDocument();
    expect(bar()).toHaveAttribute('aria-valuenow', '0');
    // One request at a time: the next book waits for the one before it.
    expect(imports.calls.filter((call) => !call.preview)).toHaveLength(1);
    await gate.release();
    expect(await screen.findByText('Importing 2 of 3 books')).toBeInTheDocument();
    expect(bar()).toHaveAttribute('aria-valuenow', '33');
    expect(
      within(bookCard('The Patient Hare')).getByText('Waiting to be imported'),
    ).toBeInTheDocument();
    await gate.release();
    expect(await screen.findByText('Importing 3 of 3 books')).toBeInTheDocument();
    await gate.release();
    expect(await screen.findByText('3 of 3 books imported')).toBeInTheDocument();

    expect(imports.calls.filter((call) => !call.preview).map((call) => call.names)).toEqual([
      ANT_FILES,
      ['crow.epub'],
      ['hare.epub'],
    ]);
    const ant = bookCard('The Ant and the Elephant');
    expect(within(ant).getByText('Imported: it waits for review')).toBeInTheDocument();
    expect(within(ant).getByRole('link', { name: 'Open in the editor' })).toHaveAttribute(
      'href',
      '/storiesModification/story-ant',
    );
    expect(within(ant).getByRole('link', { name: 'Read it' })).toHaveAttribute(
      'href',
      '/stories/the-ant-and-the-elephant',
    );
    expect(
      within(bookCard('The Patient Hare')).getByRole('link', { name: 'Open in the editor' }),
    ).toHaveAttribute('href', '/storiesModification/story-hare.epub');
  });

  it('sends the publish flag when asked, and leaves books for review by default', async () => {
    const imports = importServer({
      resultOf: (name, call) =>
        importResult(name, {
          licence: { id: 'LicenseRef-All-Rights-Reserved', words: '' },
          ...(call.preview ? {} : { storyId: 'story-moon', slug: 'the-moon-kite' }),
        }),
    });
    await openScreen(imports);
    await choose(bookFile('moon.epub'));
    // A book that is not openly licensed says so before it is imported.
    const licence = (await screen.findByText('Licence')).nextElementSibling as HTMLElement;
    expect(licence).toHaveTextContent('All rights reserved');
    expect(within(licence).getByText('Not openly licensed')).toBeInTheDocument();
    const publish = screen.getByRole('switch', { name: 'Publish at once' });
    expect(publish).not.toBeChecked();
    expect(
      screen.getByText('Imported books wait for review: publish them from Pending.'),
    ).toBeInTheDocument();
    await userEvent.click(publish);
    await userEvent.click(await screen.findByRole('button', { name: 'Import 1 book' }));
    expect(await screen.findByText('Imported and published')).toBeInTheDocument();
    expect(imports.calls.filter((call) => !call.preview)).toEqual([
      { names: ['moon.epub'], preview: false, publish: true },
    ]);
  });

  it('keeps the files after a busy server refuses a book, and tries that book again', async () => {
    let busyAnswers = 1;
    const imports = importServer({
      resultOf: (name, call) =>
        importResult(name, {
          title: name === 'crow.epub' ? 'The Clever Crow' : 'The Patient Hare',
          ...(call.preview ? {} : { storyId: `story-${name}`, slug: name }),
        }),
      answer: (call) => {
        if (call.preview || call.names[0] !== 'crow.epub' || busyAnswers-- <= 0) return undefined;
        return HttpResponse.json(
          { statusCode: 503, error: 'Service Unavailable', message: 'Too many imports at once.' },
          { status: 503, headers: { 'Retry-After': '5' } },
        );
      },
    });
    await openScreen(imports);
    await choose(bookFile('crow.epub'), bookFile('hare.epub'));
    await userEvent.click(await screen.findByRole('button', { name: 'Import 2 books' }));

    const crow = bookCard('The Clever Crow');
    const failure = await within(crow).findByRole('alert');
    expect(failure).toHaveTextContent('Too many imports at once.');
    expect(failure).toHaveTextContent('Try again in 5 seconds; the chosen files stay here.');
    expect(
      screen.getByText(
        'Stopped: a book could not be sent. Try it again below, or cancel the rest.',
      ),
    ).toBeInTheDocument();
    // The queue holds: the next book is not sent to a busy server.
    expect(
      within(bookCard('The Patient Hare')).getByText('Waiting to be imported'),
    ).toBeInTheDocument();
    expect(imports.calls.filter((call) => !call.preview)).toHaveLength(1);

    await userEvent.click(within(crow).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('2 of 2 books imported')).toBeInTheDocument();
    expect(imports.calls.filter((call) => !call.preview).map((call) => call.names)).toEqual([
      ['crow.epub'],
      ['crow.epub'],
      ['hare.epub'],
    ]);
    expect(within(crow).getByText('Imported: it waits for review')).toBeInTheDocument();
  });

  it('offers to read a book again after the connection failed', async () => {
    let failures = 1;
    const imports = importServer({
      resultOf: (name) => importResult(name),
      answer: () => (failures-- > 0 ? HttpResponse.error() : undefined),
    });
    await openScreen(imports);
    await choose(bookFile('moon.epub'));
    const card = bookCard('moon.epub');
    expect(await within(card).findByRole('alert')).toHaveTextContent(/internet connection/);
    await userEvent.click(within(card).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'The Moon Kite' })).toBeInTheDocument();
  });

  it('stops after the current book when cancelled', async () => {
    const gate = requestGate();
    const imports = importServer({
      importGate: gate,
      resultOf: (name, call) =>
        importResult(name, {
          title: name,
          ...(call.preview ? {} : { storyId: `story-${name}`, slug: name }),
        }),
    });
    await openScreen(imports);
    await choose(bookFile('a.epub'), bookFile('b.epub'), bookFile('c.epub'));
    await userEvent.click(await screen.findByRole('button', { name: 'Import 3 books' }));
    await screen.findByText('Importing 1 of 3 books');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await gate.release();
    expect(await screen.findByText('1 of 1 book imported')).toBeInTheDocument();
    expect(within(bookCard('b.epub')).getByText('Ready to import')).toBeInTheDocument();
    expect(imports.calls.filter((call) => !call.preview)).toHaveLength(1);
    // The rest can still be imported.
    expect(screen.getByRole('button', { name: 'Import 2 books' })).toBeEnabled();
  });

  it('asks before leaving while books are being imported', async () => {
    const gate = requestGate();
    const imports = importServer({ importGate: gate, resultOf: (name) => importResult(name) });
    const { router } = await openScreen(imports);
    await choose(bookFile('moon.epub'));
    await userEvent.click(await screen.findByRole('button', { name: 'Import 1 book' }));
    await screen.findByText('Importing 1 of 1 book');
    await userEvent.click(screen.getByRole('link', { name: 'Stories' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Books are still being imported. If you leave now, the books not sent yet are not imported.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/importBooks');
    await gate.release();
    expect(await screen.findByText('1 of 1 book imported')).toBeInTheDocument();
  });

  it('refreshes the story grid after an import', async () => {
    let gridReads = 0;
    const imports = importServer({
      resultOf: (name, call) =>
        importResult(name, call.preview ? {} : { storyId: 'story-moon', slug: 'the-moon-kite' }),
    });
    server.use(
      imports.handler,
      http.get(`${API}/storiesModification`, () => {
        gridReads += 1;
        return HttpResponse.json([]);
      }),
    );
    const { router, api } = renderApp('/StoryModificationGrid', { user: ADMIN });
    imports.watch(api);
    await waitFor(() => expect(gridReads).toBe(1));
    await userEvent.click(await screen.findByRole('link', { name: 'Import books' }));
    await screen.findByRole('heading', { level: 1, name: 'Import books' });
    await choose(bookFile('moon.epub'));
    await userEvent.click(await screen.findByRole('button', { name: 'Import 1 book' }));
    await screen.findByText('Imported: it waits for review');
    void router.navigate('/StoryModificationGrid');
    await waitFor(() => expect(gridReads).toBe(2));
  });
});

describe('the Import books entry', () => {
  it('opens by address, and after a reload while the session is restored', async () => {
    renderApp('/importBooks', { user: ADMIN });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Import books' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Import books' })).toHaveAttribute(
      'href',
      '/importBooks',
    );
  });

  it('shows the screen to an administrator whose session is still being restored', async () => {
    const { identity, router } = renderApp('/importBooks', {
      user: ADMIN,
      identity: { holdRestore: true },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Import books' }),
    ).toBeInTheDocument();
    identity.finishRestore();
    expect(chooser()).toBeEnabled();
    expect(router.state.location.pathname).toBe('/importBooks');
  });

  it('is not in the menu of a reader who is not an administrator', async () => {
    renderApp('/stories', { user: PARENT });
    await screen.findByRole('link', { name: 'Stories' });
    expect(screen.queryByRole('link', { name: 'Import books' })).not.toBeInTheDocument();
  });
});

describe('books in languages beyond the eight', () => {
  it('names each language in its own words and sets right-to-left titles and names so', async () => {
    const imports = importServer({
      resultOf: (name) =>
        importResult(name, {
          title: 'پیاسی بلی',
          languages: ['ur', 'bn', 'sw'],
          narration: ['ur'],
          pages: 2,
          pictures: 0,
        }),
    });
    await openScreen(imports);
    expect(
      screen.getByText(
        'A book keeps every language it comes in, each shown by its own name. Only a language tag or name that names no language is refused.',
      ),
    ).toBeInTheDocument();
    await choose(bookFile('billi.epub'));

    const book = await screen.findByRole('article', { name: 'پیاسی بلی' });
    const title = within(book).getByText('پیاسی بلی');
    expect([title.getAttribute('lang'), title.getAttribute('dir')]).toEqual(['ur', 'rtl']);
    const languages = within(book).getByText('Languages').nextElementSibling as HTMLElement;
    const names = ['اردو', 'বাংলা', 'Kiswahili'].map((name) => within(languages).getByText(name));
    expect(names.map((name) => [name.getAttribute('lang'), name.getAttribute('dir')])).toEqual([
      ['ur', 'rtl'],
      ['bn', 'ltr'],
      ['sw', 'ltr'],
    ]);
    expect(within(book).getByText('Narration').nextElementSibling).toHaveTextContent('اردو');
  });
});
