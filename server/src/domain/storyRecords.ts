import { randomUUID } from 'node:crypto';
import { languagesOf, type Page, type Story, type StorySummary } from '../../../contract/stories';
import type { stories } from '../db/schema';

export type StoryRow = typeof stories.$inferSelect;

/** Fields a story and its list card share. */
const commonFields = (row: StoryRow) => ({
  _id: row.id,
  slug: row.slug,
  title: row.title,
  author: row.author,
  summary: row.summary,
  status: row.status,
  translated_titles: row.translatedTitles,
  updatedAt: row.updatedAt.toISOString(),
});

/** The API's story record; `storybook` is derived from the row, so it always matches `pages`. */
export function toStory(row: StoryRow): Story {
  const story: Omit<Story, 'storybook'> = {
    ...commonFields(row),
    createdBy: row.createdBy,
    version: row.version,
    rejectionReason: row.rejectionReason,
    pages: row.pages,
    licence: row.licence,
    credits: row.credits,
  };
  return { ...story, storybook: JSON.stringify(story) };
}

export function toSummary(
  row: StoryRow,
  progress?: { lastPage: number; finished: boolean; updatedAt: Date },
): StorySummary {
  return {
    ...commonFields(row),
    coverImage: row.pages[0]?.image_path ?? '',
    licence: row.licence.id,
    pageCount: row.pages.length,
    languages: languagesOf(row.pages),
    ...(progress
      ? {
          lastPageRead: progress.lastPage,
          finished: progress.finished,
          lastReadAt: progress.updatedAt.toISOString(),
        }
      : {}),
  };
}

export const newStoryId = () => randomUUID();

/** URL-friendly slug of a title; non-Latin titles fall back to "story". */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return slug || 'story';
}

export function blankPage(text: string, page_no: number): Page {
  return {
    parent_narration_text: text,
    parent_narration_audio: '',
    image_description: '',
    image_path: '',
    video_path: '',
    page_no,
    hindi: '',
    spanish: '',
    telgu: '',
    tamil: '',
    panjabi: '',
    gujarati: '',
    marathi: '',
  };
}
