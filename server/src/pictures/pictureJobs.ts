import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { fileRefusal, type PictureJob, type PictureUploadResult } from '../../../contract/pictures';
import type { Database } from '../db/open';
import { pictureJobFiles, pictureJobs } from '../db/schema';
import type { PreparedOutcome } from './preparePicture';
import { asBytea, storePreparedPicture } from './pictureStore';

/**
 * Picture uploads as jobs, kept in the database so that any API process can tell how one is
 * going and take it on when the process checking it stops. A process holds a job by a lease
 * it renews while it works; a lease that ran out means its process is gone.
 */

/** A file as received: its bytes to check, or already refused (too large to keep). */
export type ReceivedFile =
  { fileName: string; bytes: Buffer } | { fileName: string; refused: PictureUploadResult };

/** Bytes are read as base64 text, as pictureStore explains. */
const inputAsBase64 = sql<string | null>`encode(${pictureJobFiles.input}, 'base64')`;

const leaseEnd = (leaseMs: number) => sql`now() + make_interval(secs => ${leaseMs / 1000})`;
const claimable = or(isNull(pictureJobs.claimedBy), lt(pictureJobs.leaseUntil, sql`now()`));

/** Stores the upload as a job waiting to be checked; answers it as GET shows it. */
export async function createPictureJob(
  db: Database,
  owner: string,
  files: readonly ReceivedFile[],
): Promise<PictureJob> {
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await tx.insert(pictureJobs).values({ id, owner });
    await tx.insert(pictureJobFiles).values(
      files.map((file, position) => ({
        jobId: id,
        position,
        fileName: file.fileName,
        ...('bytes' in file ? { input: asBytea(file.bytes) } : { result: file.refused }),
      })),
    );
  });
  const job = await readPictureJob(db, id, owner);
  if (!job) throw new Error(`picture job ${id} vanished while it was created`);
  return job;
}

/** The job with what became of each file so far; null when it is not the owner's (or gone). */
export async function readPictureJob(
  db: Database,
  id: string,
  owner: string,
): Promise<PictureJob | null> {
  const [job] = await db
    .select()
    .from(pictureJobs)
    .where(and(eq(pictureJobs.id, id), eq(pictureJobs.owner, owner)));
  if (!job) return null;
  const files = await db
    .select({ fileName: pictureJobFiles.fileName, result: pictureJobFiles.result })
    .from(pictureJobFiles)
    .where(eq(pictureJobFiles.jobId, id))
    .orderBy(asc(pictureJobFiles.position));
  return {
    id: job.id,
    status: job.status,
    total: files.length,
    checked: files.filter((file) => file.result !== null).length,
    files,
    createdAt: job.createdAt.toISOString(),
    finishedAt: job.finishedAt?.toISOString() ?? null,
  };
}

/** Uploads not finished yet: the owner's, and everyone's. */
export async function unfinishedJobCounts(
  db: Database,
  owner: string,
): Promise<{ owner: number; everyone: number }> {
  const [counts] = await db
    .select({
      everyone: count(),
      owner: sql<number>`count(*) filter (where ${pictureJobs.owner} = ${owner})`.mapWith(Number),
    })
    .from(pictureJobs)
    .where(ne(pictureJobs.status, 'finished'));
  return { owner: counts?.owner ?? 0, everyone: counts?.everyone ?? 0 };
}

/** Takes the job for `runner` unless another process holds a live lease; answers its owner. */
export async function claimPictureJob(
  db: Database,
  id: string,
  runner: string,
  leaseMs: number,
): Promise<{ owner: string } | null> {
  const [claimed] = await db
    .update(pictureJobs)
    .set({ status: 'checking', claimedBy: runner, leaseUntil: leaseEnd(leaseMs) })
    .where(and(eq(pictureJobs.id, id), ne(pictureJobs.status, 'finished'), claimable))
    .returning({ owner: pictureJobs.owner });
  return claimed ?? null;
}

/** Unfinished jobs nobody holds (never started, or whose process is gone), oldest first. */
export async function claimablePictureJobs(db: Database, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: pictureJobs.id })
    .from(pictureJobs)
    .where(and(ne(pictureJobs.status, 'finished'), claimable))
    .orderBy(asc(pictureJobs.createdAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Keeps the runner's leases alive while it works on them. */
export async function renewPictureJobLeases(
  db: Database,
  runner: string,
  ids: readonly string[],
  leaseMs: number,
): Promise<void> {
  if (!ids.length) return;
  await db
    .update(pictureJobs)
    .set({ leaseUntil: leaseEnd(leaseMs) })
    .where(and(inArray(pictureJobs.id, [...ids]), eq(pictureJobs.claimedBy, runner)));
}

/** Lets another process take the job at once (this one is stopping). */
export async function releasePictureJob(db: Database, id: string, runner: string): Promise<void> {
  await db
    .update(pictureJobs)
    .set({ claimedBy: null, leaseUntil: null })
    .where(and(eq(pictureJobs.id, id), eq(pictureJobs.claimedBy, runner)));
}

/** The job's first file not checked yet, with its bytes; null when every file was. */
export async function nextUncheckedFile(
  db: Database,
  jobId: string,
): Promise<{ position: number; fileName: string; input: Buffer } | null> {
  const [file] = await db
    .select({
      position: pictureJobFiles.position,
      fileName: pictureJobFiles.fileName,
      input: inputAsBase64,
    })
    .from(pictureJobFiles)
    .where(and(eq(pictureJobFiles.jobId, jobId), isNull(pictureJobFiles.result)))
    .orderBy(asc(pictureJobFiles.position))
    .limit(1);
  if (!file) return null;
  return { ...file, input: Buffer.from(file.input ?? '', 'base64') };
}

/**
 * Stores a checked file's picture (when it was accepted) and its result in one transaction,
 * only while `runner` still holds the job: a process that lost its lease stores nothing, so
 * the job's results are exactly what the library gained. Answers false when the lease was lost.
 */
export async function recordCheckedFile(
  db: Database,
  checked: {
    jobId: string;
    owner: string;
    runner: string;
    leaseMs: number;
    position: number;
    fileName: string;
    outcome: PreparedOutcome;
  },
): Promise<boolean> {
  const { jobId, owner, runner, leaseMs, position, fileName, outcome } = checked;
  return db.transaction(async (tx) => {
    const held = await tx
      .update(pictureJobs)
      .set({ leaseUntil: leaseEnd(leaseMs) })
      .where(and(eq(pictureJobs.id, jobId), eq(pictureJobs.claimedBy, runner)))
      .returning({ id: pictureJobs.id });
    if (!held.length) return false;
    let result: PictureUploadResult;
    if (outcome.ok) {
      const stored = await storePreparedPicture(tx, outcome.picture, {
        name: fileName,
        uploadedBy: owner,
      });
      result = { ok: true, fileName, ...stored, removed: outcome.picture.removed };
    } else {
      result = { ok: false, fileName, message: fileRefusal(fileName, outcome.reason) };
    }
    const written = await tx
      .update(pictureJobFiles)
      .set({ result, input: null })
      .where(
        and(
          eq(pictureJobFiles.jobId, jobId),
          eq(pictureJobFiles.position, position),
          isNull(pictureJobFiles.result),
        ),
      )
      .returning({ position: pictureJobFiles.position });
    if (!written.length) tx.rollback();
    return true;
  });
}

/** Marks the job finished, when `runner` holds it and every file was checked. */
export async function finishPictureJob(db: Database, id: string, runner: string): Promise<void> {
  await db
    .update(pictureJobs)
    .set({ status: 'finished', finishedAt: sql`now()`, claimedBy: null, leaseUntil: null })
    .where(and(eq(pictureJobs.id, id), eq(pictureJobs.claimedBy, runner)));
}

/**
 * Forgets jobs once their owner has had time to read them: finished ones after `keepMs`, and
 * any job after a day (one that could never be finished).
 */
export async function deleteOldPictureJobs(db: Database, keepMs: number): Promise<number> {
  const deleted = await db
    .delete(pictureJobs)
    .where(
      or(
        and(
          isNotNull(pictureJobs.finishedAt),
          lt(pictureJobs.finishedAt, sql`now() - make_interval(secs => ${keepMs / 1000})`),
        ),
        lt(pictureJobs.createdAt, sql`now() - interval '1 day'`),
      ),
    )
    .returning({ id: pictureJobs.id });
  return deleted.length;
}
