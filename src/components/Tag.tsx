import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

type TagTone = 'neutral' | 'warning' | 'error';

const toneSx: Record<TagTone, SxProps<Theme>> = {
  neutral: { border: 1, borderColor: 'divider', color: 'text.primary' },
  warning: { bgcolor: 'warning.main', color: 'warning.contrastText' },
  error: { bgcolor: 'error.main', color: 'error.contrastText' },
};

/**
 * A small label with the look of MUI's small Chip, for text that is never pressed (a story's
 * languages, its status). Chip carries a button's machinery the first screen does not need.
 */
export function Tag({
  children,
  tone = 'neutral',
  component = 'span',
  sx,
}: {
  children: ReactNode;
  tone?: TagTone;
  component?: 'span' | 'li';
  sx?: SxProps<Theme>;
}) {
  return (
    <Box
      component={component}
      sx={[
        {
          display: 'inline-flex',
          alignItems: 'center',
          height: 24,
          px: 1.25,
          borderRadius: 12,
          typography: 'body2',
          fontSize: '0.8125rem',
          lineHeight: 1,
          whiteSpace: 'nowrap',
        },
        toneSx[tone],
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}
