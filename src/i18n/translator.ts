import { IntlMessageFormat, type Formatters } from 'intl-messageformat';
import type { ReactNode } from 'react';
import type { CompiledMessages, MessageLookup } from './catalogues';
import { plainTextOf } from './plainText';

export type MessageValue = string | number | Date | null | undefined;
export type RichMessageValue = MessageValue | ReactNode | ((parts: ReactNode[]) => ReactNode);

/** The interface language's messages and formats (FormatJS's intl-messageformat underneath). */
export interface Translator {
  /** BCP 47 tag: plural rules, numbers and dates follow it. */
  locale: string;
  /** A message as text; a missing id reports and shows the id itself. */
  message(id: string, values?: Record<string, MessageValue>): string;
  /** A message with React parts (<b>…</b>, links) as a list of nodes. */
  richMessage(id: string, values?: Record<string, RichMessageValue>): ReactNode[];
  number(value: number, options?: Intl.NumberFormatOptions): string;
  date(value: Date | number, options?: Intl.DateTimeFormatOptions): string;
}

// Each new format resolves its locale (Intl.NumberFormat.supportedLocalesOf and Intl.Locale),
// which only parsing a message's text and resolvedOptions() use. The messages here arrive
// parsed, and that first lookup alone took 16 ms of the first screen on a desktop.
IntlMessageFormat.resolveLocale = () => undefined;

/**
 * The decimal separator of each language that writes numbers in Latin digits by default (CLDR);
 * Marathi uses Devanagari digits. A test checks every interface language against Intl.
 */
const LATIN_DIGIT_DECIMAL_SEPARATORS: Record<string, string> = {
  en: '.',
  hi: '.',
  es: ',',
  te: '.',
  ta: '.',
  pa: '.',
  gu: '.',
};

/**
 * A number with nothing to format, written as JavaScript writes it (with the language's decimal
 * separator): no options, not negative, below 1000 (no grouping) and at most three decimals
 * (Intl's default rounding). Undefined for any other number.
 */
function plainNumber(
  value: number,
  options: Intl.NumberFormatOptions | undefined,
  separator: string,
): string | undefined {
  if (options && Object.keys(options).length > 0) return undefined;
  if (!(value >= 0 && value < 1000) || Object.is(value, -0)) return undefined;
  const text = String(value);
  if (!/^\d+(\.\d{1,3})?$/.test(text)) return undefined;
  return separator === '.' ? text : text.replace('.', separator);
}

/** Builds the translator of one language's loaded messages; formats are cached per message. */
export function createTranslator(
  locale: string,
  messages: CompiledMessages | MessageLookup,
  onMissing: (id: string) => void,
): Translator {
  const find: MessageLookup =
    typeof messages === 'function'
      ? messages
      : (id) => (Object.hasOwn(messages, id) ? messages[id] : undefined);
  const numberFormat = cachedByOptions(
    (options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
  );
  const dateFormat = cachedByOptions(
    (options?: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options),
  );
  const pluralRules = cachedByOptions(
    (options?: Intl.PluralRulesOptions) => new Intl.PluralRules(locale, options),
  );
  // The first Intl.NumberFormat of a page costs 16 ms on a desktop (its locale data, 65 ms on a
  // phone-class CPU), and the first screens only count pages and list the reading speeds
  // (0.75×): small numbers skip it.
  const separator = LATIN_DIGIT_DECIMAL_SEPARATORS[locale.split('-')[0] ?? ''];
  const formatNumber = (value: number, options?: Intl.NumberFormatOptions) =>
    (separator !== undefined ? plainNumber(value, options, separator) : undefined) ??
    numberFormat(options).format(value);
  // One set of formatters for every message, rather than a set per message. Messages only call
  // format() on a number format.
  const formatters: Formatters = {
    getNumberFormat: (_locales, options) =>
      ({ format: (value: number) => formatNumber(value, options) }) as Intl.NumberFormat,
    getDateTimeFormat: (_locales, options) => dateFormat(options),
    getPluralRules: (_locales, options) => pluralRules(options),
  };

  // Most messages are plain text: they skip the formatter and its setup altogether.
  const formats = new Map<string, IntlMessageFormat | string>();
  const formatOf = (id: string) => {
    const message = find(id);
    if (!message) return undefined;
    let format = formats.get(id);
    if (format === undefined) {
      format =
        plainTextOf(message) ?? new IntlMessageFormat(message, locale, undefined, { formatters });
      formats.set(id, format);
    }
    return format;
  };

  return {
    locale,
    message(id, values) {
      const format = formatOf(id);
      if (!format) {
        onMissing(id);
        return id;
      }
      return typeof format === 'string' ? format : String(format.format(values));
    },
    richMessage(id, values) {
      const format = formatOf(id);
      if (!format) {
        onMissing(id);
        return [id];
      }
      if (typeof format === 'string') return [format];
      const result = format.format<ReactNode>(values as Record<string, ReactNode>);
      return Array.isArray(result) ? result : [result];
    },
    number: formatNumber,
    date: (value, options) => dateFormat(options).format(value),
  };
}

/** Makes each formatter once per set of options. */
function cachedByOptions<Options, Format>(make: (options?: Options) => Format) {
  const made = new Map<string, Format>();
  return (options?: Options) => {
    const key = JSON.stringify(options ?? {});
    let format = made.get(key);
    if (!format) {
      format = make(options);
      made.set(key, format);
    }
    return format;
  };
}
