import { describe, expect, it } from 'vitest';
import { languagesOf, pageTextIn, withPageText, emptyPage, pageSchema } from './stories';
import { OWN_LANGUAGE_NAMES } from './ownLanguageNames';
import {
  addOwnLanguageNames,
  languageName,
  languageTag,
  scriptOf,
  sortLanguages,
  storyLanguageOf,
  textDirection,
} from './storyLanguages';
import { storyLanguageSchema } from './languages';

describe('story languages', () => {
  it('gives the eight their SPEC names, whatever tag names them', () => {
    expect(storyLanguageOf('hi')).toBe('hindi');
    expect(storyLanguageOf('hi-IN')).toBe('hindi');
    expect(storyLanguageOf('te')).toBe('telgu');
    expect(storyLanguageOf('panjabi')).toBe('panjabi');
    expect(languageTag('telgu')).toBe('te');
  });

  it('keeps every other language as its canonical BCP 47 tag', () => {
    expect(storyLanguageOf('BN')).toBe('bn');
    expect(storyLanguageOf('zh_hans')).toBe('zh-Hans');
    expect(storyLanguageOf('iw')).toBe('he');
    // Punjabi in Shahmukhi is not the Gurmukhi 'panjabi' field.
    expect(storyLanguageOf('pa-Arab')).toBe('pa-Arab');
  });

  it('refuses what is not a language', () => {
    for (const value of [
      '',
      'und',
      'zxx',
      'qaa',
      'x-private',
      'en-u-ca-gregory',
      'english!',
      'a'.repeat(40),
    ]) {
      expect(storyLanguageOf(value)).toBeNull();
    }
    const result = storyLanguageSchema.safeParse('und');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/is not a language/);
  });

  it('knows scripts, directions and own names', () => {
    expect(scriptOf('bn')).toBe('Beng');
    expect(textDirection('ur')).toBe('rtl');
    expect(textDirection('ckb')).toBe('rtl');
    expect(textDirection('he')).toBe('rtl');
    expect(textDirection('pa-Arab')).toBe('rtl');
    expect(textDirection('panjabi')).toBe('ltr');
    expect(languageName('bn')).toBe('বাংলা');
    expect(languageName('ur')).toBe('اردو');
    expect(languageName('sw')).toBe('Kiswahili');
    expect(languageName('hindi')).toBe('हिन्दी');
    // Names browsers' trimmed data gives in English; Georgian has no capitals for names.
    expect(languageName('or')).toBe('ଓଡ଼ିଆ');
    expect(languageName('ka')).toBe('ქართული');
    expect(languageName('cy')).toBe('Cymraeg');
  });

  it('takes own names the browser lacks from the added table', () => {
    // Node has the full locale data; a browser may not: the table stands in for it.
    addOwnLanguageNames({ zz: 'ownname' });
    expect(languageName('zz')).toBe('Ownname');
    expect(Object.keys(OWN_LANGUAGE_NAMES).every((tag) => storyLanguageOf(tag) === tag)).toBe(true);
  });

  it('sorts the eight first, then the rest by tag', () => {
    expect(sortLanguages(['ur', 'hindi', 'bn', 'english', 'hindi'])).toEqual([
      'english',
      'hindi',
      'bn',
      'ur',
    ]);
  });
});

describe('page texts in any language', () => {
  const page = withPageText(withPageText(emptyPage(1), 'english', 'A cat.'), 'bn', 'একটি বিড়াল।');

  it('keeps the eight in their fields and others under texts', () => {
    expect(page.parent_narration_text).toBe('A cat.');
    expect(page.texts).toEqual({ bn: 'একটি বিড়াল।' });
    expect(pageTextIn(page, 'bn')).toBe('একটি বিড়াল।');
    expect(pageTextIn(withPageText(page, 'hindi', 'एक बिल्ली।'), 'hindi')).toBe('एक बिल्ली।');
    expect(withPageText(page, 'bn', '  ').texts).toEqual({});
  });

  it('lists a language only when every worded page has it', () => {
    const second = withPageText(
      withPageText(emptyPage(2), 'english', 'It sleeps.'),
      'ur',
      'سوتی ہے۔',
    );
    expect(languagesOf([page, second])).toEqual(['english']);
    expect(languagesOf([page, withPageText(second, 'bn', 'ঘুমায়।')])).toEqual(['english', 'bn']);
  });

  it('validates texts: tags become ids, the eight and non-languages are refused', () => {
    const parsed = pageSchema.parse({
      parent_narration_text: 'A cat.',
      page_no: 1,
      texts: { BN: 'একটি বিড়াল।', 'zh-hans': '一只猫。', ur: ' ' },
    });
    expect(parsed.texts).toEqual({ bn: 'একটি বিড়াল।', 'zh-Hans': '一只猫。' });
    const hindi = pageSchema.safeParse({
      parent_narration_text: 'A',
      page_no: 1,
      texts: { hi: 'क' },
    });
    expect(hindi.error?.issues[0]?.message).toBe(
      "texts: text in hindi goes in the page's hindi field.",
    );
    const bad = pageSchema.safeParse({
      parent_narration_text: 'A',
      page_no: 1,
      texts: { 'not a tag': 'x' },
    });
    expect(bad.error?.issues[0]?.message).toMatch(/^texts: "not a tag" is not a language/);
  });
});
