import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useFriendlyMessage } from '../i18n/useFriendlyMessage';
import { useT } from '../i18n/useT';

interface ErrorStateProps {
  message: string;
  onRetry?: () => void;
  retryLabel?: string;
  children?: ReactNode;
}

/**
 * A failed load the user can act on, in the look of MUI's error Alert (drawn here: the first
 * screen shows it when the list cannot load, and Alert would add its weight to every visit).
 */
export function ErrorState({ message, onRetry, retryLabel, children }: ErrorStateProps) {
  const t = useT();
  const friendlyMessage = useFriendlyMessage();
  return (
    <Box
      role="alert"
      sx={(theme) => ({
        my: 2,
        px: 2,
        py: 1,
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        borderRadius: 1,
        typography: 'body2',
        bgcolor: alpha(theme.palette.error.main, theme.palette.mode === 'dark' ? 0.16 : 0.08),
        color: theme.palette.mode === 'dark' ? theme.palette.error.light : theme.palette.error.dark,
      })}
    >
      <ErrorOutlineIcon sx={{ color: 'error.main' }} />
      <Box sx={{ flexGrow: 1, py: 1 }}>
        {friendlyMessage(message)}
        {children}
      </Box>
      {onRetry && (
        <Button color="inherit" size="small" onClick={onRetry} sx={{ flexShrink: 0 }}>
          {retryLabel ?? t('common.tryAgain')}
        </Button>
      )}
    </Box>
  );
}
