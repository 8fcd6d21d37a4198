import { styled } from '@mui/material/styles';
import { languageNameFontFamily } from '../lib/languageNameFonts';

type TagTone = 'neutral' | 'warning' | 'error';

/**
 * A small label with the look of MUI's small Chip, for text that is never pressed (a story's
 * languages, its status). Styled once rather than per use: a list of stories shows dozens.
 */
export const Tag = styled('span', {
  // Kept from the element: tone is styling, and `as` picks the element (a list item in lists).
  shouldForwardProp: (prop) => prop !== 'tone' && prop !== 'as',
})<{
  tone?: TagTone;
}>(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  height: 24,
  padding: theme.spacing(0, 1.25),
  borderRadius: 12,
  ...theme.typography.body2,
  fontSize: '0.8125rem',
  lineHeight: 1,
  whiteSpace: 'nowrap',
  variants: [
    {
      props: { tone: 'warning' },
      style: {
        backgroundColor: theme.palette.warning.main,
        color: theme.palette.warning.contrastText,
      },
    },
    {
      props: { tone: 'error' },
      style: { backgroundColor: theme.palette.error.main, color: theme.palette.error.contrastText },
    },
    {
      props: ({ tone }: { tone?: TagTone }) => !tone || tone === 'neutral',
      style: { border: `1px solid ${theme.palette.divider}`, color: theme.palette.text.primary },
    },
  ],
}));

/** A Tag naming a language in its own script (see src/lib/languageNameFonts.ts). */
export const LanguageNameTag = styled(Tag)(({ theme }) => ({
  fontFamily: languageNameFontFamily(theme),
}));
