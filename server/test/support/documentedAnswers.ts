import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';

/**
 * Checks answers of the API against its own OpenAPI document (GET /docs): the status must be
 * listed for the operation, the media type too, a JSON body must match the documented schema,
 * and who was let in must agree with the operation's `security`.
 */

type JsonObject = Record<string, unknown>;

interface ValidationError {
  instancePath: string;
  message?: string;
}
type Validate = ((data: unknown) => boolean) & { errors?: ValidationError[] | null };
interface JsonSchemaValidator {
  compile(schema: object): Validate;
}

// Fastify's own Ajv (8), found beside @fastify/ajv-compiler wherever npm placed it; the
// document is OpenAPI 3.1, whose schemas are JSON Schema 2020-12.
const fastifyRequire = createRequire(createRequire(import.meta.url).resolve('fastify'));
const ajvRequire = createRequire(fastifyRequire.resolve('@fastify/ajv-compiler'));
const Ajv2020 = ajvRequire('ajv/dist/2020').default as new (options: object) => JsonSchemaValidator;
const addFormats = ajvRequire('ajv-formats').default as (ajv: JsonSchemaValidator) => void;

/** One answer as the server sent it. */
export interface Answer {
  method: string;
  /** The route's own URL, as Fastify names it: "/pictures/:file". */
  routeUrl: string;
  status: number;
  /** The Content-Type header, if any. */
  contentType: string | undefined;
  /** The body as sent (text or bytes), undefined when it was a stream. */
  body: string | Buffer | null | undefined;
  /** Whether the request carried no Authorization header. */
  anonymous: boolean;
}

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const shapeOf = (path: string) => path.replace(/\{[^}]+\}/g, '{}').replace(/:[^/]+/g, '{}');

const mediaTypeOf = (contentType: string | undefined) =>
  contentType?.split(';')[0]?.trim().toLowerCase() ?? '';

const isJson = (mediaType: string) =>
  mediaType === 'application/json' || mediaType.endsWith('+json');

/** `#/components/...` references replaced by what they name, so each schema stands alone. */
function inlineReferences(schema: unknown, document: JsonObject, seen: string[] = []): unknown {
  if (Array.isArray(schema)) return schema.map((item) => inlineReferences(item, document, seen));
  if (!isObject(schema)) return schema;
  const reference = schema.$ref;
  if (typeof reference === 'string' && reference.startsWith('#/')) {
    if (seen.includes(reference)) throw new Error(`${reference} refers to itself`);
    const target = reference
      .slice(2)
      .split('/')
      .reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), document);
    if (target === undefined) throw new Error(`${reference} is not in the document`);
    return inlineReferences(target, document, [...seen, reference]);
  }
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [key, inlineReferences(value, document, seen)]),
  );
}

export class AnswerChecker {
  private readonly operations = new Map<string, { path: string; operation: JsonObject }>();
  private readonly validators = new Map<string, Validate>();
  private readonly ajv: JsonSchemaValidator;

  constructor(private readonly document: JsonObject) {
    this.ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(this.ajv);
    for (const [path, pathItem] of Object.entries((document.paths ?? {}) as JsonObject)) {
      if (!isObject(pathItem)) continue;
      for (const [method, operation] of Object.entries(pathItem)) {
        if (isObject(operation)) {
          this.operations.set(`${method.toUpperCase()} ${shapeOf(path)}`, { path, operation });
        }
      }
    }
  }

  /** The operation a route's answers are documented under (HEAD answers as its GET). */
  operationOf(method: string, routeUrl: string) {
    const documented = method === 'HEAD' ? 'GET' : method;
    return this.operations.get(`${documented} ${shapeOf(routeUrl)}`);
  }

  /** What is wrong with an answer, as sentences; none when it is as documented. */
  check(answer: Answer): string[] {
    const found = this.operationOf(answer.method, answer.routeUrl);
    if (!found) return ['the operation is not in the document'];
    const { operation } = found;
    const problems: string[] = [];
    const security = (operation.security ?? this.document.security ?? []) as JsonObject[];
    const tokenNeeded =
      security.length > 0 && !security.some((option) => Object.keys(option).length === 0);
    const mediaType = mediaTypeOf(answer.contentType);
    // The app's page, sent for a browser opening an address the API shares, is no API answer:
    // anyone may load it, and the app then calls the API with its token.
    const isPage = mediaType === 'text/html';
    if (answer.anonymous && tokenNeeded && answer.status < 400 && !isPage) {
      problems.push(
        `answered ${answer.status} without a token, though the document says a token is needed`,
      );
    }
    if (answer.anonymous && !tokenNeeded && answer.status === 401) {
      problems.push('refused a caller without a token (401), though the document lets them in');
    }
    const responses = (operation.responses ?? {}) as JsonObject;
    const statusKey = [String(answer.status), `${String(answer.status)[0]}XX`, 'default'].find(
      (key) => key in responses,
    );
    if (!statusKey) {
      problems.push(
        `status ${answer.status} is not documented (documented: ${Object.keys(responses).join(', ')})`,
      );
      return problems;
    }
    const response = responses[statusKey] as JsonObject;
    const content = (response.content ?? {}) as JsonObject;
    const hasBody = answer.body === undefined || (answer.body !== null && answer.body.length > 0);
    // HTTP sends no body with these, whatever the handler gave.
    const bodiless = answer.method === 'HEAD' || answer.status === 204 || answer.status === 304;
    if (bodiless || !hasBody) return problems;
    const documentedTypes = Object.keys(content);
    if (documentedTypes.length === 0) {
      problems.push(
        `${answer.status} has a body (${mediaType || 'no type'}), but none is documented`,
      );
      return problems;
    }
    const mediaKey = [mediaType, `${mediaType.split('/')[0]}/*`, '*/*'].find(
      (key) => key in content,
    );
    if (!mediaKey) {
      problems.push(
        `${answer.status} is ${mediaType || 'of no type'}, documented as ${documentedTypes.join(', ')}`,
      );
      return problems;
    }
    if (!isJson(mediaType) || answer.body === undefined || answer.body === null) return problems;
    let body: unknown;
    try {
      body = JSON.parse(answer.body.toString());
    } catch {
      problems.push(`${answer.status} is not JSON, though it says ${mediaType}`);
      return problems;
    }
    const validate = this.validatorFor(
      `${answer.method} ${found.path} ${statusKey} ${mediaKey}`,
      (content[mediaKey] as JsonObject | undefined)?.schema,
    );
    if (validate && !validate(body)) {
      const errors = (validate.errors ?? [])
        .slice(0, 3)
        .map((error) => `${error.instancePath || '(body)'} ${error.message ?? 'is not valid'}`);
      problems.push(`${answer.status} does not match its schema: ${errors.join('; ')}`);
    }
    return problems;
  }

  private validatorFor(key: string, schema: unknown): Validate | undefined {
    if (!isObject(schema)) return undefined;
    let validate = this.validators.get(key);
    if (!validate) {
      validate = this.ajv.compile(inlineReferences(schema, this.document) as object);
      this.validators.set(key, validate);
    }
    return validate;
  }
}

/** An answer that was not as documented, and where it was met. */
export interface Mismatch {
  /** "GET /pictures/:file → 200". */
  answer: string;
  problem: string;
  /** The test that received it, when known. */
  test: string | undefined;
}

/**
 * Watches every answer `app` sends (it must be a fresh instance: the hook has to be in place
 * before any route is added) and tells `report` of each one that is not as documented. Apps
 * without an OpenAPI document, and routes left out of it (static files, /docs), are skipped.
 */
export function watchAnswers(
  app: FastifyInstance,
  report: (mismatch: Omit<Mismatch, 'test'>) => void,
): void {
  let checker: AnswerChecker | undefined;
  app.addHook('onSend', (request, reply, payload, done) => {
    try {
      const { url: routeUrl, method, schema } = request.routeOptions;
      if (routeUrl && !schema?.hide && typeof app.swagger === 'function') {
        checker ??= new AnswerChecker(app.swagger() as unknown as JsonObject);
        const contentType = reply.getHeader('content-type');
        const answer: Answer = {
          method: String(method),
          routeUrl,
          status: reply.statusCode,
          contentType: contentType === undefined ? undefined : String(contentType),
          body:
            typeof payload === 'string' || Buffer.isBuffer(payload) || payload === null
              ? payload
              : payload === undefined
                ? null
                : undefined,
          anonymous: !request.headers.authorization,
        };
        for (const problem of checker.check(answer)) {
          report({ answer: `${answer.method} ${routeUrl} → ${answer.status}`, problem });
        }
      }
    } catch (error) {
      report({
        answer: `${request.method} ${request.url}`,
        problem: `not checked: ${String(error)}`,
      });
    }
    done(null, payload);
  });
}

/** The mismatches of a test file, one line each (with how often), for a failure message. */
export function mismatchReport(mismatches: readonly Mismatch[]): string {
  const counted = new Map<string, { count: number; tests: Set<string> }>();
  for (const { answer, problem, test } of mismatches) {
    const key = `${answer}: ${problem}`;
    const entry = counted.get(key) ?? { count: 0, tests: new Set<string>() };
    entry.count += 1;
    if (test) entry.tests.add(test);
    counted.set(key, entry);
  }
  return [...counted]
    .map(([line, { count, tests }]) => {
      const times = count > 1 ? ` (${count} times)` : '';
      const where = tests.size ? `\n    in: ${[...tests].slice(0, 3).join(' | ')}` : '';
      return `  ${line}${times}${where}`;
    })
    .join('\n');
}
