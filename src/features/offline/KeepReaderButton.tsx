import DownloadForOfflineIcon from '@mui/icons-material/DownloadForOfflineRounded';
import OfflinePinIcon from '@mui/icons-material/OfflinePinRounded';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useState } from 'react';
import { languagesOf } from '../../../contract/pages';
import type { Story } from '../../../contract/stories';
import { useAppSelector } from '../../app/hooks';
import { useT } from '../../i18n/useT';
import { titleIn } from '../../lib/story/storyTitle';
import { selectUser } from '../auth';
import type { ExtraReads } from './useKeeping';
import { useKeptStory } from './useKeptStories';

const KeepDialog = lazy(() => import('./KeepDialog'));

/**
 * In the reader's header, beside the settings gear and in its look: keep the story for
 * offline in the language being read (or others), or see that it is kept and remove it.
 */
export default function KeepReaderButton({
  story,
  extraReads,
}: {
  story: Story;
  extraReads?: ExtraReads | undefined;
}) {
  const t = useT();
  const account = useAppSelector(selectUser)?.uid ?? null;
  const readingLanguage = useAppSelector((state) => state.settings.language);
  const kept = useKeptStory(account, story._id);
  const [open, setOpen] = useState(false);
  const label = kept ? t('offline.kept') : t('offline.keep');
  return (
    <>
      {/* The browser's own hint, as the gear beside it has. */}
      <IconButton
        aria-label={label}
        title={label}
        aria-haspopup="dialog"
        disabled={kept === undefined}
        onClick={() => setOpen(true)}
        sx={{
          bgcolor: 'background.paper',
          boxShadow: 1,
          color: kept ? 'success.main' : undefined,
          '&:hover': { bgcolor: 'background.paper' },
        }}
      >
        {kept ? <OfflinePinIcon /> : <DownloadForOfflineIcon />}
      </IconButton>
      {open && kept !== undefined && (
        <Suspense fallback={null}>
          <KeepDialog
            open
            onClose={() => setOpen(false)}
            title={titleIn(story, readingLanguage).text}
            slug={story.slug}
            storyId={story._id}
            languages={languagesOf(story.pages)}
            preferredLanguage={readingLanguage}
            kept={kept}
            extraReads={extraReads}
          />
        </Suspense>
      )}
    </>
  );
}
