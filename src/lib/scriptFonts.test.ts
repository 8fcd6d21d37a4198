import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadScriptFont } from './scriptFonts';
import { SCRIPT_FACES, type ScriptFace } from './scriptFonts/faces';
import { STYLESHEETS } from './scriptFonts/stylesheets';

/** The stylesheets a language's text makes the page load. */
async function stylesheetsLoadedFor(language: string): Promise<ScriptFace[]> {
  const loaded: ScriptFace[] = [];
  for (const face of Object.keys(STYLESHEETS) as ScriptFace[]) {
    vi.spyOn(STYLESHEETS, face).mockImplementation(() => {
      loaded.push(face);
      return Promise.resolve();
    });
  }
  await loadScriptFont(language);
  return loaded;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('loadScriptFont', () => {
  it.each([
    ['bn', 'bengali'],
    ['as', 'bengali'],
    ['ur', 'nastaliq'],
    ['pa-Arab', 'nastaliq'],
    ['ar', 'arabic'],
    ['fa', 'arabic'],
    ['he', 'hebrew'],
    ['zh-Hans', 'chinese'],
    ['th', 'thai'],
    ['km', 'khmer'],
    ['my', 'myanmar'],
    ['ja', 'japanese'],
    ['ko', 'korean'],
    ['am', 'ethiopic'],
    ['ka', 'georgian'],
    ['sat', 'olChiki'],
    ['dv', 'thaana'],
    ['hindi', 'devanagari'],
    ['ne', 'devanagari'],
    ['panjabi', 'gurmukhi'],
    ['telgu', 'telugu'],
  ])('%s loads the %s stylesheet only', async (language, face) => {
    expect(await stylesheetsLoadedFor(language)).toEqual([face]);
  });

  it.each(['english', 'spanish', 'fr', 'sw', 'ru', 'uk', 'el'])(
    '%s (Latin, Cyrillic, Greek letters) loads none',
    async (language) => {
      expect(await stylesheetsLoadedFor(language)).toEqual([]);
    },
  );

  it('leaves a script without a bundled face to the device (Traditional Chinese, Tibetan)', async () => {
    expect(await stylesheetsLoadedFor('zh-Hant')).toEqual([]);
    expect(await stylesheetsLoadedFor('bo')).toEqual([]);
  });

  it('has a stylesheet for every face', () => {
    expect(Object.keys(STYLESHEETS).sort()).toEqual(Object.keys(SCRIPT_FACES).sort());
  });
});
