import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from '../lib/errorReporter';
import { ChunkLoadError } from '../boot/lazyScreen';
import { Message } from '../i18n/Message';

interface Props {
  children: ReactNode;
  /** Changing this (e.g. the path) clears a caught error. */
  resetKey?: string;
}

interface State {
  error: Error | null;
}

/** Catches a screen's failure, including a chunk that could not load, and offers a reload. */
export class ScreenErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Screen failed', error, info.componentStack);
    reportError('boundary', error);
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.error && previous.resetKey !== this.props.resetKey)
      this.setState({ error: null });
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const isChunk = error instanceof ChunkLoadError;
    return (
      <Box role="alert" sx={{ textAlign: 'center', py: 8, px: 2 }}>
        <Typography variant="h5" gutterBottom>
          <Message id={isChunk ? 'common.pageLoadFailed' : 'common.somethingWentWrong'} />
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {error.message}
        </Typography>
        <Button variant="contained" onClick={() => window.location.reload()}>
          <Message id="common.reload" />
        </Button>
      </Box>
    );
  }
}
