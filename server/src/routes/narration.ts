import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, narrationAnswerSchema, narrationRequestSchema } from '../../../contract/api';
import {
  narrationLanguagesSchema,
  narrationUnavailableMessage,
} from '../../../contract/narrationLanguages';
import { englishLanguageName, languageTag } from '../../../contract/storyLanguages';
import { findPlayableRecording } from '../recordings/recordingStore';
import { alignmentFromWords } from '../recordings/wordAlignment';
import type { RouteDeps } from '../routeDeps';
import { HttpError } from '../auth/plugin';
import { stories } from '../db/schema';
import { assertCanView } from '../domain/access';
import { sendJsonText } from '../domain/readCache';
import { narratedTextOf } from '../narration/cache';
import { createNarrator, NarrationRefused, type NarrationLimits } from '../narration/narrator';
import { narrationLanguagesOf } from '../narration/provider';
import { narrationPayer } from './narrationPayer';
import { sendRefusal } from './refusals';

export const narrationRoutes: FastifyPluginAsyncZod<
  RouteDeps & { ratePerMinute: number; limits: NarrationLimits }
> = async (app, { db, narration, narrations, reads, ratePerMinute, limits }) => {
  const narrate = createNarrator(db, narration, { limits, cache: narrations });
  const languages = { languages: narrationLanguagesOf(narration) };

  app.get(
    '/narration/languages',
    {
      schema: {
        tags: ['narration'],
        summary:
          'Every story language the narration engine has a voice for (any other is shown as text only)',
        response: { 200: narrationLanguagesSchema },
      },
    },
    async (_request, reply) => {
      // Fixed while the server runs: it changes only with the engine's configuration.
      reply.header('Cache-Control', 'public, max-age=3600');
      return languages;
    },
  );

  app.post(
    '/fetchAudioAndAlignment',
    {
      schema: {
        tags: ['narration'],
        summary: 'MP3 narration of a story page with per-character timing',
        body: narrationRequestSchema,
        response: {
          200: narrationAnswerSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          429: errorSchema,
          503: errorSchema,
        },
      },
      config: { rateLimit: { max: ratePerMinute, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { text, storyId, page_no, language, regenerateAudio } = request.body;
      const isAdmin = app.isAdmin(request.caller);
      if (regenerateAudio && !isAdmin) {
        throw new HttpError(403, 'Only administrators can regenerate narration.');
      }
      const row = await reads.get(`story:${storyId}`, async () => {
        const [found] = await db.select().from(stories).where(eq(stories.id, storyId));
        return found;
      });
      const story = assertCanView(app, request, row);
      const page = story.pages[page_no - 1];
      // An administrator's preview may narrate pages the editor added and has not saved yet.
      if (!page && !isAdmin) throw new HttpError(404, `Page ${page_no} not found in this story`);

      // The stored text is narrated, so nobody can use the engine for arbitrary text;
      // administrators may hear unsaved text from the editor, in the language they ask for
      // (a translation typed in the editor is not stored yet).
      const { text: storedText, language: storedLanguage } = page
        ? narratedTextOf(page, language)
        : { text: '', language: 'english' as const };
      const spokenText = isAdmin ? text : storedText;
      const spokenLanguage = isAdmin ? language : storedLanguage;
      if (!spokenText) throw new HttpError(404, 'This page has no text to read');

      // A person's recording of the stored text is preferred: the reader's own, then the story's.
      if (
        !regenerateAudio &&
        page &&
        spokenText === storedText &&
        spokenLanguage === storedLanguage
      ) {
        const recording = await findPlayableRecording(
          db,
          { storyId, pageNo: page_no, language: storedLanguage, text: storedText },
          request.caller?.uid ?? null,
        );
        if (recording) {
          // The answer depends on who asks, so no shared cache may keep it.
          reply.header('Cache-Control', 'private, no-store');
          return {
            audioBase64: recording.audio.toString('base64'),
            alignment: alignmentFromWords(
              recording.text,
              recording.words,
              recording.durationSeconds,
            ),
            text: recording.text,
            language: storedLanguage,
            cached: true,
            voice: {
              recordingId: recording.id,
              audience: recording.audience,
              byName: recording.recorderName,
            },
          };
        }
      }

      if (!narrations.narrates(spokenLanguage)) {
        throw new HttpError(
          400,
          narrationUnavailableMessage(
            englishLanguageName(spokenLanguage),
            languageTag(spokenLanguage),
          ),
        );
      }

      try {
        const json = await narrate({
          text: spokenText,
          language: spokenLanguage,
          storyId,
          // A rejected story's text is not kept: nobody will read it in the library.
          keep: story.status !== 'rejected',
          regenerate: regenerateAudio,
          // An editor's unsaved text waits behind what readers of published stories hear.
          urgent:
            story.status === 'published' &&
            spokenText === storedText &&
            spokenLanguage === storedLanguage,
          payer: narrationPayer(app, request, limits),
        });
        return sendJsonText(reply, json);
      } catch (error) {
        if (error instanceof NarrationRefused) return sendRefusal(reply, error);
        throw error;
      }
    },
  );
};
