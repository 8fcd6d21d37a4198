import { waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { PictureUploadResult } from '../../../contract/pictures';
import {
  pictureFixture,
  pictureJob,
  pictureLibrary,
  pictureUploadJob,
} from '../../testing/pictureHandlers';
import type { AppStore } from '../../app/store';
import { ADMIN, makeTestStore } from '../../testing/renderWithProviders';
import { API, server } from '../../testing/server';
import { picturesApi } from './picturesApi';

const { getPictures, getPictureJob, uploadPictures, deletePicture } = picturesApi.endpoints;
/** The library as the store's cache holds it (the cache joins the store as its code loads). */
const selectLibrary = getPictures.select();
const libraryIn = (store: AppStore) =>
  selectLibrary(store.getState() as unknown as Parameters<typeof selectLibrary>[0]);

const svgFile = (name: string) =>
  new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], name, { type: 'image/svg+xml' });

/**
 * A store showing the library (as the administrators' screen or the editor's picker does).
 * Reads after the first wait for `release` when `holdRefreshes`.
 */
async function showingTheLibrary(
  handlers: Parameters<typeof server.use>,
  { holdRefreshes = false } = {},
) {
  let libraryReads = 0;
  let release: () => void = () => undefined;
  const gate = holdRefreshes
    ? new Promise<void>((resolve) => (release = resolve))
    : Promise.resolve();
  server.use(
    http.get(`${API}/pictures`, async () => {
      libraryReads += 1;
      if (libraryReads > 1) await gate;
      // Answered by the library's own handler, given after this one.
    }),
    ...handlers,
  );
  const { store } = makeTestStore(ADMIN);
  await store.dispatch(getPictures.initiate());
  const names = () => libraryIn(store).data?.map((picture) => picture.name) ?? [];
  return { store, names, reads: () => libraryReads, release: () => release() };
}

const storedKite: PictureUploadResult = {
  ok: true,
  fileName: 'kite.svg',
  picture: pictureFixture(20, { name: 'kite.svg' }),
  duplicate: false,
  removed: [],
};

describe('the picture library’s cache', () => {
  it('is asked for again once an upload’s job has stored a picture', async () => {
    const { library, handlers } = pictureLibrary([pictureFixture(1, { name: 'moon.svg' })]);
    const job = pictureUploadJob(library, [
      pictureJob(['kite.svg'], [null]),
      pictureJob(['kite.svg'], [storedKite]),
    ]);
    const { store, names, reads } = await showingTheLibrary([...handlers, ...job.handlers]);
    expect(names()).toEqual(['moon.svg']);

    const start = await store.dispatch(uploadPictures.initiate([svgFile('kite.svg')])).unwrap();
    if (!('job' in start)) throw new Error('expected a job');
    // Sent, not checked yet: nothing to show in the library.
    expect(reads()).toBe(1);
    await store.dispatch(getPictureJob.initiate(start.job.id));

    await waitFor(() => expect(names()).toEqual(['kite.svg', 'moon.svg']));
    expect(reads()).toBe(2);
  });

  it('is left as it was when the finished job stored nothing', async () => {
    const { library, handlers } = pictureLibrary([pictureFixture(1, { name: 'moon.svg' })]);
    const refused: PictureUploadResult = {
      ok: false,
      fileName: 'photo.svg',
      message: 'photo.svg is a PNG picture, not an SVG file',
    };
    const job = pictureUploadJob(library, [
      pictureJob(['photo.svg'], [null]),
      pictureJob(['photo.svg'], [refused]),
    ]);
    const { store, reads } = await showingTheLibrary([...handlers, ...job.handlers]);
    const start = await store.dispatch(uploadPictures.initiate([svgFile('photo.svg')])).unwrap();
    if (!('job' in start)) throw new Error('expected a job');
    const finished = await store.dispatch(getPictureJob.initiate(start.job.id));
    expect(finished.data?.status).toBe('finished');
    // Give a refresh, were one asked for, the time to start.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reads()).toBe(1);
  });

  it('loses a deleted picture at once, then is asked for again', async () => {
    const { handlers } = pictureLibrary([
      pictureFixture(1, { name: 'moon.svg' }),
      pictureFixture(2, { name: 'spare.svg' }),
    ]);
    const { store, names, reads, release } = await showingTheLibrary(handlers, {
      holdRefreshes: true,
    });
    await store.dispatch(deletePicture.initiate(pictureFixture(2).hash));
    // Gone before the refreshed library has answered.
    await waitFor(() => expect(names()).toEqual(['moon.svg']));
    await waitFor(() => expect(reads()).toBe(2));
    const libraryStatus = () => libraryIn(store).status;
    expect(libraryStatus()).toBe('pending');
    release();
    await waitFor(() => expect(libraryStatus()).toBe('fulfilled'));
    expect(names()).toEqual(['moon.svg']);
  });

  it('keeps a picture a story uses, with the server’s reason', async () => {
    const { handlers } = pictureLibrary([
      pictureFixture(5, { name: 'crow.svg', usedBy: [{ _id: 's1', title: 'The Thirsty Crow' }] }),
    ]);
    const { store, names, reads } = await showingTheLibrary(handlers);
    const answer = await store.dispatch(deletePicture.initiate(pictureFixture(5).hash));
    expect(answer.error).toMatchObject({
      status: 409,
      message:
        'This picture is used by “The Thirsty Crow” (page 1). Choose another picture in that story first.',
    });
    expect(names()).toEqual(['crow.svg']);
    expect(reads()).toBe(1);
  });
});
