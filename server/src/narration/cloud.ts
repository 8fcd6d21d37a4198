// Narration through an ElevenLabs-style HTTP API that returns audio with character
// timestamps: POST {baseUrl}/v1/text-to-speech/{voice_id}/with-timestamps.

import { z } from 'zod';
import {
  LANGUAGES,
  alignmentSchema,
  isNamedLanguage,
  sortLanguages,
  type StoryLanguage,
} from '../../../contract/languages';
import { narratingLanguage } from '../../../contract/narratingLanguage';
import { readMp3Info } from './mp3';
import { NarrationError, type NarrationProvider, type NarrationResult } from './provider';

export interface CloudProviderOptions {
  /** e.g. 'https://api.elevenlabs.io' */
  baseUrl: string;
  apiKey: string;
  /**
   * Voice per story language. The eight named languages without one use `defaultVoiceId`;
   * any other language is narrated only when it is given a voice here.
   */
  voiceIds: Partial<Record<StoryLanguage, string>>;
  defaultVoiceId: string;
  /** e.g. 'eleven_multilingual_v2' */
  modelId: string;
  /** Abandon a request after this long (default 60 s). */
  timeoutMs?: number;
}

const answerSchema = z.object({
  audio_base64: z.string().min(1),
  alignment: alignmentSchema.refine(
    (a) =>
      a.character_start_times_seconds.length === a.characters.length &&
      a.character_end_times_seconds.length === a.characters.length,
    { message: 'alignment arrays differ in length' },
  ),
});

export function createTimestampedCloudProvider(options: CloudProviderOptions): NarrationProvider {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  if (!/^https?:\/\//.test(baseUrl)) {
    throw new Error(`cloud narration: baseUrl must be an http(s) URL, got "${options.baseUrl}"`);
  }
  if (!options.apiKey) throw new Error('cloud narration: an API key is required');
  if (!options.defaultVoiceId) throw new Error('cloud narration: a default voice id is required');
  const timeoutMs = options.timeoutMs ?? 60_000;
  const controllers = new Set<AbortController>();
  let closed = false;

  const languages = sortLanguages([...LANGUAGES, ...Object.keys(options.voiceIds)]);
  const listed = new Set(languages);
  const voiceFor = (language: StoryLanguage): string | undefined => {
    // A regional variant ('bn-IN') is read by the voice of the language listed ('bn').
    const narrating = narratingLanguage(listed, language);
    if (narrating === undefined) return undefined;
    return (
      options.voiceIds[narrating] ??
      (isNamedLanguage(narrating) ? options.defaultVoiceId : undefined)
    );
  };

  return {
    engine: `cloud-${options.modelId}`,
    // Remote calls mostly wait on the network; a few at once stay within usual plan limits.
    parallelism: 4,
    voiceFor,
    languages,

    async synthesize(text: string, language: StoryLanguage): Promise<NarrationResult> {
      if (closed) throw new NarrationError('narration provider closed');
      if (text.trim().length === 0) throw new NarrationError('nothing to narrate: text is empty');
      const voice = voiceFor(language);
      if (!voice) throw new NarrationError(`no cloud voice for language "${language}"`);
      const url = `${baseUrl}/v1/text-to-speech/${encodeURIComponent(voice)}/with-timestamps`;
      const controller = new AbortController();
      controllers.add(controller);
      const timer = setTimeout(() => controller.abort(new Error('timed out')), timeoutMs);
      let response: Response;
      let body: string;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            'xi-api-key': options.apiKey,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: JSON.stringify({ text, model_id: options.modelId }),
          signal: controller.signal,
        });
        body = await response.text();
      } catch (error) {
        const reason = controller.signal.aborted
          ? String((controller.signal.reason as Error | undefined)?.message ?? 'aborted')
          : error instanceof Error
            ? error.message
            : String(error);
        throw new NarrationError(`cloud narration request failed: ${reason}`, undefined, {
          cause: error,
        });
      } finally {
        clearTimeout(timer);
        controllers.delete(controller);
      }

      if (!response.ok) {
        throw new NarrationError(
          `cloud narration failed: HTTP ${response.status} ${response.statusText}` +
            describeError(body),
          response.status,
        );
      }
      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch (error) {
        throw new NarrationError('cloud narration answered with something that is not JSON', 502, {
          cause: error,
        });
      }
      const parsed = answerSchema.safeParse(json);
      if (!parsed.success) {
        const issues = parsed.error.issues
          .slice(0, 3)
          .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
          .join('; ');
        throw new NarrationError(`cloud narration answer is malformed: ${issues}`, 502);
      }
      const audio = Buffer.from(parsed.data.audio_base64, 'base64');
      const { alignment } = parsed.data;
      const lastEnd = alignment.character_end_times_seconds.at(-1) ?? 0;
      return {
        audio,
        alignment,
        durationSeconds: readMp3Info(audio)?.durationSeconds ?? lastEnd,
      };
    },

    async close() {
      closed = true;
      for (const controller of controllers) controller.abort(new Error('provider closed'));
    },
  };
}

/** The useful part of an error body (ElevenLabs: {"detail": {"message": ...}}), shortened. */
function describeError(body: string): string {
  let message = body.trim();
  try {
    const json: unknown = JSON.parse(body);
    const detail = (json as { detail?: unknown } | null)?.detail;
    if (typeof detail === 'string') message = detail;
    else if (detail && typeof detail === 'object' && 'message' in detail) {
      message = String((detail as { message: unknown }).message);
    }
  } catch {
    // not JSON: keep the text
  }
  if (!message) return '';
  return `: ${message.length > 300 ? `${message.slice(0, 300)}…` : message}`;
}
