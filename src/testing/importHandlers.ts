import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect } from 'vitest';
import type { ImportResult } from '../../contract/imports';
import type { ApiClient } from '../lib/apiClient';
import { API } from './server';

/**
 * A stand-in for POST /imports in component tests. The test network loses multipart files
 * (names and contents), so the names are read where the app hands the files to its API client,
 * and the query (preview, publish) from the request itself.
 */

/** A file to choose; `size` pretends a larger file. */
export function bookFile(name: string, size?: number): File {
  const file = new File([`Book file ${name}`], name);
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** One request as the server received it. */
export interface ImportCall {
  names: string[];
  preview: boolean;
  publish: boolean;
}

export const importResult = (
  file: string,
  overrides: Partial<ImportResult> = {},
): ImportResult => ({
  file,
  ok: true,
  storyId: null,
  slug: null,
  languages: ['english'],
  pages: 6,
  reason: null,
  title: 'The Moon Kite',
  pictures: 6,
  licence: { id: 'CC-BY-4.0', words: 'CC-BY' },
  narration: [],
  update: false,
  ...overrides,
});

/** Holds requests until the test lets each one through. */
export function requestGate() {
  const held: (() => void)[] = [];
  return {
    wait: () => new Promise<void>((resolve) => held.push(resolve)),
    /** Lets the oldest held request through, once one is held. */
    async release() {
      await waitFor(() => expect(held.length).toBeGreaterThan(0));
      held.shift()!();
    },
  };
}

interface ImportServerOptions {
  /** The server's result for one file of a request. */
  resultOf: (name: string, call: ImportCall) => ImportResult;
  /** An answer that replaces the usual one (a failure), or undefined. */
  answer?: (call: ImportCall) => Response | undefined;
  /** Holds the imports (not the previews) until released. */
  importGate?: ReturnType<typeof requestGate>;
}

/** Answers as the server does: 200/201 all read, 207 some, 400 none (with every reason). */
export function importServer({ resultOf, answer, importGate }: ImportServerOptions) {
  const calls: ImportCall[] = [];
  /** The names of the files of each request, in the order the app sent them. */
  const sentNames: string[][] = [];
  const handler = http.post(`${API}/imports`, ({ request }) => {
    const url = new URL(request.url);
    const call: ImportCall = {
      names: sentNames[calls.length] ?? [],
      preview: url.searchParams.get('preview') === 'true',
      publish: url.searchParams.get('publish') === 'true',
    };
    calls.push(call);
    return answerCall(call);
  });
  const answerCall = async (call: ImportCall) => {
    if (!call.preview) await importGate?.wait();
    const replaced = answer?.(call);
    if (replaced) return replaced;
    const results = call.names.map((name) => resultOf(name, call));
    const read = results.filter((result) => result.ok).length;
    const status = read === 0 ? 400 : read < results.length ? 207 : call.preview ? 200 : 201;
    return status === 400
      ? HttpResponse.json(
          { statusCode: 400, error: 'Bad Request', message: 'No file could be imported.', results },
          { status },
        )
      : HttpResponse.json({ results }, { status });
  };
  /** Notes the files the app's API client is asked to send (the app makes one request at a time). */
  const watch = (api: ApiClient) => {
    const post = api.post;
    api.post = ((url: string, body?: unknown, config?: unknown) => {
      if (url === '/imports' && body instanceof FormData) {
        sentNames.push(body.getAll('files').map((file) => (file as File).name));
      }
      return post(url, body, config as never);
    }) as ApiClient['post'];
  };
  return { calls, handler, watch };
}
