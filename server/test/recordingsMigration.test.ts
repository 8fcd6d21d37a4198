import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const folder = new URL('../drizzle/', import.meta.url);
const journal = JSON.parse(readFileSync(new URL('meta/_journal.json', folder), 'utf8')) as {
  entries: { idx: number; tag: string }[];
};
const MIGRATION = '0011_recordings_narration';

/** Runs the migrations in the journal's order, from `from` (inclusive) to `to` (exclusive). */
async function migrate(db: PGlite, from: number, to: number) {
  for (const { tag } of journal.entries.filter((entry) => entry.idx >= from && entry.idx < to)) {
    const file = readFileSync(new URL(`${tag}.sql`, folder), 'utf8');
    for (const statement of file.split('--> statement-breakpoint')) await db.exec(statement);
  }
}

const migrationIndex = journal.entries.find((entry) => entry.tag === MIGRATION)!.idx;
let db: PGlite;

beforeAll(async () => {
  db = new PGlite('memory://');
  await migrate(db, 0, migrationIndex);
  // Rows as the earlier schema kept them: the narration's listener was the word 'everyone',
  // which an account with that uid shared for its private recording of another page.
  const row = (id: string, page: number, audience: string, listener: string, by: string) =>
    db.query(
      `insert into recordings (id, story_id, page_no, language, audience, listener, recorded_by,
         recorder_name, text, audio, duration_seconds, words, unplaced_words)
       values ($1, 'story-1', $2, 'english', $3, $4, $5, 'Name', 'Once', '\\x00', 2, '[]', '[]')`,
      [id, page, audience, listener, by],
    );
  await row('narration', 1, 'everyone', 'everyone', 'admin-asha');
  await row('private-of-everyone', 2, 'private', 'everyone', 'everyone');
  await row('private-of-meera', 1, 'private', 'parent-meera', 'parent-meera');
  await migrate(db, migrationIndex, migrationIndex + 1);
});
afterAll(() => db.close());

describe(`migration ${MIGRATION}`, () => {
  it("moves the story's narration out of the listener column, and keeps private ones", async () => {
    const { rows } = await db.query<{ id: string; audience: string; listener: string | null }>(
      'select id, audience, listener from recordings order by id',
    );
    expect(rows).toEqual([
      { id: 'narration', audience: 'everyone', listener: null },
      { id: 'private-of-everyone', audience: 'private', listener: 'everyone' },
      { id: 'private-of-meera', audience: 'private', listener: 'parent-meera' },
    ]);
  });

  it('allows one narration per page and language, and no private row without its listener', async () => {
    const insert = (id: string, audience: string, listener: string | null) =>
      db.query(
        `insert into recordings (id, story_id, page_no, language, audience, listener, recorded_by,
           recorder_name, text, audio, duration_seconds, words, unplaced_words)
         values ($1, 'story-1', 1, 'english', $2, $3, 'admin-ravi', 'Name', 'Once', '\\x00', 2,
           '[]', '[]')`,
        [id, audience, listener],
      );
    await expect(insert('second-narration', 'everyone', null)).rejects.toThrow(
      /recordings_narration_idx/,
    );
    await expect(insert('private-of-nobody', 'private', null)).rejects.toThrow(
      /recordings_audience_listener_check/,
    );
    await expect(insert('narration-for-one', 'everyone', 'parent-meera')).rejects.toThrow(
      /recordings_audience_listener_check/,
    );
  });
});
