import { describe, expect, it } from 'vitest';
import {
  NO_CREDITS,
  attributionSentence,
  creditsSchema,
  licenceFacts,
  licenceFromWords,
  type Credits,
} from './credits';
import { languagesOf } from './pages';
import { emptyPage } from './stories';

describe('licenceFromWords', () => {
  it.each([
    ['CC-BY', 'CC-BY-4.0'],
    ['CC BY 4.0', 'CC-BY-4.0'],
    ['cc-by-sa', 'CC-BY-SA-4.0'],
    ['CC BY-NC-SA 3.0', 'CC-BY-NC-SA-3.0'],
    ['Creative Commons Attribution-NonCommercial 4.0 International', 'CC-BY-NC-4.0'],
    ['https://creativecommons.org/licenses/by-nc-nd/4.0/', 'CC-BY-NC-ND-4.0'],
    ['CC0', 'CC0-1.0'],
    ['© 2024 Someone. All rights reserved.', 'LicenseRef-All-Rights-Reserved'],
  ])('reads %j as %s', (words, id) => {
    expect(licenceFromWords(words)).toBe(id);
  });

  it.each(['', 'Free to use', 'CC BY 9.9', 'GPL-3.0'])('knows no licence in %j', (words) => {
    expect(licenceFromWords(words)).toBeNull();
  });
});

describe('licenceFacts', () => {
  it('spells out the terms of a licence', () => {
    expect(licenceFacts('CC-BY-NC-SA-4.0')).toEqual({
      name: 'CC BY-NC-SA 4.0',
      url: 'https://creativecommons.org/licenses/by-nc-sa/4.0/',
      open: true,
      attribution: true,
      nonCommercial: true,
      shareAlike: true,
      noDerivatives: false,
    });
    expect(licenceFacts('LicenseRef-All-Rights-Reserved')).toMatchObject({
      url: null,
      open: false,
    });
    expect(licenceFacts('CC0-1.0')).toMatchObject({ attribution: false, open: true });
  });
});

const credits: Credits = {
  authors: ['Asha Rao', 'Ravi Menon'],
  illustrators: ['Leela Das'],
  translators: { hindi: ['Meera Iyer'] },
  originalTitle: 'The Red Kite',
  publisher: 'Global Storybooks',
  sourceUrl: 'https://example.org/kite',
};

describe('attributionSentence', () => {
  it('names title, creators, licence and source as Creative Commons recommends', () => {
    const subject = {
      title: 'लाल पतंग',
      author: '',
      credits,
      licence: { id: 'CC-BY-4.0' as const, words: 'CC-BY' },
    };
    expect(attributionSentence(subject, 'hindi')).toBe(
      '"लाल पतंग" by Asha Rao and Ravi Menon, illustrated by Leela Das, translated by Meera Iyer, ' +
        'is licensed under CC BY 4.0 (https://creativecommons.org/licenses/by/4.0/). ' +
        'Original title: "The Red Kite". Source: Global Storybooks, https://example.org/kite.',
    );
  });

  it('falls back to the author line and says when all rights are reserved', () => {
    const subject = {
      title: 'A Story',
      author: 'Kahani Storytellers',
      credits: NO_CREDITS,
      licence: { id: 'LicenseRef-All-Rights-Reserved' as const, words: '' },
    };
    expect(attributionSentence(subject)).toBe(
      '"A Story" by Kahani Storytellers. All rights reserved.',
    );
  });
});

describe('creditsSchema', () => {
  it('refuses a source address that is not http or https', () => {
    const result = creditsSchema.safeParse({ sourceUrl: 'javascript:alert(1)' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      'credits.sourceUrl must be an http or https address.',
    );
  });
});

describe('languagesOf', () => {
  it('does not let a wordless picture page take a language away', () => {
    const worded = { ...emptyPage(1), parent_narration_text: 'Hello.', hindi: 'नमस्ते।' };
    const wordless = { ...emptyPage(2), image_path: '/illustrations/a/page-1.svg' };
    expect(languagesOf([worded, wordless])).toEqual(['english', 'hindi']);
    expect(languagesOf([wordless])).toEqual([]);
  });
});
