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
import type { RouteDeps } from '../app';
import { HttpError } from '../auth/plugin';
import type { Database } from '../db/open';
import { narrationCache, stories } from '../db/schema';
import { assertCanView } from '../domain/access';
import type { NarrationProvider } from '../narration/provider';

interface Narrated {
  audio: Buffer;
  alignment: NarrationAnswer['alignment'];
}

/** Synthesis with a database cache keyed by engine, voice and text; one synthesis per key at a time. */
function createNarrationCache(db: Database, provider: NarrationProvider) {
  const inFlight = new Map<string, Promise<Narrated>>();
  return async function narrate(text: string, language: Language, regenerate: boolean) {
    const key = createHash('sha256')
      .update(`${provider.engine}\u0000${provider.voiceFor(language)}\u0000${text}`)
      .digest('hex');
    if (!regenerate) {
      const [hit] = await db.select().from(narrationCache).where(eq(narrationCache.key, key));
      if (hit) return { audio: hit.audio, alignment: hit.alignment, cached: true };
    }
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
        return row;
      })().finally(() => inFlight.delete(key));
      inFlight.set(key, job);
    }
    const narrated = await job;
    return { ...narrated, cached: false };
  };
}

export const narrationRoutes: FastifyPluginAsyncZod<RouteDeps & { ratePerMinute: number }> = async (
  app,
  { db, narration, ratePerMinute },
) => {
  const narrate = createNarrationCache(db, narration);

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
    async (request) => {
      const { text, storyId, page_no, language, regenerateAudio } = request.body;
      const isAdmin = app.isAdmin(request.caller);
      if (regenerateAudio && !isAdmin) {
        throw new HttpError(403, 'Only administrators can regenerate narration.');
      }
      const [row] = await db.select().from(stories).where(eq(stories.id, storyId));
      const story = assertCanView(app, request, row);
      const page = story.pages[page_no - 1];
      if (!page) throw new HttpError(404, `Page ${page_no} not found in this story`);

      // The stored text is narrated, so nobody can use the engine for arbitrary text;
      // administrators may hear unsaved text from the editor.
      const stored = pageTextIn(page, language).trim();
      const spokenLanguage: Language = stored ? language : 'english';
      const spokenText = isAdmin ? text : stored || page.parent_narration_text.trim();
      if (!spokenText) throw new HttpError(404, 'This page has no text to read');

      const result = await narrate(spokenText, spokenLanguage, regenerateAudio);
      return {
        audioBase64: result.audio.toString('base64'),
        alignment: result.alignment,
        text: spokenText,
        language: spokenLanguage,
        cached: result.cached,
      };
    },
  );
};
