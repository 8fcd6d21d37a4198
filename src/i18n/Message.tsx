import { Fragment, type ReactNode } from 'react';
import type { MessageId } from './messageIds';
import type { RichMessageValue } from './translator';
import { useTranslator } from './translatorContext';

/**
 * Rich text comes back as a list of parts, and a tag's function gets its parts as a list too:
 * each part gets a key. (Children.toArray no longer quiets React about parts without keys.)
 */
const keyed = (parts: ReactNode[]) =>
  parts.map((part, index) => <Fragment key={index}>{part}</Fragment>);

/** A message of the interface language, for places without hooks or with rich text (<b>…</b>). */
export function Message({
  id,
  values,
}: {
  id: MessageId;
  values?: Record<string, RichMessageValue>;
}) {
  const keyedValues =
    values &&
    Object.fromEntries(
      Object.entries(values).map(([name, value]) => [
        name,
        typeof value === 'function' ? (parts: ReactNode[]) => value(keyed(parts)) : value,
      ]),
    );
  return <>{keyed(useTranslator().richMessage(id, keyedValues))}</>;
}
