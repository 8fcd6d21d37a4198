import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers';
import { AnswerChecker, type Answer } from './support/documentedAnswers';
import { lintOpenApi } from './support/openApiDocument';

type JsonObject = Record<string, unknown>;
interface Operation {
  operationId?: string;
  security?: JsonObject[];
  responses: Record<
    string,
    { description: string; headers?: JsonObject; content?: Record<string, { schema?: unknown }> }
  >;
}
interface Document {
  openapi: string;
  info: { license?: { name: string } };
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
}

const OPERATION_METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const BODY_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];

let ctx: TestContext;
let document: Document;
const routes: RouteOptions[] = [];
beforeAll(async () => {
  ctx = await createTestApp({ seed: false, onRoute: (route) => void routes.push(route) });
  document = (await ctx.app.inject({ method: 'GET', url: '/docs' })).json<Document>();
});
afterAll(async () => ctx.close());

const operations = () =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => OPERATION_METHODS.includes(method))
      .map(([method, operation]) => ({ key: `${method.toUpperCase()} ${path}`, operation })),
  );

/** The routes in the document (Fastify's HEAD twins, static files and /docs are not). */
const documentedRoutes = () =>
  routes.filter(
    (route) => route.method !== 'HEAD' && route.method !== 'OPTIONS' && !route.schema?.hide,
  );

const operationOf = (route: RouteOptions) => {
  const shape = route.url.replace(/:[^/]+/g, '{}');
  const path = Object.keys(document.paths).find(
    (candidate) => candidate.replace(/\{[^}]+\}/g, '{}') === shape,
  );
  const operation = path && document.paths[path]?.[String(route.method).toLowerCase()];
  if (!operation) throw new Error(`${String(route.method)} ${route.url} is not in the document`);
  return operation;
};

const ERROR_REF = { $ref: '#/components/schemas/ApiError' };

describe('the OpenAPI document (GET /docs)', () => {
  it("passes Redocly's recommended rules (redocly.yaml) with no error and no warning", async () => {
    const { exitCode, report } = await lintOpenApi(document as unknown as JsonObject, 'json');
    const { totals, problems } = JSON.parse(report) as {
      totals: { errors: number; warnings: number };
      problems: { ruleId: string; message: string; location: { pointer: string }[] }[];
    };
    const found = problems.map(
      (problem) => `${problem.ruleId} at ${problem.location[0]?.pointer}: ${problem.message}`,
    );
    expect(found).toEqual([]);
    expect(totals).toMatchObject({ errors: 0, warnings: 0 });
    expect(exitCode).toBe(0);
  }, 60_000);

  it('names a server, a licence, and every operation once', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers).toEqual([expect.objectContaining({ url: '/' })]);
    expect(document.info.license?.name).toMatch(/UNLICENSED/);
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(document.paths['/recordings/{id}']?.delete?.operationId).toBe('deleteRecordingsById');
  });

  it('says of every operation whether it needs a token or lets anonymous callers in too', () => {
    for (const { key, operation } of operations()) {
      expect(operation.security, key).toBeDefined();
    }
    const recordingOperations = operations().filter(({ key }) => key.includes(' /recordings'));
    expect(recordingOperations).toHaveLength(5);
    for (const { key, operation } of recordingOperations) {
      expect(operation.security, key).toEqual([{ bearer: [] }]);
    }
    expect(document.paths['/KahaniJson/kahanis']?.get?.security).toEqual([{}, { bearer: [] }]);
    expect(document.paths['/health']?.get?.security).toEqual([{}, { bearer: [] }]);
  });

  it('lists the answers every route can give, with the error schema', () => {
    expect(documentedRoutes().length).toBeGreaterThan(40);
    for (const route of documentedRoutes()) {
      const key = `${String(route.method)} ${route.url}`;
      const { responses } = operationOf(route);
      const common = ['401', '500', '503'];
      for (const status of common) {
        expect(
          responses[status]?.content?.['application/json']?.schema,
          `${key} ${status}`,
        ).toEqual(ERROR_REF);
      }
      expect(responses[503]?.headers, key).toHaveProperty('Retry-After');
      // Node answers a request that does not arrive in time itself, with no body.
      expect(responses[408], key).toBeDefined();
      expect(responses[408]?.content, key).toBeUndefined();
      if (BODY_METHODS.includes(String(route.method))) {
        expect(Object.keys(responses), key).toEqual(expect.arrayContaining(['400', '413', '415']));
        // A route saying why it answers 413 itself (a multipart upload's file limits) keeps it.
        const ownAnswers = (route.schema?.response ?? {}) as Record<string, unknown>;
        if (!ownAnswers[413]) {
          expect(responses[413]?.description, key).toMatch(/^The body is larger than \d+ [KM]iB$/);
        }
      }
      if (route.schema?.params || route.schema?.querystring || route.schema?.body) {
        expect(responses, key).toHaveProperty('400');
      }
    }
  });

  it('lists 429 with Retry-After on every route with a rate limit, and the route’s body limit', () => {
    const limited = documentedRoutes().filter(
      (route) => (route.config as { rateLimit?: unknown } | undefined)?.rateLimit,
    );
    expect(limited.map((route) => `${String(route.method)} ${route.url}`)).toEqual(
      expect.arrayContaining(['POST /fetchAudioAndAlignment', 'POST /errorLog']),
    );
    for (const route of limited) {
      const answer = operationOf(route).responses[429];
      expect(answer?.content?.['application/json']?.schema, route.url).toEqual(ERROR_REF);
      expect(answer?.headers, route.url).toHaveProperty('Retry-After');
    }
    expect(document.paths['/errorLog']?.post?.responses[413]?.description).toMatch(/KiB$/);
    expect(document.paths['/signup']?.post?.responses[413]?.description).toBe(
      'The body is larger than 1 MiB',
    );
  });

  it('documents a body that may be left out as optional, and one that may not as required', () => {
    const attempts = document.paths['/quizzes/{id}/attempts']?.post as unknown as JsonObject;
    expect(attempts.requestBody).toMatchObject({
      required: false,
      content: { 'application/json': { schema: { type: 'object' } } },
    });
    const progress = document.paths['/progress']?.post as unknown as JsonObject;
    expect(progress.requestBody).toMatchObject({ required: true });
  });

  it("documents a picture's address and its deletion as one path, the picture as SVG or raster", () => {
    const pictures = Object.keys(document.paths).filter((path) => path.startsWith('/pictures/{'));
    expect(pictures).toEqual(['/pictures/{hash}']);
    const picture = document.paths['/pictures/{hash}']!;
    expect(Object.keys(picture).sort()).toEqual(['delete', 'get']);
    expect(Object.keys(picture.get!.responses[200]?.content ?? {})).toEqual([
      'image/svg+xml',
      'image/jpeg',
      'image/png',
      'image/webp',
    ]);
    expect(picture.get!.responses[304]?.content).toBeUndefined();
  });
});

describe("the app's page on an address the API shares", () => {
  let webDir: string;
  let web: TestContext;
  beforeAll(async () => {
    webDir = mkdtempSync(join(tmpdir(), 'kahani-web-'));
    writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>Kahani</title>');
    web = await createTestApp({ seed: false, app: { webDir } });
  });
  afterAll(async () => {
    await web.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('is documented beside the JSON answer as text/html', async () => {
    const docs = (await web.app.inject({ method: 'GET', url: '/docs' })).json<Document>();
    const answer = docs.paths['/storiesModification/{id}']?.get?.responses[200];
    expect(Object.keys(answer?.content ?? {})).toEqual(['application/json', 'text/html']);
    // Without the built app, the address answers JSON only.
    const apiOnly = document.paths['/storiesModification/{id}']?.get?.responses[200];
    expect(Object.keys(apiOnly?.content ?? {})).toEqual(['application/json']);
  });
});

describe('checking an answer against the document', () => {
  const answer = (overrides: Partial<Answer>): Answer => ({
    method: 'GET',
    routeUrl: '/health',
    status: 200,
    contentType: 'application/json; charset=utf-8',
    body: '{"ok":true}',
    anonymous: true,
    ...overrides,
  });
  const checker = () => new AnswerChecker(document as unknown as JsonObject);

  it('accepts answers as documented, HEAD and bodiless ones included', () => {
    expect(checker().check(answer({}))).toEqual([]);
    expect(checker().check(answer({ method: 'HEAD', body: '' }))).toEqual([]);
    const notFound = '{"statusCode":404,"error":"Not Found","message":"There is no such picture."}';
    expect(
      checker().check(answer({ routeUrl: '/pictures/:file', status: 404, body: notFound })),
    ).toEqual([]);
    expect(
      checker().check(
        answer({ routeUrl: '/pictures/:file', contentType: 'image/svg+xml', body: '<svg/>' }),
      ),
    ).toEqual([]);
    expect(checker().check(answer({ routeUrl: '/pictures/:file', status: 304, body: '' }))).toEqual(
      [],
    );
  });

  it('finds an undocumented status, another media type and a body off its schema', () => {
    expect(checker().check(answer({ status: 418 }))).toEqual([
      expect.stringMatching(/^status 418 is not documented \(documented: 200, 401, .*\)$/),
    ]);
    expect(
      checker().check(answer({ routeUrl: '/pictures/:file', contentType: 'application/json' })),
    ).toEqual([
      '200 is application/json, documented as image/svg+xml, image/jpeg, image/png, image/webp',
    ]);
    expect(checker().check(answer({ body: '{"ok":"yes"}' }))).toEqual([
      expect.stringMatching(/^200 does not match its schema: \/ok must be boolean/),
    ]);
    expect(checker().check(answer({ status: 500, body: '{"message":"Oops"}' }))).toEqual([
      expect.stringContaining("must have required property 'statusCode'"),
    ]);
    expect(checker().check(answer({ routeUrl: '/nowhere' }))).toEqual([
      'the operation is not in the document',
    ]);
  });

  it('finds answers that break what the document says about tokens', () => {
    expect(checker().check(answer({ routeUrl: '/recordings', body: '{"recordings":[]}' }))).toEqual(
      ['answered 200 without a token, though the document says a token is needed'],
    );
    const refused = '{"statusCode":401,"error":"Unauthorized","message":"Please sign in."}';
    expect(checker().check(answer({ status: 401, body: refused }))).toEqual([
      'refused a caller without a token (401), though the document lets them in',
    ]);
    expect(checker().check(answer({ status: 401, body: refused, anonymous: false }))).toEqual([]);
  });
});
