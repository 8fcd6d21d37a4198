import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorSchema,
  narrationAnswerSchema,
  narrationRequestSchema,
  type NarrationAnswer,
} from '../../../contract/api';
import type { Language } from '../../../contract/languages';
import { pageTextIn } from '../../../contract/stories';
import type { RouteDeps } from '../routeDeps';
import { HttpError } from '../auth/plugin';
import type { Database } from '../db/open';
import { narrationCache, stories } from '../db/schema';
import { assertCanView } from '../domain/access';
import { ByteBudgetCache, sendJsonText } from '../domain/readCache';
import type { NarrationProvider } from '../narration/provider';

type Narrated = Pick<NarrationAnswer, 'audioBase64' | 'alignment'>;

/**
 * Narration by cache key (engine, voice, text): answers already serialized in memory, then
 * the database cache, then the engine; one synthesis per key at a time.
 */
function createNarrator(db: Database, provider: NarrationProvider) {
  const inFlight = new Map<string, Promise<Narrated>>();
  const answers = new ByteBudgetCache();

  const keyOf = (text: string, language: Language) =>
    createHash('sha256')
      .update(`${provider.engine}\u0000${provider.voiceFor(language)}\u0000${text}`)
      .digest('hex');

  async function synthesize(key: string, text: string, language: Language): Promise<Narrated> {
    let job = inFlight.get(key);
    if (!job) {
      job = (async () => {
        const result = await provider.synthesize(text, language);
        const row = { key, audio: result.audio, alignment: result.alignment };
        await db
          .insert(narrationCache)
          .values(row)
          .onConflictDoUpdate({
            target: narrationCache.key,
            set: { ...row, createdAt: new Date() },
          });
        return { audioBase64: result.audio.toString('base64'), alignment: result.alignment };
      })().finally(() => inFlight.delete(key));
      inFlight.set(key, job);
    }
    return job;
  }

  /** The answer as JSON text, and whether it came from a cache. */
  return async function narrate(text: string, language: Language, regenerate: boolean) {
    const key = keyOf(text, language);
    const answerOf = (narrated: Narrated, cached: boolean) =>
      JSON.stringify(narrationAnswerSchema.parse({ ...narrated, text, language, cached }));
    if (!regenerate) {
      const remembered = answers.get(key);
      if (remembered) return remembered;
      const [hit] = await db.select().from(narrationCache).where(eq(narrationCache.key, key));
      if (hit) {
        const json = answerOf(
          { audioBase64: hit.audio.toString('base64'), alignment: hit.alignment },
          true,
        );
        answers.set(key, json);
        return json;
      }
    }
    const narrated = await synthesize(key, text, language);
    answers.set(key, answerOf(narrated, true));
    return answerOf(narrated, false);
  };
}

export const narrationRoutes: FastifyPluginAsyncZod<RouteDeps & { ratePerMinute: number }> = async (
  app,
  { db, narration, reads, ratePerMinute },
) => {
  const narrate = createNarrator(db, narration);

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
      if (!page) throw new HttpError(404, `Page ${page_no} not found in this story`);

      // The stored text is narrated, so nobody can use the engine for arbitrary text;
      // administrators may hear unsaved text from the editor.
      const stored = pageTextIn(page, language).trim();
      const spokenLanguage: Language = stored ? language : 'english';
      const spokenText = isAdmin ? text : stored || page.parent_narration_text.trim();
      if (!spokenText) throw new HttpError(404, 'This page has no text to read');

      return sendJsonText(reply, await narrate(spokenText, spokenLanguage, regenerateAudio));
    },
  );
};
