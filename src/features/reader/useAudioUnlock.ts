import { useEffect } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { unlockAudio } from './settingsSlice';

/** Browsers allow sound only after a gesture: the first one unlocks narration and music. */
export function useAudioUnlock(audioUnlocked: boolean) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (audioUnlocked) return;
    const unlock = () => dispatch(unlockAudio());
    window.addEventListener('pointerdown', unlock, { once: true });
    window.addEventListener('keydown', unlock, { once: true });
    return () => {
      window.removeEventListener('pointerdown', unlock);
      window.removeEventListener('keydown', unlock);
    };
  }, [dispatch, audioUnlocked]);
}
