import { blankPage } from '../../src/domain/storyRecords';
import { withPageText, type Page } from '../../../contract/stories';

/** A page of the test story: its English and Hindi text (empty for a page without words). */
export interface TestPage {
  english: string;
  hindi: string;
  imageDescription: string;
  picture: string;
}

/**
 * A short story written for these tests, in English and Hindi: a page with characters that
 * XML must escape, a page of two paragraphs with a painting (a raster picture), and a page
 * that is only a picture.
 */
export function storyPages(picture: string, painting: string): TestPage[] {
  return [
    {
      english:
        'A rabbit lived on the moon & baked rice cakes. "I <3 the stars," she said <b>softly</b>.',
      hindi: 'एक खरगोश चाँद पर रहती थी और चावल के केक बनाती थी। "मुझे तारे बहुत पसंद हैं," उसने धीरे से कहा।',
      imageDescription: 'A rabbit on the moon with a basket of rice cakes.',
      picture,
    },
    {
      english: 'Every night she waved to the children below.\n\nThey waved back and smiled.',
      hindi: 'हर रात वह नीचे बच्चों को हाथ हिलाती थी।\n\nबच्चे भी हाथ हिलाकर मुस्कुराते थे।',
      imageDescription: 'Children on a rooftop waving at the moon.',
      picture: painting,
    },
    { english: '', hindi: '', imageDescription: 'The moon, round and pale.', picture },
  ];
}

/** The page as the editor saves it. */
export function blankPageFor(page: TestPage, index: number): Page {
  return {
    ...blankPage(page.english, index + 1),
    hindi: page.hindi,
    image_description: page.imageDescription,
    image_path: page.picture,
  };
}

/** A story of the tests' own in English and in languages beyond the eight, by id. */
export const BOAT_STORY = {
  titles: {
    english: 'The Little Boat',
    bn: 'ছোট্ট নৌকা',
    ur: 'چھوٹی کشتی',
    sw: 'Mashua Ndogo',
  } as Record<string, string>,
  /** Each page's text per language; the last page is a picture alone. */
  pages: [
    {
      english: 'A little boat sailed on the river at dawn.',
      bn: 'ভোরবেলা নদীতে একটা ছোট্ট নৌকা ভাসছিল।',
      ur: 'صبح سویرے دریا میں ایک چھوٹی کشتی چل رہی تھی۔',
      sw: 'Mashua ndogo ilisafiri mtoni alfajiri.',
    },
    {
      // Numbers and a name in Latin letters inside right-to-left text.
      english: 'It carried 3 baskets of mangoes for Ravi.\n\nThe market was busy.',
      bn: 'সে রবির জন্য ৩ ঝুড়ি আম নিয়ে গেল।\n\nবাজারে খুব ভিড় ছিল।',
      ur: 'وہ Ravi کے لیے آم کی 3 ٹوکریاں لے گئی۔\n\nبازار میں بہت رونق تھی۔',
      sw: 'Ilibeba vikapu 3 vya maembe kwa Ravi.\n\nSoko lilikuwa na watu wengi.',
    },
    { english: '', bn: '', ur: '', sw: '' },
  ] as Record<string, string>[],
};

/** The boat story's pages as the editor saves them, in the given languages, with a picture each. */
export function boatPages(picture: string, languages: readonly string[]): Page[] {
  return BOAT_STORY.pages.map((texts, index) => {
    let page: Page = {
      ...blankPage('', index + 1),
      image_description: `The boat, picture ${index + 1}.`,
      image_path: picture,
    };
    for (const language of languages) page = withPageText(page, language, texts[language] ?? '');
    return page;
  });
}
