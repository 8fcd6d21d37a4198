import OfflinePinIcon from '@mui/icons-material/OfflinePinRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorState } from '../../components/ErrorState';
import { useT } from '../../i18n/useT';
import { removeAllKeptStories, removeKeptStory } from '../../lib/offline/keptStories';
import type { KeptStory } from '../../lib/offline/keptStore';
import { paths } from '../../lib/paths';
import { titleIn } from '../../lib/story/storyTitle';
import { selectUser } from '../auth';
import { DeviceStorage } from './DeviceStorage';
import { SavedStoryItem } from './SavedStoryItem';
import { retryKeptStories, useKeptStories } from './useKeptStories';

/** No story kept yet: how to keep one. */
function NothingSaved() {
  const t = useT();
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2, maxWidth: 520, mx: 'auto' }}>
      <Box
        sx={{
          display: 'inline-grid',
          placeItems: 'center',
          width: 96,
          height: 96,
          mb: 2,
          borderRadius: '50%',
          bgcolor: 'secondary.light',
          color: '#0b3d20',
        }}
      >
        <OfflinePinIcon sx={{ fontSize: 56 }} />
      </Box>
      <Typography variant="h6" component="h2" gutterBottom>
        {t('offline.saved.emptyTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('offline.saved.emptyText')}
      </Typography>
      <Button component={RouterLink} to={paths.stories} variant="contained" size="large">
        {t('offline.saved.browse')}
      </Button>
    </Box>
  );
}

/** Removing kept stories: one at once, all after a question; what happened, said aloud. */
function useRemoval(account: string | null, onRemoved: () => void) {
  const [said, setSaid] = useState('');
  const [failed, setFailed] = useState<(() => Promise<void>) | null>(null);
  const run = async (remove: () => Promise<void>, afterwards: string) => {
    setFailed(null);
    try {
      await remove();
      setSaid(afterwards);
      onRemoved();
    } catch {
      setFailed(() => () => run(remove, afterwards));
    }
  };
  return {
    said,
    failed,
    removeOne: (kept: KeptStory, done: string) => run(() => removeKeptStory(kept.storyId), done),
    removeAll: () => run(() => removeAllKeptStories(account), ''),
  };
}

/**
 * The stories kept on this device for reading offline: each with its size, Read and Remove;
 * the room they take and what the browser allows; asking the browser to keep them; removing
 * them all. A visitor sees the public copies only, a signed-in user also their own.
 */
export default function SavedStoriesPage() {
  const t = useT();
  const account = useAppSelector(selectUser)?.uid ?? null;
  const language = useAppSelector((state) => state.interfaceLanguage.language);
  const list = useKeptStories(account);
  const heading = useRef<HTMLHeadingElement>(null);
  // The removed story's row is gone: the keyboard's focus goes back to the top of the screen.
  const removal = useRemoval(account, () => heading.current?.focus());
  const [confirmingAll, setConfirmingAll] = useState(false);
  const stories = list.status === 'succeeded' ? list.stories : [];
  const totalBytes = stories.reduce((sum, kept) => sum + kept.bytes, 0);

  return (
    <Box component="section" aria-labelledby="saved-stories-heading" sx={{ maxWidth: 880 }}>
      <Typography
        id="saved-stories-heading"
        ref={heading}
        tabIndex={-1}
        variant="h4"
        component="h1"
        sx={{ color: 'primary.main', outline: 'none' }}
      >
        {t('offline.saved.title')}
      </Typography>
      {/* With nothing kept, the screen says how to keep a story instead. */}
      <Typography color="text.secondary" sx={{ mb: 3, fontSize: 18 }}>
        {(list.status !== 'succeeded' || stories.length > 0) && t('offline.saved.intro')}
      </Typography>
      <Box role="status" sx={{ '&:empty': { display: 'none' }, mb: 2, fontWeight: 500 }}>
        {removal.said}
      </Box>
      {removal.failed && (
        <ErrorState
          message={t('offline.saved.removeFailed')}
          onRetry={() => void removal.failed?.()}
        />
      )}
      {list.status === 'loading' && (
        <Box aria-busy="true">
          <Skeleton variant="rounded" height={96} sx={{ mb: 3, borderRadius: '20px' }} />
          <Skeleton variant="rounded" height={150} sx={{ borderRadius: '20px' }} />
        </Box>
      )}
      {list.status === 'failed' && (
        <ErrorState
          message={t('offline.saved.loadFailed')}
          onRetry={() => retryKeptStories(account)}
        />
      )}
      {list.status === 'succeeded' && stories.length === 0 && <NothingSaved />}
      {stories.length > 0 && (
        <>
          <DeviceStorage totalBytes={totalBytes} count={stories.length} />
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
            {stories.map((kept) => {
              const title = titleIn(kept.card, language);
              return (
                <SavedStoryItem
                  key={kept.storyId}
                  kept={kept}
                  title={title}
                  onRemove={() =>
                    void removal.removeOne(kept, t('offline.saved.removed', { title: title.text }))
                  }
                />
              );
            })}
          </Box>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
            <Button color="error" variant="outlined" onClick={() => setConfirmingAll(true)}>
              {t('offline.saved.removeAll')}
            </Button>
          </Box>
        </>
      )}
      <ConfirmDialog
        open={confirmingAll}
        title={t('offline.saved.removeAllTitle')}
        confirmLabel={t('offline.saved.removeAll')}
        destructive
        focus="cancel"
        onCancel={() => setConfirmingAll(false)}
        onConfirm={() => {
          setConfirmingAll(false);
          void removal.removeAll();
        }}
      >
        {t('offline.saved.removeAllText', { count: stories.length })}
      </ConfirmDialog>
    </Box>
  );
}
