import { Children } from 'react';
import type { MessageId } from './messageIds';
import type { RichMessageValue } from './translator';
import { useTranslator } from './translatorContext';

/** A message of the interface language, for places without hooks or with rich text (<b>…</b>). */
export function Message({
  id,
  values,
}: {
  id: MessageId;
  values?: Record<string, RichMessageValue>;
}) {
  // Rich text comes back as parts; keys keep React quiet about the list.
  return <>{Children.toArray(useTranslator().richMessage(id, values))}</>;
}
