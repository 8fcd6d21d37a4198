import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { IMPORT_FILES_MAX } from '../../../contract/imports';
import { useT } from '../../i18n/useT';
import { EXTENSION_LIST, MEGABYTES } from './BookDropZone';
import type { LocalRefusal } from './importQueue';

/** The files of the last choice that the browser kept back, and why. */
export function ChoiceRefusals({
  refusals,
  tooMany,
}: {
  refusals: readonly LocalRefusal[];
  tooMany: number;
}) {
  const t = useT();
  const sentence = ({ name, reason }: LocalRefusal) =>
    reason === 'tooLarge'
      ? t('imports.refused.tooLarge', { name, megabytes: MEGABYTES })
      : t('imports.refused.notABook', { name, extensions: EXTENSION_LIST });
  return (
    <>
      {tooMany > 0 && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {t('imports.tooMany', { max: IMPORT_FILES_MAX, count: tooMany })}
        </Alert>
      )}
      {refusals.length > 0 && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          <AlertTitle>{t('imports.refusedTitle', { count: refusals.length })}</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {refusals.map((refusal, index) => (
              <li key={`${index}-${refusal.name}`} style={{ wordBreak: 'break-word' }}>
                {sentence(refusal)}
              </li>
            ))}
          </Box>
        </Alert>
      )}
    </>
  );
}
