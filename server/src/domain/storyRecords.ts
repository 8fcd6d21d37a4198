import { randomUUID } from 'node:crypto';
import type { LicenceId } from '../../../contract/credits';
import { cardOfStory } from '../../../contract/storyCards';
import type { Page, Story, StorySummary } from '../../../contract/stories';
import { sortLanguages } from '../../../contract/storyLanguages';
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

/** What a list card needs of a story: read whole, or only these columns (domain/catalogue.ts). */
export interface CardFields {
  id: string;
  slug: string;
  title: string;
  author: string;
  summary: string;
  status: StorySummary['status'];
  translatedTitles: Record<string, string>;
  updatedAt: Date;
  licenceId: LicenceId;
  coverImage: string | null;
  pageCount: number | null;
  languages: string[] | null;
}

export interface ReadingPlace {
  lastPage: number;
  finished: boolean;
  updatedAt: Date;
}

/** One card of the story list, with the caller's reading place on the personalised list. */
export function toCard(fields: CardFields, progress?: ReadingPlace): StorySummary {
  return {
    _id: fields.id,
    slug: fields.slug,
    title: fields.title,
    author: fields.author,
    summary: fields.summary,
    status: fields.status,
    translated_titles: fields.translatedTitles,
    updatedAt: fields.updatedAt.toISOString(),
    coverImage: fields.coverImage ?? '',
    licence: fields.licenceId,
    pageCount: fields.pageCount ?? 0,
    languages: sortLanguages(fields.languages ?? []),
    ...placeOf(progress),
  };
}

/** The caller's reading place on a card of the personalised list. */
const placeOf = (progress?: ReadingPlace) =>
  progress
    ? {
        lastPageRead: progress.lastPage,
        finished: progress.finished,
        lastReadAt: progress.updatedAt.toISOString(),
      }
    : {};

/** A card from the whole row, by the card rule of a whole story (contract/storyCards.ts). */
export function toSummary(row: StoryRow, progress?: ReadingPlace): StorySummary {
  return {
    ...cardOfStory({ ...commonFields(row), pages: row.pages, licence: row.licence }),
    ...placeOf(progress),
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
