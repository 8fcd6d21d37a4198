// Narration engines behind one interface (./provider.ts), chosen by configuration.
//
// Licensing: the default, offline engine is eSpeak NG, used through the `espeak-ng` npm
// package (eSpeak NG compiled to WebAssembly), which is GPL-3.0-or-later. It is kept
// behind the NarrationProvider interface and loaded only inside the synthesis worker
// (./espeak/worker.mjs), so it can be swapped for the cloud engine (or another) by
// configuration, without touching the rest of the server. Whoever distributes the server
// with eSpeak NG must meet the GPL's terms for it. The MP3 encoder (@breezystack/lamejs)
// is LGPL-3.0.

import { storyLanguageOf, type StoryLanguage } from '../../../contract/storyLanguages';
import { createTimestampedCloudProvider } from './cloud';
import { createEspeakProvider } from './espeak';
import type { NarrationProvider } from './provider';

export type { NarrationProvider, NarrationResult } from './provider';
export { NarrationError, narrationLanguagesOf } from './provider';
export {
  createEspeakProvider,
  ESPEAK_ENGINE,
  ESPEAK_LANGUAGES,
  ESPEAK_VOICES,
  espeakVoiceFor,
} from './espeak';
export type { EspeakProvider, EspeakNarrationResult, EspeakProviderOptions } from './espeak';
export { createTimestampedCloudProvider } from './cloud';
export type { CloudProviderOptions } from './cloud';

export interface NarrationEnv {
  /** 'espeak' (default, offline) or 'cloud'. */
  NARRATION_ENGINE?: 'espeak' | 'cloud';
  /** eSpeak worker threads (default 1). */
  NARRATION_WORKERS?: number | string;
  /** Cloud API base URL (default https://api.elevenlabs.io). */
  NARRATION_CLOUD_URL?: string;
  NARRATION_CLOUD_API_KEY?: string;
  /** Voice used for every language without its own voice. */
  NARRATION_CLOUD_VOICE_ID?: string;
  /**
   * Per-language voices, e.g. "hindi=abc123,tamil=def456,bn=ghi789": the eight named
   * languages default to NARRATION_CLOUD_VOICE_ID, any other is narrated only when named here.
   */
  NARRATION_CLOUD_VOICE_IDS?: string;
  /** Default eleven_multilingual_v2. */
  NARRATION_CLOUD_MODEL_ID?: string;
}

export const DEFAULT_CLOUD_URL = 'https://api.elevenlabs.io';
export const DEFAULT_CLOUD_MODEL = 'eleven_multilingual_v2';

export function createNarrationProvider(env: NarrationEnv = {}): NarrationProvider {
  const engine = env.NARRATION_ENGINE ?? 'espeak';
  if (engine === 'cloud') {
    const apiKey = env.NARRATION_CLOUD_API_KEY?.trim();
    const defaultVoiceId = env.NARRATION_CLOUD_VOICE_ID?.trim();
    if (!apiKey || !defaultVoiceId) {
      throw new Error(
        'NARRATION_ENGINE=cloud needs NARRATION_CLOUD_API_KEY and NARRATION_CLOUD_VOICE_ID',
      );
    }
    return createTimestampedCloudProvider({
      baseUrl: env.NARRATION_CLOUD_URL?.trim() || DEFAULT_CLOUD_URL,
      apiKey,
      defaultVoiceId,
      voiceIds: parseVoiceIds(env.NARRATION_CLOUD_VOICE_IDS),
      modelId: env.NARRATION_CLOUD_MODEL_ID?.trim() || DEFAULT_CLOUD_MODEL,
    });
  }
  if (engine !== 'espeak') throw new Error(`unknown NARRATION_ENGINE "${String(engine)}"`);
  const workers = Number(env.NARRATION_WORKERS ?? 1);
  return createEspeakProvider({ workers: Number.isFinite(workers) && workers >= 1 ? workers : 1 });
}

/**
 * "hindi=abc,bn-IN=def" -> { hindi: 'abc', 'bn-IN': 'def' }: keys are story languages (the
 * eight's names or BCP 47 tags, as ids); anything else throws.
 */
export function parseVoiceIds(value: string | undefined): Partial<Record<StoryLanguage, string>> {
  const voices: Partial<Record<StoryLanguage, string>> = {};
  for (const entry of (value ?? '').split(',')) {
    if (!entry.trim()) continue;
    const [name = '', voice = ''] = entry.split('=').map((part) => part.trim());
    const language = storyLanguageOf(name);
    if (!language || !voice) {
      throw new Error(`NARRATION_CLOUD_VOICE_IDS: cannot read "${entry.trim()}"`);
    }
    voices[language] = voice;
  }
  return voices;
}
