import multipart from '@fastify/multipart';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, okSchema } from '../../../contract/api';
import {
  PICTURES_PER_UPLOAD_MAX,
  PICTURE_MAX_BYTES,
  TOO_LARGE_REASON,
  fileRefusal,
  pictureFileSchema,
  pictureHashSchema,
  pictureListSchema,
  pictureUploadAnswerSchema,
  pictureUploadRefusalSchema,
  storedPictureName,
  type PictureUploadResult,
} from '../../../contract/pictures';
import { HttpError } from '../auth/plugin';
import {
  deletePicture,
  findPictureSvg,
  listPictures,
  storePicture,
  storiesUsing,
  type PictureUse,
} from '../pictures/pictureStore';
import { SanitizerThread } from '../pictures/sanitizerThread';
import type { RouteDeps } from '../routeDeps';

const adminErrors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };

/**
 * What a browser may do with a served picture: draw it and its own styles, nothing else;
 * opened directly it runs in a sandbox.
 */
export const PICTURE_CONTENT_SECURITY_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; sandbox";

const badRequest = (reply: FastifyReply, message: string, results?: PictureUploadResult[]) =>
  reply.code(400).send({ statusCode: 400, error: 'Bad Request', message, results });

function inUseMessage(uses: readonly PictureUse[]): string {
  const where = uses.map(({ title, pageNumbers }) => {
    const pages = pageNumbers.length === 1 ? 'page' : 'pages';
    return `“${title}” (${pages} ${pageNumbers.join(', ')})`;
  });
  const story = uses.length === 1 ? 'that story' : 'those stories';
  return `This picture is used by ${where.join(' and ')}. Choose another picture in ${story} first.`;
}

/** The picture library: administrators list, upload and delete; anyone may fetch a picture. */
export const pictureRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  const sanitizer = new SanitizerThread();
  app.addHook('onClose', () => sanitizer.close());
  await app.register(multipart, {
    // An oversized file is refused on its own (part.file.truncated), not the whole batch.
    throwFileSizeLimit: false,
    limits: {
      fileSize: PICTURE_MAX_BYTES,
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
          'Uploads SVG files (multipart, field "files"), each sanitised and judged on its own (administrators)',
        consumes: ['multipart/form-data'],
        response: {
          201: pictureUploadAnswerSchema,
          207: pictureUploadAnswerSchema,
          400: pictureUploadRefusalSchema,
          401: errorSchema,
          403: errorSchema,
          413: errorSchema,
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
      const results: PictureUploadResult[] = [];
      const judge = async (fileName: string, bytes: Buffer): Promise<PictureUploadResult> => {
        const outcome = await sanitizer.sanitize(bytes);
        if (!outcome.ok) {
          return { ok: false, fileName, message: fileRefusal(fileName, outcome.reason) };
        }
        const stored = await storePicture(db, {
          name: fileName,
          svg: outcome.svg,
          uploadedBy: caller.uid,
        });
        return { ok: true, fileName, ...stored, removed: outcome.removed };
      };
      try {
        for await (const part of request.parts()) {
          if (part.type !== 'file') continue;
          const fileName = storedPictureName(part.filename).name;
          const bytes = await part.toBuffer();
          if (part.file.truncated) {
            results.push({ ok: false, fileName, message: fileRefusal(fileName, TOO_LARGE_REASON) });
            continue;
          }
          results.push(await judge(fileName, bytes));
        }
      } catch (error) {
        if (error instanceof app.multipartErrors.FilesLimitError) {
          throw Object.assign(
            new Error(`Upload at most ${PICTURES_PER_UPLOAD_MAX} pictures at a time.`),
            { statusCode: 413, code: 'Payload Too Large' },
          );
        }
        throw error;
      }
      if (results.length === 0) return badRequest(reply, 'Choose at least one SVG file to upload.');
      const refused = results.filter((result) => !result.ok);
      if (refused.length === results.length) {
        const reasons = refused.map((result) => result.message).join('; ');
        return badRequest(reply, `Nothing was added: ${reasons}.`, results);
      }
      return reply.code(refused.length ? 207 : 201).send({ results });
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

  app.get(
    '/pictures/:file',
    {
      schema: {
        tags: ['pictures'],
        summary: 'A picture of the library as image/svg+xml (public, cached for good)',
        params: z.object({ file: pictureFileSchema }),
        response: {
          200: z.string().describe('The sanitised SVG document'),
          304: z.null().describe('Not modified: the copy the browser has is current'),
          400: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const hash = request.params.file.slice(0, -'.svg'.length);
      // The address is the content's hash, so an answer never changes.
      const etag = `"${hash}"`;
      reply.headers({
        'Cache-Control': 'public, max-age=31536000, immutable',
        ETag: etag,
        'Content-Security-Policy': PICTURE_CONTENT_SECURITY_POLICY,
        'X-Content-Type-Options': 'nosniff',
      });
      const svg = await findPictureSvg(db, hash);
      if (svg === null) {
        reply.removeHeader('Cache-Control');
        reply.removeHeader('ETag');
        throw new HttpError(404, 'There is no such picture.');
      }
      const cached = request.headers['if-none-match'];
      if (cached && cached.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
        return reply.code(304).send(null);
      }
      return reply.type('image/svg+xml; charset=utf-8').send(svg);
    },
  );
};
