import { useCallback } from 'react';
import type { MessageId } from './messageIds';
import { useFriendlyMessage } from './useFriendlyMessage';
import { useT } from './useT';

/** A feature's own failure messages, in English as its thunks reject with them -> message ids. */
export type KnownFailures = Readonly<Record<string, MessageId>>;

/**
 * A failure to show, in the interface language. Thunks keep their fallback messages in English
 * (the Error Log reads the same for every administrator); the screen names the ones it knows
 * and they are translated here. Anything else goes through useFriendlyMessage: SPEC's
 * messages and the network's are translated, a server's message is shown as written.
 */
export function useKnownFailures(known: KnownFailures) {
  const t = useT();
  const friendlyMessage = useFriendlyMessage();
  return useCallback(
    (message: string) => {
      const id = known[message];
      return id ? t(id) : friendlyMessage(message);
    },
    [known, t, friendlyMessage],
  );
}
