import { useCallback } from 'react';
import {
  PICTURE_MAX_BYTES,
  RASTER_PICTURE_MAX_BYTES,
  RASTER_TOO_LARGE_REASON,
  TOO_LARGE_REASON,
  fileRefusal,
  type PictureUploadResult,
} from '../../../contract/pictures';
import { useT } from '../../i18n/useT';

/** A file the server's answer left out. */
export const notAnsweredRefusal = (fileName: string) => `${fileName} was not answered`;

/**
 * Why a file was refused, in the interface language when the refusal is one the browser
 * also makes (too large, not answered); the server's other reasons are shown as it wrote them.
 */
export function useRefusalMessage() {
  const t = useT();
  return useCallback(
    (result: Extract<PictureUploadResult, { ok: false }>) => {
      const name = result.fileName;
      if (result.message === fileRefusal(name, TOO_LARGE_REASON)) {
        return t('pictures.upload.tooLarge', { name, size: PICTURE_MAX_BYTES / 1024 });
      }
      if (result.message === fileRefusal(name, RASTER_TOO_LARGE_REASON)) {
        const size = RASTER_PICTURE_MAX_BYTES / (1024 * 1024);
        return t('pictures.upload.tooLargeMegabytes', { name, size });
      }
      if (result.message === notAnsweredRefusal(name)) {
        return t('pictures.upload.notAnswered', { name });
      }
      return result.message;
    },
    [t],
  );
}
