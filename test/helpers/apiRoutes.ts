import type { FastifyInstance } from 'fastify';

export interface AppRoute {
  method: string;
  /** The route's pattern, e.g. /api/v1/blogs/:id */
  path: string;
}

/**
 * Every route a Fastify instance has, read from its own route tree (printRoutes), so a route added to
 * the server is in the list without a list to update. HEAD (Fastify's twin of each GET) is left out.
 */
export function routesOf(app: FastifyInstance): AppRoute[] {
  const routes: AppRoute[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line.replace(/ {4}|│ {3}/g, (s) => (s.startsWith('│') ? '│' : ' ')));
    if (!m) continue;
    const depth = m[1].length;
    stack.length = depth;
    stack[depth] = m[2];
    const path = stack.join('');
    for (const method of (m[3] ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean))
      if (method !== 'HEAD') routes.push({ method, path });
  }
  return routes;
}
