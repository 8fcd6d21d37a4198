import { z } from 'zod';
import { errorSchema } from './api';
import { licenceAnswerSchema } from './credits';
import { storyLanguageAnswerSchema } from './languages';

/**
 * Importing openly licensed books (POST /imports, administrators): EPUB 2 and 3, Global
 * Storybooks Markdown, ReadAlongs files with their audio, and .zip archives of these.
 */

export {
  ARCHIVE_ENTRIES_MAX,
  ARCHIVE_RATIO_MAX,
  ARCHIVE_UNPACKED_MAX_BYTES,
  IMPORT_FILES_MAX,
  IMPORT_FILE_MAX_BYTES,
  IMPORT_REQUEST_MAX_BYTES,
  PICTURE_PIXELS_MAX,
} from './limits';

/** The multipart field that carries the files. */
export const IMPORT_FIELD = 'files';

/** File name endings an import reads; the file chooser offers these. */
export const IMPORT_EXTENSIONS = [
  '.epub',
  '.md',
  '.readalong',
  '.xml',
  '.smil',
  '.mp3',
  '.wav',
  '.zip',
  // The pictures a Markdown or ReadAlongs book shows, chosen beside it.
  '.jpg',
  '.jpeg',
  '.png',
  '.webp',
  '.svg',
] as const;

const flag = (name: string) =>
  z
    .enum(['true', 'false'], { error: `${name} must be true or false.` })
    .default('false')
    .transform((value) => value === 'true');

export const importQuerySchema = z.object({
  /** Publish what is imported at once instead of leaving it for review. */
  publish: flag('publish'),
  /** Read and check the files, store nothing: the answer is what an import would do. */
  preview: flag('preview'),
});
export type ImportQuery = z.infer<typeof importQuerySchema>;

/** What became of one file (a Global Storybooks book in three languages gives three, one story). */
export const importResultSchema = z.object({
  /** The uploaded file's name; an entry of a .zip is "archive.zip/entry.md". */
  file: z.string(),
  ok: z.boolean(),
  /** The story made or updated (a preview names the story it would update, else null). */
  storyId: z.string().nullable(),
  slug: z.string().nullable(),
  languages: z.array(storyLanguageAnswerSchema),
  pages: z.number().int(),
  /** Why the file was refused, as a sentence; null when it was imported. */
  reason: z.string().nullable(),
  title: z.string(),
  pictures: z.number().int(),
  licence: licenceAnswerSchema.nullable(),
  /** Languages whose recorded narration (word times and audio) came with the book. */
  narration: z.array(storyLanguageAnswerSchema),
  /** The book was in the library already (same source): the story is updated, not copied. */
  update: z.boolean(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

export const importAnswerSchema = z.object({ results: z.array(importResultSchema) });
export type ImportAnswer = z.infer<typeof importAnswerSchema>;

/** A 400 in which no file could be imported still says why, file by file. */
export const importRefusalSchema = errorSchema.extend({
  results: z.array(importResultSchema).optional(),
});
