import { describe, expect, it } from 'vitest';
import { narratingLanguage } from './narratingLanguage';
import { narrationUnavailableMessage } from './narrationLanguages';
import { englishLanguageName, languageTag } from './storyLanguages';

// A server's list as /narration/languages answers it (a few of eSpeak NG's languages).
const LISTED = ['english', 'hindi', 'panjabi', 'bn', 'pt', 'pt-BR', 'sr', 'sr-Latn', 'ur'];
const LISTED_CHINESE = [...LISTED, 'zh', 'zh-Hant', 'zh-HK', 'yue'];

describe('narratingLanguage', () => {
  it('finds a listed language itself', () => {
    for (const language of ['english', 'bn', 'pt-BR', 'sr-Latn']) {
      expect(narratingLanguage(LISTED, language)).toBe(language);
    }
  });

  it('finds the nearest broader tag for a region or a script', () => {
    expect(narratingLanguage(LISTED, 'bn-IN')).toBe('bn');
    expect(narratingLanguage(LISTED, 'pt-AO')).toBe('pt');
    expect(narratingLanguage(LISTED, 'ur-IN')).toBe('ur');
    expect(narratingLanguage(LISTED, 'sr-Cyrl')).toBe('sr');
    expect(narratingLanguage(LISTED, 'sr-Latn-RS')).toBe('sr-Latn');
    expect(narratingLanguage(LISTED_CHINESE, 'zh-Hans')).toBe('zh');
    expect(narratingLanguage(LISTED_CHINESE, 'zh-Hant-TW')).toBe('zh-Hant');
    expect(narratingLanguage(LISTED_CHINESE, 'zh-Hant-HK')).toBe('zh-HK');
    expect(narratingLanguage(LISTED_CHINESE, 'yue-Hant')).toBe('yue');
  });

  it('finds none for a script the listed voice does not read, or a language not listed', () => {
    expect(narratingLanguage(LISTED, 'pa-Arab')).toBeUndefined();
    expect(narratingLanguage(LISTED, 'hi-Latn')).toBeUndefined();
    expect(narratingLanguage(LISTED, 'zh-Hans')).toBeUndefined();
    expect(narratingLanguage(LISTED_CHINESE, 'zh-Latn')).toBeUndefined();
    expect(narratingLanguage(LISTED, 'km')).toBeUndefined();
    expect(narratingLanguage(LISTED, 'tamil')).toBeUndefined();
    expect(narratingLanguage(LISTED, 'not a tag')).toBeUndefined();
  });
});

describe('narrationUnavailableMessage', () => {
  it('names the language in English with its tag', () => {
    expect(narrationUnavailableMessage(englishLanguageName('km'), languageTag('km'))).toBe(
      'Narration is not available in Khmer (km).',
    );
  });
});
