import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../contract/languageNames';

const DIR = join(__dirname, 'catalogues');
const read = (language: string, file: string) =>
  JSON.parse(readFileSync(join(DIR, language, file), 'utf8')) as Record<string, string>;
const AREAS = readdirSync(join(DIR, 'english')).filter((file) => file.endsWith('.json'));

/** The argument names a message uses ({name}, {count, plural, …}), nested ones included. */
function argumentsOf(elements: MessageFormatElement[], found = new Set<string>()) {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    if (element.type === TYPE.tag) {
      found.add(`<${element.value}>`);
      argumentsOf(element.children, found);
      continue;
    }
    found.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, found);
    }
  }
  return found;
}

describe('message catalogues', () => {
  it('has one catalogue folder per language', () => {
    expect(readdirSync(DIR).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(AREAS)('English %s: every id starts with its area and every message parses', (file) => {
    const area = file.replace(/\.json$/, '');
    for (const [id, message] of Object.entries(read('english', file))) {
      expect(id.startsWith(`${area}.`), id).toBe(true);
      expect(() => parse(message), id).not.toThrow();
    }
  });

  const others = LANGUAGES.filter((language) => language !== 'english');
  describe.each(others)('%s', (language) => {
    it.each(AREAS)('%s has exactly the keys of English', (file) => {
      const english = read('english', file);
      const translated = read(language, file);
      expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
    });

    it.each(AREAS)('%s: each message parses and uses the same arguments as English', (file) => {
      const english = read('english', file);
      const translated = read(language, file);
      for (const [id, message] of Object.entries(translated)) {
        expect(message.trim(), id).not.toBe('');
        const expected = argumentsOf(parse(english[id] ?? ''));
        expect(argumentsOf(parse(message)), `${language} ${id}`).toEqual(expected);
      }
    });
  });
});
