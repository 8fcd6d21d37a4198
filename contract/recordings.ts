import { z } from 'zod';
import { storyLanguageAnswerSchema, storyLanguageSchema } from './languages';
import { RECORD_ID_MAX } from './limits';
import { pageNumberSchema } from './stories';
import { safeId } from './text';

/**
 * Family voices: a page of a story recorded by a person, aligned word by word on the server.
 * An administrator's recording is the story's narration for everyone in that language; a
 * parent's is heard only by their own account.
 */

export const RECORDING_AUDIENCES = ['everyone', 'private'] as const;
export const recordingAudienceSchema = z.enum(RECORDING_AUDIENCES);
export type RecordingAudience = z.infer<typeof recordingAudienceSchema>;

/** Where a recording belongs: PUT /recordings/:storyId/:page_no/:language (body: audio/wav). */
export const recordingPlaceSchema = z.object({
  storyId: safeId('storyId', RECORD_ID_MAX),
  page_no: z.coerce.number().pipe(pageNumberSchema),
  language: storyLanguageSchema,
});
export type RecordingPlace = z.infer<typeof recordingPlaceSchema>;

export const recordingIdParamsSchema = z.object({
  id: z.uuid({ message: 'must be a recording id' }),
});

export const recordingListQuerySchema = z.object({
  storyId: safeId('storyId', RECORD_ID_MAX),
});

/** One word of a recording: its place in the recorded text (UTF-16) and when it is said. */
export const recordedWordSchema = z.object({
  text: z.string(),
  offset: z.number().int().nonnegative(),
  length: z.number().int().positive(),
  startSeconds: z.number().nonnegative(),
  endSeconds: z.number().nonnegative(),
});
export type RecordedWord = z.infer<typeof recordedWordSchema>;

export const recordingSummarySchema = z.object({
  id: z.string(),
  storyId: z.string(),
  page_no: z.number().int(),
  language: storyLanguageAnswerSchema,
  audience: recordingAudienceSchema,
  /** The recorder's display name. */
  byName: z.string(),
  byMe: z.boolean(),
  durationSeconds: z.number(),
  /** False once the page's text has changed since it was recorded: then it is not played. */
  textMatches: z.boolean(),
  /** Words the aligner could not place; their times are estimates until someone nudges them. */
  unplacedWords: z.array(z.string()),
  /** An administrator has adjusted the word times by hand. */
  timesAdjusted: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RecordingSummary = z.infer<typeof recordingSummarySchema>;

export const recordingListSchema = z.object({ recordings: z.array(recordingSummarySchema) });
export type RecordingList = z.infer<typeof recordingListSchema>;

/** A recording with its audio and word times: for listening back and the timing editor. */
export const recordingDetailSchema = recordingSummarySchema.extend({
  text: z.string(),
  audioBase64: z.string(),
  words: z.array(recordedWordSchema),
});
export type RecordingDetail = z.infer<typeof recordingDetailSchema>;

/** New word times from the timing editor, one pair per word, in order. */
export const recordingTimesSchema = z
  .object({
    words: z
      .array(
        z.object({
          startSeconds: z.number().nonnegative().max(3600),
          endSeconds: z.number().nonnegative().max(3600),
        }),
      )
      .min(1)
      .max(2000),
  })
  .superRefine(({ words }, context) => {
    // Only the first problem is named: one fix at a time is easier to follow.
    for (const [index, word] of words.entries()) {
      const previous = words[index - 1];
      if (!(word.startSeconds < word.endSeconds)) {
        context.addIssue({
          code: 'custom',
          path: ['words', index, 'endSeconds'],
          message: `Word ${index + 1} must end after it starts (it starts at ${word.startSeconds} s and ends at ${word.endSeconds} s).`,
        });
        return;
      }
      if (previous && word.startSeconds < previous.endSeconds) {
        context.addIssue({
          code: 'custom',
          path: ['words', index, 'startSeconds'],
          message: `Word ${index + 1} starts at ${word.startSeconds} s, before word ${index} ends (${previous.endSeconds} s): words must keep the order they are said in.`,
        });
        return;
      }
    }
  });
export type RecordingTimes = z.infer<typeof recordingTimesSchema>;

/** Who recorded what a reader hears, sent with /fetchAudioAndAlignment's answer. */
export const narrationVoiceSchema = z.object({
  recordingId: z.string(),
  audience: recordingAudienceSchema,
  byName: z.string(),
});
export type NarrationVoice = z.infer<typeof narrationVoiceSchema>;
