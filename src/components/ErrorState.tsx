import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { friendlyMessage } from '../lib/errors';

interface ErrorStateProps {
  message: string;
  onRetry?: () => void;
  retryLabel?: string;
  children?: ReactNode;
}

/** A failed load the user can act on. */
export function ErrorState({
  message,
  onRetry,
  retryLabel = 'Try again',
  children,
}: ErrorStateProps) {
  return (
    <Alert
      severity="error"
      sx={{ my: 2, alignItems: 'center' }}
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            {retryLabel}
          </Button>
        ) : undefined
      }
    >
      {friendlyMessage(message)}
      {children}
    </Alert>
  );
}
