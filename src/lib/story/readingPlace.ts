import type { StorySummary } from '../../../contract/stories';
import { paths } from '../paths.ts';

/** The reader's query parameter: the page on screen, from 1, so it can be linked and reloaded. */
export const PAGE_PARAM = 'page';

/** A reader's address, at a page when it is past the first (`/stories/<slug>?page=3`). */
export const readerAddress = (slug: string, page = 1) =>
  page > 1 ? `${paths.story(slug)}?${PAGE_PARAM}=${page}` : paths.story(slug);

/** Started and not finished: the reader can carry on where they stopped. */
export const isInProgress = (story: StorySummary) => Boolean(story.lastPageRead) && !story.finished;

/** Where a story's card leads: the page the reader stopped at while the story is in progress. */
export const storyAddress = (story: StorySummary) =>
  readerAddress(story.slug, isInProgress(story) ? (story.lastPageRead ?? 1) : 1);
