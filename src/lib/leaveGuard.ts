/*
 * Lets actions that leave the screen without a navigation of their own (signing out) ask the
 * screen first. Kept apart from the navigation blocker so the first screen carries only this.
 */

type Guard = (proceed: () => void) => void;

let guard: Guard | null = null;

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
