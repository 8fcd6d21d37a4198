import { languageName, type StoryLanguage } from '../../../contract/storyLanguages';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, type KeyboardEvent } from 'react';

import { useAppSelector } from '../../app/hooks';
import { selectIsAdmin } from '../auth';
import { GrownUpsGate } from '../grownUps';
import { DeleteOwnRecordingDialog } from './DeleteOwnRecordingDialog';
import { RecorderControls } from './RecorderControls';
import { RecordingNotices } from './RecordingNotices';
import {
  AudienceNote,
  ExistingRecording,
  PageWords,
  RecordDialogHeading,
} from './RecordPagePanels';
import { useRecordingSession } from './useRecordingSession';

export interface RecordPageDialogProps {
  open: boolean;
  onClose: () => void;
  storyId: string;
  page_no: number;
  language: StoryLanguage;
  /** The page's words in that language, as the reader shows them. */
  text: string;
}

// The reader behind turns pages with the arrow keys; not while recording a page.
const keepArrowKeys = (event: KeyboardEvent) => {
  if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') event.stopPropagation();
};

/** Recording a voice is for grown-ups: the recording mode opens once one has passed the gate. */
export default function RecordPageDialog(props: RecordPageDialogProps) {
  return (
    <GrownUpsGate placement="dialog" onCancel={props.onClose}>
      <RecordingMode {...props} />
    </GrownUpsGate>
  );
}

/**
 * The recording mode of a page: its words to read, big Record / Stop / Listen back / Redo /
 * Save controls, a level meter and the clock with its limit. Nothing leaves the device
 * until Save. It tells who will hear the recording, and shows the caller's earlier
 * recording of the page (listen, replace, delete).
 */
function RecordingMode({ open, onClose, storyId, page_no, language, text }: RecordPageDialogProps) {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const isAdmin = useAppSelector(selectIsAdmin);
  const titleId = useId();
  const nameOfLanguage = languageName(language);
  const { recorder, session, existing, audioRef, ...controls } = useRecordingSession({
    storyId,
    page_no,
    language,
  });
  const capturing = recorder.phase !== 'idle' && recorder.phase !== 'recorded';

  const close = () => {
    controls.stopListening();
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      fullScreen={narrow}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
      onKeyDown={keepArrowKeys}
      slotProps={{ paper: { sx: { borderRadius: narrow ? 0 : '28px' } } }}
    >
      <RecordDialogHeading
        titleId={titleId}
        page_no={page_no}
        languageName={nameOfLanguage}
        onClose={close}
      />
      <DialogContent sx={{ display: 'grid', gap: 2, pb: 3 }}>
        <AudienceNote isAdmin={isAdmin} languageName={nameOfLanguage} />
        <PageWords text={text} language={language} />
        {existing && (
          <ExistingRecording
            recording={existing}
            listening={session.listening === 'existing'}
            disabled={capturing}
            onListen={controls.listenToExisting}
            onDelete={controls.askToDelete}
          />
        )}
        <RecorderControls
          recorder={recorder}
          listeningToTake={session.listening === 'take'}
          saving={session.saving}
          onRecord={controls.record}
          onStop={controls.stop}
          onListen={controls.listenToTake}
          onRedo={controls.redo}
          onSave={controls.save}
        />
        <RecordingNotices
          recorder={recorder}
          session={session}
          languageName={nameOfLanguage}
          loadError={controls.loadError}
          onRetrySave={controls.save}
          onRetryLoad={controls.retryLoad}
        />
      </DialogContent>

      <audio ref={audioRef} hidden data-testid="listen-audio" onEnded={controls.onAudioEnded} />

      <DeleteOwnRecordingDialog
        deletion={session.deletion}
        audience={existing?.audience}
        languageName={nameOfLanguage}
        error={session.deleteError}
        onKeep={controls.keepRecording}
        onConfirm={controls.confirmDelete}
      />
    </Dialog>
  );
}
