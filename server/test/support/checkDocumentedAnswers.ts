import diagnostics from 'node:diagnostics_channel';
import type { FastifyInstance } from 'fastify';
import { afterAll, expect } from 'vitest';
import { mismatchReport, watchAnswers, type Mismatch } from './documentedAnswers';

/**
 * Set up before every server test file: every answer an app of the file sends is checked
 * against the app's OpenAPI document, and the file fails at its end if one was not as
 * documented. Fastify announces each new instance on this channel before anything is added
 * to it, so the check sees the answers of every route.
 */

const CHANNEL = 'fastify.initialization';
const mismatches: Mismatch[] = [];

const onInstance = (message: unknown) => {
  const { fastify } = message as { fastify: FastifyInstance };
  watchAnswers(fastify, (mismatch) => {
    let test: string | undefined;
    try {
      test = expect.getState().currentTestName;
    } catch {
      test = undefined;
    }
    mismatches.push({ ...mismatch, test });
  });
};

// A worker that runs several files keeps one subscription, for the file it runs now.
const previous = (globalThis as { [CHANNEL]?: (message: unknown) => void })[CHANNEL];
if (previous) diagnostics.unsubscribe(CHANNEL, previous);
(globalThis as { [CHANNEL]?: (message: unknown) => void })[CHANNEL] = onInstance;
diagnostics.subscribe(CHANNEL, onInstance);

afterAll(() => {
  diagnostics.unsubscribe(CHANNEL, onInstance);
  if (mismatches.length === 0) return;
  throw new Error(
    `Answers that are not as the OpenAPI document says (GET /docs):\n${mismatchReport(mismatches)}`,
  );
});
