import { useMemo } from 'react';
import { useTranslator } from '../../i18n/translatorContext';
import { useT } from '../../i18n/useT';

/** "840 bytes", "12.4 KB" and dates, in the interface language. */
export function usePictureFormats() {
  const t = useT();
  const translator = useTranslator();
  return useMemo(
    () => ({
      size: (bytes: number) =>
        bytes < 1024
          ? t('pictures.size.bytes', { bytes })
          : t('pictures.size.kilobytes', {
              kilobytes: translator.number(bytes / 1024, {
                minimumFractionDigits: 1,
                maximumFractionDigits: 1,
              }),
            }),
      date: (iso: string) => translator.date(new Date(iso), { dateStyle: 'medium' }),
    }),
    [t, translator],
  );
}
