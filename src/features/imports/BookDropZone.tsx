import LibraryAddIcon from '@mui/icons-material/LibraryAdd';
import Typography from '@mui/material/Typography';
import {
  IMPORT_EXTENSIONS,
  IMPORT_FILES_MAX,
  IMPORT_FILE_MAX_BYTES,
} from '../../../contract/imports';
import { FileDropZone } from '../../components/FileDropZone';
import { useT } from '../../i18n/useT';

export const MEGABYTES = IMPORT_FILE_MAX_BYTES / (1024 * 1024);
export const EXTENSION_LIST = IMPORT_EXTENSIONS.join(', ');

/** Choose book files with the button or drop them on the area; they go to `onChoose`. */
export function BookDropZone({
  disabled,
  onChoose,
}: {
  disabled: boolean;
  onChoose: (files: File[]) => void;
}) {
  const t = useT();
  return (
    <FileDropZone
      icon={<LibraryAddIcon color="primary" sx={{ fontSize: 48 }} aria-hidden />}
      prompt={t('imports.dropHere')}
      chooseLabel={t('imports.choose')}
      inputLabel={t('imports.filesToImport')}
      accept={IMPORT_EXTENSIONS.join(',')}
      disabled={disabled}
      onChoose={onChoose}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {t('imports.limits', {
          extensions: EXTENSION_LIST,
          max: IMPORT_FILES_MAX,
          megabytes: MEGABYTES,
        })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('imports.grouping')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('imports.languages')}
      </Typography>
    </FileDropZone>
  );
}
