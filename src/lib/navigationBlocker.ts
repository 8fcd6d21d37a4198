import type { Navigator, To } from 'react-router-dom';
import { setLeaveGuard, setPopStateGate } from './leaveGuard';

/*
 * Holds back navigations away from a screen with unsaved work until the user decides.
 *
 * The app renders with BrowserRouter and useRoutes rather than a data router (which would
 * cost about 16 KB on the first screen), so react-router's useBlocker is not available.
 * Instead this wraps the router's navigator (the history object behind BrowserRouter or
 * MemoryRouter) and watches the browser's back and forward buttons:
 *
 * - push, replace and go of the navigator (links, menus, navigate()) are held and replayed
 *   when the user chooses to leave;
 * - a back or forward button press has already changed the address when popstate fires, so
 *   the router is kept from seeing it (the leave guard's listener, added before the router's,
 *   stops it) and the address is put back with history.go(-delta); leaving then goes the
 *   same delta again. The delta comes from the `idx` that react-router's
 *   history keeps in every entry's state;
 * - closing or reloading the tab asks through the browser's own beforeunload prompt;
 * - signing out asks through the leave guard.
 *
 * After the user chooses to leave, the blocker lets everything through until it is removed.
 */

/** A navigation held back until the user decides. */
export interface HeldNavigation {
  /** Leave: carry out the navigation; nothing is held any more. */
  proceed(): void;
  /** Stay: the navigation is dropped. */
  cancel(): void;
}

export interface BlockNavigationOptions {
  /** The router's navigator (UNSAFE_NavigationContext). */
  navigator: Navigator;
  /** Called with each navigation that was held. */
  onHold(held: HeldNavigation): void;
  /** Whether going to `to` leaves the screen; navigations that stay are not held. */
  isLeaving?(to: To): boolean;
}

type HistoryIndexState = { idx?: unknown } | null | undefined;

const indexOf = (state: HistoryIndexState): number | null =>
  typeof state?.idx === 'number' ? state.idx : null;

/** Starts blocking; returns the function that stops it. */
export function blockNavigation({
  navigator,
  onHold,
  isLeaving = () => true,
}: BlockNavigationOptions): () => void {
  const { push, replace, go } = navigator;
  let released = false;
  /** The history entry the user is on, to know how far a back/forward press went. */
  let index = indexOf(window.history.state as HistoryIndexState);
  /** The popstate of putting the address back is the blocker's own: the router must not see it. */
  let restoring = false;

  const hold = (carryOut: () => void) =>
    onHold({
      proceed: () => {
        released = true;
        carryOut();
      },
      cancel: () => undefined,
    });

  const afterPassing = () => {
    index = indexOf(window.history.state as HistoryIndexState);
  };

  // Called unbound by react-router, so these use no `this`.
  navigator.push = (to, state, opts) => {
    if (released || !isLeaving(to)) {
      push(to, state, opts);
      afterPassing();
    } else hold(() => push(to, state, opts));
  };
  navigator.replace = (to, state, opts) => {
    if (released || !isLeaving(to)) {
      replace(to, state, opts);
      afterPassing();
    } else hold(() => replace(to, state, opts));
  };
  navigator.go = (delta) => {
    if (released || delta === 0) go(delta);
    else hold(() => go(delta));
  };

  const onPopState = (event: PopStateEvent) => {
    if (restoring) {
      restoring = false;
      event.stopImmediatePropagation();
      return;
    }
    const next = indexOf(event.state as HistoryIndexState);
    if (released || index === null || next === null || next === index) {
      // An entry the router did not make cannot be measured, so it cannot be undone.
      index = next;
      return;
    }
    const delta = next - index;
    event.stopImmediatePropagation();
    restoring = true;
    window.history.go(-delta);
    hold(() => window.history.go(delta));
  };

  const onBeforeUnload = (event: BeforeUnloadEvent) => {
    if (released) return;
    event.preventDefault();
    // Browsers before preventDefault() counted here show the prompt only for returnValue.
    event.returnValue = true;
  };

  const removePopStateGate = setPopStateGate(onPopState);
  window.addEventListener('beforeunload', onBeforeUnload);
  const removeLeaveGuard = setLeaveGuard((proceed) => {
    if (released) proceed();
    else hold(proceed);
  });

  return () => {
    navigator.push = push;
    navigator.replace = replace;
    navigator.go = go;
    removePopStateGate();
    window.removeEventListener('beforeunload', onBeforeUnload);
    removeLeaveGuard();
  };
}
