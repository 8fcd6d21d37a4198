import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { UNSAFE_NavigationContext, useLocation, type To } from 'react-router-dom';
import { blockNavigation, type HeldNavigation } from './navigationBlocker';

/** The pathname `to` leads to from `current`. */
function pathnameOf(to: To, current: string): string {
  if (typeof to !== 'string') return to.pathname ?? current;
  return new URL(to, `http://app${current}`).pathname;
}

export interface UnsavedChangesWarning {
  /** A navigation away is waiting for the user's choice. */
  blocked: boolean;
  /** Drop the navigation and keep the work on screen. */
  stay(): void;
  /** Carry out the navigation; the unsaved work is given up. */
  leave(): void;
}

/**
 * While `when` is true, leaving the screen (links, menus, back and forward, signing out) waits
 * for the user's choice, and closing or reloading the tab brings up the browser's prompt.
 * Navigations within the same address (another query or hash) are not held.
 */
export function useUnsavedChangesWarning(when: boolean): UnsavedChangesWarning {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const { pathname } = useLocation();
  const pathnameRef = useRef(pathname);
  useEffect(() => {
    pathnameRef.current = pathname;
  }, [pathname]);
  const [held, setHeld] = useState<HeldNavigation | null>(null);

  useEffect(() => {
    if (!when) return;
    return blockNavigation({
      navigator,
      onHold: setHeld,
      isLeaving: (to) => pathnameOf(to, pathnameRef.current) !== pathnameRef.current,
    });
  }, [navigator, when]);

  const stay = useCallback(() => {
    held?.cancel();
    setHeld(null);
  }, [held]);
  const leave = useCallback(() => {
    setHeld(null);
    held?.proceed();
  }, [held]);

  return { blocked: held !== null, stay, leave };
}
