import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, okSchema } from '../../../contract/api';
import {
  PICTURES_PER_UPLOAD_MAX,
  PICTURE_UPLOAD_MAX_BYTES,
  RASTER_PICTURE_MAX_BYTES,
  UPLOAD_TOO_LARGE_MESSAGE,
  fileRefusal,
  parsePicturePath,
  pictureFileSchema,
  pictureHashSchema,
  pictureJobIdSchema,
  pictureJobPath,
  pictureJobSchema,
  pictureListSchema,
  pictureUploadRefusalSchema,
  pictureMaxBytes,
  storedPictureName,
  tooLargeReason,
  type PictureUploadResult,
} from '../../../contract/pictures';
import { HttpError } from '../auth/plugin';
import { answerSignal } from '../domain/answerSignal';
import {
  DEFAULT_PICTURE_JOB_TIMINGS,
  PictureJobRunner,
  type PictureJobTimings,
} from '../pictures/pictureJobRunner';
import {
  createPictureJob,
  readPictureJob,
  unfinishedJobCounts,
  type ReceivedFile,
} from '../pictures/pictureJobs';
import {
  deletePicture,
  findServedFile,
  listPictures,
  storiesUsing,
  type PictureUse,
} from '../pictures/pictureStore';
import { rasterFormatOf } from '../pictures/pictureFormats';
import type { RouteDeps } from '../routeDeps';
import { uploadRefusalSchemas } from './refusals';

/** Uploads still being checked that one administrator may have, and everyone together. */
export const UNFINISHED_UPLOADS_PER_ADMIN = 3;
export const UNFINISHED_UPLOADS_MAX = 30;

const adminErrors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };

/**
 * What a browser may do with a served picture: draw it and its own styles, nothing else;
 * opened directly it runs in a sandbox.
 */
export const PICTURE_CONTENT_SECURITY_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; sandbox";

const badRequest = (reply: FastifyReply, message: string, results?: PictureUploadResult[]) =>
  reply.code(400).send({ statusCode: 400, error: 'Bad Request', message, results });

const STATUS_NAMES = {
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  503: 'Service Unavailable',
} as const;
const refuse = (reply: FastifyReply, statusCode: keyof typeof STATUS_NAMES, message: string) =>
  reply.code(statusCode).send({ statusCode, error: STATUS_NAMES[statusCode], message });

function inUseMessage(uses: readonly PictureUse[]): string {
  const where = uses.map(({ title, pageNumbers }) => {
    const pages = pageNumbers.length === 1 ? 'page' : 'pages';
    return `“${title}” (${pages} ${pageNumbers.join(', ')})`;
  });
  const story = uses.length === 1 ? 'that story' : 'those stories';
  return `This picture is used by ${where.join(' and ')}. Choose another picture in ${story} first.`;
}

/** The picture library: administrators list, upload and delete; anyone may fetch a picture. */
export const pictureRoutes: FastifyPluginAsyncZod<
  RouteDeps & { pictureJobs?: Partial<PictureJobTimings> | undefined }
> = async (app, { db, pictureJobs }) => {
  // SVG files go to the sanitiser thread the whole process shares (see preparePicture).
  const jobs = new PictureJobRunner(db, undefined, app.log, {
    ...DEFAULT_PICTURE_JOB_TIMINGS,
    ...pictureJobs,
  });
  jobs.start();
  app.addHook('onClose', async () => {
    jobs.stop();
    await jobs.drained();
  });
  await app.register(multipart, {
    // An oversized file is refused on its own (part.file.truncated), not the whole batch.
    // Photographs may be larger than SVG drawings; the SVG limit is judged once a file is read.
    throwFileSizeLimit: false,
    limits: {
      fileSize: RASTER_PICTURE_MAX_BYTES,
      files: PICTURES_PER_UPLOAD_MAX,
      fields: 10,
      fieldSize: 1024,
      parts: PICTURES_PER_UPLOAD_MAX + 10,
    },
  });

  app.get(
    '/pictures',
    {
      schema: {
        tags: ['pictures'],
        summary: 'The picture library, newest first, with the stories using each (administrators)',
        response: { 200: pictureListSchema, ...adminErrors },
        security: [{ bearer: [] }],
      },
    },
    async (request) => {
      app.requireAdmin(request);
      return listPictures(db);
    },
  );

  app.post(
    '/pictures',
    {
      schema: {
        tags: ['pictures'],
        summary:
          'Uploads SVG, JPEG, PNG or WebP files (multipart, field "files") to be checked in the background: answers the upload job at once (administrators)',
        description:
          'Each file is judged on its own after the answer: SVG is sanitised; JPEG, PNG and WebP are decoded and encoded again without their metadata, with WebP copies at a few widths. GET the job (Location) for its progress and what was stored. Nothing is stored when the upload is refused.',
        consumes: ['multipart/form-data'],
        response: {
          202: pictureJobSchema.describe('The upload job; its address is in Location'),
          400: pictureUploadRefusalSchema,
          ...uploadRefusalSchemas,
        },
        security: [{ bearer: [] }],
      },
    },
    async (request, reply) => {
      const caller = app.requireAdmin(request);
      if (!request.isMultipart()) {
        return badRequest(
          reply,
          'Send the pictures as multipart/form-data, in fields named files.',
        );
      }
      const encoding = request.headers['content-encoding']?.trim().toLowerCase();
      if (encoding && encoding !== 'identity') {
        return refuse(
          reply,
          415,
          `Send the pictures uncompressed: an upload with Content-Encoding ${encoding} is not accepted.`,
        );
      }
      const files = await receiveFiles(request, reply);
      if (!files) return reply;
      if (files.length === 0) {
        return badRequest(reply, 'Choose at least one picture (SVG, JPEG, PNG or WebP) to upload.');
      }
      const refusedAtOnce = files.flatMap((file) => ('refused' in file ? [file.refused] : []));
      if (refusedAtOnce.length === files.length) {
        const reasons = refusedAtOnce.map((result) => (result.ok ? '' : result.message)).join('; ');
        return badRequest(reply, `Nothing was added: ${reasons}.`, refusedAtOnce);
      }
      // Judged once the body was read, so that a broken one is always told as such.
      if (await refusedAsBusy(caller.uid, reply)) return reply;
      // The client left, or the answer's time ran out (503 sent): keep nothing.
      if (answerSignal(request).aborted) return reply;
      const job = await createPictureJob(db, caller.uid, files);
      jobs.submit(job.id);
      void jobs.cleanUp().catch((error: unknown) => {
        request.log.warn({ err: error }, 'picture jobs: clean-up failed');
      });
      return reply.code(202).header('Location', pictureJobPath(job.id)).send(job);
    },
  );

  /** Sends 429 or 503 (with Retry-After) when too many uploads are still being checked. */
  async function refusedAsBusy(uid: string, reply: FastifyReply): Promise<boolean> {
    const unfinished = await unfinishedJobCounts(db, uid);
    if (unfinished.owner >= UNFINISHED_UPLOADS_PER_ADMIN) {
      refuse(
        reply.header('Retry-After', '10'),
        429,
        `${unfinished.owner} of your uploads are still being checked; send more once one has finished.`,
      );
      return true;
    }
    if (unfinished.everyone >= UNFINISHED_UPLOADS_MAX) {
      refuse(
        reply.header('Retry-After', '30'),
        503,
        'Many uploads are being checked just now; try again in half a minute.',
      );
      return true;
    }
    return false;
  }

  /**
   * Reads every part of the upload into memory (at most PICTURES_PER_UPLOAD_MAX files,
   * PICTURE_UPLOAD_MAX_BYTES together). A body that is not well-formed multipart is refused
   * with 400 (413 for too many parts or bytes) and answers null.
   */
  async function receiveFiles(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<ReceivedFile[] | null> {
    const files: ReceivedFile[] = [];
    let received = 0;
    try {
      for await (const part of request.parts()) {
        if (part.type !== 'file') continue;
        const fileName = storedPictureName(part.filename).name;
        const bytes = await part.toBuffer();
        // What the bytes are decides the limit, and the name when they are cut short.
        const maxBytes = rasterFormatOf(bytes)
          ? RASTER_PICTURE_MAX_BYTES
          : pictureMaxBytes(fileName, part.mimetype);
        if (part.file.truncated || bytes.length > maxBytes) {
          const message = fileRefusal(fileName, tooLargeReason(maxBytes));
          files.push({ fileName, refused: { ok: false, fileName, message } });
          continue;
        }
        received += bytes.length;
        if (received > PICTURE_UPLOAD_MAX_BYTES) {
          refuse(reply, 413, UPLOAD_TOO_LARGE_MESSAGE);
          return null;
        }
        files.push({ fileName, bytes });
      }
      return files;
    } catch (error) {
      const { FilesLimitError, PartsLimitError, FieldsLimitError } = app.multipartErrors;
      if (
        error instanceof FilesLimitError ||
        error instanceof PartsLimitError ||
        error instanceof FieldsLimitError
      ) {
        refuse(reply, 413, `Upload at most ${PICTURES_PER_UPLOAD_MAX} pictures at a time.`);
        return null;
      }
      // Only the body is read here, so any other failure is the body's: truncated, without
      // its closing boundary, or with a boundary the Content-Type does not name.
      const detail = error instanceof Error ? error.message : String(error);
      request.log.info({ detail }, 'picture upload: unreadable multipart body');
      badRequest(
        reply,
        `The upload is not a complete multipart/form-data body (${detail}). Send the pictures as multipart/form-data, in fields named files.`,
      );
      return null;
    }
  }

  app.get(
    '/pictures/jobs/:id',
    {
      schema: {
        tags: ['pictures'],
        summary:
          'An upload job: how many files were checked, and what became of each (the administrator who uploaded)',
        params: z.object({ id: pictureJobIdSchema }),
        response: {
          200: pictureJobSchema,
          ...adminErrors,
          404: errorSchema,
        },
        security: [{ bearer: [] }],
      },
    },
    async (request, reply) => {
      const caller = app.requireAdmin(request);
      const job = await readPictureJob(db, request.params.id, caller.uid);
      // Another administrator's upload is not theirs to follow: it does not exist for them.
      if (!job) {
        throw new HttpError(
          404,
          'There is no such upload of yours; an upload is kept for an hour after it was checked.',
        );
      }
      reply.header('Cache-Control', 'no-store');
      return job;
    },
  );

  app.delete(
    '/pictures/:hash',
    {
      schema: {
        tags: ['pictures'],
        summary: 'Deletes a picture no story uses (administrators)',
        params: z.object({ hash: pictureHashSchema }),
        response: { 200: okSchema, ...adminErrors, 404: errorSchema, 409: errorSchema },
        security: [{ bearer: [] }],
      },
    },
    async (request) => {
      app.requireAdmin(request);
      const { hash } = request.params;
      const uses = await storiesUsing(db, hash);
      if (uses.length) throw new HttpError(409, inUseMessage(uses));
      if (!(await deletePicture(db, hash))) {
        throw new HttpError(404, 'There is no such picture in the library.');
      }
      return { ok: true as const };
    },
  );

  const binaryPicture = { schema: z.string().meta({ format: 'binary' }) };
  app.get(
    '/pictures/:file',
    {
      schema: {
        tags: ['pictures'],
        summary:
          "A file of the library: an SVG picture, a raster picture's fallback (JPEG or PNG) or one of its WebP copies (public, cached for good)",
        description:
          "Raster pictures are addressed as <hash>-<width>.jpg or .png (the fallback, what a page holds) and <hash>-<width>.webp (a copy at one of the widths pictureVariantWidths gives for the fallback's width). A width that was not made answers 404.",
        params: z.object({ file: pictureFileSchema }),
        response: {
          200: {
            description: 'The sanitised SVG document, or the JPEG, PNG or WebP file',
            content: {
              'image/svg+xml': { schema: z.string() },
              'image/jpeg': binaryPicture,
              'image/png': binaryPicture,
              'image/webp': binaryPicture,
            },
          },
          304: z.null().describe('Not modified: the copy the browser has is current'),
          400: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      const address = parsePicturePath(`/pictures/${file}`);
      if (!address) throw new HttpError(404, 'There is no such picture.');
      // The address is the content's hash, so an answer never changes.
      const etag = `"${address.kind === 'svg' ? address.hash : file}"`;
      reply.headers({
        'Cache-Control': 'public, max-age=31536000, immutable',
        ETag: etag,
        'Content-Security-Policy': PICTURE_CONTENT_SECURITY_POLICY,
        'X-Content-Type-Options': 'nosniff',
      });
      const found = await findServedFile(db, address);
      if (found === null) {
        reply.removeHeader('Cache-Control');
        reply.removeHeader('ETag');
        throw new HttpError(404, 'There is no such picture.');
      }
      const cached = request.headers['if-none-match'];
      if (cached && cached.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
        return reply.code(304).send(null);
      }
      if (address.kind === 'svg') {
        return reply.type('image/svg+xml; charset=utf-8').send(found.bytes.toString('utf8'));
      }
      // Bytes are sent as they are; the typed reply only knows the SVG's text.
      return (reply as FastifyReply).type(found.contentType).send(found.bytes);
    },
  );
};
