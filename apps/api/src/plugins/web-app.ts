// Serves the built web app: hashed assets cached for a year, and index.html for every page the app routes.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasPage } from '@kaushal/shared/routes';
import fp from 'fastify-plugin';
import { sendError } from './error-handler';
import { dataPreloads } from './data-preloads';
import { routePreloads } from './route-preloads';

export interface WebAppOptions {
  /** The `vite build` output; when it is missing only the API is served. */
  distDir: string;
  /** Tells the page to measure and report Core Web Vitals. */
  webVitals: boolean;
  /** Payments go to the offline test gateway: every page says so before any script runs. */
  testMode: boolean;
}

/** The switch the page reads at start-up (see apps/web/src/main.tsx). */
const WEB_VITALS_META = '<meta name="web-vitals" content="on" />';
/** Styled by `.test-mode-ribbon` in apps/web/src/index.css; part of the HTML, so no page can miss it. */
// A landmark of its own, so the page's content stays within landmarks for assistive technology.
const TEST_MODE_RIBBON =
  '<aside class="test-mode-ribbon" aria-label="Test mode">Test mode: no real payments</aside>';

function wantsPage(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !request.url.startsWith('/api/') &&
    (request.headers.accept ?? '').includes('text/html')
  );
}

export const webApp = fp(async (app: FastifyInstance, options: WebAppOptions) => {
  const assetsDir = join(options.distDir, 'assets');
  // Vite fingerprints everything under assets/, so those files never change under a name; the page
  // itself must be revalidated so a new release is picked up at once.
  const cacheControlFor = (path: string) =>
    path.startsWith(assetsDir)
      ? 'public, max-age=31536000, immutable'
      : path.endsWith('index.html')
        ? 'no-cache'
        : 'public, max-age=3600';
  const indexFile = join(options.distDir, 'index.html');
  const hasIndex = existsSync(indexFile);
  // The page is small and the same for everyone: read once, switched on for web vitals if asked;
  // only the preloads of the route it opens on (its code and its first API reads) differ.
  const built = hasIndex ? readFileSync(indexFile, 'utf8') : '';
  const page = options.testMode ? built.replace('<body>', `<body>${TEST_MODE_RIBBON}`) : built;
  const preloadsFor = routePreloads(options.distDir);
  const headExtras = options.webVitals ? WEB_VITALS_META : '';
  const pageFor = (request: FastifyRequest) => {
    const [path = '/', query = ''] = request.url.split('?', 2);
    const preloads =
      preloadsFor(path) + dataPreloads(path, new URLSearchParams(query), request.user !== null);
    return page.replace('</head>', `${preloads}${headExtras}</head>`);
  };
  if (hasIndex) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each file; they are sent as they are.
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply, path) {
        void reply.header('vary', 'accept-encoding').header('cache-control', cacheControlFor(path));
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    if (hasIndex && wantsPage(request)) {
      // The app shows its not-found page there; the status tells search engines and link checkers.
      const [path = '/'] = request.url.split('?', 1);
      return reply
        .code(hasPage(path) ? 200 : 404)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(pageFor(request));
    }
    return sendError(reply, request, 404, {
      code: 'NOT_FOUND',
      message: `No route for ${request.method} ${request.url.split('?')[0] ?? ''}`,
    });
  });
});
