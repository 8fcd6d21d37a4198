import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
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
} from '../../../contract/recordings';
import { HttpError } from '../auth/plugin';
import type { Caller } from '../auth/verifier';
import { stories, users } from '../db/schema';
import { assertCanView } from '../domain/access';
import { publicName } from '../domain/publicName';
import { AlignmentFailed, type Aligner } from '../recordings/aligner';
import { encodeMp3 } from '../recordings/encodeMp3';
import {
  deleteRecordingRow,
  findRecording,
  listRecordings,
  recordingDetail,
  recordingSummary,
  saveRecording,
  updateRecordingTimes,
  type RecordingRow,
} from '../recordings/recordingStore';
import { readWav, RecordingRefused, toFloat32 } from '../recordings/wav';
import { estimateWordTimes } from '../recordings/wordAlignment';
import type { RouteDeps } from '../routeDeps';

/** The longest a recording may take to align and encode before its request is given up. */
const PROCESSING_TIME_LIMIT_MS = 180_000;

const errors = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
};

/**
 * Family voices: a signed-in person records a page; an administrator's recording is the
 * story's narration for everyone, anyone else's is heard only by their own account.
 */
export const recordingRoutes: FastifyPluginAsyncZod<RouteDeps & { aligner: Aligner }> = async (
  app,
  { db, aligner },
) => {
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

  app.put(
    '/recordings/:storyId/:page_no/:language',
    {
      bodyLimit: RECORDING_BYTES_MAX,
      schema: {
        tags: ['recordings'],
        summary: 'Record a page (16-bit PCM WAV body); answers its word-aligned summary',
        params: recordingPlaceSchema,
        response: { 200: recordingSummarySchema, 201: recordingSummarySchema, ...errors },
      },
    },
    async (request, reply) => {
      const caller = app.requireCaller(request);
      // Aligning and encoding a long page can outlast the idle limit of a quiet socket.
      request.raw.socket?.setTimeout?.(PROCESSING_TIME_LIMIT_MS);
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
      const samples = toFloat32(recording.samples);
      let words: RecordedWord[];
      let unplacedWords: string[] = [];
      try {
        words = await aligner.align({ samples, sampleRate: recording.sampleRate, text, language });
      } catch (error) {
        if (!(error instanceof AlignmentFailed)) throw error;
        request.log.info({ storyId, page_no, language, words: error.words }, error.message);
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
      const audio = await encodeMp3(recording.samples, recording.sampleRate);
      const { row, replaced } = await saveRecording(db, {
        storyId,
        pageNo: page_no,
        language,
        audience: app.isAdmin(caller) ? 'everyone' : 'private',
        recordedBy: caller.uid,
        recorderName: await nameOf(caller),
        text,
        audio,
        durationSeconds: recording.durationSeconds,
        words,
        unplacedWords,
      });
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
        params: recordingIdParamsSchema,
        body: recordingTimesSchema,
        response: { 200: recordingSummarySchema, ...errors },
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
      const last = times.at(-1)!;
      if (last.endSeconds > row.durationSeconds + 0.05) {
        throw new HttpError(
          400,
          `body.words: a word ends at ${last.endSeconds} s, after the recording’s end (${row.durationSeconds.toFixed(2)} s).`,
        );
      }
      const words = row.words.map((word, i) => ({
        ...word,
        startSeconds: times[i]!.startSeconds,
        endSeconds: times[i]!.endSeconds,
      }));
      const updated = await updateRecordingTimes(db, row.id, words);
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
      },
    },
    async (request) => {
      const caller = app.requireCaller(request);
      const row = visibleTo(await findRecording(db, request.params.id), caller);
      changeableBy(row, caller);
      await deleteRecordingRow(db, row.id);
      return { ok: true as const };
    },
  );
};
