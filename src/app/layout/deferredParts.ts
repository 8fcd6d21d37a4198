import { lazy, startTransition, useEffect, useState } from 'react';
import { loadChunk } from '../../boot/lazyScreen';
import { getActiveLanguage, loadCataloguePart } from '../../i18n/catalogues';
import { whenPageIsIdle } from '../../lib/idle';

/**
 * True once the first screen is shown and the page is idle: parts that can wait, wait. The
 * change renders as a transition, in slices between which the page answers input: adding a
 * part to each of a list's cards re-renders every card, one long task on a phone otherwise.
 */
export function useAfterFirstScreen(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let mounted = true;
    void firstScreenIdle().then(() => {
      if (mounted) startTransition(() => setReady(true));
    });
    return () => {
      mounted = false;
    };
  }, []);
  return ready;
}

let idle: Promise<void> | null = null;
/** One wait for every part (a list's cards each have one), not one per part. */
const firstScreenIdle = () => (idle ??= new Promise<void>((resolve) => whenPageIsIdle(resolve)));

// One file for every part of reading offline: the first screen names one more file, not four.
const loadOfflineParts = () =>
  Promise.all([
    loadChunk('offline-parts', () => import('../offlineParts')),
    loadCataloguePart(getActiveLanguage(), 'rest'),
  ]).then(([parts]) => parts);
type OfflineParts = Awaited<ReturnType<typeof loadOfflineParts>>;

/**
 * React.lazy for a part a screen can do without (an offer, a note): it shows once its code and
 * its messages have arrived, and shows nothing if they cannot (offline, before the app's files
 * were kept), rather than taking the screen down with it.
 */
const optionalPart = <Name extends keyof OfflineParts>(name: Name) =>
  lazy(() =>
    loadOfflineParts().then(
      (parts) => ({ default: parts[name] }),
      () => ({ default: (() => null) as unknown as OfflineParts[Name] }),
    ),
  );

export const OfflineBanner = optionalPart('OfflineBanner');
export const UpdatePrompt = optionalPart('UpdatePrompt');
export const SignedOutNotice = optionalPart('SignedOutNotice');
export const CardKeepControl = optionalPart('CardKeepControl');
export const ReaderKeepButton = optionalPart('ReaderKeepButton');
