import { isNamedLanguage, type StoryLanguage } from '../../../contract/storyLanguages';
import { useCallback, useEffect, useMemo, useRef } from 'react';

import type { Story } from '../../../contract/stories';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { narrationCleared, setHighlightedIndex, setPlaying } from './narrationSlice';
import { readingOf } from './readingLanguage';
import { usePageNarrationLoad } from './usePageNarrationLoad';
import { wordAt, wordTimings } from './wordTimings';

/** The text shown and narrated for a page (readingLanguage.ts says which language that is). */
export const pageReading = (story: Story, pageIndex: number, language: StoryLanguage) =>
  readingOf(story.pages[pageIndex], language);

interface Options {
  story: Story;
  pageIndex: number;
  language: StoryLanguage;
  /** Called when a page's narration has played to its end. */
  onPageEnd: () => void;
}

/** A new story opens with nothing playing (the page was reset when it loaded). */
function useNothingPlayingAtFirst(storyId: string) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(narrationCleared());
    return () => {
      dispatch(setPlaying(false));
    };
  }, [dispatch, storyId]);
}

/**
 * Drives the page's <audio> element from the narration slice: loads the page (and prefetches
 * the next), plays and pauses, follows the speed, highlights the spoken word from
 * audio.currentTime on every animation frame, and plays single words in self-reading mode.
 */
export function useNarrationPlayer({ story, pageIndex, language, onPageEnd }: Options) {
  const dispatch = useAppDispatch();
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const { audioUrl, alignment, isPlaying, playbackRate, status, highlightedIndex, text } =
    useAppSelector((state) => state.narration);
  const selfReading = useAppSelector((state) => state.settings.selfReading);
  const reading = pageReading(story, pageIndex, language);
  const words = useMemo(() => (alignment ? wordTimings(alignment) : []), [alignment]);
  const matchesPage = text === reading.text && words.length > 0;
  /** Where a single word (self-reading) stops; null while reading the whole page. */
  const stopAtRef = useRef<number | null>(null);
  const onPageEndRef = useRef(onPageEnd);
  useEffect(() => {
    onPageEndRef.current = onPageEnd;
  });
  useNothingPlayingAtFirst(story._id);
  const canNarrate = usePageNarrationLoad({
    story,
    pageIndex,
    language,
    reading,
    audioRef,
    stopAtRef,
  });

  // Play or pause the page as the slice says.
  useEffect(() => {
    const audio = audioRef.current;
    if (!audio || !audioUrl) return;
    if (isPlaying && !selfReading) {
      stopAtRef.current = null;
      audio.play().catch(() => dispatch(setPlaying(false)));
    } else if (stopAtRef.current === null) {
      audio.pause();
    }
  }, [dispatch, audioUrl, isPlaying, selfReading]);

  useEffect(() => {
    if (audioRef.current) audioRef.current.playbackRate = playbackRate;
  }, [playbackRate, audioUrl]);

  // Highlight from the audio clock, so any speed stays in sync; the loop runs only while
  // the audio plays.
  useEffect(() => {
    const audio = audioRef.current;
    if (!audio || !matchesPage) return;
    let frame = 0;
    let shown = -2;
    const show = () => {
      const index = wordAt(words, audio.currentTime);
      if (index !== shown) {
        shown = index;
        dispatch(setHighlightedIndex(index));
      }
    };
    const tick = () => {
      const stopAt = stopAtRef.current;
      if (stopAt !== null && audio.currentTime >= stopAt) {
        audio.pause();
        stopAtRef.current = null;
      }
      show();
      frame = requestAnimationFrame(tick);
    };
    const start = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(tick);
    };
    const stop = () => {
      cancelAnimationFrame(frame);
      show();
    };
    audio.addEventListener('playing', start);
    audio.addEventListener('pause', stop);
    audio.addEventListener('ended', stop);
    audio.addEventListener('seeked', show);
    if (!audio.paused) start();
    return () => {
      cancelAnimationFrame(frame);
      audio.removeEventListener('playing', start);
      audio.removeEventListener('pause', stop);
      audio.removeEventListener('ended', stop);
      audio.removeEventListener('seeked', show);
    };
  }, [dispatch, words, matchesPage, audioUrl]);

  const handleEnded = useCallback(() => {
    if (stopAtRef.current !== null) {
      stopAtRef.current = null;
      return;
    }
    if (!selfReading) onPageEndRef.current();
  }, [selfReading]);

  /** Self-reading: play just one word of the page's audio. */
  const playWord = useCallback(
    (index: number) => {
      const audio = audioRef.current;
      const word = words[index];
      if (!audio || !word || !matchesPage) return;
      audio.currentTime = word.start;
      stopAtRef.current = word.end;
      dispatch(setHighlightedIndex(index));
      void audio.play().catch(() => undefined);
    },
    [dispatch, words, matchesPage],
  );

  return {
    audioRef,
    audioUrl,
    reading,
    highlightedIndex: matchesPage ? highlightedIndex : -1,
    canPlayWords: matchesPage,
    status,
    /** The page's language has no voice: the page is read as text. */
    refused: canNarrate === false,
    /**
     * Read to me is offered. Until the server has said which languages it narrates, it is for
     * the eight (it always was) and waits for the others, so it does not show and then go.
     */
    offered: canNarrate ?? isNamedLanguage(reading.language),
    handleEnded,
    playWord,
  };
}
