/*
 * The small, always-loaded part of the navigation blocker (src/lib/navigationBlocker.ts):
 * - a guard that actions leaving the screen without a navigation of their own (signing out)
 *   ask first;
 * - the first listener for the browser's back and forward buttons. It is added when this
 *   module loads, before the router adds its own on the first render: listeners on window
 *   run in the order they were added (browsers differ on whether a capturing one goes first),
 *   so only a listener added earlier is sure to see a back/forward press before the router.
 */

type Guard = (proceed: () => void) => void;
type PopStateGate = (event: PopStateEvent) => void;

let guard: Guard | null = null;
let popStateGate: PopStateGate | null = null;

if (typeof window !== 'undefined') {
  window.addEventListener('popstate', (event) => popStateGate?.(event), { capture: true });
}

/** Installs the screen's guard; returns its removal. */
export function setLeaveGuard(next: Guard): () => void {
  guard = next;
  return () => {
    if (guard === next) guard = null;
  };
}

/** Runs `proceed` at once, or once the screen's guard lets the user go. */
export function confirmLeaving(proceed: () => void): void {
  if (guard) guard(proceed);
  else proceed();
}

/**
 * Sees every popstate before the router does; stopImmediatePropagation() there keeps it from
 * the router. Returns its removal.
 */
export function setPopStateGate(next: PopStateGate): () => void {
  popStateGate = next;
  return () => {
    if (popStateGate === next) popStateGate = null;
  };
}
