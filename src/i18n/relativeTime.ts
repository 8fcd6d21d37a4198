import { useCallback } from 'react';
import { useTranslator } from './translatorContext';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

const formats = new Map<string, Intl.RelativeTimeFormat>();
function formatOf(locale: string) {
  let format = formats.get(locale);
  if (!format) {
    // numeric 'auto': "yesterday", "last year", "कल", "ayer" rather than "1 day ago".
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    formats.set(locale, format);
  }
  return format;
}

/**
 * "just now", "5 minutes ago", "yesterday": how long ago a moment was, in words of the
 * language of `locale` (a BCP 47 tag, e.g. the translator's), its own digits included.
 */
export function timeAgo(moment: string | Date, now: Date = new Date(), locale = 'en'): string {
  const seconds = Math.round((new Date(moment).getTime() - now.getTime()) / 1000);
  const format = formatOf(locale);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  const justNow = format.format(0, 'second');
  // English's "now" reads oddly under a post; the other languages' words read naturally.
  return justNow === 'now' ? 'just now' : justNow;
}

/** timeAgo in the interface language: `const ago = useTimeAgo(); ago(post.createdAt)`. */
export function useTimeAgo() {
  const { locale } = useTranslator();
  return useCallback(
    (moment: string | Date, now: Date = new Date()) => timeAgo(moment, now, locale),
    [locale],
  );
}
