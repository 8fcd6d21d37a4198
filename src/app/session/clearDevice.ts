import { quizReplays } from '../../features/games/heldAnswers';
import { forgetNarrations } from '../../features/reader/narrationApi';
import type { ApiClient } from '../../lib/apiClient';
import { dropOutboxOf, flushOutbox, pendingCount } from '../../lib/offline/outbox';
import { dropPrivateCopies } from '../../lib/offline/keptStories';

/** What signing out left on the device, for the notice that says so. */
export interface DeviceAfterSignOut {
  /** Stories kept for offline that stay (public ones), for whoever uses the device next. */
  storiesStaying: number;
  /** Changes made offline that could not be sent before signing out (they are removed). */
  unsentRemoved: number;
}

/**
 * Removes the account's private data from the device as it signs out: changes made offline
 * are sent first if the network allows, then what is left of them, the family's recordings
 * and the account's own kept stories are removed. Public stories kept for offline stay.
 */
export async function clearAccountFromDevice(
  api: ApiClient,
  account: string,
): Promise<DeviceAfterSignOut> {
  if (typeof indexedDB === 'undefined') return { storiesStaying: 0, unsentRemoved: 0 };
  if (navigator.onLine) {
    await flushOutbox(api, account, { replays: quizReplays }).catch(() => undefined);
  }
  const unsentRemoved = await pendingCount(account);
  await dropOutboxOf(account);
  forgetNarrations();
  const { storiesStaying } = await dropPrivateCopies(account);
  return { storiesStaying, unsentRemoved };
}
