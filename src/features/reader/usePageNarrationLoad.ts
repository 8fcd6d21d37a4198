import { useEffect, useMemo, type RefObject } from 'react';
import type { Story } from '../../../contract/stories';
import type { StoryLanguage } from '../../../contract/storyLanguages';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { canNarrateIn, useCanNarrate } from './narrationLanguages';
import { fetchAudioAndAlignment, prefetchAudioAndAlignment, setPlaying } from './narrationSlice';
import { readingOf, type PageReading } from './readingLanguage';

interface Options {
  story: Story;
  pageIndex: number;
  /** The reader's language; `reading` is what the page shows of it. */
  language: StoryLanguage;
  reading: PageReading;
  audioRef: RefObject<HTMLAudioElement | null>;
  /** Where a single word's playing stops: nothing stops on a new page. */
  stopAtRef: RefObject<number | null>;
}

/**
 * Loads a page's narration once sound is allowed, and the next page's ahead, in the languages
 * a voice speaks. Says whether the page's language can be narrated (null while not known).
 */
export function usePageNarrationLoad({
  story,
  pageIndex,
  language,
  reading,
  audioRef,
  stopAtRef,
}: Options) {
  const dispatch = useAppDispatch();
  const audioUnlocked = useAppSelector((state) => state.settings.audioUnlocked);
  // Narration depends on who listens (a private recording) and changes when one is saved.
  const account = useAppSelector((state) => state.user.user?.uid ?? null);
  const freshness = useAppSelector((state) => state.narration.freshness);
  const voices = useAppSelector((state) => state.narration.voices);
  const canNarrate = useCanNarrate(reading.language);
  // Loaded again only when narration turns out to be unavailable, not when the list arrives
  // (that would pause a page that already plays).
  const refused = canNarrate === false;
  const next = readingOf(story.pages[pageIndex + 1], language);
  const nextRefused = useMemo(
    () => canNarrateIn(voices, next.language) === false,
    [voices, next.language],
  );

  useEffect(() => {
    audioRef.current?.pause();
    stopAtRef.current = null;
    if (!audioUnlocked || !reading.text || refused) return;
    void dispatch(
      fetchAudioAndAlignment({
        text: reading.text,
        storyId: story._id,
        page_no: pageIndex + 1,
        language: reading.language,
      }),
    );
    if (next.text && !nextRefused) {
      dispatch(
        prefetchAudioAndAlignment({
          text: next.text,
          storyId: story._id,
          page_no: pageIndex + 2,
          language: next.language,
        }),
      );
    }
  }, [
    dispatch,
    audioRef,
    stopAtRef,
    story._id,
    pageIndex,
    reading.text,
    reading.language,
    next.text,
    next.language,
    audioUnlocked,
    account,
    freshness,
    refused,
    nextRefused,
  ]);

  // A page that cannot be narrated stops the reading aloud that led to it.
  useEffect(() => {
    if (refused) dispatch(setPlaying(false));
  }, [dispatch, refused]);

  return canNarrate;
}
