import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Vite names everything under static/ by its content hash, so it never changes. */
const HASHED_DIR = 'static';
export const HASHED_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** index.html (and any other unhashed file) is revalidated on every load, so a deploy shows at once. */
export const UNHASHED_CACHE_CONTROL = 'no-cache';

/**
 * Client routes whose path is also a GET call of the API (the editor's page and its story).
 * A browser opening such an address gets the page; the app's own calls get JSON.
 */
export const PAGES_SHARED_WITH_API: ReadonlySet<string> = new Set(['/storiesModification/:id']);

function cacheControlFor(webDir: string, filePath: string): string {
  const [top] = relative(webDir, filePath).split(sep);
  return top === HASHED_DIR ? HASHED_CACHE_CONTROL : UNHASHED_CACHE_CONTROL;
}

/** A page load of the browser (an address typed, a link, a reload), never an API call. */
function isPageLoad(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (request.headers['sec-fetch-mode'] === 'navigate') return true;
  return (request.headers.accept ?? '').split(',')[0]?.trim() === 'text/html';
}

/** Unknown paths that look like files stay 404 instead of getting the page. */
const looksLikeFile = (url: string) => /\.[a-z0-9]+$/i.test(url.split('?')[0] ?? '');

function appendVary(reply: FastifyReply, field: string) {
  const current = reply.getHeader('vary');
  const fields = current
    ? String(current)
        .split(',')
        .map((value) => value.trim())
    : [];
  if (!fields.includes(field)) reply.header('vary', [...fields, field].join(', '));
}

function sendPage(reply: FastifyReply) {
  appendVary(reply, 'Accept-Encoding');
  return reply.code(200).sendFile('index.html');
}

/**
 * Serves the built SPA from webDir beside the API: hashed assets cached for a year, index.html
 * revalidated, .br/.gz files sent to clients that accept them, and index.html for the app's
 * own routes (page loads of unknown paths). API calls never get the page.
 */
export const webAppPlugin = fp<{ webDir: string }>(
  async (app: FastifyInstance, { webDir }) => {
    if (!existsSync(join(webDir, 'index.html'))) {
      throw new Error(`WEB_DIR=${webDir} has no index.html; build the app with npm run build`);
    }
    await app.register(fastifyStatic, {
      root: webDir,
      prefix: '/',
      // One route per built file (read at start), so every other path reaches the API or the
      // not-found handler below instead of a catch-all static route.
      wildcard: false,
      globIgnore: ['**/*.br', '**/*.gz'],
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        res.setHeader('Cache-Control', cacheControlFor(webDir, filePath));
      },
    });
    app.addHook('onSend', async (request, reply, payload) => {
      // Only the built files' routes carry a `file` in their config (see @fastify/static).
      const config = request.routeOptions.config as { file?: string } | undefined;
      if (config?.file) appendVary(reply, 'Accept-Encoding');
      return payload;
    });
    app.addHook('onRequest', async (request, reply) => {
      const route = request.routeOptions.url;
      if (route && PAGES_SHARED_WITH_API.has(route) && isPageLoad(request)) {
        return sendPage(reply);
      }
    });
    app.setNotFoundHandler((request, reply) => {
      if (isPageLoad(request) && !looksLikeFile(request.url)) return sendPage(reply);
      return reply.code(404).send({
        statusCode: 404,
        error: 'Not Found',
        message: `Route ${request.method}:${request.url} not found`,
      });
    });
  },
  { name: 'kahani-web-app' },
);
