import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminStoryListSchema, storySchema, type Story } from '../../contract/stories';
import {
  ADMIN_UID,
  PARENT_UID,
  bearer,
  createTestApp,
  emailOf,
  requestStory,
  type TestContext,
} from './helpers';
import { stories } from '../src/db/schema';

let ctx: TestContext;
let seeded: Story;
beforeAll(async () => {
  ctx = await createTestApp();
  const list = (await ctx.app.inject({ method: 'GET', url: '/KahaniJson/kahanis' })).json<
    { slug: string }[]
  >();
  const slug = list[0]!.slug;
  seeded = storySchema.parse(
    (await ctx.app.inject({ method: 'GET', url: `/KahaniJson/slug/${slug}` })).json(),
  );
});
afterAll(async () => ctx.close());

const editUrl = (id: string) => `/storiesModification/${id}`;

/** The seeded story as the editor (an administrator) loads it. */
async function loadForEditing(): Promise<Story> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: editUrl(seeded._id),
    headers: bearer(ADMIN_UID),
  });
  return storySchema.parse(response.json());
}

function updateBody(story: Story, changes: Partial<Story> = {}) {
  const { storybook: _s, ...rest } = { ...story, ...changes };
  return { ...rest, storybook: JSON.stringify(rest) };
}

describe('GET /storiesModification/{id}', () => {
  it('gives administrators the story, and refuses others', async () => {
    const admin = await ctx.app.inject({
      method: 'GET',
      url: editUrl(seeded._id),
      headers: bearer(ADMIN_UID),
    });
    expect(admin.statusCode).toBe(200);
    expect(storySchema.parse(admin.json())._id).toBe(seeded._id);
    expect((await ctx.app.inject({ method: 'GET', url: editUrl(seeded._id) })).statusCode).toBe(
      401,
    );
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: editUrl(seeded._id),
          headers: bearer(PARENT_UID),
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await ctx.app.inject({ method: 'GET', url: editUrl('missing'), headers: bearer(ADMIN_UID) }))
        .statusCode,
    ).toBe(404);
  });
});

describe('PUT /storiesModification/{id}', () => {
  it('saves pages, renumbers them, bumps the version and keeps storybook consistent', async () => {
    const current = await loadForEditing();
    const pages = [current.pages[1]!, current.pages[0]!, ...current.pages.slice(2)].map((page) => ({
      ...page,
      page_no: 9,
    }));
    pages[0] = { ...pages[0]!, parent_narration_text: 'An edited first page.' };
    const response = await ctx.app.inject({
      method: 'PUT',
      url: editUrl(seeded._id),
      headers: bearer(ADMIN_UID),
      payload: updateBody(current, { pages, title: 'Edited Title' }),
    });
    expect(response.statusCode).toBe(200);
    const saved = storySchema.parse(response.json());
    expect(saved.version).toBe(current.version + 1);
    expect(saved.title).toBe('Edited Title');
    expect(saved.pages.map((page) => page.page_no)).toEqual(pages.map((_, i) => i + 1));
    expect(JSON.parse(saved.storybook)).toMatchObject({
      title: 'Edited Title',
      pages: saved.pages,
    });
    const reread = storySchema.parse(
      (await ctx.app.inject({ method: 'GET', url: `/StoryJson/${seeded._id}` })).json(),
    );
    expect(reread.pages[0]?.parent_narration_text).toBe('An edited first page.');
  });

  it('refuses a stale version with 409 and overwrites nothing', async () => {
    const current = await loadForEditing();
    const stale = await ctx.app.inject({
      method: 'PUT',
      url: editUrl(seeded._id),
      headers: bearer(ADMIN_UID),
      payload: updateBody(current, { version: current.version - 1, title: 'Stale write' }),
    });
    expect(stale.statusCode).toBe(409);
    const after = await loadForEditing();
    expect(after.title).toBe(current.title);
    expect(after.version).toBe(current.version);
  });

  it('answers 401, 403, 404 and 400 as it should, writing nothing', async () => {
    const current = await loadForEditing();
    const body = updateBody(current, { title: 'Should not save' });
    expect(
      (await ctx.app.inject({ method: 'PUT', url: editUrl(seeded._id), payload: body })).statusCode,
    ).toBe(401);
    expect(
      (
        await ctx.app.inject({
          method: 'PUT',
          url: editUrl(seeded._id),
          headers: bearer(PARENT_UID),
          payload: body,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await ctx.app.inject({
          method: 'PUT',
          url: editUrl('missing'),
          headers: bearer(ADMIN_UID),
          payload: body,
        })
      ).statusCode,
    ).toBe(404);
    for (const bad of [
      { ...body, pages: [] },
      { ...body, version: undefined },
      { ...body, pages: [{ ...current.pages[0], page_no: 0 }] },
      { ...body, title: '' },
    ]) {
      const response = await ctx.app.inject({
        method: 'PUT',
        url: editUrl(seeded._id),
        headers: bearer(ADMIN_UID),
        payload: bad,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/^body\./);
    }
    const after = await loadForEditing();
    expect(after.title).toBe(current.title);
  });
});

describe('POST /storiesModification/{id}/review', () => {
  it('publishes on approval and tells the requester in their inbox', async () => {
    const { _id, slug } = await requestStory(ctx, PARENT_UID, `Review me ${Math.random()}`);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: `${editUrl(_id)}/review`,
          headers: bearer(PARENT_UID),
          payload: { decision: 'approve' },
        })
      ).statusCode,
    ).toBe(403);
    const response = await ctx.app.inject({
      method: 'POST',
      url: `${editUrl(_id)}/review`,
      headers: bearer(ADMIN_UID),
      payload: { decision: 'approve' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ status: string }>().status).toBe('published');
    const list = (await ctx.app.inject({ method: 'GET', url: '/KahaniJson/kahanis' })).json<
      { slug: string }[]
    >();
    expect(list.some((story) => story.slug === slug)).toBe(true);
    const inbox = (
      await ctx.app.inject({
        method: 'GET',
        url: `/inbox/${PARENT_UID}`,
        headers: bearer(PARENT_UID),
      })
    ).json<{ subject: string }[]>();
    expect(inbox.some((message) => message.subject.includes('is published'))).toBe(true);
  });

  it('needs a reason to reject, and sends it to the requester', async () => {
    const { _id } = await requestStory(ctx, PARENT_UID, `Review me ${Math.random()}`);
    const noReason = await ctx.app.inject({
      method: 'POST',
      url: `${editUrl(_id)}/review`,
      headers: bearer(ADMIN_UID),
      payload: { decision: 'reject' },
    });
    expect(noReason.statusCode).toBe(400);
    const response = await ctx.app.inject({
      method: 'POST',
      url: `${editUrl(_id)}/review`,
      headers: bearer(ADMIN_UID),
      payload: { decision: 'reject', reason: 'Too short for a picture book.' },
    });
    expect(response.json<{ status: string; rejectionReason: string }>()).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Too short for a picture book.',
    });
    const inbox = (
      await ctx.app.inject({
        method: 'GET',
        url: `/inbox/${PARENT_UID}`,
        headers: bearer(PARENT_UID),
      })
    ).json<{ body: string }[]>();
    expect(inbox.some((message) => message.body.includes('Too short for a picture book.'))).toBe(
      true,
    );
  });
});

describe('GET /storiesModification', () => {
  it('lists every story for administrators, newest change first, with who requested it', async () => {
    await ctx.app.inject({
      method: 'POST',
      url: '/signup',
      headers: bearer(PARENT_UID),
      payload: { username: 'Meera Rao', email: emailOf(PARENT_UID), userId: PARENT_UID },
    });
    const { _id } = await requestStory(ctx, PARENT_UID, 'Grid Newcomer');
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/storiesModification',
      headers: bearer(ADMIN_UID),
    });
    expect(response.statusCode).toBe(200);
    const rows = adminStoryListSchema.parse(response.json());
    expect(rows[0]).toMatchObject({
      _id,
      status: 'pending',
      requestedBy: 'Meera Rao',
      createdBy: PARENT_UID,
    });
    expect(rows.filter((row) => row.status === 'published').length).toBeGreaterThanOrEqual(8);
  });

  it('filters by status and refuses others', async () => {
    const pending = adminStoryListSchema.parse(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/storiesModification?status=pending',
          headers: bearer(ADMIN_UID),
        })
      ).json(),
    );
    expect(pending.length).toBeGreaterThan(0);
    expect(pending.every((row) => row.status === 'pending')).toBe(true);
    expect((await ctx.app.inject({ method: 'GET', url: '/storiesModification' })).statusCode).toBe(
      401,
    );
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/storiesModification',
          headers: bearer(PARENT_UID),
        })
      ).statusCode,
    ).toBe(403);
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/storiesModification?status=lost',
      headers: bearer(ADMIN_UID),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/^querystring\.status/);
  });
});

describe('requesters in the grid', () => {
  it('names a requester who never called /signup, from their token', async () => {
    const { _id } = await requestStory(ctx, 'parent-unsigned', 'Named From Token');
    const rows = adminStoryListSchema.parse(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/storiesModification?status=pending',
          headers: bearer(ADMIN_UID),
        })
      ).json(),
    );
    expect(rows.find((row) => row._id === _id)?.requestedBy).toBe('parent-unsigned');
  });
});

describe('a repeated review', () => {
  const review = (id: string, payload: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'POST',
      url: `${editUrl(id)}/review`,
      headers: bearer(ADMIN_UID),
      payload,
    });
  const inboxSize = async () =>
    (
      await ctx.app.inject({
        method: 'GET',
        url: `/inbox/${PARENT_UID}`,
        headers: bearer(PARENT_UID),
      })
    ).json<unknown[]>().length;

  it('answers 409 for a second approval and sends the requester nothing more', async () => {
    const { _id } = await requestStory(ctx, PARENT_UID, `Approve twice ${Math.random()}`);
    expect((await review(_id, { decision: 'approve' })).statusCode).toBe(200);
    const messagesAfterFirst = await inboxSize();
    const again = await review(_id, { decision: 'approve' });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe('This story is already published.');
    expect(await inboxSize()).toBe(messagesAfterFirst);
  });

  it('answers 409 for a second rejection, keeping the first reason', async () => {
    const { _id } = await requestStory(ctx, PARENT_UID, `Reject twice ${Math.random()}`);
    expect((await review(_id, { decision: 'reject', reason: 'First reason.' })).statusCode).toBe(
      200,
    );
    const messagesAfterFirst = await inboxSize();
    const again = await review(_id, { decision: 'reject', reason: 'Second reason.' });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe('This story was already rejected.');
    expect(await inboxSize()).toBe(messagesAfterFirst);
    const story = storySchema.parse(
      (
        await ctx.app.inject({ method: 'GET', url: editUrl(_id), headers: bearer(ADMIN_UID) })
      ).json(),
    );
    expect(story.rejectionReason).toBe('First reason.');
  });

  it('still publishes a story that was rejected before', async () => {
    const { _id } = await requestStory(ctx, PARENT_UID, `Second chance ${Math.random()}`);
    await review(_id, { decision: 'reject', reason: 'Needs an ending.' });
    expect((await review(_id, { decision: 'approve' })).statusCode).toBe(200);
  });
});

describe('what the editor may save', () => {
  const save = async (change: (page: Story['pages'][number]) => Story['pages'][number]) => {
    const current = await loadForEditing();
    const pages = current.pages.map((page, index) => (index === 0 ? change(page) : page));
    return ctx.app.inject({
      method: 'PUT',
      url: editUrl(seeded._id),
      headers: bearer(ADMIN_UID),
      payload: updateBody(current, { pages }),
    });
  };

  it('accepts empty media and paths of illustrations this API serves', async () => {
    for (const image_path of ['', '/illustrations/the-thirsty-crow/page-2.svg']) {
      const response = await save((page) => ({ ...page, image_path, video_path: '' }));
      expect(response.statusCode).toBe(200);
      expect(storySchema.parse(response.json()).pages[0]?.image_path).toBe(image_path);
    }
  });

  it('refuses script, data and foreign addresses in every media field', async () => {
    const before = await loadForEditing();
    for (const field of ['image_path', 'video_path', 'parent_narration_audio'] as const) {
      for (const address of [
        'javascript:alert(1)',
        'data:image/svg+xml;base64,PHN2Zz4=',
        'https://evil.example/picture.svg',
        '//evil.example/illustrations/a.svg',
        '/illustrations/../../etc/passwd.svg',
        '/illustrations/picture.svg?x=javascript:alert(1)',
      ]) {
        const response = await save((page) => ({ ...page, [field]: address }));
        expect(response.statusCode, `${field} = ${address}`).toBe(400);
        expect(response.json<{ message: string }>().message).toContain(`body.pages.0.${field}: `);
      }
    }
    expect((await loadForEditing()).version).toBe(before.version);
  });

  it('refuses a page longer than narration accepts, in plain words', async () => {
    const response = await save((page) => ({ ...page, parent_narration_text: 'a'.repeat(1501) }));
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(
      'body.pages.0.parent_narration_text: Page text must be at most 1500 characters.',
    );
  });

  it('refuses over-long titles with a plain message', async () => {
    const current = await loadForEditing();
    const response = await ctx.app.inject({
      method: 'PUT',
      url: editUrl(seeded._id),
      headers: bearer(ADMIN_UID),
      payload: updateBody(current, { title: 'T'.repeat(201) }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(
      'body.title: Title must be at most 200 characters.',
    );
  });

  it('refuses text PostgreSQL cannot store (U+0000, lone surrogates) with 400', async () => {
    for (const text of ['nul \u0000 inside', 'lone \ud800 half', 'lone \udc00 low half']) {
      const response = await save((page) => ({ ...page, hindi: text }));
      expect(response.statusCode, JSON.stringify(text)).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/^body\.pages\.0\.hindi: /);
    }
    const paired = await save((page) => ({ ...page, hindi: 'a paired 😀 emoji' }));
    expect(paired.statusCode).toBe(200);
  });

  it('still opens a story stored before the page limit was lowered', async () => {
    const { _id } = await requestStory(ctx, PARENT_UID, `Old long page ${Math.random()}`);
    const [row] = await ctx.database.db.select().from(stories).where(eq(stories.id, _id));
    await ctx.database.db
      .update(stories)
      .set({ pages: [{ ...row!.pages[0]!, parent_narration_text: 'w '.repeat(2000).trim() }] })
      .where(eq(stories.id, _id));
    const response = await ctx.app.inject({
      method: 'GET',
      url: editUrl(_id),
      headers: bearer(ADMIN_UID),
    });
    expect(response.statusCode).toBe(200);
  });
});
