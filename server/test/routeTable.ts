import type { RouteOptions } from 'fastify';
import { createTestApp, type TestContext } from './helpers';

export interface RouteEntry {
  /** "GET /StoryJson/:id", one per method. */
  key: string;
  method: string;
  url: string;
  schema: RouteOptions['schema'];
}

/**
 * A seeded test app and every route it registered, as Fastify reports them, so tests that
 * must cover all routes cannot miss one added later.
 */
export async function createAppWithRouteTable(
  options: Omit<NonNullable<Parameters<typeof createTestApp>[0]>, 'onRoute'> = {},
): Promise<{
  ctx: TestContext;
  routes: RouteEntry[];
}> {
  const routes: RouteEntry[] = [];
  const ctx = await createTestApp({
    ...options,
    onRoute: (route) => {
      for (const method of [route.method].flat()) {
        routes.push({
          key: `${method} ${route.url}`,
          method,
          url: route.url,
          schema: route.schema,
        });
      }
    },
  });
  routes.sort((a, b) => a.key.localeCompare(b.key));
  return { ctx, routes };
}
