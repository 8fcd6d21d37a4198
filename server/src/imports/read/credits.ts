import {
  ALL_RIGHTS_RESERVED,
  DEFAULT_LICENCE,
  licenceFromWords,
  type Licence,
} from '../../../../contract/credits';
import {
  CREDIT_NAMES_MAX,
  CREDIT_NAME_MAX,
  LICENCE_WORDS_MAX,
  PUBLISHER_MAX,
  SOURCE_URL_MAX,
} from '../../../../contract/limits';
import { clip, oneLine } from './text';

/** Credits as sources write them, made to fit the story's credits. */

/** "Asha Rao, Ben Okafor and Chen Li" → three names (also "&" and ";"). */
export function splitNames(text: string): string[] {
  return oneLine(text)
    .split(/\s*(?:,|;|&|\band\b)\s*/i)
    .map((name) => name.trim())
    .filter(Boolean);
}

/** Names once each, each within the limit, at most CREDIT_NAMES_MAX (the rest noted). */
export function creditNames(names: readonly string[], role: string, warnings: string[]): string[] {
  const unique = [...new Set(names.map(oneLine).filter(Boolean))].map((name) =>
    clip(name, CREDIT_NAME_MAX),
  );
  if (unique.length > CREDIT_NAMES_MAX) {
    warnings.push(
      `Only the first ${CREDIT_NAMES_MAX} of ${unique.length} ${role} names were kept.`,
    );
  }
  return unique.slice(0, CREDIT_NAMES_MAX);
}

/**
 * The licence the source's words name, the words kept beside it. Words that name no
 * licence Kahani knows leave the book all rights reserved, which is the safe reading.
 */
export function licenceOf(sourceWords: string, warnings: string[]): Licence {
  const words = clip(oneLine(sourceWords), LICENCE_WORDS_MAX);
  if (!words) return DEFAULT_LICENCE;
  const id = licenceFromWords(words);
  if (id) return { id, words };
  warnings.push(
    `The licence "${words}" is not one Kahani knows, so the book is marked all rights reserved.`,
  );
  return { id: ALL_RIGHTS_RESERVED, words };
}

/**
 * A licence named inside running text (a credits page): a Creative Commons address, or
 * "CC BY-NC 4.0", "Creative Commons Attribution 4.0". Only the naming words are returned,
 * since credits sentences ("written by …") would otherwise read as "BY".
 */
export function licenceInText(text: string): string | null {
  // Names first, so that a sentence naming both gives "CC BY 4.0" rather than the address.
  const patterns = [
    /\bCC[\s-]?BY(?:[\s-](?:NC|SA|ND))*(?:[\s-]\d\.\d)?\b/i,
    /\bCC0(?:\s?1\.0)?\b/i,
    /Creative\s+Commons\s+Attribution(?:[\s-]+(?:Non-?Commercial|Share-?Alike|No-?Deriv(?:ative)?s))*(?:\s+\d\.\d)?/i,
    /https?:\/\/creativecommons\.org\/(?:licenses\/[a-z-]+\/\d\.\d|publicdomain\/zero\/1\.0)\/?/i,
    /all rights reserved/i,
  ];
  for (const pattern of patterns) {
    const found = pattern.exec(text)?.[0];
    if (found) return found;
  }
  return null;
}

/** A source address, if it is an http(s) one within the limit. */
export function sourceUrlOf(value: string): string {
  const url = oneLine(value);
  return /^https?:\/\/\S+$/i.test(url) && url.length <= SOURCE_URL_MAX ? url : '';
}

export const publisherOf = (value: string) => clip(oneLine(value), PUBLISHER_MAX);
