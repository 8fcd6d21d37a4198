import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { BOARD_POST_MAX } from '../../../contract/board';
import { useAppDispatch } from '../../app/hooks';
import { friendlyMessage } from '../../lib/errors';
import { createPost } from './boardThunks';

/** Writes a plain-text post; what was typed stays until the server has it. */
export function PostComposer({ onPosted }: { onPosted(): void }) {
  const dispatch = useAppDispatch();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Counted as the server counts (UTF-16 units), so the counter never promises more.
  const length = text.trim().length;
  const tooLong = length > BOARD_POST_MAX;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!length || tooLong || sending) return;
    setSending(true);
    setError(null);
    const sent = text.trim();
    const action = await dispatch(createPost(sent));
    setSending(false);
    if (createPost.fulfilled.match(action)) {
      // Words typed while the post was on its way are kept.
      setText((current) => (current.trim() === sent ? '' : current));
      onPosted();
    } else {
      setError(action.payload ?? 'Your message could not be posted.');
    }
  };

  return (
    <Paper
      component="form"
      onSubmit={(event) => void submit(event)}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, mb: 3, borderRadius: 3 }}
      aria-label="Write a post"
    >
      <TextField
        label="Your message"
        placeholder="Share a favourite story, a kind word or a question…"
        value={text}
        onChange={(event) => setText(event.target.value)}
        multiline
        minRows={3}
        fullWidth
        error={tooLong}
        slotProps={{ htmlInput: { 'aria-describedby': 'post-counter' } }}
      />
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          mt: 1.5,
          flexWrap: 'wrap',
        }}
      >
        <Typography
          id="post-counter"
          variant="body2"
          color={tooLong ? 'error' : 'text.secondary'}
          aria-live="polite"
        >
          {length}/{BOARD_POST_MAX}
          {tooLong && ' · Please make your message shorter.'}
        </Typography>
        <Button
          type="submit"
          variant="contained"
          endIcon={<SendIcon />}
          disabled={!length || tooLong || sending}
        >
          {sending ? 'Posting…' : 'Post'}
        </Button>
      </Box>
      {error && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {friendlyMessage(error)}
        </Alert>
      )}
    </Paper>
  );
}
