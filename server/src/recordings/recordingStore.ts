import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Language } from '../../../contract/languages';
import type {
  RecordedWord,
  RecordingAudience,
  RecordingDetail,
  RecordingSummary,
} from '../../../contract/recordings';
import type { Database } from '../db/open';
import { recordings } from '../db/schema';

export type RecordingRow = typeof recordings.$inferSelect;

/** Who hears a recording: everyone, or the one account that made it. */
export const EVERYONE = 'everyone';

export interface NewRecording {
  storyId: string;
  pageNo: number;
  language: Language;
  audience: RecordingAudience;
  recordedBy: string;
  recorderName: string;
  text: string;
  audio: Buffer;
  durationSeconds: number;
  words: RecordedWord[];
  unplacedWords: string[];
}

/** Saves a page's recording, replacing the same listener's previous one. */
export async function saveRecording(
  db: Database,
  recording: NewRecording,
): Promise<{ row: RecordingRow; replaced: boolean }> {
  const listener = recording.audience === 'everyone' ? EVERYONE : recording.recordedBy;
  const now = new Date();
  const [row] = await db
    .insert(recordings)
    .values({ id: randomUUID(), listener, ...recording, updatedAt: now, createdAt: now })
    .onConflictDoUpdate({
      target: [recordings.storyId, recordings.pageNo, recordings.language, recordings.listener],
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
    .where(and(eq(recordings.storyId, storyId), inArray(recordings.listener, [EVERYONE, uid])))
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
  place: { storyId: string; pageNo: number; language: Language; text: string },
  uid: string | null,
): Promise<RecordingRow | undefined> {
  const listeners = uid ? [uid, EVERYONE] : [EVERYONE];
  const [row] = await db
    .select()
    .from(recordings)
    .where(
      and(
        eq(recordings.storyId, place.storyId),
        eq(recordings.pageNo, place.pageNo),
        eq(recordings.language, place.language),
        eq(recordings.text, place.text),
        or(...listeners.map((listener) => eq(recordings.listener, listener))),
      ),
    )
    .orderBy(sql`${recordings.listener} = ${EVERYONE}`)
    .limit(1);
  return row;
}

export async function updateRecordingTimes(
  db: Database,
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

export async function deleteRecordingRow(db: Database, id: string): Promise<void> {
  await db.delete(recordings).where(eq(recordings.id, id));
}

export function recordingSummary(
  row: RecordingRow,
  callerUid: string,
  currentText: string | undefined,
): RecordingSummary {
  return {
    id: row.id,
    storyId: row.storyId,
    page_no: row.pageNo,
    language: row.language as Language,
    audience: row.audience,
    byName: row.recorderName,
    byMe: row.recordedBy === callerUid,
    durationSeconds: Math.round(row.durationSeconds * 100) / 100,
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
