import { quizReplays } from '../../features/games/heldAnswers';
import type { ApiClient } from '../../lib/apiClient';
import { flushOutbox, pendingCount } from '../../lib/offline/outbox';

/**
 * When a send stops with changes still waiting although the device says it is online (the
 * network came back a moment before it carried requests, or the server was busy), it is tried
 * again a little later, then less often, rather than waiting for the next time the network
 * drops and returns.
 */
export const RETRY_DELAYS_MS = [2_000, 10_000, 30_000, 60_000, 300_000];

/**
 * Sends what the account did without a network (pages read, quiz answers), waiting on the
 * device, while it is still the one signed in. Loaded with the first send, off the first screen.
 */
export async function sendHeldChanges(
  api: ApiClient,
  account: string,
  stillSignedIn: () => boolean,
  attempt = 0,
): Promise<void> {
  await flushOutbox(api, account, { replays: quizReplays, stillSignedIn });
  const delay = RETRY_DELAYS_MS[attempt];
  if (delay === undefined || !navigator.onLine || !stillSignedIn()) return;
  if ((await pendingCount(account)) === 0) return;
  setTimeout(() => {
    sendHeldChanges(api, account, stillSignedIn, attempt + 1).catch((error: unknown) =>
      console.warn('Could not send the changes made offline', error),
    );
  }, delay);
}
