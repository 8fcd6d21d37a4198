/**
 * Tells the screens of every tab that the kept stories changed (kept, removed, signed out), so
 * a card's mark and the Saved stories screen follow without polling.
 */
type Listener = () => void;

const CHANNEL = 'kahani-kept';
const listeners = new Set<Listener>();
let channel: BroadcastChannel | null = null;

function ensureChannel() {
  if (channel || typeof BroadcastChannel === 'undefined') return;
  channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = () => listeners.forEach((listener) => listener());
}

export function onKeptChange(listener: Listener): () => void {
  ensureChannel();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** This tab's listeners at once; the other tabs' through the channel. */
export function announceKeptChange(): void {
  ensureChannel();
  listeners.forEach((listener) => listener());
  channel?.postMessage('changed');
}
