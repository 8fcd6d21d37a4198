import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, okSchema } from '../../../contract/api';
import { RECORDING_BYTES_MAX } from '../../../contract/limits';
import { pageTextIn } from '../../../contract/stories';
import {
  recordingDetailSchema,
  recordingIdParamsSchema,
  recordingListQuerySchema,
  recordingListSchema,
  recordingPlaceSchema,
  recordingSummarySchema,
  recordingTimesSchema,
  type RecordedWord,
  type RecordingPlace,
} from '../../../contract/recordings';
import { HttpError } from '../auth/plugin';
import type { Caller } from '../auth/verifier';
import { stories, users } from '../db/schema';
import { assertCanView } from '../domain/access';
import { withLiveAccount } from '../domain/liveAccount';
import { publicName } from '../domain/publicName';
import { AlignmentFailed, type Aligner } from '../recordings/aligner';
import { createMp3Encoder } from '../recordings/encodeMp3';
import {
  deleteRecordingRow,
  findRecording,
  listRecordings,
  recordingDetail,
  recordingSummary,
  reportedSeconds,
  saveRecording,
  updateRecordingTimes,
  type RecordingRow,
} from '../recordings/recordingStore';
import { createRecordingQueue, type RecordingLimits } from '../recordings/recordingQueue';
import {
  monoSamples,
  readWav,
  RecordingRefused,
  toFloat32,
  type WavRecording,
} from '../recordings/wav';
import { estimateWordTimes, tidyWordTimes } from '../recordings/wordAlignment';
import type { RouteDeps } from '../routeDeps';
import { QueueRefusal } from '../workers/fairQueue';
import { sendRefusal } from './refusals';

/**
 * The longest a recording takes once its turn has come: the aligner gives up after 120 s,
 * and encoding even a two-minute recording takes seconds.
 */
const PROCESSING_TIME_LIMIT_MS = 180_000;

const errors = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
};
const security = [{ bearer: [] }];

/** Aborts when the caller goes away (or has gone) before the answer was sent. */
function abandonment(request: FastifyRequest, reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  const abandon = () => {
    if (!reply.raw.writableEnded) {
      controller.abort(new HttpError(503, 'The upload was abandoned before its turn came.'));
    }
  };
  if (reply.raw.closed || request.raw.socket?.destroyed) abandon();
  else reply.raw.once('close', abandon);
  return controller.signal;
}

/**
 * Where the timing editor may place words: the recording's end as the API reports it, or to
 * the millisecond the editor works in.
 */
const recordingEnd = (row: RecordingRow) =>
  Math.max(Math.ceil(row.durationSeconds * 1000) / 1000, reportedSeconds(row.durationSeconds));

/**
 * Family voices: a signed-in person records a page; an administrator's recording is the
 * story's narration for everyone, anyone else's is heard only by their own account.
 */
export const recordingRoutes: FastifyPluginAsyncZod<
  RouteDeps & { aligner: Aligner; limits: RecordingLimits }
> = async (app, { db, aligner, limits }) => {
  // One turn at a time per worker, in turn across accounts (see FairQueue).
  const queue = createRecordingQueue(limits, aligner.workers ?? 1);
  // Each turn aligns and then encodes, so there are as many encoding threads as turns.
  const encoder = createMp3Encoder(aligner.workers ?? 1);
  app.addHook('onClose', () => encoder.close());

  // The recording arrives as the WAV's bytes; any other body is read as bytes too, so it is
  // refused with a sentence (400) rather than an unsupported type.
  app.addContentTypeParser(
    ['audio/wav', 'audio/x-wav', 'audio/wave', 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit: RECORDING_BYTES_MAX },
    (_request, body, done) => done(null, body),
  );

  const storyOf = async (request: FastifyRequest, storyId: string) => {
    const [row] = await db.select().from(stories).where(eq(stories.id, storyId));
    return assertCanView(app, request, row);
  };

  /** The text a page has now, in the recording's language (undefined when the page is gone). */
  const currentTextOf = async (row: RecordingRow, request: FastifyRequest) => {
    const [story] = await db.select().from(stories).where(eq(stories.id, row.storyId));
    if (!story) return undefined;
    assertCanView(app, request, story);
    const page = story.pages[row.pageNo - 1];
    return page ? pageTextIn(page, row.language as never).trim() : undefined;
  };

  const nameOf = async (caller: Caller) => {
    const [user] = await db
      .select({ username: users.username })
      .from(users)
      .where(eq(users.uid, caller.uid));
    return publicName(user?.username ?? caller.name);
  };

  /** Private recordings exist only for their owner; the story's may be changed by admins. */
  const visibleTo = (row: RecordingRow | undefined, caller: Caller): RecordingRow => {
    if (!row || (row.audience === 'private' && row.recordedBy !== caller.uid)) {
      throw new HttpError(404, 'Recording not found');
    }
    return row;
  };
  const changeableBy = (row: RecordingRow, caller: Caller) => {
    if (row.audience === 'everyone' && !app.isAdmin(caller)) {
      throw new HttpError(403, 'Only administrators can change a story’s narration.');
    }
  };

  /**
   * A recording's word times and MP3: the work that waits for its turn. Encoding is part of
   * the turn, so no more threads work on recordings at once than the machine has workers.
   */
  const prepareRecording = async (
    recording: WavRecording,
    text: string,
    language: RecordingPlace['language'],
    request: FastifyRequest,
  ) => {
    const pcm = monoSamples(recording);
    const samples = toFloat32(pcm);
    let words: RecordedWord[];
    let unplacedWords: string[] = [];
    try {
      words = await aligner.align({ samples, sampleRate: recording.sampleRate, text, language });
    } catch (error) {
      if (!(error instanceof AlignmentFailed)) throw error;
      request.log.info({ language, words: error.words }, error.message);
      // No word named: nothing in the recording sounded like speech.
      if (error.words.length === 0) {
        throw new HttpError(
          400,
          'No voice could be heard in the recording. Record again, a little closer to the microphone.',
        );
      }
      words = estimateWordTimes(text, samples, recording.sampleRate);
      unplacedWords = error.words;
    }
    const audio = await encoder.encode(pcm, recording.sampleRate);
    return { words: tidyWordTimes(words, recording.durationSeconds), unplacedWords, audio };
  };

  app.put(
    '/recordings/:storyId/:page_no/:language',
    {
      bodyLimit: RECORDING_BYTES_MAX,
      // The turn and the processing are bounded on their own, past the default answer time.
      config: { answerTimeoutMs: limits.maxWaitMs + PROCESSING_TIME_LIMIT_MS },
      schema: {
        tags: ['recordings'],
        summary: 'Record a page (16-bit PCM WAV body); answers its word-aligned summary',
        description:
          'Recordings wait for the aligner in turn across accounts. 429: the caller already has ' +
          'as many recordings on their way as one may; 503: too many are waiting, or one waited ' +
          'too long. Both say when to try again in Retry-After.',
        params: recordingPlaceSchema,
        response: {
          200: recordingSummarySchema,
          201: recordingSummarySchema,
          ...errors,
          413: errorSchema,
          429: errorSchema,
          503: errorSchema,
        },
        security,
      },
    },
    async (request, reply) => {
      const caller = app.requireCaller(request);
      const { storyId, page_no, language } = request.params;
      const story = await storyOf(request, storyId);
      const page = story.pages[page_no - 1];
      if (!page) throw new HttpError(404, `Page ${page_no} not found in this story`);
      const text = pageTextIn(page, language).trim();
      if (!text) {
        throw new HttpError(404, `This page has no text in ${language} to record yet`);
      }
      if (!Buffer.isBuffer(request.body)) {
        throw new HttpError(400, 'Send the recording as a WAV file (Content-Type: audio/wav).');
      }
      let recording;
      try {
        recording = readWav(request.body);
      } catch (error) {
        if (error instanceof RecordingRefused) throw new HttpError(400, error.message);
        throw error;
      }
      let prepared;
      try {
        prepared = await queue.run(
          caller.uid,
          () => prepareRecording(recording, text, language, request),
          abandonment(request, reply),
        );
      } catch (error) {
        if (error instanceof QueueRefusal) return sendRefusal(reply, error);
        throw error;
      }
      const recorderName = await nameOf(caller);
      // Stored only while the account exists: one removed during the alignment gets nothing.
      const { row, replaced } = await withLiveAccount(db, caller.uid, (tx) =>
        saveRecording(tx, {
          storyId,
          pageNo: page_no,
          language,
          audience: app.isAdmin(caller) ? 'everyone' : 'private',
          recordedBy: caller.uid,
          recorderName,
          text,
          durationSeconds: recording.durationSeconds,
          ...prepared,
        }),
      );
      return reply.code(replaced ? 200 : 201).send(recordingSummary(row, caller.uid, text));
    },
  );

  app.get(
    '/recordings',
    {
      schema: {
        tags: ['recordings'],
        summary: 'The recordings of a story the caller hears: the story’s and their own',
        querystring: recordingListQuerySchema,
        response: { 200: recordingListSchema, ...errors },
        security,
      },
    },
    async (request) => {
      const caller = app.requireCaller(request);
      const story = await storyOf(request, request.query.storyId);
      const rows = await listRecordings(db, story.id, caller.uid);
      return {
        recordings: rows.map((row) => {
          const page = story.pages[row.pageNo - 1];
          const text = page ? pageTextIn(page, row.language as never).trim() : undefined;
          return recordingSummary(row, caller.uid, text);
        }),
      };
    },
  );

  app.get(
    '/recordings/:id',
    {
      schema: {
        tags: ['recordings'],
        summary: 'A recording with its MP3 and word times',
        params: recordingIdParamsSchema,
        response: { 200: recordingDetailSchema, ...errors },
        security,
      },
    },
    async (request) => {
      const caller = app.requireCaller(request);
      const row = visibleTo(await findRecording(db, request.params.id), caller);
      return recordingDetail(row, caller.uid, await currentTextOf(row, request));
    },
  );

  app.put(
    '/recordings/:id/times',
    {
      schema: {
        tags: ['recordings'],
        summary: 'Word times adjusted by hand, one start and end per word in order',
        description:
          'Every time lies within the recording, each word ends after it starts and starts ' +
          'no earlier than the word before it ends.',
        params: recordingIdParamsSchema,
        body: recordingTimesSchema,
        response: { 200: recordingSummarySchema, ...errors },
        security,
      },
    },
    async (request) => {
      const caller = app.requireCaller(request);
      const row = visibleTo(await findRecording(db, request.params.id), caller);
      changeableBy(row, caller);
      const times = request.body.words;
      if (times.length !== row.words.length) {
        throw new HttpError(
          400,
          `body.words: this recording has ${row.words.length} words; ${times.length} times were sent.`,
        );
      }
      const end = recordingEnd(row);
      // The body's own checks put the words in order, so the first one past the end is named.
      const late = times.findIndex((time) => time.endSeconds > end);
      if (late >= 0) {
        const path = `body.words.${late}.endSeconds`;
        const message = `Word ${late + 1} (“${row.words[late]!.text}”) ends at ${times[late]!.endSeconds} s, after the recording’s end (${end} s).`;
        throw new HttpError(400, `${path}: ${message}`, [
          { path, code: 'too_big', limit: end, message },
        ]);
      }
      const words = row.words.map((word, i) => ({
        ...word,
        startSeconds: times[i]!.startSeconds,
        endSeconds: times[i]!.endSeconds,
      }));
      const updated = await withLiveAccount(db, caller.uid, (tx) =>
        updateRecordingTimes(tx, row.id, words),
      );
      if (!updated) throw new HttpError(404, 'Recording not found');
      return recordingSummary(updated, caller.uid, await currentTextOf(updated, request));
    },
  );

  app.delete(
    '/recordings/:id',
    {
      schema: {
        tags: ['recordings'],
        summary: 'Delete a recording (the story’s: administrators; a private one: its owner)',
        params: recordingIdParamsSchema,
        response: { 200: okSchema, ...errors },
        security,
      },
    },
    async (request) => {
      const caller = app.requireCaller(request);
      const row = visibleTo(await findRecording(db, request.params.id), caller);
      changeableBy(row, caller);
      await withLiveAccount(db, caller.uid, (tx) => deleteRecordingRow(tx, row.id));
      return { ok: true as const };
    },
  );
};
