import type { StoryLanguage } from '../../../contract/storyLanguages';
import MicIcon from '@mui/icons-material/Mic';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';

import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useT } from '../../i18n/useT';
import { loadChunk } from '../../boot/lazyScreen';
import { setPlaying } from '../reader';

// The recording mode (capture, WAV encoding, its screen) is fetched on the first press.
const loadRecordPageDialog = () => loadChunk('record-page', () => import('./RecordPageDialog'));
const RecordPageDialog = lazy(loadRecordPageDialog);

/**
 * "Record this page", for signed-in readers: opens the page's recording mode. Visitors do
 * not see it (the server accepts recordings only from accounts).
 */
export function RecordPageButton({
  storyId,
  page_no,
  language,
  text,
}: {
  storyId: string;
  page_no: number;
  language: StoryLanguage;
  text: string;
}) {
  const t = useT();
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector((state) => state.user.user !== null);
  const [open, setOpen] = useState(false);
  if (!signedIn || !text) return null;
  return (
    <Box sx={{ mt: 2.5, display: 'flex', justifyContent: 'flex-end' }}>
      <Button
        variant="outlined"
        startIcon={<MicIcon />}
        onClick={() => {
          dispatch(setPlaying(false));
          setOpen(true);
        }}
        // Fetch the recording mode's code as soon as a reader shows interest.
        onPointerEnter={() => void loadRecordPageDialog().catch(() => undefined)}
        sx={{ flexShrink: 0, borderRadius: '999px' }}
      >
        {t('recordings.recordPage')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <RecordPageDialog
            open
            onClose={() => setOpen(false)}
            storyId={storyId}
            page_no={page_no}
            language={language}
            text={text}
          />
        </Suspense>
      )}
    </Box>
  );
}
