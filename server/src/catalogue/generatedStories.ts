import { NO_CREDITS, type Credits, type Licence } from '../../../contract/credits';
import { emptyPage, withPageText } from '../../../contract/pages';
import type { Page } from '../../../contract/stories';
import { slugify } from '../domain/storyRecords';
import { VOCABULARIES, type Vocabulary } from './vocabulary';

/*
 * Stories for load tests and benchmarks: the same number always makes the same story, in
 * one to three of the vocabularies' languages, of 1 to 24 pages.
 */

export const CATALOGUE_SOURCE_PREFIX = 'catalogue:';

export interface GeneratedStory {
  slug: string;
  sourceKey: string;
  title: string;
  author: string;
  summary: string;
  translatedTitles: Record<string, string>;
  licence: Licence;
  credits: Credits;
  pages: Page[];
}

/** A small, fast pseudo-random sequence (mulberry32), seeded by the story's number. */
function sequence(seed: number) {
  let state = seed >>> 0;
  return (below: number) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (((t ^ (t >>> 14)) >>> 0) % below) as number;
  };
}

const english = VOCABULARIES.find((vocabulary) => vocabulary.language === 'english')!;

const words = (vocabulary: Vocabulary, parts: (string | undefined)[]) =>
  parts.filter(Boolean).join(vocabulary.unspaced ? '' : ' ');

function thing(vocabulary: Vocabulary, adjective: number, noun: number, withArticle: boolean) {
  const quality = vocabulary.adjectives[adjective]!;
  const name = vocabulary.nouns[noun]!;
  const article = withArticle ? vocabulary.article : undefined;
  return vocabulary.adjectiveAfter
    ? words(vocabulary, [article, name, quality])
    : words(vocabulary, [article, quality, name]);
}

/** A name made of syllables, the same name in every script ("Kamiro", "কামিরো", "卡米罗"). */
function nameIn(vocabulary: Vocabulary, syllables: number[]) {
  const name = syllables.map((syllable) => vocabulary.syllables[syllable]!).join('');
  return name.charAt(0).toUpperCase() + name.slice(1);
}

function sentence(
  vocabulary: Vocabulary,
  hero: string,
  verb: number,
  adjective: number,
  noun: number,
) {
  const object = thing(vocabulary, adjective, noun, true);
  const doing = vocabulary.verbs[verb]!;
  const parts = vocabulary.verbLast ? [hero, object, doing] : [hero, doing, object];
  return words(vocabulary, parts) + vocabulary.fullStop;
}

/** The story numbered `number` (from 1) of the generated catalogue. */
export function generatedStory(number: number, illustrations: readonly string[]): GeneratedStory {
  const next = sequence(number * 2_654_435_761);
  const first = VOCABULARIES[number % VOCABULARIES.length]!;
  const others = new Set<Vocabulary>([first]);
  if (number % 3 === 0) others.add(english);
  if (number % 4 === 0) others.add(VOCABULARIES[next(VOCABULARIES.length)]!);
  const vocabularies = [...others];

  const pageCount = 1 + next(24);
  const hero = [next(8), next(8), next(8)];
  const adjective = next(5);
  const noun = next(10);
  const titleIn = (vocabulary: Vocabulary) =>
    words(vocabulary, [
      nameIn(vocabulary, hero),
      vocabulary.and,
      thing(vocabulary, adjective, noun, Boolean(vocabulary.article)),
    ]);

  const pageWords = Array.from({ length: pageCount }, () =>
    Array.from({ length: 2 + next(2) }, () => [next(5), next(5), next(10)] as const),
  );
  const pages = pageWords.map((sentences, index) => {
    let page: Page = {
      ...emptyPage(index + 1),
      image_path: illustrations.length
        ? illustrations[(number + index) % illustrations.length]!
        : '',
    };
    for (const vocabulary of vocabularies) {
      const heroName = nameIn(vocabulary, hero);
      const text = sentences
        .map(([verb, quality, object]) => sentence(vocabulary, heroName, verb, quality, object))
        .join(vocabulary.unspaced && vocabulary.fullStop !== ' ' ? '' : ' ')
        .trim();
      page = withPageText(page, vocabulary.language, text);
    }
    return page;
  });

  const author = `${nameIn(english, [next(8), next(8)])} ${nameIn(english, [next(8), next(8), next(8)])}`;
  const label = String(number).padStart(5, '0');
  return {
    slug: `catalogue-${label}-${slugify(titleIn(english))}`,
    sourceKey: `${CATALOGUE_SOURCE_PREFIX}${label}`,
    title: titleIn(first),
    author,
    summary: sentence(first, nameIn(first, hero), next(5), adjective, noun),
    translatedTitles: Object.fromEntries(
      vocabularies.slice(1).map((vocabulary) => [vocabulary.language, titleIn(vocabulary)]),
    ),
    licence: { id: 'CC-BY-4.0', words: 'CC BY 4.0' },
    credits: { ...NO_CREDITS, authors: [author], publisher: 'Kahani (generated catalogue)' },
    pages,
  };
}
