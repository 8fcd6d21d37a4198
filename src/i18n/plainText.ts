import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/**
 * The text of a message without arguments or tags (shipped as text, or parsed as a single
 * literal); undefined for any other.
 */
export function plainTextOf(message: string | MessageFormatElement[]): string | undefined {
  if (typeof message === 'string') return message;
  if (message.length === 0) return '';
  const [only] = message;
  return message.length === 1 && only?.type === TYPE.literal ? only.value : undefined;
}
