import { useCallback } from 'react';
import { env } from '../lib/env';
import { friendlyMessage } from '../lib/errors';
import type { MessageId } from './messageIds';
import { useT } from './useT';

/**
 * The product's own failure messages (SPEC's error catalogue, kept verbatim in the store) and
 * the network's, in the interface language. A server's message is shown as the server wrote it.
 */
const KNOWN_MESSAGES: Record<string, MessageId> = {
  'Network Error': 'common.networkError',
  'Failed to fetch stories': 'common.error.failedToFetchStories',
  'Failed to fetch story': 'common.error.failedToFetchStory',
  'Failed to save story': 'common.error.failedToSaveStory',
  'Missing required parameters for fetching audio': 'common.error.missingAudioParameters',
  'Invalid data received from server': 'common.error.invalidAudioData',
  'No story data returned from server.': 'common.error.noStoryData',
  'Invalid story data structure': 'common.error.invalidStoryData',
  'Invalid JSON format': 'common.error.invalidJson',
  'persist timed out for persist key root': 'common.error.persistTimedOut',
};

export function useFriendlyMessage() {
  const t = useT();
  return useCallback(
    (message: string) => {
      const brand = env.VITE_APP_TITLE;
      if (/^timeout of \d+ms exceeded$/.test(message)) return t('common.timeout', { brand });
      const id = KNOWN_MESSAGES[message];
      return id ? t(id, { brand }) : friendlyMessage(message);
    },
    [t],
  );
}
