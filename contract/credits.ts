import { z } from 'zod';
import { languageKeyedSchema, type StoryLanguage } from './languages';
import {
  CREDIT_NAME_MAX,
  CREDIT_NAMES_MAX,
  LICENCE_WORDS_MAX,
  PUBLISHER_MAX,
  SOURCE_URL_MAX,
  STORY_TITLE_MAX,
} from './limits';
import { authorsOf, joinNames, translatorsOf } from './creditNames';
import { ALL_RIGHTS_RESERVED, LICENCE_IDS, licenceFacts, type LicenceId } from './licences';
import { safeText } from './text';

export { authorsOf, joinNames, translatorsOf } from './creditNames';
export {
  ALL_RIGHTS_RESERVED,
  LICENCE_IDS,
  licenceFacts,
  type LicenceFacts,
  type LicenceId,
} from './licences';

/**
 * Licences and credits of a story. Open picture books come under Creative Commons
 * licences that require attribution, so every story keeps who made it and on what terms,
 * and every place that shows or exports the story says so.
 */

export const licenceIdSchema = z.enum(LICENCE_IDS, {
  error: `licence.id must be one of ${LICENCE_IDS.join(', ')}.`,
});

/**
 * The licence a source's own words name, or null when they name none we know. Sources
 * write "CC-BY", "CC BY-NC-SA 4.0", "Creative Commons Attribution 4.0 International" or
 * the deed's address; a licence named without a version is taken as version 4.0 (the
 * current one), and the source's words are kept beside the id so that nothing is lost.
 */
export function licenceFromWords(words: string): LicenceId | null {
  const text = words.trim().toLowerCase();
  if (!text) return null;
  if (/all rights reserved/.test(text)) return ALL_RIGHTS_RESERVED;
  if (/\bcc0\b|publicdomain\/zero|public domain dedication/.test(text)) return 'CC0-1.0';
  const named = licenceTerms(text);
  if (!named) return null;
  const { terms, version } = named;
  if (!terms.includes('by')) return null;
  const id = `CC-BY${terms.includes('nc') ? '-NC' : ''}${terms.includes('sa') ? '-SA' : ''}${
    terms.includes('nd') ? '-ND' : ''
  }-${version}`;
  return (LICENCE_IDS as readonly string[]).includes(id) ? (id as LicenceId) : null;
}

/** The licence elements (by, nc, sa, nd) and version the words name, from a deed's address or in words. */
function licenceTerms(text: string): { terms: string[]; version: string } | null {
  const address = /creativecommons\.org\/licenses\/([a-z-]+)\/(\d\.\d)/.exec(text);
  if (address) return { terms: address[1]!.split('-'), version: address[2]! };
  const spoken = text
    .replace(/creative\s+commons/g, 'cc')
    .replace(/attribution/g, 'by')
    .replace(/non-?commercial/g, 'nc')
    .replace(/share-?alike/g, 'sa')
    .replace(/no-?deriv(?:ative)?s?/g, 'nd');
  if (!/\bcc\b|\bby\b/.test(spoken)) return null;
  const version = /\b(\d)(?:\.(\d))?\b/.exec(spoken);
  return {
    terms: spoken.match(/\b(by|nc|sa|nd)\b/g) ?? [],
    version: version ? `${version[1]}.${version[2] ?? '0'}` : '4.0',
  };
}

/** A story's licence: the SPDX id and the words its source used ("CC-BY"), if any. */
export const licenceSchema = z.object({
  id: licenceIdSchema,
  words: safeText('licence.words', LICENCE_WORDS_MAX, { trim: true }).default(''),
});
export type Licence = z.infer<typeof licenceSchema>;

const namesSchema = (label: string) =>
  z
    .array(safeText(label, CREDIT_NAME_MAX, { trim: true, required: true }), {
      error: `${label} must be a list of names.`,
    })
    .max(CREDIT_NAMES_MAX, `At most ${CREDIT_NAMES_MAX} names may be given for ${label}.`);

const SOURCE_URL = /^https?:\/\/[^\s]+$/i;

/** Who made a story and where it came from. */
export const creditsSchema = z.object({
  authors: namesSchema('credits.authors').default([]),
  illustrators: namesSchema('credits.illustrators').default([]),
  /** The translator(s) of each language the story was translated into. */
  translators: languageKeyedSchema(
    namesSchema('credits.translators'),
    'credits.translators',
  ).default({}),
  /** The title the book was first published under, when it differs. */
  originalTitle: safeText('credits.originalTitle', STORY_TITLE_MAX, { trim: true }).default(''),
  /** Publisher or source: "Global Storybooks", "African Storybook". */
  publisher: safeText('credits.publisher', PUBLISHER_MAX, { trim: true }).default(''),
  /** Where the book can be found, an http(s) address. */
  sourceUrl: safeText('credits.sourceUrl', SOURCE_URL_MAX, { trim: true })
    .refine(
      (url) => url === '' || SOURCE_URL.test(url),
      'credits.sourceUrl must be an http or https address.',
    )
    .default(''),
});
export type Credits = z.infer<typeof creditsSchema>;

/** As answered: no input limits, so a story stored before a limit changed still reads. */
export const licenceAnswerSchema = z.object({ id: licenceIdSchema, words: z.string() });
export const creditsAnswerSchema = z.object({
  authors: z.array(z.string()),
  illustrators: z.array(z.string()),
  translators: z.record(z.string(), z.array(z.string())),
  originalTitle: z.string(),
  publisher: z.string(),
  sourceUrl: z.string(),
});

export const NO_CREDITS: Credits = {
  authors: [],
  illustrators: [],
  translators: {},
  originalTitle: '',
  publisher: '',
  sourceUrl: '',
};
export const DEFAULT_LICENCE: Licence = { id: ALL_RIGHTS_RESERVED, words: '' };

export interface AttributionSubject {
  /** The title in the language being read. */
  title: string;
  author: string;
  credits: Credits;
  licence: Licence;
}

/**
 * The attribution sentence Creative Commons recommends (title, creators, licence, source),
 * in English, as exports and the books' metadata carry it:
 * "Title" by A, illustrated by B, translated by C, is licensed under CC BY 4.0
 * (https://creativecommons.org/licenses/by/4.0/). Source: Publisher, https://…
 */
export function attributionSentence(subject: AttributionSubject, language?: StoryLanguage): string {
  const { credits, licence } = subject;
  const facts = licenceFacts(licence.id);
  const parts = [`"${subject.title}"`];
  const authors = authorsOf(subject);
  if (authors.length) parts.push(`by ${joinNames(authors)}`);
  let sentence = parts.join(' ');
  if (credits.illustrators.length)
    sentence += `, illustrated by ${joinNames(credits.illustrators)}`;
  const translators = language ? (credits.translators[language] ?? []) : translatorsOf(credits);
  if (translators.length) sentence += `, translated by ${joinNames(translators)}`;
  if (facts.url) {
    sentence +=
      licence.id === 'CC0-1.0'
        ? `, is dedicated to the public domain under ${facts.name} (${facts.url}).`
        : `, is licensed under ${facts.name} (${facts.url}).`;
  } else {
    sentence += '. All rights reserved.';
  }
  if (credits.originalTitle && credits.originalTitle !== subject.title) {
    sentence += ` Original title: "${credits.originalTitle}".`;
  }
  const source = [credits.publisher, credits.sourceUrl].filter(Boolean).join(', ');
  if (source) sentence += ` Source: ${source}.`;
  return sentence;
}
