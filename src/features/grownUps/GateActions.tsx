import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useT } from '../../i18n/useT';

/** The gate's buttons: the other way in on the left; Cancel (in a dialog) and Continue on the right. */
export function GateActions({
  switchLabel,
  onSwitch,
  onCancel,
  busy = false,
}: {
  switchLabel: string;
  onSwitch: (() => void) | undefined;
  onCancel: (() => void) | undefined;
  busy?: boolean;
}) {
  const t = useT();
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1,
        mt: 1,
      }}
    >
      {onSwitch ? (
        <Button onClick={onSwitch} sx={{ px: 0.5 }}>
          {switchLabel}
        </Button>
      ) : (
        <span />
      )}
      <Box sx={{ display: 'flex', gap: 1, ml: 'auto' }}>
        {onCancel && (
          <Button onClick={onCancel} size="large">
            {t('common.cancel')}
          </Button>
        )}
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {busy ? t('grownUps.checking') : t('grownUps.continue')}
        </Button>
      </Box>
    </Box>
  );
}
