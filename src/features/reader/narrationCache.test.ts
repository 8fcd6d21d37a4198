import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../lib/apiClient';
import { forgetNarrations, forgetNarrationsOf, postNarrationRequest } from './narrationApi';

afterEach(forgetNarrations);

const page = (page_no: number, language: 'english' | 'hindi' = 'english') => ({
  text: `Page ${page_no} text.`,
  storyId: 'story-1',
  page_no,
  language,
});

function fakeApi() {
  const post = vi.fn(async (_url: string, body: unknown) => ({ data: { asked: body } }));
  return { api: { post } as unknown as ApiClient, post };
}

describe('remembered narrations', () => {
  it('answers a page asked for again from memory, for the same account', async () => {
    const { api, post } = fakeApi();
    await postNarrationRequest(api, page(1), 'parent-1');
    await postNarrationRequest(api, page(1), 'parent-1');
    expect(post).toHaveBeenCalledTimes(1);
  });

  it("never hands one account's answer to another account or to a visitor", async () => {
    const { api, post } = fakeApi();
    await postNarrationRequest(api, page(1), 'parent-1');
    await postNarrationRequest(api, page(1), null);
    await postNarrationRequest(api, page(1), 'parent-2');
    expect(post).toHaveBeenCalledTimes(3);
  });

  it('forgets one page in one language for every account, and nothing else', async () => {
    const { api, post } = fakeApi();
    await postNarrationRequest(api, page(1), 'parent-1');
    await postNarrationRequest(api, page(1), null);
    await postNarrationRequest(api, page(1, 'hindi'), null);
    await postNarrationRequest(api, page(2), null);
    await postNarrationRequest(api, page(11), null);
    expect(post).toHaveBeenCalledTimes(5);
    forgetNarrationsOf({ storyId: 'story-1', page_no: 1, language: 'english' });
    await postNarrationRequest(api, page(1), 'parent-1');
    await postNarrationRequest(api, page(1), null);
    expect(post).toHaveBeenCalledTimes(7);
    await postNarrationRequest(api, page(1, 'hindi'), null);
    await postNarrationRequest(api, page(2), null);
    await postNarrationRequest(api, page(11), null);
    expect(post).toHaveBeenCalledTimes(7);
  });
});
