import {
  IMAGE_DESCRIPTION_MAX,
  PAGES_PER_STORY_MAX,
  PAGE_TEXT_MAX,
  STORY_TITLE_MAX,
  SUMMARY_MAX,
} from '../../../../contract/limits';
import { englishLanguageName } from '../../../../contract/languages';
import type { ImportedBook } from '../book';
import { clip, count, oneLine, refuse } from './text';

/**
 * The limits every story keeps, applied to a book as read. A book past one is refused with
 * the reason rather than cut, so nothing is lost without the person knowing; only the
 * summary and picture descriptions, which are secondary, are shortened (and said so).
 */
export function checkBook(book: ImportedBook, subject: string): ImportedBook {
  const warnings = book.warnings ?? [];
  for (const language of book.languages) {
    const title = oneLine(book.titles[language] ?? '');
    if (language === book.languages[0] && !title) throw refuse(subject, 'has no title');
    if (title.length > STORY_TITLE_MAX) {
      throw refuse(
        subject,
        `has a title of ${count(title.length)} characters; a title may have at most ${STORY_TITLE_MAX}`,
      );
    }
  }
  if (book.pages.length === 0) throw refuse(subject, 'has no pages');
  if (book.pages.length > PAGES_PER_STORY_MAX) {
    throw refuse(
      subject,
      `has ${count(book.pages.length)} pages; a story may have at most ${PAGES_PER_STORY_MAX}`,
    );
  }
  book.pages.forEach((page, index) => {
    for (const language of book.languages) {
      const length = page.texts[language]?.length ?? 0;
      if (length > PAGE_TEXT_MAX) {
        throw refuse(
          subject,
          `has ${count(length)} characters of ${englishLanguageName(language)} text on page ${index + 1}; a page may have at most ${count(PAGE_TEXT_MAX)} (split the page before importing)`,
        );
      }
    }
    if (page.imageDescription.length > IMAGE_DESCRIPTION_MAX) {
      page.imageDescription = clip(page.imageDescription, IMAGE_DESCRIPTION_MAX);
      warnings.push(`The picture description on page ${index + 1} was shortened.`);
    }
  });
  if (book.summary.length > SUMMARY_MAX) {
    book.summary = clip(book.summary, SUMMARY_MAX);
    warnings.push(`The summary was shortened to ${SUMMARY_MAX} characters.`);
  }
  return { ...book, warnings };
}
