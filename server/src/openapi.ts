import { STATUS_CODES } from 'node:http';
import type { FastifyDynamicSwaggerOptions, SwaggerTransform } from '@fastify/swagger';
import type { FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { errorSchema } from '../../contract/api';

/**
 * The OpenAPI document served at /docs, made to say what the server does: every operation
 * says who may call it, lists the answers every route can give besides its own, and is named;
 * answers that are not JSON carry their own media type.
 *
 * Version 3.1, so its schemas are plain JSON Schema (2020-12) that any validator checks as
 * written (3.0's `nullable` and boolean `exclusiveMinimum` are not JSON Schema).
 */
export const OPENAPI_VERSION = '3.1.0';

type Security = NonNullable<FastifySchema['security']>;

/**
 * A route that needs a signed-in caller says so in its schema (`security: [{ bearer: [] }]`);
 * every other one serves anonymous callers too. A token sent is verified on every route (the
 * auth plugin refuses a bad one with 401), so such a route also lists the bearer scheme.
 */
export const ANYONE: Security = [{}, { bearer: [] }];

/** The name of the error schema shared by every error answer in the document. */
export const ERROR_SCHEMA_NAME = 'ApiError';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Seconds to wait, as @fastify/rate-limit, the answer deadline and the routes' own refusals
 * (queues, quotas) send it with 429 and 503; optional, since a 503 that waiting would not
 * help (a feature not set up on the server) has none.
 */
const RETRY_AFTER = {
  'Retry-After': {
    type: 'integer',
    minimum: 0,
    description: 'Seconds to wait before trying again',
  },
};
const ANSWERS_WITH_RETRY_AFTER = ['429', '503'];

export interface DocumentSettings {
  /** The app's body limit in bytes, for routes that do not set their own. */
  bodyLimit: number;
  /** GET routes whose address a browser may also open for the app's page (text/html). */
  pagesSharedWithApi?: ReadonlySet<string>;
}

type JsonObject = Record<string, unknown>;

/**
 * "GET", "/recordings/:storyId/:page_no/:language" → "getRecordingsByStoryIdByPageNoByLanguage".
 * A route may name its operation itself (`schema.operationId`).
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => (segment.startsWith(':') ? ['by', segment.slice(1)] : [segment]))
    .flatMap((word) => word.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  return [
    method.toLowerCase(),
    ...words.map((word) => word[0]!.toUpperCase() + word.slice(1)),
  ].join('');
}

const bytesText = (bytes: number) =>
  bytes % 1_048_576 === 0 ? `${bytes / 1_048_576} MiB` : `${Math.round(bytes / 1024)} KiB`;

/** The answers any route can give, added where a route does not list them itself. */
function commonAnswers(
  route: RouteOptions,
  schema: FastifySchema,
  settings: DocumentSettings,
  error: JsonObject,
): Record<string, JsonObject> {
  const methods = [route.method].flat();
  const takesBody = methods.some((method) => BODY_METHODS.has(method));
  const readsInput = Boolean(schema.body || schema.querystring || schema.params || schema.headers);
  const signedInOnly = !(schema.security ?? ANYONE).some((need) => Object.keys(need).length === 0);
  const answer = (description: string, extra: JsonObject = {}) => ({
    ...error,
    ...extra,
    'x-response-description': description,
  });
  const answers: Record<string, JsonObject> = {};
  if (takesBody || readsInput) {
    answers[400] = answer('The request is not valid; the message says what to change');
  }
  answers[401] = answer(
    signedInOnly
      ? 'No sign-in: the token is missing, not valid or expired'
      : 'The token sent is not valid or has expired (send none to call anonymously)',
  );
  // Node answers these itself, before any route runs, with no body.
  answers[408] = {
    type: 'null',
    'x-response-description': 'The request did not arrive in time; nothing was done',
  };
  if (takesBody) {
    answers[413] = answer(
      `The body is larger than ${bytesText(route.bodyLimit ?? settings.bodyLimit)}`,
    );
    answers[415] = answer('The body is of a type this operation does not read');
  }
  if ((route.config as { rateLimit?: unknown } | undefined)?.rateLimit) {
    answers[429] = answer('Too many requests: wait as Retry-After says', { headers: RETRY_AFTER });
  }
  answers[500] = answer('Something went wrong on the server');
  answers[503] = answer('The server is busy or stopping: try again as Retry-After says', {
    headers: RETRY_AFTER,
  });
  return answers;
}

/** The app's page beside a GET's JSON, for a browser opening the address. */
function withPage(answer: JsonObject): JsonObject {
  const { description, ...json } = answer;
  return {
    description:
      description ?? 'The JSON answer, or the app’s page when a browser opens the address',
    content: {
      'application/json': { schema: json },
      'text/html': {
        schema: {
          type: 'string',
          description:
            'The app’s page, for a browser opening the address (Accept: text/html), signed in or not',
        },
      },
    },
  };
}

/** The error schema as the zod transform writes it, found once for the whole document. */
interface ErrorShape {
  json?: JsonObject;
}

function describeRoute(settings: DocumentSettings, errorShape: ErrorShape): SwaggerTransform {
  return (input) => {
    const { schema: transformed, url } = jsonSchemaTransform(input);
    const schema: FastifySchema = transformed ?? {};
    if (schema.hide) return { schema, url };
    const { route } = input;
    errorShape.json ??= (
      jsonSchemaTransform({ ...input, schema: { response: { 400: errorSchema } } }).schema
        .response as Record<string, JsonObject>
    )[400]!;
    const own = { ...(schema.response as Record<string, JsonObject> | undefined) };
    const methods = [route.method].flat();
    if (methods.includes('GET') && settings.pagesSharedWithApi?.has(route.url) && own[200]) {
      own[200] = withPage(own[200]);
    }
    for (const status of ANSWERS_WITH_RETRY_AFTER) {
      const answer = own[status];
      if (answer && !answer.content && !answer.headers)
        own[status] = { ...answer, headers: RETRY_AFTER };
    }
    return {
      url,
      schema: {
        ...schema,
        operationId: schema.operationId ?? operationIdOf(methods[0]!, route.url),
        security: schema.security ?? ANYONE,
        response: { ...commonAnswers(route, schema, settings, errorShape.json), ...own },
      },
    };
  };
}

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const operationsOf = (pathItem: JsonObject) =>
  Object.entries(pathItem).filter(
    (entry): entry is [string, JsonObject] =>
      ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'].includes(entry[0]) &&
      isObject(entry[1]),
  );

const paramNames = (path: string) => [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);

/**
 * Routes that differ only in a parameter's name (DELETE /pictures/:hash, GET /pictures/:file)
 * are one path to a client: they are documented under the first one's names.
 */
function mergeSamePaths(paths: JsonObject): void {
  const firstOfShape = new Map<string, string>();
  for (const [path, pathItem] of Object.entries(paths)) {
    const shape = path.replace(/\{[^}]+\}/g, '{}');
    const first = firstOfShape.get(shape);
    if (first === undefined) {
      firstOfShape.set(shape, path);
      continue;
    }
    const target = paths[first] as JsonObject;
    const names = paramNames(first);
    const ours = paramNames(path);
    for (const [method, operation] of operationsOf(pathItem as JsonObject)) {
      if (target[method]) throw new Error(`${method.toUpperCase()} ${first} is defined twice`);
      for (const parameter of (operation.parameters as JsonObject[] | undefined) ?? []) {
        const index = parameter.in === 'path' ? ours.indexOf(String(parameter.name)) : -1;
        if (index < 0 || names[index] === parameter.name) continue;
        parameter.description ??= `Called “${String(parameter.name)}” in this operation’s messages`;
        parameter.name = names[index];
      }
      target[method] = operation;
    }
    delete paths[path];
  }
}

/** Walks every response of the document. */
function* responsesOf(paths: JsonObject): Generator<[status: string, response: JsonObject]> {
  for (const pathItem of Object.values(paths)) {
    for (const [, operation] of operationsOf(pathItem as JsonObject)) {
      for (const entry of Object.entries((operation.responses as JsonObject | undefined) ?? {})) {
        if (isObject(entry[1])) yield [entry[0], entry[1]];
      }
    }
  }
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A body that may be left out (its schema also takes null, as Fastify validates an absent
 * body): @fastify/swagger marks every body required, so it is documented as optional here.
 */
function markOptionalBody(operation: JsonObject): void {
  const body = operation.requestBody;
  if (!isObject(body) || !isObject(body.content)) return;
  const json = body.content['application/json'];
  const alternatives = isObject(json) && isObject(json.schema) ? json.schema.anyOf : undefined;
  if (!Array.isArray(alternatives) || alternatives.length !== 2) return;
  const present = alternatives.filter((schema) => !sameJson(schema, { type: 'null' }));
  if (present.length !== 1 || !isObject(json)) return;
  json.schema = present[0];
  body.required = false;
}

function finishDocument(document: JsonObject, errorShape: ErrorShape): JsonObject {
  const paths = (document.paths ?? {}) as JsonObject;
  mergeSamePaths(paths);
  const components = (document.components ?? {}) as JsonObject;
  const schemas = (components.schemas ?? {}) as JsonObject;
  const operationIds = new Set<string>();
  for (const pathItem of Object.values(paths)) {
    for (const [method, operation] of operationsOf(pathItem as JsonObject)) {
      const id = String(operation.operationId);
      if (operationIds.has(id)) throw new Error(`operationId ${id} is used twice (${method})`);
      operationIds.add(id);
      markOptionalBody(operation);
    }
  }
  for (const [status, response] of responsesOf(paths)) {
    if (response.description === 'Default Response') {
      response.description = STATUS_CODES[Number(status)] ?? 'Answer';
    }
    const json = (response.content as JsonObject | undefined)?.['application/json'];
    if (!isObject(json) || !isObject(json.schema)) continue;
    // Every error answer shares one schema, described once.
    const { description: _description, ...shape } = json.schema;
    if (errorShape.json && sameJson(shape, errorShape.json)) {
      json.schema = { $ref: `#/components/schemas/${ERROR_SCHEMA_NAME}` };
    }
  }
  if (errorShape.json) schemas[ERROR_SCHEMA_NAME] = errorShape.json;
  return { ...document, components: { ...components, schemas } };
}

const TAGS = [
  ['health', 'Whether the server is up'],
  ['users', 'Signing up and one’s own profile'],
  ['stories', 'Published stories, one’s own requests and asking for a new story'],
  ['editing', 'Administrators review, edit and publish stories'],
  ['inbox', 'Messages to a parent'],
  ['reading', 'Reading progress and the points it earns'],
  ['reader', 'The reader’s settings, kept with the account'],
  ['children', 'A family’s child profiles and the family view of each child’s reading'],
  ['narration', 'A page read aloud, with the time of every character'],
  ['recordings', 'Family voices: pages recorded by a parent or an administrator'],
  ['quizzes', 'Quizzes about stories: written by parents, approved, played'],
  ['leaderboard', 'Points of the families, by period'],
  ['board', 'The families’ message board'],
  ['pictures', 'The picture library of the stories (SVG)'],
  ['accounts', 'Administrators remove accounts and everything kept for them'],
  ['errors', 'Errors the app met, reported for the administrators'],
].map(([name, description]) => ({ name: name!, description: description! }));

/** @fastify/swagger's options for the app's document. */
export function openApiOptions(settings: DocumentSettings): FastifyDynamicSwaggerOptions {
  const errorShape: ErrorShape = {};
  return {
    openapi: {
      openapi: OPENAPI_VERSION,
      info: {
        title: 'Kahani API',
        version: '1.0.0',
        description:
          'Children’s stories to read and hear in eight languages. Sign in with Firebase Authentication and send its ID token as a bearer token; operations open to anonymous callers verify a token when one is sent.',
        license: { name: 'UNLICENSED: all rights reserved, not published under a licence' },
      },
      // Relative: the API answers on the host that serves this document.
      servers: [{ url: '/', description: 'The server that serves this document' }],
      tags: TAGS,
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'A Firebase Authentication ID token',
          },
        },
      },
    },
    transform: describeRoute(settings, errorShape),
    transformObject: (documentObject) =>
      finishDocument(
        ('openapiObject' in documentObject
          ? documentObject.openapiObject
          : documentObject.swaggerObject) as JsonObject,
        errorShape,
      ),
  };
}
