import { blankPage } from '../../src/domain/storyRecords';
import type { Page } from '../../../contract/stories';

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
