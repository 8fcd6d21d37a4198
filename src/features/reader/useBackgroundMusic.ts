import { useEffect, useRef } from 'react';
import { useAppSelector } from '../../app/hooks';
import { BackgroundMusic } from './backgroundMusic';

/** Soft music while the reader is open and music is on; quieter while narration plays. */
export function useBackgroundMusic(narrating: boolean) {
  const { musicOn, audioUnlocked } = useAppSelector((state) => state.settings);
  const musicRef = useRef<BackgroundMusic | null>(null);

  useEffect(() => {
    if (!musicOn || !audioUnlocked) return;
    const music = (musicRef.current ??= new BackgroundMusic());
    music.start();
    return () => music.stop();
  }, [musicOn, audioUnlocked]);

  useEffect(() => {
    musicRef.current?.duck(narrating);
  }, [narrating]);
}
