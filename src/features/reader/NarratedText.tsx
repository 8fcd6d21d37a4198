import Box from '@mui/material/Box';
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { useT } from '../../i18n/useT';
import { COACH_MARK_STYLES, type CoachMark } from '../coach';
import { visuallyHidden } from '../../components/visuallyHidden';
import { readerScrollBehavior } from './motion';
import { READER_SCROLL_MARGIN_BOTTOM, READER_SCROLL_MARGIN_TOP } from './readerLayout';
import { backwardKey, forwardKey } from './readingDirection';
import type { TextDirection } from '../../../contract/storyLanguages';
import { tokenize } from '../../lib/words';

interface NarratedTextProps {
  text: string;
  lang: string;
  /** The text's direction: right to left in Urdu, Arabic, Hebrew… */
  dir: TextDirection;
  highlightedIndex: number;
  fontFamily: string;
  /** Percent of the base size. */
  textSize: number;
  /** Self-reading: words are buttons that play themselves. */
  onWordClick?: (index: number) => void;
  /** The reading coach's marks: words read, skipped, and the next one. */
  marks?: readonly (CoachMark | undefined)[] | undefined;
}

const BASE_SIZE_PX = 24;

/**
 * Page text as words; the spoken word is highlighted and kept in view (above the control
 * bar, and without smooth scrolling when the device asks for less motion).
 *
 * Assistive technology gets the text once. Outside self-reading the highlighted words are
 * hidden from it and a plain copy beside them is read instead, so the moving highlight
 * changes nothing it can hear. In self-reading mode the words themselves are the text: buttons in a single
 * tab stop, moved between with the arrow keys (the one pointing the way the text runs goes to
 * the next word; Home and End for the first and last word) and played with Enter or Space.
 *
 * Words are not isolated from each other (no unicode-bidi on them): a run of Latin names or of
 * digits inside right-to-left text must stay in its own order, which isolating each word breaks.
 */
export const NarratedText = memo(function NarratedText({
  text,
  lang,
  dir,
  highlightedIndex,
  fontFamily,
  textSize,
  onWordClick,
  marks,
}: NarratedTextProps) {
  const t = useT();
  const textRef = useRef<HTMLParagraphElement | null>(null);
  const tokens = useMemo(() => tokenize(text, lang), [text, lang]);
  const wordCount = useMemo(
    () => tokens.filter((token) => token.wordIndex !== null).length,
    [tokens],
  );
  // The word that holds the tab stop; back to the first word on a new page.
  const [rover, setRover] = useState({ text, index: 0 });
  const tabStop = rover.text === text ? Math.min(rover.index, Math.max(wordCount - 1, 0)) : 0;

  const wordElement = (index: number) =>
    textRef.current?.querySelector<HTMLElement>(`[data-word-index="${index}"]`) ?? null;

  useEffect(() => {
    if (highlightedIndex < 0) return;
    textRef.current
      ?.querySelector<HTMLElement>(`[data-word-index="${highlightedIndex}"]`)
      ?.scrollIntoView?.({ block: 'nearest', behavior: readerScrollBehavior() });
  }, [highlightedIndex]);

  const moveTo = (index: number) => {
    const target = Math.max(0, Math.min(index, wordCount - 1));
    setRover({ text, index: target });
    wordElement(target)?.focus();
  };

  const onWordKeyDown = (event: React.KeyboardEvent, index: number) => {
    const moves: Record<string, number> = {
      [forwardKey(dir)]: index + 1,
      [backwardKey(dir)]: index - 1,
      Home: 0,
      End: wordCount - 1,
    };
    const move = moves[event.key];
    if (move !== undefined) {
      // The arrows move between words here; they do not turn the page.
      event.preventDefault();
      event.stopPropagation();
      moveTo(move);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onWordClick?.(index);
    }
  };

  const selfReading = Boolean(onWordClick);

  const words = tokens.map((token, position) => {
    if (token.wordIndex === null) return token.text;
    const index = token.wordIndex;
    const active = index === highlightedIndex;
    const mark = marks?.[index];
    return (
      <Box
        key={position}
        component="span"
        data-word-index={index}
        aria-current={active ? 'true' : undefined}
        data-mark={mark}
        {...(selfReading
          ? {
              role: 'button',
              tabIndex: index === tabStop ? 0 : -1,
              onClick: () => {
                setRover({ text, index });
                onWordClick?.(index);
              },
              onFocus: () => setRover({ text, index }),
              onKeyDown: (event: React.KeyboardEvent) => onWordKeyDown(event, index),
            }
          : {})}
        sx={[
          {
            borderRadius: 1.5,
            px: 0.25,
            mx: -0.25,
            scrollMarginTop: `${READER_SCROLL_MARGIN_TOP}px`,
            scrollMarginBottom: `${READER_SCROLL_MARGIN_BOTTOM}px`,
            transition: 'background-color 120ms ease',
            cursor: selfReading ? 'pointer' : 'inherit',
            bgcolor: active ? 'warning.light' : 'transparent',
            color: active ? '#1b2631' : 'inherit',
            '&:hover': selfReading
              ? { bgcolor: active ? 'warning.light' : 'action.hover' }
              : undefined,
            '&:focus-visible': { outlineOffset: '1px' },
          },
          ...(mark && !active ? [COACH_MARK_STYLES[mark]] : []),
        ]}
      >
        {token.text}
      </Box>
    );
  });

  const shown = (
    <Box
      component="p"
      ref={textRef}
      lang={lang}
      dir={dir}
      data-testid="page-text"
      {...(selfReading
        ? { role: 'group', 'aria-label': t('reader.wordsOfPage') }
        : { 'aria-hidden': true })}
      sx={{
        m: 0,
        fontFamily,
        fontSize: `${(BASE_SIZE_PX * textSize) / 100}px`,
        lineHeight: 1.7,
        color: 'text.primary',
        overflowWrap: 'break-word',
      }}
    >
      {words}
    </Box>
  );
  if (selfReading) return shown;
  return (
    <Box sx={{ position: 'relative' }}>
      <Box component="p" lang={lang} dir={dir} sx={{ ...visuallyHidden, userSelect: 'none' }}>
        {text}
      </Box>
      {shown}
    </Box>
  );
});
