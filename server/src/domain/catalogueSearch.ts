import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { NO_CREDITS, type Credits } from '../../../contract/credits';
import { pageLanguages, pageTextIn } from '../../../contract/pages';
import type { Page, StoryStatus } from '../../../contract/stories';
import { languageTag, type StoryLanguage } from '../../../contract/storyLanguages';
import type { Database } from '../db/open';
import { stories } from '../db/schema';
import { distinctWordsOf, foldText, lexemesOf, quoteLexeme, wordsOf } from './catalogueWords';

/*
 * How a story is found (docs/catalogue.md). Three columns, computed here from the story:
 * - search_document (tsvector, GIN): every word of its titles, authors, summary and pages in
 *   every language, folded (catalogueWords.ts), plus the stems PostgreSQL's own dictionaries
 *   give for the languages it has a configuration for ("crows" finds "crow", "niños" "niño").
 *   A search matches against it.
 * - search_card (tsvector): the words of its card (titles A, authors B, summary C) with
 *   their weights, small, for ranking.
 * - search_text (text, trigram GIN): the card's text, folded, so that a word spelt a little
 *   wrong ("tortoyse") still finds a title when no story has the words.
 */

/**
 * The text-search configurations of PostgreSQL 15 (pg_ts_config), by ISO 639 language code.
 * Estonian came in 16: PostgreSQL 15 is the oldest server the product runs on.
 */
const STEMMING: Record<string, string> = {
  ar: 'arabic',
  ca: 'catalan',
  da: 'danish',
  de: 'german',
  el: 'greek',
  en: 'english',
  es: 'spanish',
  eu: 'basque',
  fi: 'finnish',
  fr: 'french',
  ga: 'irish',
  hi: 'hindi',
  hu: 'hungarian',
  hy: 'armenian',
  id: 'indonesian',
  it: 'italian',
  lt: 'lithuanian',
  nb: 'norwegian',
  ne: 'nepali',
  nl: 'dutch',
  nn: 'norwegian',
  no: 'norwegian',
  pt: 'portuguese',
  ro: 'romanian',
  ru: 'russian',
  sr: 'serbian',
  sv: 'swedish',
  ta: 'tamil',
  tr: 'turkish',
  yi: 'yiddish',
};

/** The configurations a search in each script is stemmed with. */
const STEMMING_BY_SCRIPT: [RegExp, string[]][] = [
  [
    /\p{Script=Latin}/u,
    [
      'english',
      'spanish',
      'basque',
      'catalan',
      'danish',
      'dutch',
      'finnish',
      'french',
      'german',
      'hungarian',
      'indonesian',
      'irish',
      'italian',
      'lithuanian',
      'norwegian',
      'portuguese',
      'romanian',
      'serbian',
      'swedish',
      'turkish',
    ],
  ],
  [/\p{Script=Cyrillic}/u, ['russian', 'serbian']],
  [/\p{Script=Greek}/u, ['greek']],
  [/\p{Script=Arabic}/u, ['arabic']],
  [/\p{Script=Armenian}/u, ['armenian']],
  [/\p{Script=Devanagari}/u, ['hindi', 'nepali']],
  [/\p{Script=Tamil}/u, ['tamil']],
  [/\p{Script=Hebrew}/u, ['yiddish']],
];

export const STEMMING_CONFIGURATIONS = [...new Set(Object.values(STEMMING))].sort();

/** The PostgreSQL text-search configuration of a story language, if it has one. */
export function stemmingOf(language: StoryLanguage): string | undefined {
  if (!stemmings.has(language)) {
    let stemming: string | undefined;
    try {
      stemming = STEMMING[new Intl.Locale(languageTag(language)).language];
    } catch {
      stemming = undefined;
    }
    stemmings.set(language, stemming);
  }
  return stemmings.get(language);
}
const stemmings = new Map<StoryLanguage, string | undefined>();

/** What a story is found by. Left out: the database's defaults (no summary, titles, credits). */
export interface SearchSource {
  title: string;
  author: string;
  summary?: string | undefined;
  translatedTitles?: Record<string, string> | undefined;
  credits?: Pick<Credits, 'authors'> | undefined;
  pages: readonly Page[];
}

export interface SearchColumns {
  searchText: string;
  searchCard: SQL;
  searchDocument: SQL;
}

/** The tsvector text form of lexemes with positions: `'crow':1A,4A 'thirsty':2A`. */
function weightedVector(fields: [text: string, weight: 'A' | 'B' | 'C'][]): string {
  const positions = new Map<string, string[]>();
  let position = 0;
  for (const [text, weight] of fields) {
    for (const lexeme of lexemesOf(text)) {
      position = Math.min(position + 1, 16_383);
      const list = positions.get(lexeme) ?? [];
      list.push(`${position}${weight}`);
      positions.set(lexeme, list);
    }
  }
  return [...positions]
    .map(([lexeme, list]) => `${quoteLexeme(lexeme)}:${list.slice(0, 256).join(',')}`)
    .join(' ');
}

const tsvectorOf = (text: string) => sql`${text}::tsvector`;
const joinVectors = (vectors: SQL[]) =>
  vectors.length ? sql.join(vectors, sql` || `) : sql`''::tsvector`;

/** The search columns of a story (docs/catalogue.md). */
export function catalogueSearchColumns(source: SearchSource): SearchColumns {
  const summary = source.summary ?? '';
  const translatedTitles = source.translatedTitles ?? {};
  const authors = [source.author, ...(source.credits ?? NO_CREDITS).authors].join('\n');
  const titles = [source.title, ...Object.values(translatedTitles)].join('\n');

  // Each language's text, for its stemmer.
  const textsByLanguage = new Map<StoryLanguage, string[]>();
  const add = (language: StoryLanguage, text: string) => {
    const texts = textsByLanguage.get(language) ?? [];
    texts.push(text);
    textsByLanguage.set(language, texts);
  };
  for (const [language, title] of Object.entries(translatedTitles)) add(language, title);
  for (const page of source.pages) {
    for (const language of pageLanguages(page)) add(language, pageTextIn(page, language));
  }
  const byStemming = new Map<string, { titles: string[]; texts: string[] }>();
  for (const [language, texts] of textsByLanguage) {
    const stemming = stemmingOf(language);
    if (!stemming) continue;
    const entry = byStemming.get(stemming) ?? { titles: [source.title], texts: [summary] };
    const title = translatedTitles[language];
    if (title) entry.titles.push(title);
    entry.texts.push(...texts);
    byStemming.set(stemming, entry);
  }

  const card = weightedVector([
    [titles, 'A'],
    [authors, 'B'],
    [summary, 'C'],
  ]);
  const cardStems = [...byStemming].flatMap(([stemming, entry]) => [
    sql`setweight(to_tsvector(${stemming}::regconfig, ${entry.titles.join('\n')}), 'A')`,
    sql`setweight(to_tsvector(${stemming}::regconfig, ${summary}), 'C')`,
  ]);
  const documentWords = new Set(
    source.pages.flatMap((page) =>
      pageLanguages(page).flatMap((language) => lexemesOf(pageTextIn(page, language))),
    ),
  );
  for (const lexeme of lexemesOf([titles, authors, summary].join('\n'))) documentWords.add(lexeme);
  const documentStems = [...byStemming].map(
    ([stemming, entry]) =>
      sql`to_tsvector(${stemming}::regconfig, ${distinctWordsOf(entry.texts)})`,
  );

  return {
    searchText: foldText([titles, authors, summary].join('\n')),
    searchCard: sql`(${joinVectors([tsvectorOf(card), ...cardStems])})`,
    searchDocument: sql`strip(${joinVectors([
      tsvectorOf([...documentWords].map(quoteLexeme).join(' ')),
      ...documentStems,
    ])})`,
  };
}

/** Named in the constraint, so that a writer's 'pending' stays a status, not any string. */
interface Status {
  status?: StoryStatus;
}

/**
 * A story's fields with its search columns added, for a writer's insert or update. An
 * update that leaves fields out finds them in the story as it is (`current`).
 */
export function withCatalogueSearch<T extends SearchSource & Status>(fields: T): T & SearchColumns;
export function withCatalogueSearch<T extends Partial<SearchSource> & Status>(
  fields: T,
  current: SearchSource,
): T & SearchColumns;
export function withCatalogueSearch<T extends Partial<SearchSource> & Status>(
  fields: T,
  current?: SearchSource,
): T & SearchColumns {
  const source = { ...current, ...stripUndefined(fields) } as SearchSource;
  return { ...fields, ...catalogueSearchColumns(source) };
}

const stripUndefined = <T extends object>(value: T): Partial<T> =>
  Object.fromEntries(
    Object.entries(value).filter(([, inner]) => inner !== undefined),
  ) as Partial<T>;

/** One way of searching, as the catalogue's query uses it. */
export interface CatalogueSearch {
  /** The stories it finds. */
  matches: SQL;
  /** Higher for a better match. */
  relevance: SQL;
}

/**
 * A search for what a reader typed, in two ways. `words` first: every word must be found
 * (the last may be the start of a word, as it is while typing); a Chinese or Japanese word
 * is also found by its characters; words are stemmed with the configurations of the query's
 * scripts (or of the language filtered by); titles rank first, then authors, summary, pages.
 * When no story has the words, `spelling`: titles, authors and summaries that trigrams find
 * alike ("tortoyse", "rabit"), closest first. Trigrams cost much more per story than words
 * do, so they are the fallback, not part of every search.
 */
export function catalogueSearchOf(
  q: string,
  language?: StoryLanguage,
  catalogueLanguages?: readonly StoryLanguage[],
): { words: CatalogueSearch; spelling: CatalogueSearch } {
  const words = wordsOf(q);
  const folded = foldText(q).trim();
  const spelling = {
    matches: sql`(${folded} <<% ${stories.searchText})`,
    relevance: sql`coalesce(strict_word_similarity(${folded}, ${stories.searchText}), 0)::float8`,
  };
  if (!words.length) return { words: { matches: sql`false`, relevance: sql`0::float8` }, spelling };
  const terms = words.map((word, index) => {
    const term = `${quoteLexeme(word.text)}${index === words.length - 1 ? ':*' : ''}`;
    const characters = Array.from(word.text);
    if (!word.ideographic || characters.length < 2) return term;
    return `(${term} | ${characters.map(quoteLexeme).join(' & ')})`;
  });
  // Stemmers of the language filtered by, or those of the query's scripts that the
  // catalogue's languages have (every one of the script when the caller does not say).
  const stemmable = catalogueLanguages && new Set(catalogueLanguages.map(stemmingOf));
  const stemmings = language
    ? [stemmingOf(language)].filter((stemming) => stemming !== undefined)
    : [
        ...new Set(
          STEMMING_BY_SCRIPT.filter(([script]) => script.test(q)).flatMap(([, list]) => list),
        ),
      ].filter((stemming) => !stemmable || stemmable.has(stemming));
  const query = sql.join(
    [
      sql`${terms.join(' & ')}::tsquery`,
      ...stemmings.map((stemming) => sql`plainto_tsquery(${stemming}::regconfig, ${q})`),
    ],
    sql` || `,
  );
  return {
    words: {
      matches: sql`(${stories.searchDocument} @@ (${query}))`,
      relevance: sql`coalesce(ts_rank(${stories.searchCard}, (${query})), 0)::float8`,
    },
    spelling,
  };
}

const FILL_BATCH = 100;

/**
 * Computes the search columns of every story that has none (stories stored before the
 * catalogue, or changed by a write that did not give them); answers how many. Safe to run
 * at any time, from any process: a story changed meanwhile is left for the next run.
 */
export async function fillMissingSearchColumns(db: Database): Promise<number> {
  let filled = 0;
  for (;;) {
    const rows = await db
      .select({
        id: stories.id,
        version: stories.version,
        title: stories.title,
        author: stories.author,
        summary: stories.summary,
        translatedTitles: stories.translatedTitles,
        credits: stories.credits,
        pages: stories.pages,
      })
      .from(stories)
      .where(isNull(stories.searchDocument))
      .orderBy(stories.id)
      .limit(FILL_BATCH);
    if (!rows.length) break;
    let progressed = false;
    await db.transaction(async (tx) => {
      for (const row of rows) {
        const updated = await tx
          .update(stories)
          .set(catalogueSearchColumns(row))
          .where(
            and(
              eq(stories.id, row.id),
              eq(stories.version, row.version),
              isNull(stories.searchDocument),
            ),
          )
          .returning({ id: stories.id });
        if (updated.length) {
          filled += 1;
          progressed = true;
        }
      }
    });
    // Every story of the batch changed under us: leave them for the next run.
    if (!progressed) break;
  }
  // Many new search columns: the planner's figures for them (PGlite has no autovacuum).
  if (filled >= FILL_BATCH) await db.execute(sql`ANALYZE stories`);
  return filled;
}
