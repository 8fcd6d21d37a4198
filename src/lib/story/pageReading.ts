import { pageLanguages, pageTextIn } from '../../../contract/pages';
import type { Page } from '../../../contract/stories';
import type { StoryLanguage } from '../../../contract/storyLanguages';

/** What a page shows and narrates, and whether that is the language the reader chose. */
export interface PageReading {
  text: string;
  language: StoryLanguage;
  translated: boolean;
}

/**
 * A page in the reader's language; where the page lacks it, in English, or (a book that was
 * never in English) in the first language the page has. A page without words lacks nothing.
 */
export function readingOf(page: Page | undefined, chosen: StoryLanguage): PageReading {
  if (!page) return { text: '', language: chosen, translated: false };
  const text = pageTextIn(page, chosen).trim();
  if (text) return { text, language: chosen, translated: true };
  // English comes first among a page's languages when the page has it.
  const fallback = pageLanguages(page)[0];
  if (fallback === undefined) return { text: '', language: chosen, translated: true };
  return { text: pageTextIn(page, fallback), language: fallback, translated: false };
}
