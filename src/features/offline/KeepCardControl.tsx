import CloudOffIcon from '@mui/icons-material/CloudOffRounded';
import DownloadForOfflineIcon from '@mui/icons-material/DownloadForOfflineRounded';
import OfflinePinIcon from '@mui/icons-material/OfflinePinRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { alpha, type Theme } from '@mui/material/styles';
import { lazy, Suspense, useState } from 'react';
import type { StorySummary } from '../../../contract/stories';
import { useAppSelector } from '../../app/hooks';
import { useT } from '../../i18n/useT';
import { titleIn } from '../../lib/story/storyTitle';
import { useOnline } from '../../lib/useOnline';
import { selectUser } from '../auth';
import type { ExtraReads } from './useKeeping';
import { useKeptStory } from './useKeptStories';

const KeepDialog = lazy(() => import('./KeepDialog'));

/**
 * Over the card's picture, at its top corner (the picture is the card's top, 4 by 3): away from
 * the card's middle, where a child taps to open the story.
 */
const pictureCornerSx = {
  position: 'absolute',
  top: 0,
  left: 0,
  right: 0,
  aspectRatio: '4 / 3',
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'flex-end',
  p: 1.5,
  pointerEvents: 'none',
  '& > *': { pointerEvents: 'auto' },
} as const;

/** A rounded label on the picture, readable on any picture. */
const pillSx = (theme: Theme) =>
  ({
    display: 'inline-flex',
    alignItems: 'center',
    gap: 0.75,
    minHeight: 36,
    px: 1.5,
    borderRadius: 999,
    boxShadow: 2,
    typography: 'body2',
    fontWeight: 700,
    lineHeight: 1.2,
    bgcolor: 'background.paper',
    color: 'text.primary',
    '&:hover': { bgcolor: alpha(theme.palette.background.paper, 0.92) },
    '& svg': { fontSize: 20 },
  }) as const;

const keptPillSx = (theme: Theme) => ({
  ...pillSx(theme),
  bgcolor: theme.palette.mode === 'light' ? '#e3f7ea' : '#1f4a33',
  color: theme.palette.mode === 'light' ? '#14622f' : '#b8f0cc',
  '&:hover': { bgcolor: theme.palette.mode === 'light' ? '#cdefd9' : '#275c40' },
});

/** A story that needs the network, offline: the card is faded, its colours greyed. */
const veilSx = (theme: Theme) =>
  ({
    position: 'absolute',
    inset: 0,
    borderRadius: 'inherit',
    pointerEvents: 'none',
    bgcolor: alpha(theme.palette.background.paper, 0.5),
    backdropFilter: 'grayscale(0.9)',
  }) as const;

/**
 * On a story card of the list: keep the story for offline, or see that it is kept (and remove
 * it); offline, a story not kept is marked as needing the network and faded.
 */
export default function KeepCardControl({
  story,
  extraReads,
}: {
  story: StorySummary;
  extraReads?: ExtraReads | undefined;
}) {
  const t = useT();
  const account = useAppSelector(selectUser)?.uid ?? null;
  const readingLanguage = useAppSelector((state) => state.settings.language);
  const interfaceLanguage = useAppSelector((state) => state.interfaceLanguage.language);
  const online = useOnline();
  const kept = useKeptStory(account, story._id);
  const [open, setOpen] = useState(false);
  // Nothing is said until the device's list is read: a card never shows the wrong mark.
  if (kept === undefined) return null;

  let control;
  if (kept) {
    control = (
      <Button onClick={() => setOpen(true)} startIcon={<OfflinePinIcon />} sx={keptPillSx}>
        {t('offline.kept')}
      </Button>
    );
  } else if (online) {
    control = (
      <Button onClick={() => setOpen(true)} startIcon={<DownloadForOfflineIcon />} sx={pillSx}>
        {t('offline.keep')}
      </Button>
    );
  } else {
    control = (
      <Box sx={(theme) => ({ ...pillSx(theme), color: 'text.secondary' })}>
        <CloudOffIcon />
        {t('offline.needsNetwork')}
      </Box>
    );
  }

  return (
    <>
      {!kept && !online && <Box aria-hidden data-testid="needs-network-veil" sx={veilSx} />}
      <Box sx={pictureCornerSx}>{control}</Box>
      {open && (
        <Suspense fallback={null}>
          <KeepDialog
            open
            onClose={() => setOpen(false)}
            title={titleIn(story, interfaceLanguage).text}
            slug={story.slug}
            storyId={story._id}
            languages={story.languages}
            preferredLanguage={readingLanguage}
            card={story}
            kept={kept}
            extraReads={extraReads}
          />
        </Suspense>
      )}
    </>
  );
}
