import Box from '@mui/material/Box';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { Theme } from '@mui/material/styles';
import { useContext, type ReactNode } from 'react';
import { LIMIT_WARNING_SHARE } from '../../contract/limits';
import { TranslatorContext } from '../i18n/translatorContext';
import { visuallyHidden } from './visuallyHidden';
import { ENGLISH_FORM_WORDS, say, type FormTranslator } from '../i18n/forms/validationMessages';

export type LimitState = 'within' | 'near' | 'over';

/** How full a field is: within its limit, near it (from LIMIT_WARNING_SHARE on), or over. */
export function limitState(length: number, limit: number): LimitState {
  if (length > limit) return 'over';
  return length >= Math.ceil(limit * LIMIT_WARNING_SHARE) ? 'near' : 'within';
}

/** The sentence under a field holding more than its limit; nothing typed is ever cut. */
export const tooLongMessage = (
  length: number,
  limit: number,
  words: FormTranslator = ENGLISH_FORM_WORDS,
) => say(words, { id: 'forms.counter.tooLong', values: { limit, length } });

/** Read out when a field comes near its limit or goes over it (not at every key); spaced from the text before it. */
const ANNOUNCEMENTS: Record<LimitState, (limit: number, words: FormTranslator) => string> = {
  within: () => '',
  near: (limit, words) => ` ${say(words, { id: 'forms.counter.near', values: { limit } })}`,
  over: (limit, words) => ` ${say(words, { id: 'forms.counter.over', values: { limit } })}`,
};

/**
 * Material's orange is 3:1 on white, too faint for small text; this deeper shade of it reads
 * at 5.9:1. The dark theme's paler orange reads on its dark papers.
 */
const warningText = (theme: Theme) =>
  theme.palette.mode === 'light' ? '#a14700' : theme.palette.warning.light;

export type LimitedTextFieldProps = TextFieldProps & {
  value: string;
  /** The most characters the server accepts (from contract/limits.ts). */
  limit: number;
  /** The server trims this field, so spaces around the text do not count. */
  trim?: boolean;
  /**
   * 'always' shows the counter from the first character; 'near' only once the limit is near,
   * for short fields such as an e-mail address that seldom come close.
   */
  show?: 'always' | 'near';
};

/**
 * A text field that shows its limit before it is reached: a counter ("180 / 200") under it,
 * in a warning colour near the limit, and a request to shorten the text once it is over (the
 * field is then in error, so its form will not send it). Nothing typed or pasted is cut: the
 * field sets no maxLength.
 */
export function LimitedTextField({
  limit,
  trim = false,
  show = 'always',
  helperText,
  error,
  value,
  ...props
}: LimitedTextFieldProps) {
  // The interface language's words and digits; English where no translator is above.
  const words = useContext(TranslatorContext) ?? ENGLISH_FORM_WORDS;
  const length = (trim ? value.trim() : value).length;
  const state = limitState(length, limit);
  const showCounter = show === 'always' || state !== 'within';
  const message: ReactNode = state === 'over' ? tooLongMessage(length, limit, words) : helperText;

  return (
    <TextField
      {...props}
      value={value}
      error={Boolean(error) || state === 'over'}
      helperText={
        showCounter || message ? (
          <Box component="span" sx={{ display: 'flex', gap: 2, justifyContent: 'space-between' }}>
            {/* Blocks, so the message and the count are read as two phrases. */}
            <Box component="span" sx={{ display: 'block' }}>
              {message}
            </Box>
            {showCounter && (
              <Box
                component="span"
                data-limit={state}
                sx={{
                  display: 'block',
                  flexShrink: 0,
                  fontVariantNumeric: 'tabular-nums',
                  ...(state === 'near' && { color: warningText, fontWeight: 700 }),
                  ...(state === 'over' && { fontWeight: 700 }),
                }}
              >
                <span aria-hidden="true">
                  {say(words, { id: 'forms.counter.shown', values: { length, limit } })}
                </span>
                <Box component="span" sx={visuallyHidden}>
                  {` ${say(words, { id: 'forms.counter.spoken', values: { length, limit } })}`}
                </Box>
              </Box>
            )}
            <Box component="span" aria-live="polite" sx={visuallyHidden}>
              {ANNOUNCEMENTS[state](limit, words)}
            </Box>
          </Box>
        ) : undefined
      }
    />
  );
}
