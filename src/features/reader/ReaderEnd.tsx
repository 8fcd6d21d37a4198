import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import { loadChunk } from '../../boot/lazyScreen';
import type { EndScreenProps } from './EndScreen';

/**
 * The end of a story (celebration, points, the next story, a quiz) in its own file: only a
 * reader who gets there needs it, and it is fetched as the last page opens.
 */
export const loadEndScreen = () => loadChunk('end-screen', () => import('./EndScreen'));
const EndScreen = lazy(() => loadEndScreen().then((module) => ({ default: module.EndScreen })));

export function ReaderEnd(props: EndScreenProps) {
  return (
    <Suspense fallback={<Box aria-busy="true" sx={{ minHeight: 480 }} />}>
      <EndScreen {...props} />
    </Suspense>
  );
}
