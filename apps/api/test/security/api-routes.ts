// Every API route the app serves, read from Fastify's own route tree, so suites that must cover every
// route (fuzzing, open redirects) cannot miss one added later.
import type { App } from '../../src/app';

export interface ApiRoute {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** With its parameters as Fastify names them, e.g. /api/cart/:id. */
  path: string;
}

const TREE_LINE = /^((?:[│ ] {3})*)[├└]── (\S+) \(([A-Z, ]+)\)$/;

/** The /api routes, without HEAD (Fastify's twin of GET). */
export function apiRoutes(app: App): ApiRoute[] {
  const parents: string[] = [];
  const routes: ApiRoute[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = TREE_LINE.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const path = (parents[depth - 1] ?? '') + (match[2] ?? '');
    parents[depth] = path;
    if (!path.startsWith('/api/')) continue;
    for (const method of (match[3] ?? '').split(', ')) {
      if (method !== 'HEAD' && method !== 'OPTIONS')
        routes.push({ method: method as ApiRoute['method'], path });
    }
  }
  return routes;
}
