import { describe, expect, it } from 'vitest';
import { PICTURE_NAME_MAX } from './limits';
import { storedPictureName } from './pictures';

describe('storedPictureName', () => {
  it('keeps a plain name as it is', () => {
    expect(storedPictureName('kite.svg')).toEqual({ name: 'kite.svg', shortened: false });
  });

  it('drops folders and control characters without calling that shortening', () => {
    expect(storedPictureName('C:\\Users\\asha\\big\u0007.svg')).toEqual({
      name: 'big.svg',
      shortened: false,
    });
    expect(storedPictureName('/tmp/  sun.svg ')).toEqual({ name: 'sun.svg', shortened: false });
  });

  it('cuts a long name to the limit and says it did', () => {
    const { name, shortened } = storedPictureName(`${'a'.repeat(250)}.svg`);
    expect(name).toBe('a'.repeat(PICTURE_NAME_MAX));
    expect(shortened).toBe(true);
  });

  it('never cuts a character made of two UTF-16 units in half', () => {
    const { name } = storedPictureName(`${'a'.repeat(PICTURE_NAME_MAX - 1)}🐇🐇.svg`);
    expect(name).toBe('a'.repeat(PICTURE_NAME_MAX - 1));
    expect(name).not.toMatch(/\p{Cs}/u);
  });

  it('names a file without a usable name picture.svg', () => {
    expect(storedPictureName(undefined)).toEqual({ name: 'picture.svg', shortened: false });
    expect(storedPictureName('\u0001\u0002')).toEqual({ name: 'picture.svg', shortened: false });
  });
});
