import { languagesOf } from './pages';
import type { Story, StorySummary } from './stories';

/** What a list card is made of when the whole story is at hand. */
export type WholeStory = Pick<
  Story,
  | '_id'
  | 'slug'
  | 'title'
  | 'author'
  | 'summary'
  | 'status'
  | 'translated_titles'
  | 'updatedAt'
  | 'pages'
  | 'licence'
>;

/**
 * The list card of a whole story, its facts worked out from the pages as they are: the first
 * page's picture is the cover, and the languages are those every page with words speaks,
 * in the list's order. The server builds the same card from stored columns; this is the rule both follow
 * (a copy kept on a device shows exactly the card the list showed).
 */
export function cardOfStory(story: WholeStory): StorySummary {
  return {
    _id: story._id,
    slug: story.slug,
    title: story.title,
    author: story.author,
    summary: story.summary,
    status: story.status,
    translated_titles: story.translated_titles,
    updatedAt: story.updatedAt,
    coverImage: story.pages[0]?.image_path ?? '',
    licence: story.licence.id,
    pageCount: story.pages.length,
    languages: languagesOf(story.pages),
  };
}
