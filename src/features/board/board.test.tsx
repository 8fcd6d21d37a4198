import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { BoardPost } from '../../../contract/board';
import { callerOf, refuseUnlessCaller } from '../../testing/handlers';
import { speak } from '../../testing/interfaceLanguage';
import { grownUpsPassed } from '../../testing/grownUps';
import { ADMIN, PARENT, renderApp } from '../../testing/renderWithProviders';
import { API, server } from '../../testing/server';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function boardPost(overrides: Partial<BoardPost> = {}): BoardPost {
  return {
    _id: 'post-1',
    authorName: 'Anil K.',
    text: 'We loved The Thirsty Crow!',
    createdAt: minutesAgo(5),
    mine: false,
    reportedByMe: false,
    hidden: false,
    reports: 0,
    ...overrides,
  };
}

/** A board that behaves like the API: paging, posting, reports, hiding, deleting. */
function fakeBoard(initial: BoardPost[]) {
  let posts = [...initial];
  const asked: string[] = [];
  const isAdmin = (request: Request) => callerOf(request) === ADMIN.uid;
  server.use(
    http.get(`${API}/board`, ({ request }) => {
      const refused = refuseUnlessCaller(request);
      if (refused) return refused;
      const url = new URL(request.url);
      asked.push(url.search);
      const page = Number(url.searchParams.get('page') ?? 1);
      const reported = url.searchParams.get('view') === 'reported';
      const visible = posts.filter((post) =>
        reported ? post.reports > 0 && !post.hidden : isAdmin(request) || !post.hidden,
      );
      return HttpResponse.json({
        items: visible.slice((page - 1) * 20, page * 20),
        total: visible.length,
        page,
        pageSize: 20,
        reportedCount: isAdmin(request) ? posts.filter((post) => post.reports > 0).length : 0,
      });
    }),
    http.post(`${API}/board`, async ({ request }) => {
      const { text } = (await request.json()) as { text: string };
      const created = boardPost({
        _id: `post-${posts.length + 1}`,
        authorName: 'Meera R.',
        text,
        createdAt: new Date().toISOString(),
        mine: true,
      });
      posts = [created, ...posts];
      return HttpResponse.json(created, { status: 201 });
    }),
    http.delete(`${API}/board/:id`, ({ params }) => {
      posts = posts.filter((post) => post._id !== params.id);
      return HttpResponse.json({ ok: true });
    }),
    http.post(`${API}/board/:id/report`, ({ params }) => {
      posts = posts.map((post) =>
        post._id === params.id ? { ...post, reportedByMe: true, reports: post.reports + 1 } : post,
      );
      return HttpResponse.json(posts.find((post) => post._id === params.id));
    }),
    http.patch(`${API}/board/:id`, async ({ params, request }) => {
      const { hidden } = (await request.json()) as { hidden: boolean };
      posts = posts.map((post) =>
        post._id === params.id ? { ...post, hidden, reports: 0 } : post,
      );
      return HttpResponse.json(posts.find((post) => post._id === params.id));
    }),
  );
  return {
    asked,
    posts: () => posts,
    /** Someone else posts meanwhile. */
    add: (post: BoardPost) => (posts = [post, ...posts]),
  };
}

const postCard = (author: string) => screen.findByRole('article', { name: `Post by ${author}` });

beforeEach(() => {
  window.scrollTo = () => {};
  // The composer is a grown-ups' place; the gate itself is tested in features/grownUps.
  grownUpsPassed(PARENT, ADMIN);
});

describe('the message board', () => {
  it('shows skeletons while loading, then posts as plain text with a name and a time', async () => {
    fakeBoard([boardPost({ text: '<b>Bold?</b> see https://example.com' })]);
    renderApp('/MessageBoard', { user: PARENT });
    expect(await screen.findByLabelText('Loading posts')).toBeInTheDocument();
    const card = await postCard('Anil K.');
    expect(within(card).getByText('<b>Bold?</b> see https://example.com')).toBeInTheDocument();
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
    expect(within(card).getByText('5 minutes ago')).toBeInTheDocument();
    expect(card.querySelector('b')).toBeNull();
  });

  it('invites the first post when the board is empty', async () => {
    fakeBoard([]);
    renderApp('/MessageBoard', { user: PARENT });
    expect(await screen.findByText('No posts yet')).toBeInTheDocument();
    expect(screen.getByText(/Be the first to say hello/)).toBeInTheDocument();
  });

  it('offers a retry when the board cannot load', async () => {
    server.use(
      http.get(`${API}/board`, () =>
        HttpResponse.json(
          { statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong' },
          { status: 500 },
        ),
      ),
    );
    renderApp('/MessageBoard', { user: PARENT });
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    fakeBoard([boardPost()]);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await postCard('Anil K.')).toBeInTheDocument();
  });
});

describe('posting on the board', () => {
  it('counts characters, refuses too long a post and posts to the top of the board', async () => {
    const board = fakeBoard([boardPost()]);
    renderApp('/MessageBoard', { user: PARENT });
    await postCard('Anil K.');
    const field = screen.getByRole('textbox', { name: 'Your message' });
    const postButton = screen.getByRole('button', { name: 'Post' });
    expect(postButton).toBeDisabled();
    await userEvent.type(field, 'Hello families');
    expect(screen.getByText('14 / 500')).toBeInTheDocument();
    await userEvent.click(postButton);
    const mine = await postCard('Meera R.');
    expect(within(mine).getByText('Hello families')).toBeInTheDocument();
    expect(field).toHaveValue('');
    expect(board.posts()[0]?.text).toBe('Hello families');

    await userEvent.click(field);
    await userEvent.paste('x'.repeat(501));
    expect(screen.getByText('501 / 500')).toBeInTheDocument();
    expect(screen.getByText('Please keep this to 500 characters (now 501).')).toBeInTheDocument();
    expect(field).toHaveValue('x'.repeat(501));
    expect(screen.getByRole('button', { name: 'Post' })).toBeDisabled();
  });

  it('puts a refusal of the post on the field, in plain words, until the text changes', async () => {
    fakeBoard([]);
    server.use(
      http.post(`${API}/board`, () =>
        HttpResponse.json(
          {
            statusCode: 400,
            error: 'Bad Request',
            message: 'body.text: Your message must not contain the character U+0000.',
            issues: [
              {
                path: 'body.text',
                code: 'custom',
                message: 'Your message must not contain the character U+0000.',
              },
            ],
          },
          { status: 400 },
        ),
      ),
    );
    renderApp('/MessageBoard', { user: PARENT });
    await screen.findByText('No posts yet');
    const field = screen.getByRole('textbox', { name: 'Your message' });
    await userEvent.type(field, 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));
    const note =
      'Your message contains a hidden character that cannot be saved. Please type it again instead of pasting it.';
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining(note)));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(/U\+0000|body\.text/)).not.toBeInTheDocument();
    await userEvent.type(field, '!');
    expect(screen.queryByText(note)).not.toBeInTheDocument();
  });

  it('keeps what was typed while a post was on its way', async () => {
    fakeBoard([]);
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post(`${API}/board`, async () => {
        await answered;
        return HttpResponse.json(boardPost({ text: 'First', mine: true }), { status: 201 });
      }),
    );
    renderApp('/MessageBoard', { user: PARENT });
    await screen.findByText('No posts yet');
    const field = screen.getByRole('textbox', { name: 'Your message' });
    await userEvent.type(field, 'First');
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));
    await userEvent.type(field, ' and second');
    answer();
    expect(await screen.findByText('Your message is on the board.')).toBeInTheDocument();
    expect(field).toHaveValue('First and second');
  });

  it('keeps the message and says why when the server asks to slow down', async () => {
    fakeBoard([]);
    server.use(
      http.post(`${API}/board`, () =>
        HttpResponse.json(
          {
            statusCode: 429,
            error: 'Too Many Requests',
            message:
              'You are posting very quickly. Please wait a few minutes before posting again.',
          },
          { status: 429, headers: { 'Retry-After': '300' } },
        ),
      ),
    );
    renderApp('/MessageBoard', { user: PARENT });
    await screen.findByText('No posts yet');
    const field = screen.getByRole('textbox', { name: 'Your message' });
    await userEvent.type(field, 'One more');
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText(/You are posting very quickly/)).toBeInTheDocument();
    expect(field).toHaveValue('One more');
  });

  it('shows the new post from the server’s answer at once, then asks for the board again', async () => {
    const board = fakeBoard([boardPost()]);
    renderApp('/MessageBoard', { user: PARENT });
    await postCard('Anil K.');
    // The board's next answer waits: what shows first is the post's own answer.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(`${API}/board`, async () => {
        await held;
        return undefined;
      }),
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Your message' }), 'Hello families');
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));
    const mine = await postCard('Meera R.');
    expect(within(mine).getByText('(you)')).toBeInTheDocument();
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual([
      'Post by Meera R.',
      'Post by Anil K.',
    ]);
    expect(board.asked).toHaveLength(1);

    board.add(boardPost({ _id: 'ravi', authorName: 'Ravi P.', text: 'Good morning!' }));
    release();
    expect(await postCard('Ravi P.')).toBeInTheDocument();
    expect(board.asked).toEqual(['?page=1&view=all', '?page=1&view=all']);
  });
});

describe('acting on posts', () => {
  it('lets a parent delete their own post after confirming, and report another', async () => {
    fakeBoard([
      boardPost({ _id: 'mine', authorName: 'Meera R.', mine: true, text: 'Mine' }),
      boardPost(),
    ]);
    renderApp('/MessageBoard', { user: PARENT });
    const mine = await postCard('Meera R.');
    expect(within(mine).queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
    await userEvent.click(within(mine).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this post?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Post by Meera R.' })).not.toBeInTheDocument(),
    );

    const theirs = await postCard('Anil K.');
    expect(within(theirs).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await userEvent.click(within(theirs).getByRole('button', { name: 'Report' }));
    const ask = await screen.findByRole('dialog', { name: 'Report this post?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Report' }));
    expect(await screen.findByText('Thank you. An administrator will look at it.')).toBeVisible();
    await waitFor(async () =>
      expect(
        within(await postCard('Anil K.')).getByRole('button', { name: 'Reported' }),
      ).toBeDisabled(),
    );
  });

  it('shows administrators the reported posts first, to hide or keep', async () => {
    fakeBoard([
      boardPost({ _id: 'fine', authorName: 'Ravi P.', text: 'A lovely story' }),
      boardPost({ _id: 'unkind', authorName: 'Sam T.', text: 'Something unkind', reports: 2 }),
    ]);
    renderApp('/MessageBoard', { user: ADMIN });
    const queue = await screen.findByRole('region', { name: /Waiting for review/ });
    await waitFor(() =>
      expect(within(queue).getByRole('heading')).toHaveTextContent('Waiting for review (1)'),
    );
    const reported = await within(queue).findByRole('article', { name: 'Post by Sam T.' });
    expect(within(reported).getByText('Reported 2 times')).toBeInTheDocument();
    await userEvent.click(within(reported).getByRole('button', { name: 'Hide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide this post?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide' }));
    expect(await screen.findByText('No reported posts are waiting for review.')).toBeVisible();
    const hidden = await postCard('Sam T.');
    expect(within(hidden).getByText('Hidden')).toBeInTheDocument();
    await userEvent.click(within(hidden).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(within(hidden).queryByText('Hidden')).not.toBeInTheDocument());
  });

  it('asks for the review queue again after an administrator reports a post', async () => {
    const board = fakeBoard([boardPost({ _id: 'unkind', authorName: 'Sam T.', text: 'Mean' })]);
    renderApp('/MessageBoard', { user: ADMIN });
    const queue = await screen.findByRole('region', { name: /Waiting for review/ });
    expect(
      await within(queue).findByText('No reported posts are waiting for review.'),
    ).toBeVisible();
    await userEvent.click(within(await postCard('Sam T.')).getByRole('button', { name: 'Report' }));
    const ask = await screen.findByRole('dialog', { name: 'Report this post?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Report' }));
    expect(await within(queue).findByRole('article', { name: 'Post by Sam T.' })).toBeVisible();
    expect(within(queue).getByRole('heading')).toHaveTextContent('Waiting for review (1)');
    expect(board.asked.filter((search) => search.includes('view=reported'))).toHaveLength(2);
  });
});

describe('the board’s pages', () => {
  it('pages through older posts and keeps the page in the address', async () => {
    const posts = Array.from({ length: 25 }, (_, index) =>
      boardPost({ _id: `p${index}`, text: `Post number ${index}`, createdAt: minutesAgo(index) }),
    );
    const board = fakeBoard(posts);
    const { router } = renderApp('/MessageBoard', { user: PARENT });
    expect(await screen.findByText('Post number 0')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    expect(await screen.findByText('Post number 24')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(board.asked.at(-1)).toContain('page=2');
  });

  it('opens the page the address names', async () => {
    fakeBoard(
      Array.from({ length: 25 }, (_, index) =>
        boardPost({ _id: `p${index}`, text: `Post number ${index}` }),
      ),
    );
    renderApp('/MessageBoard?page=2', { user: PARENT });
    expect(await screen.findByText('Post number 20')).toBeInTheDocument();
    expect(screen.queryByText('Post number 0')).not.toBeInTheDocument();
  });
});

describe('the message board in other languages', () => {
  it('speaks Hindi: heading, posts, their actions, the review queue and the confirmation', async () => {
    fakeBoard([
      boardPost({ _id: 'mine', authorName: 'Meera R.', mine: true, text: 'Mine' }),
      boardPost({ _id: 'unkind', authorName: 'Sam T.', text: 'Something unkind', reports: 2 }),
    ]);
    const { store } = renderApp('/MessageBoard', { user: ADMIN });
    await postCard('Meera R.');
    await speak(store, 'hindi');

    expect(await screen.findByRole('heading', { name: 'संदेश बोर्ड' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'सभी पोस्ट' })).toBeInTheDocument();
    const queue = screen.getByRole('region', { name: 'जाँच का इंतज़ार (1)' });
    const reported = within(queue).getByRole('article', { name: 'Sam T. की पोस्ट' });
    expect(within(reported).getByText('2 बार शिकायत हुई')).toBeInTheDocument();
    expect(within(reported).getByText('5 मिनट पहले')).toBeInTheDocument();
    expect(within(reported).getByRole('button', { name: 'रहने दें' })).toBeInTheDocument();

    const mine = screen.getByRole('article', { name: 'Meera R. की पोस्ट' });
    expect(within(mine).getByText('(आप)')).toBeInTheDocument();
    await userEvent.click(within(mine).getByRole('button', { name: 'मिटाएँ' }));
    const dialog = await screen.findByRole('dialog', { name: 'यह पोस्ट मिटाएँ?' });
    expect(within(dialog).getByRole('button', { name: 'रद्द करें' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'मिटाएँ' }));
    expect(await screen.findByText('पोस्ट मिटा दी गई।')).toBeVisible();
  });

  it('tells a network failure in the interface language', async () => {
    server.use(http.get(`${API}/board`, () => HttpResponse.error()));
    const { store } = renderApp('/MessageBoard', { user: PARENT });
    await speak(store, 'spanish');
    expect(await screen.findByRole('heading', { name: 'Tablón de mensajes' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos conectar con Kahani.');
  });
});
