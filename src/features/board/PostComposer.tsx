import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useState } from 'react';
import { BOARD_POST_MAX } from '../../../contract/limits';
import { LimitedTextField } from '../../components/LimitedTextField';
import { useT } from '../../i18n/useT';
import { useFormProblems } from '../../i18n/forms/useFormProblems';
import type { FormProblems } from '../../i18n/forms/validationMessages';
import { serverErrorOf } from '../../lib/serverData/api';
import { GrownUpsGate } from '../grownUps';
import { BOARD_FAILURES, POST_FAILED, useCreatePostMutation } from './boardApi';

/** Writes a plain-text post, once a grown-up has passed the gate: children do not post. */
export function PostComposer({ onPosted }: { onPosted(): void }) {
  return (
    <GrownUpsGate placement="inline">
      <ComposerForm onPosted={onPosted} />
    </GrownUpsGate>
  );
}

/** Writes a plain-text post; what was typed stays until the server has it. */
function ComposerForm({ onPosted }: { onPosted(): void }) {
  const [createPost] = useCreatePostMutation();
  const t = useT();
  const formProblems = useFormProblems(BOARD_FAILURES);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  /** The last refusal, with the text it was about (a note on the field lasts until it changes). */
  const [refusal, setRefusal] = useState<{ problems: FormProblems; sent: string } | null>(null);
  // Counted as the server counts (trimmed, UTF-16 units), so the counter never promises more.
  const length = text.trim().length;
  const tooLong = length > BOARD_POST_MAX;
  const fieldError = refusal && refusal.sent === text.trim() ? refusal.problems.fields.text : null;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!length || tooLong || sending) return;
    setSending(true);
    setRefusal(null);
    const sent = text.trim();
    const answer = await createPost(sent);
    setSending(false);
    if (answer.data) {
      // Words typed while the post was on its way are kept.
      setText((current) => (current.trim() === sent ? '' : current));
      onPosted();
    } else {
      const failure = serverErrorOf(answer.error, POST_FAILED);
      setRefusal({ problems: formProblems('boardPost', failure), sent });
    }
  };

  return (
    <Paper
      component="form"
      onSubmit={(event) => void submit(event)}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, mb: 3, borderRadius: 3 }}
      aria-label={t('board.composer.label')}
    >
      <LimitedTextField
        label={t('board.composer.message')}
        placeholder={t('board.composer.placeholder')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        limit={BOARD_POST_MAX}
        trim
        multiline
        minRows={3}
        fullWidth
        error={Boolean(fieldError)}
        helperText={fieldError}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1.5 }}>
        <Button
          type="submit"
          variant="contained"
          endIcon={<SendIcon />}
          disabled={!length || tooLong || sending}
        >
          {sending ? t('board.composer.posting') : t('board.composer.post')}
        </Button>
      </Box>
      {refusal && refusal.problems.others.length > 0 && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {refusal.problems.others.join(' ')}
        </Alert>
      )}
    </Paper>
  );
}
