import { createHash } from 'node:crypto';
import { CATALOGUE_CURSOR_REFUSAL } from '../../../contract/catalogue';
import { HttpError } from '../auth/plugin';

/*
 * The cursor of a catalogue page: the sort key of the last story shown, so the next page
 * starts right after it however many stories were added since (keyset paging). Opaque to
 * callers: base64url of JSON, with a check that binds it to the list and search it came
 * from, so a cursor edited by hand or passed with another search is refused.
 */

/** One value of a sort key: a rank, a relevance, a title or an id. */
export type KeyValue = string | number;

/** The kinds of value, in order, of a list's sort key. */
export type KeyShape = readonly ('integer' | 'number' | 'string')[];

/** Refused like the query schema refuses a malformed cursor: field, sentence and issue. */
const refusal = () =>
  new HttpError(400, `querystring.cursor: ${CATALOGUE_CURSOR_REFUSAL}`, [
    { path: 'querystring.cursor', code: 'custom', message: CATALOGUE_CURSOR_REFUSAL },
  ]);

const CHECK_LENGTH = 16;

const checkOf = (key: readonly KeyValue[], list: string) =>
  createHash('sha256')
    .update(JSON.stringify([list, key]))
    .digest('base64url')
    .slice(0, CHECK_LENGTH);

/** `list` names the list and search (route, caller, q, language, length). */
export function encodeCursor(key: readonly KeyValue[], list: string): string {
  return Buffer.from(JSON.stringify({ k: key, c: checkOf(key, list) })).toString('base64url');
}

const fits = (value: unknown, kind: KeyShape[number]) =>
  kind === 'string'
    ? typeof value === 'string'
    : typeof value === 'number' &&
      Number.isFinite(value) &&
      (kind === 'number' || Number.isInteger(value));

/**
 * The sort key a cursor holds, and which of the `lists` it belongs to (a search may be
 * paged in one of two ways); a 400 with a sentence when it is none of theirs.
 */
export function decodeCursor(
  cursor: string,
  lists: readonly string[],
  shape: KeyShape,
): { key: KeyValue[]; list: number } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw refusal();
  }
  const { k: key, c: check } = (parsed ?? {}) as { k?: unknown; c?: unknown };
  if (
    !Array.isArray(key) ||
    key.length !== shape.length ||
    !key.every((value, index) => fits(value, shape[index]!)) ||
    typeof check !== 'string'
  ) {
    throw refusal();
  }
  const list = lists.findIndex((candidate) => check === checkOf(key as KeyValue[], candidate));
  if (list === -1) throw refusal();
  return { key: key as KeyValue[], list };
}
