import { useMemo } from 'react';
import { useTranslator } from '../../i18n/translatorContext';
import { useT } from '../../i18n/useT';

const MEGABYTE = 1024 * 1024;

/** "840 bytes", "12.4 KB", "1.8 MB" and dates, in the interface language. */
export function usePictureFormats() {
  const t = useT();
  const translator = useTranslator();
  return useMemo(() => {
    const oneDecimal = (value: number) =>
      translator.number(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    return {
      size: (bytes: number) => {
        if (bytes < 1024) return t('pictures.size.bytes', { bytes });
        if (bytes < MEGABYTE) {
          return t('pictures.size.kilobytes', { kilobytes: oneDecimal(bytes / 1024) });
        }
        return t('pictures.size.megabytes', { megabytes: oneDecimal(bytes / MEGABYTE) });
      },
      date: (iso: string) => translator.date(new Date(iso), { dateStyle: 'medium' }),
    };
  }, [t, translator]);
}
