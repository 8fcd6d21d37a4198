/** Served by src/i18n/cataloguesPlugin.ts. */
declare module 'virtual:kahani-catalogues' {
  /** Message id -> its text (a plain message) or the ICU message, parsed at build time. */
  type CompiledMessages = Record<
    string,
    string | import('@formatjs/icu-messageformat-parser').MessageFormatElement[]
  >;
  /** English's first-screen part, in the entry script. */
  export const englishFirstPart: CompiledMessages;
  /** language -> part ('first' | 'rest') -> loader of that part. */
  export const catalogueLoaders: Record<
    string,
    Record<string, () => Promise<{ default: CompiledMessages }>>
  >;
}
