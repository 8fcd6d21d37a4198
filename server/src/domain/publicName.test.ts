import { describe, expect, it } from 'vitest';
import { ANONYMOUS_READER, publicName } from './publicName';

describe('publicName', () => {
  it('shows a first name and the last name initial', () => {
    expect(publicName('Meera Sharma')).toBe('Meera S.');
    expect(publicName('  anil kumar  reddy ')).toBe('anil R.');
    expect(publicName('Meera')).toBe('Meera');
    expect(publicName('आशा वर्मा')).toBe('आशा व.');
  });

  it('never shows an e-mail address, and has a name for nobody', () => {
    expect(publicName('meera@example.com')).toBe(ANONYMOUS_READER);
    expect(publicName('Meera meera@example.com')).toBe(ANONYMOUS_READER);
    expect(publicName('')).toBe(ANONYMOUS_READER);
    expect(publicName(null)).toBe(ANONYMOUS_READER);
  });
});
