import { useCallback } from 'react';
import type { MessageId } from './messageIds';
import type { MessageValue } from './translator';
import { useTranslator } from './translatorContext';

/** `t(id, values)`: a message of the interface language as plain text. */
export function useT() {
  const translator = useTranslator();
  return useCallback(
    (id: MessageId, values?: Record<string, MessageValue>) => translator.message(id, values),
    [translator],
  );
}

export type Translate = ReturnType<typeof useT>;
