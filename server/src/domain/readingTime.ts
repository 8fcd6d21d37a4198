import { PAGE_SECONDS_COUNTED_MAX, type ReadingMode } from '../../../contract/children';
import type { Database } from '../db/open';
import { coachWords, readingEvents } from '../db/schema';

type Writer = Pick<Database, 'insert'>;

export interface PageView {
  reader: string;
  storyId: string;
  pageNo: number;
  mode?: ReadingMode | undefined;
  /** As the app measured them; counted up to PAGE_SECONDS_COUNTED_MAX. */
  seconds?: number | undefined;
  /** The view made the story finished for the first time. */
  finishedStory: boolean;
}

/** A page view for the family view's minutes, pages, modes and streak. */
export async function recordPageView(tx: Writer, view: PageView): Promise<void> {
  await tx.insert(readingEvents).values({
    reader: view.reader,
    storyId: view.storyId,
    pageNo: view.pageNo,
    mode: view.mode ?? null,
    seconds: Math.min(view.seconds ?? 0, PAGE_SECONDS_COUNTED_MAX),
    finishedStory: view.finishedStory,
  });
}

/**
 * One spelling per word, so "Moon", "moon" and a differently composed "é" count as one word
 * practised.
 */
export const coachWordKey = (word: string) => word.normalize('NFC').toLowerCase();

/** The words of one page read to the coach, each right or missed. Answers how many were stored. */
export async function recordCoachWords(
  tx: Writer,
  page: { reader: string; storyId: string; pageNo: number },
  words: readonly { word: string; right: boolean }[],
): Promise<number> {
  const at = new Date();
  await tx.insert(coachWords).values(
    words.map(({ word, right }) => ({
      reader: page.reader,
      storyId: page.storyId,
      pageNo: page.pageNo,
      word: coachWordKey(word),
      right,
      at,
    })),
  );
  return words.length;
}
