import { describe, expect, it } from 'vitest';
import { cardOfStory, type WholeStory } from './storyCards';
import { emptyPage, withPageText } from './stories';

/** A two-page story in Bengali and English; only its first page has Tamil too. */
function twoPageStory(): WholeStory {
  const first = {
    ...withPageText(
      withPageText(withPageText(emptyPage(1), 'bn', 'কাক উড়ল।'), 'tamil', 'காகம் பறந்தது.'),
      'english',
      'The crow flew.',
    ),
    image_path: 'images/crow-1.svg',
  };
  const second = withPageText(
    withPageText(emptyPage(2), 'bn', 'কাক জল খেল।'),
    'english',
    'It drank.',
  );
  return {
    _id: 'story-1',
    slug: 'the-crow',
    title: 'The Crow',
    author: 'Kahani',
    summary: 'A crow finds water.',
    status: 'published',
    translated_titles: { tamil: 'காகம்' },
    updatedAt: '2026-11-01T10:00:00.000Z',
    pages: [first, second],
    licence: { id: 'CC-BY-4.0', words: 'CC BY 4.0' },
  };
}

describe('the card of a whole story', () => {
  it('takes its cover, page count and languages from the pages', () => {
    expect(cardOfStory(twoPageStory())).toEqual({
      _id: 'story-1',
      slug: 'the-crow',
      title: 'The Crow',
      author: 'Kahani',
      summary: 'A crow finds water.',
      status: 'published',
      translated_titles: { tamil: 'காகம்' },
      updatedAt: '2026-11-01T10:00:00.000Z',
      coverImage: 'images/crow-1.svg',
      licence: 'CC-BY-4.0',
      pageCount: 2,
      // Those every page speaks, the eight first: Tamil is on one page only.
      languages: ['english', 'bn'],
    });
  });

  it('says nothing of anyone’s reading place', () => {
    const card = cardOfStory(twoPageStory());
    expect(card).not.toHaveProperty('lastPageRead');
    expect(card).not.toHaveProperty('finished');
  });
});
