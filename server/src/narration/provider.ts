import type { StoryLanguage } from '../../../contract/storyLanguages';
import { LANGUAGES, type Alignment } from '../../../contract/languages';

/** One narrated text: MP3 audio plus per-character timing. */
export interface NarrationResult {
  /** MP3 bytes (mono). */
  audio: Buffer;
  /**
   * One entry per character (Unicode code point) of the narrated text, so
   * `alignment.characters.join('') === text`. Times are seconds from the start of the
   * decoded MP3 and never decrease.
   */
  alignment: Alignment;
  /** Length of the decoded audio in seconds. */
  durationSeconds: number;
}

/** A text-to-speech engine that also reports when each character is spoken. */
export interface NarrationProvider {
  /** Identifies engine and settings, e.g. 'espeak-ng-wasm-1'; part of cache keys. */
  readonly engine: string;
  /** Syntheses the engine runs side by side (default 1); more would only wait inside it. */
  readonly parallelism?: number;
  /**
   * The engine's voice for a story language, e.g. 'hi' for 'hindi', 'pt-br' for 'pt-BR' (the
   * nearest voice of a regional or script variant); undefined when no voice speaks it. Part
   * of cache keys.
   */
  voiceFor(language: StoryLanguage): string | undefined;
  /** Every story language it has a voice for; when not given, those of the eight it voices. */
  readonly languages?: readonly StoryLanguage[];
  synthesize(text: string, language: StoryLanguage): Promise<NarrationResult>;
  /** Releases workers and other resources; later calls to synthesize fail. */
  close(): Promise<void>;
}

/** The story languages a provider narrates, the eight first. */
export function narrationLanguagesOf(
  provider: Pick<NarrationProvider, 'languages' | 'voiceFor'>,
): StoryLanguage[] {
  return [...(provider.languages ?? LANGUAGES.filter((language) => provider.voiceFor(language)))];
}

/** Thrown for narration failures that callers may want to tell apart from bugs. */
export class NarrationError extends Error {
  constructor(
    message: string,
    /** HTTP status from a remote engine, when there was one. */
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'NarrationError';
  }
}
