import { describe, expect, it } from 'vitest';
import { SanitizerThread } from '../src/pictures/sanitizerThread';

const picture = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="x"><rect/></svg>');

describe('sanitiser worker thread', () => {
  it('refuses a picture that takes too long, and carries on with a fresh worker', async () => {
    const thread = new SanitizerThread(1);
    try {
      expect(await thread.sanitize(picture)).toEqual({
        ok: false,
        reason: 'took longer than 0.001 s to check and was refused',
      });
    } finally {
      await thread.close();
    }
  });

  it('starts again after stopping when idle, and refuses work once closed', async () => {
    const thread = new SanitizerThread(60_000, 50);
    const clean = {
      ok: true,
      svg: '<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>',
      removed: ['onload'],
    };
    expect(await thread.sanitize(picture)).toEqual(clean);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await thread.sanitize(picture)).toEqual(clean);
    await thread.close();
    expect(await thread.sanitize(picture)).toEqual({
      ok: false,
      reason: 'was not processed: the server is stopping',
    });
  });
});
