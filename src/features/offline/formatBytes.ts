import { useCallback } from 'react';
import { useTranslator } from '../../i18n/translatorContext';

const KB = 1000;
const MB = 1000 * KB;
const GB = 1000 * MB;

type FormatNumber = (value: number, options?: Intl.NumberFormatOptions) => string;

/**
 * A size as a family reads it, in the interface language's digits and units: "850 kB",
 * "12.3 MB", "1.2 GB" (decimal units, as phones and browsers count storage).
 */
export function formatBytes(bytes: number, number: FormatNumber): string {
  const [value, unit, digits]: [number, string, number] =
    bytes >= GB
      ? [bytes / GB, 'gigabyte', 1]
      : bytes >= MB
        ? [bytes / MB, 'megabyte', 1]
        : [Math.max(bytes, KB) / KB, 'kilobyte', 0];
  return number(value, { style: 'unit', unit, maximumFractionDigits: digits });
}

/** formatBytes in the interface language. */
export function useFormatBytes(): (bytes: number) => string {
  const { number } = useTranslator();
  return useCallback((bytes: number) => formatBytes(bytes, number), [number]);
}
