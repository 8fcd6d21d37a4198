import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useT } from '../../i18n/useT';
import { useFormatBytes } from './formatBytes';

interface Estimate {
  usage: number;
  quota: number;
}

/**
 * What this site uses of the device and about how much the browser allows it (the browser
 * rounds both, on purpose): read again whenever `changed` changes (a story kept or removed).
 */
function useStorageEstimate(changed: unknown): Estimate | null {
  const [estimate, setEstimate] = useState<Estimate | null>(null);
  useEffect(() => {
    let live = true;
    if (typeof (navigator.storage as StorageManager | undefined)?.estimate !== 'function') return;
    navigator.storage.estimate().then(
      ({ usage, quota }) => {
        if (live && usage !== undefined && quota) setEstimate({ usage, quota });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [changed]);
  return estimate;
}

type Persistence = 'unknown' | 'unsupported' | 'persisted' | 'asking' | 'granted' | 'refused';

/** Browsers without the Storage API (or their older versions) keep no promise. */
const canPersist = () => {
  const storage = navigator.storage as StorageManager | undefined;
  return typeof storage?.persist === 'function' && typeof storage.persisted === 'function';
};

/** Whether the browser keeps this site's data when the device runs short of room. */
function usePersistence() {
  const [state, setState] = useState<Persistence>(() => (canPersist() ? 'unknown' : 'unsupported'));
  useEffect(() => {
    if (!canPersist()) return;
    let live = true;
    navigator.storage.persisted().then(
      (persisted) => {
        if (live)
          setState((now) => (now === 'unknown' ? (persisted ? 'persisted' : 'asking') : now));
      },
      () => live && setState('unsupported'),
    );
    return () => {
      live = false;
    };
  }, []);
  const ask = async () => {
    const granted = await navigator.storage.persist().catch(() => false);
    setState(granted ? 'granted' : 'refused');
  };
  return { state, ask };
}

/** How much room the saved stories take, and keeping the browser from clearing them. */
export function DeviceStorage({ totalBytes, count }: { totalBytes: number; count: number }) {
  const t = useT();
  const formatBytes = useFormatBytes();
  const estimate = useStorageEstimate(totalBytes);
  const persistence = usePersistence();
  const usedPercent = estimate ? Math.min(100, (estimate.usage / estimate.quota) * 100) : 0;
  const usage =
    estimate &&
    t('offline.saved.usage', {
      used: formatBytes(estimate.usage),
      available: formatBytes(estimate.quota),
    });
  return (
    <Box
      component="section"
      aria-label={t('offline.saved.storageUse')}
      sx={{
        p: { xs: 2, sm: 2.5 },
        mb: 3,
        borderRadius: '20px',
        bgcolor: 'background.paper',
        boxShadow: 1,
      }}
    >
      <Typography sx={{ fontWeight: 700, fontSize: 18 }}>
        {t('offline.saved.total', { count, size: formatBytes(totalBytes) })}
      </Typography>
      {estimate && (
        <>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {usage}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={usedPercent}
            aria-label={t('offline.saved.storageUse')}
            aria-valuetext={usage ?? undefined}
            sx={{ mt: 1, height: 8, borderRadius: '999px', maxWidth: 480 }}
          />
        </>
      )}
      <Box role="status" sx={{ mt: 1.5 }}>
        {persistence.state === 'asking' && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
            <Typography variant="body2" sx={{ flex: '1 1 18em' }}>
              {t('offline.saved.persistWhy')}
            </Typography>
            <Button variant="outlined" onClick={() => void persistence.ask()}>
              {t('offline.saved.persistAsk')}
            </Button>
          </Box>
        )}
        {(persistence.state === 'persisted' || persistence.state === 'granted') && (
          <Typography
            variant="body2"
            sx={(theme) => ({
              color: theme.palette.success[theme.palette.mode === 'light' ? 'dark' : 'light'],
            })}
          >
            {t('offline.saved.persistGranted')}
          </Typography>
        )}
        {persistence.state === 'refused' && (
          <Typography variant="body2">{t('offline.saved.persistRefused')}</Typography>
        )}
      </Box>
    </Box>
  );
}
