import { useEffect, useState } from 'react';
import { addOwnLanguageNames } from '../../contract/storyLanguages';

let loading: Promise<void> | null = null;

/**
 * Fetches the own names of the languages browsers name in English (ଓଡ଼ିଆ, not "Odia"): every
 * screen past the first waits for them, and the list's language filter asks for them when
 * opened. A failure leaves the browser's names, and the next call tries again.
 */
export function loadOwnLanguageNames(): Promise<void> {
  return (loading ??= import('../../contract/ownLanguageNames')
    .then(({ OWN_LANGUAGE_NAMES }) => addOwnLanguageNames(OWN_LANGUAGE_NAMES))
    .catch(() => {
      loading = null;
    }));
}

/** True once the own names are in; starts fetching them when `wanted` turns true. */
export function useOwnLanguageNames(wanted: boolean): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!wanted || ready) return;
    let live = true;
    void loadOwnLanguageNames().then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [wanted, ready]);
  return ready;
}
