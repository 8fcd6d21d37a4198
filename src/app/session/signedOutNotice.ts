import type { DeviceAfterSignOut } from './clearDevice';

/**
 * What the last sign-out left on the device, until the notice that says so has been shown
 * (the notice's code loads after the first screen, so it may arrive after the sign-out).
 */
type Listener = (left: DeviceAfterSignOut | null) => void;

let last: DeviceAfterSignOut | null = null;
const listeners = new Set<Listener>();

export function signedOutWith(left: DeviceAfterSignOut): void {
  last = left;
  listeners.forEach((listener) => listener(left));
}

export function onSignedOut(listener: Listener): () => void {
  listeners.add(listener);
  listener(last);
  return () => listeners.delete(listener);
}

/** The notice was read (or closed): it does not show again. */
export function signedOutNoticeSeen(): void {
  last = null;
  listeners.forEach((listener) => listener(null));
}
