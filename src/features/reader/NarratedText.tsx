import Box from '@mui/material/Box';
import { memo, useEffect, useRef } from 'react';
import { tokenize } from './wordTimings';

interface NarratedTextProps {
  text: string;
  lang: string;
  highlightedIndex: number;
  fontFamily: string;
  /** Percent of the base size. */
  textSize: number;
  /** Self-reading: words are buttons that play themselves. */
  onWordClick?: (index: number) => void;
}

const BASE_SIZE_PX = 24;

/** Page text as words; the spoken word is highlighted and kept in view. */
export const NarratedText = memo(function NarratedText({
  text,
  lang,
  highlightedIndex,
  fontFamily,
  textSize,
  onWordClick,
}: NarratedTextProps) {
  const highlightedRef = useRef<HTMLSpanElement | null>(null);
  const tokens = tokenize(text);

  useEffect(() => {
    highlightedRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [highlightedIndex]);

  return (
    <Box
      component="p"
      lang={lang}
      data-testid="page-text"
      sx={{
        m: 0,
        fontFamily,
        fontSize: `${(BASE_SIZE_PX * textSize) / 100}px`,
        lineHeight: 1.7,
        color: 'text.primary',
        overflowWrap: 'break-word',
      }}
    >
      {tokens.map((token, position) => {
        if (token.wordIndex === null) return token.text;
        const index = token.wordIndex;
        const active = index === highlightedIndex;
        return (
          <Box
            key={position}
            component="span"
            ref={active ? highlightedRef : undefined}
            data-word-index={index}
            aria-current={active ? 'true' : undefined}
            role={onWordClick ? 'button' : undefined}
            tabIndex={onWordClick ? 0 : undefined}
            onClick={onWordClick ? () => onWordClick(index) : undefined}
            onKeyDown={
              onWordClick
                ? (event: React.KeyboardEvent) => {
                    if (event.key === 'Enter' || event.key === ' ') {
                      event.preventDefault();
                      onWordClick(index);
                    }
                  }
                : undefined
            }
            sx={{
              borderRadius: 1.5,
              px: 0.25,
              mx: -0.25,
              transition: 'background-color 120ms ease',
              cursor: onWordClick ? 'pointer' : 'inherit',
              bgcolor: active ? 'warning.light' : 'transparent',
              color: active ? '#1b2631' : 'inherit',
              '&:hover': onWordClick ? { bgcolor: 'action.hover' } : undefined,
            }}
          >
            {token.text}
          </Box>
        );
      })}
    </Box>
  );
});
