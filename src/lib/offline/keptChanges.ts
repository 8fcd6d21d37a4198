/**
 * Tells the screens of every tab that something kept on the device changed (a story kept or
 * removed, a change queued or sent), so what they show follows without polling: this tab's
 * listeners at once, the other tabs' through a BroadcastChannel of the given name.
 */
export function changeSignal(name: string) {
  type Listener = () => void;
  const listeners = new Set<Listener>();
  let channel: BroadcastChannel | null = null;
  const ensureChannel = () => {
    if (channel || typeof BroadcastChannel === 'undefined') return;
    channel = new BroadcastChannel(name);
    channel.onmessage = () => listeners.forEach((listener) => listener());
  };
  return {
    /** Calls `listener` on every change, here or in another tab; returns the unsubscribe. */
    listen(listener: Listener): () => void {
      ensureChannel();
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    announce(): void {
      ensureChannel();
      listeners.forEach((listener) => listener());
      channel?.postMessage('changed');
    },
  };
}

const keptStories = changeSignal('kahani-kept');

/** The kept stories changed (kept, removed, signed out). */
export const onKeptChange = keptStories.listen;
export const announceKeptChange = keptStories.announce;
