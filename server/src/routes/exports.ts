import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../../contract/api';
import {
  englishLanguageName,
  storyLanguageSchema,
  type StoryLanguage,
} from '../../../contract/languages';
import { narrationUnavailableMessage } from '../../../contract/narrationLanguages';
import { RECORD_ID_MAX } from '../../../contract/limits';
import { languagesOf } from '../../../contract/stories';
import { safeId } from '../../../contract/text';
import { HttpError } from '../auth/plugin';
import { stories } from '../db/schema';
import { assertCanView } from '../domain/access';
import { answerSignal } from '../domain/answerSignal';
import type { StoryRow } from '../domain/storyRecords';
import { EPUB_MEDIA_TYPE, epubEntries } from '../exports/epub';
import { contentDisposition } from '../exports/fileNames';
import { gatherBook, type ExportBook, type MaterialSources } from '../exports/material';
import {
  READALONG_MEDIA_TYPE,
  readAlongAudio,
  readAlongDocument,
  sampleRatesOf,
} from '../exports/readAlong';
import { zipStream } from '../exports/zip';
import { createNarrator, NarrationRefused, type NarrationLimits } from '../narration/narrator';
import type { NarrationProvider } from '../narration/provider';
import type { RouteDeps } from '../routeDeps';
import { narrationPayer } from './narrationPayer';
import { sendRefusal } from './refusals';

/**
 * Narrating every page of a long story the engine has not read yet takes a while (each page
 * may wait its turn behind readers' pages), so exports get longer than other answers.
 */
export const EXPORT_ANSWER_TIMEOUT_MS = 120_000;
/** Exports per minute and address: a book is heavier to make than a page. */
export const EXPORTS_PER_MINUTE = 30;

const idParam = z.object({ id: safeId('id', RECORD_ID_MAX) });
const exportQuery = z.object({
  language: storyLanguageSchema
    .optional()
    .describe(
      "The book's language: one of the eight by name (english, hindi, …) or any other by BCP 47 tag (bn, ur, zh-Hans); by default the story's first language",
    ),
});

const binary = (mediaType: string, description: string) => ({
  description,
  content: { [mediaType]: { schema: z.string().meta({ format: 'binary' }) } },
});

const errors = {
  400: errorSchema.describe(
    'The id or language is not valid, or the story is not in that language',
  ),
  401: errorSchema.describe(
    'The token sent is not valid or has expired (send none to call anonymously)',
  ),
  404: errorSchema.describe('No such story, or one the caller may not read'),
  429: errorSchema.describe('Too many exports or new narrations: wait as Retry-After says'),
  503: errorSchema.describe(
    'Narration is busy, or the book took too long to make: try again as Retry-After says',
  ),
};

const ACCESS =
  'Published stories for anyone; stories waiting for review (or refused) only for the parent who asked for them and administrators.';

interface ExportRequest {
  id: string;
  language: StoryLanguage | undefined;
}

/** Whether the narration engine has a voice for the language (an engine answers none, or throws). */
function hasVoiceFor(narration: Pick<NarrationProvider, 'voiceFor'>, language: StoryLanguage) {
  try {
    return Boolean(narration.voiceFor(language));
  } catch {
    return false;
  }
}

/** The story's languages for export; a story without any words is a picture book in English. */
function exportLanguages(row: StoryRow): StoryLanguage[] {
  const languages = languagesOf(row.pages);
  return languages.length ? languages : ['english'];
}

export const exportRoutes: FastifyPluginAsyncZod<
  RouteDeps & { limits: NarrationLimits; illustrationsDir: string }
> = async (app, { db, narration, narrations, limits, illustrationsDir }) => {
  const sources: MaterialSources = {
    db,
    narrate: createNarrator(db, narration, { limits, cache: narrations }),
    speaks: (language) => hasVoiceFor(narration, language),
    illustrationsDir,
  };

  /**
   * The story in the language asked for, every page narrated. `oneSampleRate`: the pages'
   * narrations will be joined into one MP3, which cannot change its sample rate midway.
   */
  async function bookFor(
    request: FastifyRequest,
    asked: ExportRequest,
    { oneSampleRate }: { oneSampleRate: boolean },
  ): Promise<ExportBook> {
    const [found] = await db.select().from(stories).where(eq(stories.id, asked.id));
    const row = assertCanView(app, request, found);
    const languages = exportLanguages(row);
    const language = asked.language ?? languages[0]!;
    if (!languages.includes(language)) {
      throw new HttpError(
        400,
        `This story is not written in ${language}. It can be exported in ${languages.join(', ')}.`,
      );
    }
    const options = {
      payer: narrationPayer(app, request, limits),
      recordings: true,
      signal: answerSignal(request),
    };
    const book = await gatherBook(sources, row, language, options);
    if (!oneSampleRate || sampleRatesOf(book).size <= 1) return book;
    return gatherBook(sources, row, language, { ...options, recordings: false });
  }

  /** Makes the book and answers with `send`; refusals and abandoned requests answered as such. */
  async function answer(
    request: FastifyRequest,
    reply: FastifyReply,
    asked: ExportRequest,
    oneSampleRate: boolean,
    send: (book: ExportBook, reply: FastifyReply) => FastifyReply,
  ): Promise<void> {
    let book: ExportBook;
    try {
      book = await bookFor(request, asked, { oneSampleRate });
    } catch (error) {
      if (error instanceof NarrationRefused) {
        sendRefusal(reply, error);
        return;
      }
      // The deadline passed and 503 was sent: nobody is waiting for this answer any more.
      if (answerSignal(request).aborted && reply.sent) return;
      throw error;
    }
    // A story not yet published is only for its requester and administrators: no shared cache.
    reply.header('Cache-Control', book.published ? 'no-cache' : 'private, no-store');
    send(book, reply);
  }

  const asked = (request: { params: { id: string }; query: { language?: StoryLanguage } }) => ({
    id: request.params.id,
    language: request.query.language,
  });

  const routeConfig = {
    answerTimeoutMs: EXPORT_ANSWER_TIMEOUT_MS,
    rateLimit: { max: EXPORTS_PER_MINUTE, timeWindow: '1 minute' },
  };

  app.get(
    '/stories/:id/export.epub',
    {
      config: routeConfig,
      schema: {
        tags: ['stories'],
        summary: 'The story as an EPUB 3 book with read-along narration (Media Overlays)',
        description: `One XHTML page per story page with its picture, a credits page, the licence and credits in the metadata, and a SMIL overlay per narrated page with one <par> per word: the story's recorded narration where a page has one, else the synthesised voice (a language no voice speaks gives a book of text and pictures). A right-to-left language's pages say so (dir) and turn right to left. ${ACCESS}`,
        params: idParam,
        querystring: exportQuery,
        response: { 200: binary(EPUB_MEDIA_TYPE, 'The EPUB file (a zip)'), ...errors },
      },
    },
    async (request, reply) => {
      await answer(request, reply, asked(request), false, (book, out) =>
        out
          .type(EPUB_MEDIA_TYPE)
          .header('Content-Disposition', contentDisposition(book, 'epub'))
          .send(zipStream(epubEntries(book), book.updatedAt)),
      );
      return reply;
    },
  );

  app.get(
    '/stories/:id/export.readalong',
    {
      config: routeConfig,
      schema: {
        tags: ['stories'],
        summary: 'The story as a ReadAlongs Studio file (format 1.2), timed to export.mp3',
        description: `Pages with their pictures (data: URLs) and every word timed in seconds of the MP3 that GET /stories/{id}/export.mp3 gives for the same language. ${ACCESS}`,
        params: idParam,
        querystring: exportQuery,
        response: {
          200: {
            description: 'The .readalong XML document',
            content: { [READALONG_MEDIA_TYPE]: { schema: z.string() } },
          },
          ...errors,
        },
      },
    },
    async (request, reply) => {
      await answer(request, reply, asked(request), true, (book, out) =>
        out
          .type(`${READALONG_MEDIA_TYPE}; charset=utf-8`)
          .header('Content-Disposition', contentDisposition(book, 'readalong'))
          .send(
            readAlongDocument(
              book,
              readAlongAudio(book),
              `export.mp3?language=${encodeURIComponent(book.language)}`,
            ),
          ),
      );
      return reply;
    },
  );

  app.get(
    '/stories/:id/export.mp3',
    {
      config: routeConfig,
      schema: {
        tags: ['stories'],
        summary: "The story's narration as one MP3, the audio of export.readalong",
        description: `Every narrated page's MP3 frames one after another, in page order; 400 for a language no voice speaks. ${ACCESS}`,
        params: idParam,
        querystring: exportQuery,
        response: { 200: binary('audio/mpeg', 'The MP3 file'), ...errors },
      },
    },
    async (request, reply) => {
      await answer(request, reply, asked(request), true, (book, out) => {
        if (!sources.speaks(book.language)) {
          // The EPUB and ReadAlongs files of such a language are text only; there is no audio.
          throw new HttpError(
            400,
            narrationUnavailableMessage(englishLanguageName(book.language), book.tag),
          );
        }
        return out
          .type('audio/mpeg')
          .header('Content-Disposition', contentDisposition(book, 'mp3'))
          .send(readAlongAudio(book).audio);
      });
      return reply;
    },
  );
};
