import { styled } from '@mui/material/styles';

/**
 * A native input or list (`as="select"`) in the app's rounded look, for screens that must load
 * fast: MUI's text fields and selects weigh more than a whole first screen.
 */
export const NativeField = styled('input')(({ theme }) => ({
  font: 'inherit',
  borderRadius: 999,
  border: `1px solid ${theme.palette.text.secondary}`,
  backgroundColor: theme.palette.background.paper,
  color: theme.palette.text.primary,
  // The device draws a list's arrow and its open list in the app's light or dark scheme.
  colorScheme: theme.palette.mode,
  '&:focus-visible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
}));
