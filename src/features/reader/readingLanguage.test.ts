import { describe, expect, it } from 'vitest';
import { emptyPage, type Page } from '../../../contract/stories';
import { canNarrateIn, initialNarrationVoices, voicesSpeak } from './narrationLanguages';
import { readingChoices, readingOf } from './readingLanguage';

const page = (texts: Partial<Page>): Page => ({ ...emptyPage(1), ...texts });

describe('what a page shows', () => {
  const urduAndEnglish = page({ parent_narration_text: 'The crow.', texts: { ur: 'کوا۔' } });
  const urduOnly = page({ texts: { ur: 'کوا۔', fa: 'کلاغ.' } });

  it('is the chosen language when the page has it', () => {
    expect(readingOf(urduAndEnglish, 'ur')).toEqual({
      text: 'کوا۔',
      language: 'ur',
      translated: true,
    });
  });

  it('is English where the chosen language is missing, or the page’s first language in a book never in English', () => {
    expect(readingOf(urduAndEnglish, 'hindi')).toEqual({
      text: 'The crow.',
      language: 'english',
      translated: false,
    });
    expect(readingOf(urduOnly, 'english')).toMatchObject({ language: 'ur', translated: false });
  });

  it('misses nothing on a page without words', () => {
    expect(readingOf(page({}), 'hindi')).toEqual({ text: '', language: 'hindi', translated: true });
  });
});

describe('the languages a story is offered in', () => {
  it('are those its pages have, a partial one too, and the reader’s own choice, the eight first', () => {
    const pages = [
      page({ parent_narration_text: 'One.', texts: { ur: 'ایک۔', bn: 'এক।' } }),
      page({ parent_narration_text: 'Two.', hindi: 'दो।', texts: { ur: 'دو۔' } }),
    ];
    expect(readingChoices(pages, 'english')).toEqual(['english', 'hindi', 'bn', 'ur']);
    expect(readingChoices(pages, 'tamil')).toEqual(['english', 'hindi', 'tamil', 'bn', 'ur']);
  });
});

describe('narration languages', () => {
  it('a voice speaks its own id, and the same language in the same script', () => {
    expect(voicesSpeak(['english', 'ur'], 'ur')).toBe(true);
    expect(voicesSpeak(['pt'], 'pt-BR')).toBe(true);
    expect(voicesSpeak(['zh'], 'zh-Hans')).toBe(true);
    expect(voicesSpeak(['panjabi'], 'pa-Arab')).toBe(false);
    expect(voicesSpeak(['hindi'], 'bn')).toBe(false);
  });

  it('unknown while the list is on its way, tried when it could not be had, refused once refused', () => {
    expect(canNarrateIn(initialNarrationVoices, 'bn')).toBeNull();
    expect(canNarrateIn({ ...initialNarrationVoices, status: 'failed' }, 'bn')).toBe(true);
    expect(canNarrateIn({ status: 'failed', languages: null, refused: ['bn'] }, 'bn')).toBe(false);
    expect(canNarrateIn({ status: 'succeeded', languages: ['english'], refused: [] }, 'bn')).toBe(
      false,
    );
  });
});
