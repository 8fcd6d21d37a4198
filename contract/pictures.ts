import { z } from 'zod';
import { errorSchema } from './api';
import {
  PICTURE_MAX_BYTES,
  PICTURE_UPLOAD_MAX_BYTES,
  PICTURES_PER_UPLOAD_MAX,
  PICTURE_NAME_MAX,
  RASTER_PICTURE_MAX_BYTES,
} from './limits';

export {
  isLibraryPicturePath,
  pictureHashOf,
  picturePath,
  fallbackPicturePath,
  variantPicturePath,
  parsePicturePath,
  pictureVariantWidths,
} from './picturePaths';

/**
 * The picture library, served by the API and addressed by content hash: sanitised SVG files,
 * and photographs or paintings (JPEG, PNG, WebP) encoded again with smaller WebP copies.
 */

export {
  PICTURE_MAX_BYTES,
  PICTURE_UPLOAD_MAX_BYTES,
  PICTURES_PER_UPLOAD_MAX,
  PICTURE_NAME_MAX,
  RASTER_PICTURE_MAX_BYTES,
};

/** What the file chooser offers: SVG, JPEG, PNG and WebP, by extension and by type. */
export const PICTURE_FILE_ACCEPT =
  '.svg,image/svg+xml,.jpg,.jpeg,image/jpeg,.png,image/png,.webp,image/webp';

const RASTER_FILE = /\.(jpe?g|png|webp)$/i;
const RASTER_TYPE = /^image\/(jpeg|png|webp)$/i;

/** True when a file's name (or the type the browser gives it) says JPEG, PNG or WebP. */
export function isRasterFileName(fileName: string, type = ''): boolean {
  return RASTER_FILE.test(fileName) || RASTER_TYPE.test(type);
}

/** The size limit of one file: photographs may be larger than SVG drawings. */
export function pictureMaxBytes(fileName: string, type = ''): number {
  return isRasterFileName(fileName, type) ? RASTER_PICTURE_MAX_BYTES : PICTURE_MAX_BYTES;
}

const HASH_PATTERN = /^[0-9a-f]{64}$/;

/** The SHA-256 (hex) of a picture's sanitised bytes. */
export const pictureHashSchema = z
  .string()
  .regex(HASH_PATTERN, 'must be a picture id: 64 lower-case hexadecimal characters');

/** The last segment of a picture's address: "<hash>.svg", or "<hash>-<width>.jpg|png|webp". */
export const pictureFileSchema = z
  .string()
  .regex(
    /^[0-9a-f]{64}(\.svg|-[1-9][0-9]{0,4}\.(jpg|png|webp))$/,
    'must be a picture file: 64 hexadecimal characters and .svg, or a hyphen, a width in pixels and .jpg, .png or .webp',
  );

/**
 * An uploaded file's own name: without folders or control characters, cut after at most
 * PICTURE_NAME_MAX characters (never inside a character made of two UTF-16 units), or
 * `fallback` when nothing is left.
 */
export function ownFileName(
  fileName: string | undefined,
  fallback: string,
): { name: string; shortened: boolean } {
  const base = (fileName ?? '').split(/[\\/]/).pop() ?? '';
  const printable = Array.from(base)
    .filter((character) => {
      const code = character.codePointAt(0)!;
      return code >= 0x20 && code !== 0x7f;
    })
    .join('')
    .trim();
  let name = '';
  for (const character of printable) {
    if (name.length + character.length > PICTURE_NAME_MAX) break;
    name += character;
  }
  name = name.trim();
  return { name: name || fallback, shortened: name.length < printable.length };
}

/**
 * The name a picture is kept under (ownFileName). The app tells when a name was shortened;
 * the server stores `name`.
 */
export const storedPictureName = (fileName: string | undefined) =>
  ownFileName(fileName, 'picture.svg');

/** A refused file, in one sentence: "cat.svg is not well-formed XML (...)". */
export function fileRefusal(fileName: string, reason: string): string {
  return `${fileName} ${reason}`;
}

/** Said by the browser before sending and by the server on receipt, in the same words. */
export function tooLargeReason(maxBytes: number): string {
  return maxBytes >= 1024 * 1024
    ? `is larger than ${maxBytes / (1024 * 1024)} MB`
    : `is larger than ${maxBytes / 1024} KB`;
}
export const TOO_LARGE_REASON = tooLargeReason(PICTURE_MAX_BYTES);
export const RASTER_TOO_LARGE_REASON = tooLargeReason(RASTER_PICTURE_MAX_BYTES);

/** Said when the files of one upload are more than PICTURE_UPLOAD_MAX_BYTES together. */
export const UPLOAD_TOO_LARGE_MESSAGE = `Upload at most ${PICTURE_UPLOAD_MAX_BYTES / (1024 * 1024)} MB of pictures at a time.`;

export const storyReferenceSchema = z.object({ _id: z.string(), title: z.string() });

export const pictureSchema = z.object({
  hash: z.string(),
  /** The file name it was uploaded with. */
  name: z.string(),
  /** Bytes of the sanitised file. */
  size: z.number().int(),
  path: z.string(),
  createdAt: z.string(),
  /** Stories with a page that shows this picture; it cannot be deleted while any does. */
  usedBy: z.array(storyReferenceSchema),
});
export type Picture = z.infer<typeof pictureSchema>;
export const pictureListSchema = z.array(pictureSchema);

/** What became of one uploaded file. */
export const pictureUploadResultSchema = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    fileName: z.string(),
    picture: pictureSchema,
    /** The same picture was already in the library (under `picture.name`). */
    duplicate: z.boolean(),
    /** What the sanitiser took out, e.g. "<script>", "onload". */
    removed: z.array(z.string()),
  }),
  /** `message` is a whole sentence naming the file (see fileRefusal). */
  z.object({ ok: z.literal(false), fileName: z.string(), message: z.string() }),
]);
export type PictureUploadResult = z.infer<typeof pictureUploadResultSchema>;

/**
 * A refused upload: nothing was kept. When the files were read, `results` says why each was
 * refused (every file over the size limit, for instance).
 */
export const pictureUploadRefusalSchema = errorSchema.extend({
  results: z.array(pictureUploadResultSchema).optional(),
});

/**
 * An upload is checked in the background, file after file, as a job: `POST /pictures`
 * answers 202 with the job at once, and its address (Location) tells how far it got.
 */
export const PICTURE_JOB_STATUSES = ['waiting', 'checking', 'finished'] as const;
export type PictureJobStatus = (typeof PICTURE_JOB_STATUSES)[number];

export const pictureJobIdSchema = z.uuid({ message: 'must be an upload id' });

/** Where a job's progress is read. */
export const pictureJobPath = (id: string) => `/pictures/jobs/${id}`;

/** One file of an upload, in the order it was sent: `result` is null until it is checked. */
export const pictureJobFileSchema = z.object({
  fileName: z.string(),
  result: pictureUploadResultSchema.nullable(),
});
export type PictureJobFile = z.infer<typeof pictureJobFileSchema>;

export const pictureJobSchema = z.object({
  id: z.string(),
  status: z.enum(PICTURE_JOB_STATUSES),
  /** Files sent, and how many of them were checked (stored or refused) so far. */
  total: z.number().int(),
  checked: z.number().int(),
  files: z.array(pictureJobFileSchema),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type PictureJob = z.infer<typeof pictureJobSchema>;
