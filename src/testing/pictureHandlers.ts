import { http, HttpResponse } from 'msw';
import {
  picturePath,
  type Picture,
  type PictureJob,
  type PictureUploadResult,
} from '../../contract/pictures';
import { refuseUnlessCaller } from './handlers';
import { API } from './server';

export const hashOf = (n: number) => n.toString(16).padStart(64, '0');

export const pictureFixture = (n: number, overrides: Partial<Picture> = {}): Picture => ({
  hash: hashOf(n),
  name: `picture-${n}.svg`,
  size: 2048 * n,
  path: picturePath(hashOf(n)),
  createdAt: '2026-11-20T08:00:00.000Z',
  usedBy: [],
  ...overrides,
});

/** The library calls answered from a list the test can inspect; deletions of used pictures get 409. */
export function pictureLibrary(initial: Picture[]) {
  const library = { pictures: [...initial] };
  const handlers = [
    http.get(
      `${API}/pictures`,
      ({ request }) => refuseUnlessCaller(request) ?? HttpResponse.json(library.pictures),
    ),
    http.delete(`${API}/pictures/:hash`, ({ request, params }) => {
      const refused = refuseUnlessCaller(request);
      if (refused) return refused;
      const picture = library.pictures.find((item) => item.hash === params.hash);
      if (!picture) {
        return HttpResponse.json(
          { message: 'There is no such picture in the library.' },
          { status: 404 },
        );
      }
      if (picture.usedBy.length) {
        const titles = picture.usedBy.map((story) => `“${story.title}” (page 1)`).join(' and ');
        return HttpResponse.json(
          {
            statusCode: 409,
            error: 'Conflict',
            message: `This picture is used by ${titles}. Choose another picture in that story first.`,
          },
          { status: 409 },
        );
      }
      library.pictures = library.pictures.filter((item) => item !== picture);
      return HttpResponse.json({ ok: true });
    }),
  ];
  return { library, handlers };
}

/** An upload's job as the server tells it: `results` holds null for files not checked yet. */
export function pictureJob(
  fileNames: readonly string[],
  results: readonly (PictureUploadResult | null)[],
  id = '6a0f1c1e-8f3b-4d7e-9a52-1c2b3d4e5f60',
): PictureJob {
  const checked = results.filter(Boolean).length;
  const finished = checked === fileNames.length;
  return {
    id,
    status: finished ? 'finished' : checked ? 'checking' : 'waiting',
    total: fileNames.length,
    checked,
    files: fileNames.map((fileName, i) => ({ fileName, result: results[i] ?? null })),
    createdAt: '2026-11-20T08:00:00.000Z',
    finishedAt: finished ? '2026-11-20T08:00:05.000Z' : null,
  };
}

/**
 * An upload answered with a job (202) that is read back as `steps` one after the other (the
 * last step is repeated); when a finished step is read, its stored pictures join `library`.
 * `failReads` makes that many reads after the first fail with 503 before the steps go on.
 */
export function pictureUploadJob(
  library: { pictures: Picture[] },
  steps: readonly PictureJob[],
  options: { failReads?: number } = {},
) {
  const state = { posts: 0, reads: 0, failuresLeft: options.failReads ?? 0 };
  const handlers = [
    http.post(`${API}/pictures`, ({ request }) => {
      const refused = refuseUnlessCaller(request);
      if (refused) return refused;
      state.posts += 1;
      return HttpResponse.json(steps[0], {
        status: 202,
        headers: { Location: `/pictures/jobs/${steps[0]!.id}` },
      });
    }),
    http.get(`${API}/pictures/jobs/:id`, ({ request, params }) => {
      const refused = refuseUnlessCaller(request);
      if (refused) return refused;
      if (params.id !== steps[0]!.id) {
        return HttpResponse.json({ message: 'There is no such upload of yours.' }, { status: 404 });
      }
      if (state.reads > 0 && state.failuresLeft > 0) {
        state.failuresLeft -= 1;
        return HttpResponse.json(
          { statusCode: 503, error: 'Service Unavailable', message: 'The database is resting.' },
          { status: 503 },
        );
      }
      state.reads += 1;
      const step = steps[Math.min(state.reads, steps.length - 1)]!;
      if (step.status === 'finished') {
        for (const file of step.files) {
          const result = file.result;
          if (result?.ok && !library.pictures.some((item) => item.hash === result.picture.hash)) {
            library.pictures.unshift(result.picture);
          }
        }
      }
      return HttpResponse.json(step);
    }),
  ];
  return { state, handlers };
}
