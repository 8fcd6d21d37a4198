import type { StoryLanguage } from '../../../contract/storyLanguages';
import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';

import type {
  RecordedWord,
  RecordingAudience,
  RecordingDetail,
  RecordingSummary,
} from '../../../contract/recordings';
import type { Database } from '../db/open';
import { recordings } from '../db/schema';

export type RecordingRow = typeof recordings.$inferSelect;

/** The database, or a transaction of it (a write checked by withLiveAccount). */
type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

/**
 * The recordings a caller hears: the story's narration (no listener) and their own. No uid,
 * whatever it is, can name the story's narration.
 */
const heardBy = (uid: string | null): SQL =>
  uid === null
    ? isNull(recordings.listener)
    : or(isNull(recordings.listener), eq(recordings.listener, uid))!;

export interface NewRecording {
  storyId: string;
  pageNo: number;
  language: StoryLanguage;
  audience: RecordingAudience;
  recordedBy: string;
  recorderName: string;
  text: string;
  audio: Buffer;
  durationSeconds: number;
  words: RecordedWord[];
  unplacedWords: string[];
}

/**
 * Saves a page's recording, replacing the same listener's previous one: the story's narration
 * (one per page and language) or the recorder's own.
 */
export async function saveRecording(
  db: Executor,
  recording: NewRecording,
): Promise<{ row: RecordingRow; replaced: boolean }> {
  const forEveryone = recording.audience === 'everyone';
  const now = new Date();
  const place = [recordings.storyId, recordings.pageNo, recordings.language];
  const [row] = await db
    .insert(recordings)
    .values({
      id: randomUUID(),
      listener: forEveryone ? null : recording.recordedBy,
      ...recording,
      updatedAt: now,
      createdAt: now,
    })
    .onConflictDoUpdate({
      // The story's narration is unique by a partial index (listener is null), a private
      // recording by the one with its listener.
      target: forEveryone ? place : [...place, recordings.listener],
      ...(forEveryone ? { targetWhere: isNull(recordings.listener) } : {}),
      set: {
        recordedBy: recording.recordedBy,
        recorderName: recording.recorderName,
        text: recording.text,
        audio: recording.audio,
        durationSeconds: recording.durationSeconds,
        words: recording.words,
        unplacedWords: recording.unplacedWords,
        timesAdjusted: false,
        updatedAt: now,
      },
    })
    .returning();
  // A replaced row keeps its creation time, so a fresh insert is the one created now.
  return { row: row!, replaced: row!.createdAt.getTime() !== now.getTime() };
}

/** A story's recordings the caller may hear: the story's own and the caller's private ones. */
export async function listRecordings(
  db: Database,
  storyId: string,
  uid: string,
): Promise<RecordingRow[]> {
  return db
    .select()
    .from(recordings)
    .where(and(eq(recordings.storyId, storyId), heardBy(uid)))
    .orderBy(asc(recordings.pageNo), asc(recordings.language), asc(recordings.audience));
}

export async function findRecording(db: Database, id: string): Promise<RecordingRow | undefined> {
  const [row] = await db.select().from(recordings).where(eq(recordings.id, id));
  return row;
}

/**
 * The recording a reader hears for a page: their own private one first, then the story's;
 * only while the page still has the text that was recorded.
 */
export async function findPlayableRecording(
  db: Database,
  place: { storyId: string; pageNo: number; language: StoryLanguage; text: string },
  uid: string | null,
): Promise<RecordingRow | undefined> {
  const [row] = await db
    .select()
    .from(recordings)
    .where(
      and(
        eq(recordings.storyId, place.storyId),
        eq(recordings.pageNo, place.pageNo),
        eq(recordings.language, place.language),
        eq(recordings.text, place.text),
        heardBy(uid),
      ),
    )
    // The reader's own first: false (a listener) sorts before true (the story's).
    .orderBy(sql`${recordings.listener} is null`)
    .limit(1);
  return row;
}

export async function updateRecordingTimes(
  db: Executor,
  id: string,
  words: RecordedWord[],
): Promise<RecordingRow | undefined> {
  const [row] = await db
    .update(recordings)
    .set({ words, unplacedWords: [], timesAdjusted: true, updatedAt: new Date() })
    .where(eq(recordings.id, id))
    .returning();
  return row;
}

export async function deleteRecordingRow(db: Executor, id: string): Promise<void> {
  await db.delete(recordings).where(eq(recordings.id, id));
}

/** A recording's length as the API reports it, to the hundredth of a second. */
export const reportedSeconds = (seconds: number) => Math.round(seconds * 100) / 100;

export function recordingSummary(
  row: RecordingRow,
  callerUid: string,
  currentText: string | undefined,
): RecordingSummary {
  return {
    id: row.id,
    storyId: row.storyId,
    page_no: row.pageNo,
    language: row.language as StoryLanguage,
    audience: row.audience,
    byName: row.recorderName,
    byMe: row.recordedBy === callerUid,
    durationSeconds: reportedSeconds(row.durationSeconds),
    textMatches: currentText !== undefined && currentText === row.text,
    unplacedWords: row.unplacedWords,
    timesAdjusted: row.timesAdjusted,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function recordingDetail(
  row: RecordingRow,
  callerUid: string,
  currentText: string | undefined,
): RecordingDetail {
  return {
    ...recordingSummary(row, callerUid, currentText),
    text: row.text,
    audioBase64: row.audio.toString('base64'),
    words: row.words,
  };
}
