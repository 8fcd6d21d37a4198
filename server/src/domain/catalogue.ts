import { and, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  CatalogueLanguages,
  CataloguePage,
  catalogueQuerySchema,
} from '../../../contract/catalogue';
import { CATALOGUE_PAGE_DEFAULT } from '../../../contract/catalogue';
import type { LicenceId } from '../../../contract/credits';
import type { StorySummary } from '../../../contract/stories';
import { sortLanguages, type StoryLanguage } from '../../../contract/storyLanguages';
import { pageRangeOf } from '../../../contract/storyLengths';
import type { Database } from '../db/open';
import { readingProgress, stories } from '../db/schema';
import { decodeCursor, encodeCursor, type KeyShape, type KeyValue } from './catalogueCursor';
import { catalogueSearchOf, type CatalogueSearch } from './catalogueSearch';
import { toCard, type CardFields, type ReadingPlace } from './storyRecords';

/*
 * The story list as a catalogue (docs/catalogue.md): SPEC.md's whole array, or one page of a
 * stable order with the cursor of the next. Both read only the columns a card needs; the
 * pages' JSON (most of a story's bytes) stays in the database.
 */

export type CatalogueQuery = z.output<typeof catalogueQuerySchema>;

/** Stories the caller has not finished, most recently read first, on a personalised list. */
export const CONTINUE_READING_MAX = 12;

/** Any catalogue parameter asks for a page; none keeps SPEC.md's whole array. */
export const asksForPage = (query: CatalogueQuery) =>
  Object.values(query).some((value) => value !== undefined);

const summaryColumns = {
  id: stories.id,
  slug: stories.slug,
  title: stories.title,
  author: stories.author,
  summary: stories.summary,
  status: stories.status,
  translatedTitles: stories.translatedTitles,
  updatedAt: stories.updatedAt,
  licenceId: sql<LicenceId>`${stories.licence} ->> 'id'`,
  coverImage: stories.coverImage,
  pageCount: stories.pageCount,
  languages: stories.languages,
};

type SummaryRow = CardFields;

const published = eq(stories.status, 'published');

/** Published stories, and the caller's own that wait for review or were turned down. */
const visibleTo = (uid: string) =>
  or(published, and(eq(stories.createdBy, uid), inArray(stories.status, ['pending', 'rejected'])));

/** A reader's places in these stories; `reader` is a uid or a child's reader key (readers.ts). */
async function progressOf(db: Database, reader: string, storyIds: string[]) {
  if (!storyIds.length) return new Map<string, ReadingPlace>();
  const rows = await db
    .select()
    .from(readingProgress)
    .where(and(eq(readingProgress.uid, reader), inArray(readingProgress.storyId, storyIds)));
  return new Map(rows.map((row) => [row.storyId, row]));
}

/** GET /KahaniJson/kahanis without parameters: SPEC.md's array of published stories. */
export async function publishedStories(db: Database): Promise<StorySummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(stories)
    .where(published)
    .orderBy(stories.title);
  return rows.map((row) => toCard(row));
}

/**
 * GET /KahaniJson/getkahanis/:uid without parameters: SPEC.md's array, in today's order, with
 * the places of `reader` (the account itself, or one of its children).
 */
export async function storiesFor(
  db: Database,
  uid: string,
  reader: string = uid,
): Promise<StorySummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(stories)
    .where(visibleTo(uid))
    .orderBy(desc(eq(stories.createdBy, uid)), stories.title);
  const progress = await progressOf(
    db,
    reader,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toCard(row, progress.get(row.id)));
}

/** The reader's unfinished stories the account may still open, most recently read first. */
async function continueReadingOf(
  db: Database,
  uid: string,
  reader: string,
): Promise<StorySummary[]> {
  const rows = await db
    .select({ story: summaryColumns, progress: readingProgress })
    .from(readingProgress)
    .innerJoin(stories, eq(stories.id, readingProgress.storyId))
    .where(
      and(eq(readingProgress.uid, reader), eq(readingProgress.finished, false), visibleTo(uid)),
    )
    .orderBy(desc(readingProgress.updatedAt), stories.id)
    .limit(CONTINUE_READING_MAX);
  return rows.map(({ story, progress }) => toCard(story, progress));
}

/** A row as the page query reads it: the card and its sort key. */
type KeyedRow = SummaryRow & { ownRank: number; negativeRelevance: number };

/** One sort key of a page's order (all ascending), and how its value reads back. */
interface OrderKey {
  expression: SQL;
  kind: KeyShape[number];
  valueOf(row: KeyedRow): KeyValue;
}

/** Own stories first (0) on a personalised list. */
const ownRankOf = (uid: string | null) =>
  uid === null ? sql`0` : sql`(CASE WHEN ${stories.createdBy} = ${uid} THEN 0 ELSE 1 END)`;

/**
 * A list's order: own stories first on a personalised list, the best match first in a
 * search, then title, then id (unique, so the order is total and a cursor exact).
 */
function orderOf(uid: string | null, search: CatalogueSearch | undefined): OrderKey[] {
  return [
    ...(uid === null
      ? []
      : [
          {
            expression: ownRankOf(uid),
            kind: 'integer' as const,
            valueOf: (row: KeyedRow) => Number(row.ownRank),
          },
        ]),
    ...(search
      ? [
          {
            expression: sql`(-${search.relevance})`,
            kind: 'number' as const,
            valueOf: (row: KeyedRow) => Number(row.negativeRelevance),
          },
        ]
      : []),
    { expression: sql`${stories.title}`, kind: 'string', valueOf: (row) => row.title },
    { expression: sql`${stories.id}`, kind: 'string', valueOf: (row) => row.id },
  ];
}

/** The stories that sort after a cursor's key: a row comparison, which an index can serve. */
const after = (order: OrderKey[], key: KeyValue[]) =>
  sql`(${sql.join(
    order.map((part) => part.expression),
    sql`, `,
  )}) > (${sql.join(
    key.map((value) => sql`${value}`),
    sql`, `,
  )})`;

/**
 * One page of the catalogue: published stories for anyone, plus for `uid` their own pending
 * and turned-down ones (first), with the reading progress of `reader` (the account itself, or
 * one of its children). Ordered by title then id, or for a search by relevance, title, id;
 * `continueReading` on a personalised first page without search or filter.
 */
export async function cataloguePage(
  db: Database,
  query: CatalogueQuery,
  uid: string | null,
  /** The languages the catalogue has, whose stemmers a search uses (all when left out). */
  catalogueLanguages?: readonly StoryLanguage[],
  reader: string | null = uid,
): Promise<CataloguePage> {
  const limit = query.limit ?? CATALOGUE_PAGE_DEFAULT;
  const q = query.q?.trim() || undefined;
  const length = query.length ? pageRangeOf(query.length) : undefined;
  const filtered = and(
    uid === null ? published : visibleTo(uid),
    query.language ? sql`${stories.languages} @> ARRAY[${query.language}]::text[]` : undefined,
    length ? gte(stories.pageCount, length.from) : undefined,
    length?.to != null ? lte(stories.pageCount, length.to) : undefined,
  );
  const countOf = async (where: SQL | undefined) => {
    const [row] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(stories)
      .where(where);
    return Number(row?.total ?? 0);
  };

  // A search goes by its words, or when no story has them, by their spelling; a cursor
  // says which, so a list keeps its way from page to page.
  const searches =
    q === undefined ? [] : Object.values(catalogueSearchOf(q, query.language, catalogueLanguages));
  const lists = (searches.length ? searches : [undefined]).map((_, way) =>
    JSON.stringify([uid, q ?? null, query.language ?? null, query.length ?? null, way]),
  );
  let way = 0;
  let from: KeyValue[] | undefined;
  let total: number | undefined;
  if (query.cursor) {
    const shape = orderOf(uid, searches[0]).map((part) => part.kind);
    ({ key: from, list: way } = decodeCursor(query.cursor, lists, shape));
  } else if (searches.length) {
    total = await countOf(and(filtered, searches[0]!.matches));
    if (total === 0) way = 1;
  }
  const search = searches[way];
  const matching = and(filtered, search?.matches);
  const order = orderOf(uid, search);

  const [rows, counted] = await Promise.all([
    db
      .select({
        ...summaryColumns,
        ownRank: sql<number>`${ownRankOf(uid)}`,
        negativeRelevance: sql<number>`${search ? sql`(-${search.relevance})` : sql`0::float8`}`,
      })
      .from(stories)
      .where(and(matching, from ? after(order, from) : undefined))
      .orderBy(...order.map((part) => part.expression))
      .limit(limit + 1),
    way === 0 && total !== undefined ? total : countOf(matching),
  ]);
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  const nextCursor =
    rows.length > limit && last
      ? encodeCursor(
          order.map((part) => part.valueOf(last)),
          lists[way]!,
        )
      : null;
  const firstPlainPage = !from && !q && !query.language && !query.length;
  const [progress, continueReading] =
    uid === null || reader === null
      ? [new Map<string, ReadingPlace>(), undefined]
      : await Promise.all([
          progressOf(
            db,
            reader,
            shown.map((row) => row.id),
          ),
          firstPlainPage ? continueReadingOf(db, uid, reader) : undefined,
        ]);
  return {
    stories: shown.map((row) => toCard(row, progress.get(row.id))),
    nextCursor,
    total: counted,
    ...(continueReading ? { continueReading } : {}),
  };
}

/** GET /KahaniJson/languages: the languages published stories can be read in, with counts. */
export async function catalogueLanguages(db: Database): Promise<CatalogueLanguages> {
  const language = sql<string>`unnest(${stories.languages})`;
  const rows = await db
    .select({ language, stories: sql<number>`count(*)::int` })
    .from(stories)
    .where(published)
    .groupBy(sql`1`);
  const counts = new Map(rows.map((row) => [row.language, Number(row.stories)]));
  return {
    languages: sortLanguages(counts.keys()).map((id) => ({
      language: id,
      stories: counts.get(id)!,
    })),
  };
}
