import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeTestStore } from '../../testing/renderWithProviders';
import { API, server } from '../../testing/server';
import { FETCH_LANGUAGES_FAILED, fetchCatalogueLanguages } from './catalogueLanguages';

describe("the catalogue's languages", () => {
  it('keeps the entries that name a language', async () => {
    server.use(
      http.get(`${API}/KahaniJson/languages`, () =>
        HttpResponse.json({
          languages: [
            { language: 'english', stories: 3 },
            { language: 'bn', stories: 2 },
            { language: 'not a language!', stories: 1 },
          ],
        }),
      ),
    );
    const { store } = makeTestStore();
    const action = await store.dispatch(fetchCatalogueLanguages());
    expect(action.payload).toEqual([
      { language: 'english', stories: 3 },
      { language: 'bn', stories: 2 },
    ]);
  });

  it('fails with its own sentence when the answer is not a list of languages', async () => {
    server.use(http.get(`${API}/KahaniJson/languages`, () => HttpResponse.json({})));
    const { store } = makeTestStore();
    const action = await store.dispatch(fetchCatalogueLanguages());
    expect(action).toMatchObject({ type: fetchCatalogueLanguages.rejected.type });
    expect(action.payload).toBe(FETCH_LANGUAGES_FAILED);
  });
});
