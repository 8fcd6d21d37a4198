import { TYPE } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import type { ReactNode } from 'react';
import type { CompiledMessages } from './catalogues';

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

/** Builds the translator of one language's loaded messages; formats are cached per message. */
export function createTranslator(
  locale: string,
  messages: CompiledMessages,
  onMissing: (id: string) => void,
): Translator {
  // Most messages are plain text: they skip the formatter and its setup altogether.
  const formats = new Map<string, IntlMessageFormat | string>();
  const formatOf = (id: string) => {
    const message = messages[id];
    if (!message) return undefined;
    let format = formats.get(id);
    if (format === undefined) {
      format = plainTextOf(message) ?? new IntlMessageFormat(message, locale);
      formats.set(id, format);
    }
    return format;
  };
  const numberFormats = new Map<string, Intl.NumberFormat>();
  const dateFormats = new Map<string, Intl.DateTimeFormat>();

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
    number(value, options) {
      const key = JSON.stringify(options ?? {});
      let format = numberFormats.get(key);
      if (!format) {
        format = new Intl.NumberFormat(locale, options);
        numberFormats.set(key, format);
      }
      return format.format(value);
    },
    date(value, options) {
      const key = JSON.stringify(options ?? {});
      let format = dateFormats.get(key);
      if (!format) {
        format = new Intl.DateTimeFormat(locale, options);
        dateFormats.set(key, format);
      }
      return format.format(value);
    },
  };
}

/** The text of a message without arguments or tags; undefined for any other. */
function plainTextOf(message: CompiledMessages[string]): string | undefined {
  if (message.length === 0) return '';
  const [only] = message;
  return message.length === 1 && only?.type === TYPE.literal ? only.value : undefined;
}
