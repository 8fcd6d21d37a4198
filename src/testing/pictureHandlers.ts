import { http, HttpResponse } from 'msw';
import { picturePath, type Picture } from '../../contract/pictures';
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
