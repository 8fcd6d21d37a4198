import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useT } from '../../i18n/useT';
import type { QueueProgress } from './importQueue';

interface ImportControlsProps {
  publish: boolean;
  onPublishChange: (publish: boolean) => void;
  /** Books read and not imported yet. */
  importable: number;
  busy: boolean;
  previews: QueueProgress;
  imports: QueueProgress;
  /** How many books the import stored (at least one file each). */
  imported: number;
  onImport: () => void;
  onCancel: () => void;
  onClear: () => void;
}

/** Publish at once or not, Import, Cancel and the list's removal, with the import's progress. */
export function ImportControls(props: ImportControlsProps) {
  const t = useT();
  const { publish, importable, busy, previews, imports } = props;
  const publishHelpId = 'import-publish-help';
  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 3 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Box>
          <FormControlLabel
            control={
              <Switch
                checked={publish}
                disabled={imports.running}
                onChange={(event) => props.onPublishChange(event.target.checked)}
                slotProps={{ input: { 'aria-describedby': publishHelpId } }}
              />
            }
            label={t('imports.publish')}
          />
          <FormHelperText id={publishHelpId} sx={{ mt: 0 }}>
            {t(publish ? 'imports.publishOn' : 'imports.publishOff')}
          </FormHelperText>
        </Box>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
          {imports.running ? (
            <Button variant="outlined" onClick={props.onCancel}>
              {t('imports.cancel')}
            </Button>
          ) : (
            <Button variant="text" disabled={busy} onClick={props.onClear}>
              {t('imports.clear')}
            </Button>
          )}
          <Button
            variant="contained"
            disabled={importable === 0 || previews.running || imports.running}
            onClick={props.onImport}
          >
            {t('imports.import', { count: importable })}
          </Button>
        </Stack>
      </Stack>
      <QueueStatus previews={previews} imports={imports} imported={props.imported} />
    </Paper>
  );
}

/** How far the reading, then the import, has gone: "Importing 3 of 12 books". */
function QueueStatus({
  previews,
  imports,
  imported,
}: {
  previews: QueueProgress;
  imports: QueueProgress;
  imported: number;
}) {
  const t = useT();
  const reading = previews.running;
  const { done, total, running, stopped } = reading ? previews : imports;
  if (total === 0) return null;
  const current = Math.min(done + 1, total);
  const label = reading
    ? t('imports.reading', { current, total })
    : running
      ? t('imports.importing', { current, total })
      : t('imports.finished', { imported, total });
  return (
    <Box sx={{ mt: 2 }} role="status">
      <LinearProgress
        variant="determinate"
        value={Math.round((100 * done) / total)}
        aria-label={label}
      />
      <Typography variant="body2" sx={{ mt: 1 }}>
        {stopped ? t('imports.stopped') : label}
      </Typography>
    </Box>
  );
}
