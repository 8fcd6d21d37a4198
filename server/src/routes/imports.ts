import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IMPORT_FIELD,
  IMPORT_FILES_MAX,
  IMPORT_FILE_MAX_BYTES,
  IMPORT_REQUEST_MAX_BYTES,
  importAnswerSchema,
  importQuerySchema,
  importRefusalSchema,
  type ImportResult,
} from '../../../contract/imports';
import { ownFileName } from '../../../contract/pictures';
import { answerSignal } from '../domain/answerSignal';
import type { UploadedFile } from '../imports/book';
import { importUploads, refused } from '../imports/importUploads';
import { closeReadUploads } from '../imports/read';
import { createMp3Encoder } from '../recordings/encodeMp3';
import type { RouteDeps } from '../routeDeps';
import { sendRefusal, uploadRefusalSchemas, type BusyRefusal } from './refusals';

/** Imports one administrator may run at once, and all administrators together (per process). */
export const IMPORTS_PER_ADMIN = 1;
export const IMPORTS_AT_ONCE = 2;
/** A batch of 50 large books takes minutes; the app sends big batches book by book. */
const IMPORT_ANSWER_TIMEOUT_MS = 10 * 60_000;

const MB = 1024 * 1024;
const TOO_LARGE = `is larger than ${IMPORT_FILE_MAX_BYTES / MB} MB, the most one file may be.`;

type Problem = { statusCode: 400 | 413 | 415; message: string };
const PROBLEM_NAMES = {
  400: 'Bad Request',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
};
const answerProblem = (reply: FastifyReply, { statusCode, message }: Problem) =>
  reply.code(statusCode).send({ statusCode, error: PROBLEM_NAMES[statusCode], message });

/** 201 when every file was imported (200 for a preview), 207 when some were, 400 when none. */
function statusOf(results: readonly ImportResult[], preview: boolean): 200 | 201 | 207 | 400 {
  const imported = results.filter((result) => result.ok).length;
  if (imported === 0) return 400;
  if (imported < results.length) return 207;
  return preview ? 200 : 201;
}

/** Importing openly licensed books (administrators). */
export const importRoutes: FastifyPluginAsyncZod<RouteDeps> = async (
  app,
  { db, narrations, reads },
) => {
  const encoder = createMp3Encoder(1);
  app.addHook('onClose', async () => {
    await Promise.all([encoder.close(), closeReadUploads()]);
  });
  await app.register(multipart, {
    // An oversized file is refused on its own (part.file.truncated), not the whole batch.
    throwFileSizeLimit: false,
    limits: {
      fileSize: IMPORT_FILE_MAX_BYTES,
      files: IMPORT_FILES_MAX,
      fields: 10,
      fieldSize: 1024,
      parts: IMPORT_FILES_MAX + 10,
    },
  });

  const running = new Map<string, number>();
  const busyRefusal = (uid: string): BusyRefusal | null => {
    if ((running.get(uid) ?? 0) >= IMPORTS_PER_ADMIN) {
      return {
        statusCode: 429,
        retryAfterSeconds: 5,
        message: 'Your previous import is still being read; send the next once it has finished.',
      };
    }
    const total = [...running.values()].reduce((sum, count) => sum + count, 0);
    if (total >= IMPORTS_AT_ONCE) {
      return {
        statusCode: 503,
        retryAfterSeconds: 15,
        message: 'Other books are being imported just now; try again in a few seconds.',
      };
    }
    return null;
  };

  app.post(
    '/imports',
    {
      config: { answerTimeoutMs: IMPORT_ANSWER_TIMEOUT_MS },
      schema: {
        tags: ['imports'],
        summary:
          'Imports books: EPUB 2/3, Global Storybooks Markdown, ReadAlongs with audio, or .zip of these (multipart, field "files"; administrators)',
        description:
          'One result per file. 201: every file was imported, 207: some were, 400: none (each ' +
          'result says why). preview=true reads and checks without storing (200/207/400). ' +
          'Imported stories wait for review unless publish=true. A book imported before (same ' +
          'source) updates its story. Each book is stored whole in one transaction or not at all.',
        consumes: ['multipart/form-data'],
        querystring: importQuerySchema,
        response: {
          200: importAnswerSchema.describe('Preview: every file can be imported'),
          201: importAnswerSchema.describe('Every file was imported'),
          207: importAnswerSchema.describe('Some files were imported; the others say why not'),
          400: importRefusalSchema,
          ...uploadRefusalSchemas,
        },
        security: [{ bearer: [] }],
      },
    },
    async (request, reply) => {
      const caller = app.requireAdmin(request);
      const { preview, publish } = request.query;
      const refusal = busyRefusal(caller.uid);
      if (refusal) return sendRefusal(reply, refusal);
      running.set(caller.uid, (running.get(caller.uid) ?? 0) + 1);
      try {
        const received = await receiveFiles(request);
        if ('statusCode' in received) return answerProblem(reply, received);
        const { files, tooLarge } = received;
        if (files.length + tooLarge.length === 0) {
          return answerProblem(reply, {
            statusCode: 400,
            message: `Choose at least one book to import, sent in fields named ${IMPORT_FIELD}.`,
          });
        }
        const signal = answerSignal(request);
        const results = [
          ...tooLarge.map((file) => tooLargeResult(file)),
          ...(files.length
            ? await importUploads({ db, narrations, encoder }, files, {
                caller,
                preview,
                publish,
                abandoned: () => signal.aborted,
              })
            : []),
        ];
        if (!preview) reads.clear();
        const status = statusOf(results, preview);
        if (status === 400) {
          const reasons = results.map((result) => result.reason).join(' ');
          return reply.code(400).send({
            statusCode: 400,
            error: 'Bad Request',
            message: `Nothing was imported. ${reasons}`,
            results,
          });
        }
        return reply.code(status).send({ results });
      } finally {
        const left = (running.get(caller.uid) ?? 1) - 1;
        if (left > 0) running.set(caller.uid, left);
        else running.delete(caller.uid);
      }
    },
  );

  /**
   * Reads the upload's files into memory (each at most IMPORT_FILE_MAX_BYTES, together at most
   * IMPORT_REQUEST_MAX_BYTES). A body that is not well-formed multipart is a problem to answer.
   */
  async function receiveFiles(
    request: FastifyRequest,
  ): Promise<{ files: UploadedFile[]; tooLarge: string[] } | Problem> {
    if (!request.isMultipart()) {
      return {
        statusCode: 400,
        message: `Send the books as multipart/form-data, in fields named ${IMPORT_FIELD}.`,
      };
    }
    const encoding = request.headers['content-encoding']?.trim().toLowerCase();
    if (encoding && encoding !== 'identity') {
      return {
        statusCode: 415,
        message: `Send the books uncompressed: an upload with Content-Encoding ${encoding} is not accepted.`,
      };
    }
    const files: UploadedFile[] = [];
    const tooLarge: string[] = [];
    let total = 0;
    try {
      for await (const part of request.parts()) {
        if (part.type !== 'file') continue;
        const { name } = ownFileName(part.filename, 'book');
        const bytes = await part.toBuffer();
        total += bytes.length;
        if (total > IMPORT_REQUEST_MAX_BYTES) {
          return {
            statusCode: 413,
            message: `Send at most ${IMPORT_REQUEST_MAX_BYTES / MB} MB in one import; send large batches a few books at a time.`,
          };
        }
        if (part.file.truncated) tooLarge.push(name);
        else
          files.push({ name, bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length) });
      }
      return { files, tooLarge };
    } catch (error) {
      const { FilesLimitError, PartsLimitError, FieldsLimitError } = app.multipartErrors;
      if (
        error instanceof FilesLimitError ||
        error instanceof PartsLimitError ||
        error instanceof FieldsLimitError
      ) {
        return { statusCode: 413, message: `Import at most ${IMPORT_FILES_MAX} files at a time.` };
      }
      const detail = error instanceof Error ? error.message : String(error);
      return {
        statusCode: 400,
        message: `The upload is not a complete multipart/form-data body (${detail}). Send the books as multipart/form-data, in fields named ${IMPORT_FIELD}.`,
      };
    }
  }
};

const tooLargeResult = (file: string) => refused(file, `${file} ${TOO_LARGE}`);
