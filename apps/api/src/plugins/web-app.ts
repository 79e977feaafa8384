// Serves the built web app: hashed assets cached for a year, and index.html for every page the app routes,
// with the public pages rendered on the server (their markup, head and structured data) for search
// engines, link previews and a first paint without JavaScript (docs/decisions/0024-pages-search-engines-read.md).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasShopPage } from '@kaushal/shared/admin-routes';
import { routeAt, routes } from '@kaushal/shared/routes';
import fp from 'fastify-plugin';
import { sendError } from './error-handler';
import { dataPreloads } from './data-preloads';
import { inScript, withHead } from './page-head';
import { isPublicPage, publicPages, type PublicPage, type ServerEntry } from './public-pages';
import { routePreloads } from './route-preloads';

export interface WebAppOptions {
  /** The `vite build` output; when it is missing only the API is served. */
  distDir: string;
  /** Tells the page to measure and report Core Web Vitals. */
  webVitals: boolean;
  /** Payments go to the offline test gateway: every page says so before any script runs. */
  testMode: boolean;
  /** PUBLIC_URL: canonical addresses and structured data name the pages under it. */
  publicUrl: string;
}

/** The server's render of the web app, built beside its browser build (`vite build --ssr`). */
async function loadServerEntry(distDir: string): Promise<ServerEntry | undefined> {
  const file = join(distDir, '..', 'dist-ssr', 'entry-server.js');
  return existsSync(file) ? ((await import(pathToFileURL(file).href)) as ServerEntry) : undefined;
}

/** The switch the page reads at start-up (see apps/web/src/main.tsx). */
const WEB_VITALS_META = '<meta name="web-vitals" content="on" />';
/** Styled by `.test-mode-ribbon` in apps/web/src/index.css; part of the HTML, so no page can miss it. */
// A landmark of its own, so the page's content stays within landmarks for assistive technology.
const TEST_MODE_RIBBON =
  '<aside class="test-mode-ribbon" aria-label="Test mode">Test mode: no real payments</aside>';

/** `personal`: the page holds the visitor's own data (their account, their cart) and no shared cache may keep it. */
function sendPage(reply: FastifyReply, html: string, personal = false) {
  return reply
    .header('cache-control', personal ? 'private, no-cache' : 'no-cache')
    .type('text/html; charset=utf-8')
    .send(html);
}

// A browser asks for HTML. Link-preview bots and curl accept anything (`*/*`) or send nothing: they get
// the page too when the address is one of the shop's, and the plain 404 otherwise (a missing image
// stays JSON).
function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (request.url.startsWith('/api/')) return false;
  const accept = request.headers.accept ?? '';
  if (accept.includes('text/html')) return true;
  const [path = '/'] = request.url.split('?', 1);
  return (accept === '' || accept.includes('*/*')) && hasShopPage(path);
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
  /** The app's page; a page rendered here carries its data and reads nothing as it opens. */
  const pageFor = (request: FastifyRequest, rendered = false) => {
    const [path = '/', query = ''] = request.url.split('?', 2);
    const preloads =
      preloadsFor(path) +
      (rendered ? '' : dataPreloads(path, new URLSearchParams(query), request.user !== null));
    return page.replace('</head>', () => `${preloads}${headExtras}</head>`);
  };

  const entry = hasIndex ? await loadServerEntry(options.distDir) : undefined;
  const publicPageAt = entry && publicPages(app, entry, options.publicUrl.replace(/\/$/, ''));

  /** The page's markup as the app renders it for this visitor, or undefined if rendering failed. */
  async function render(request: FastifyRequest) {
    if (!entry) return undefined;
    // The app's reads are answered in process, with the visitor's cookies, as the browser's would be.
    const fetchFn = async (input: string | URL | Request, init?: RequestInit) => {
      const call = new Request(input, init);
      const { pathname, search } = new URL(call.url);
      const response = await app.inject({
        method: 'GET',
        url: pathname + search,
        // The visitor's address, so per-address limits count their reads, not the server's.
        remoteAddress: request.ip,
        headers: { accept: 'application/json', cookie: request.headers.cookie ?? '' },
      });
      const headers = new Headers();
      for (const [name, value] of Object.entries(response.headers)) {
        if (value !== undefined) headers.set(name, String(value));
      }
      return new Response(response.rawPayload, { status: response.statusCode, headers });
    };
    try {
      return await entry.renderPage(request.url, { baseUrl: 'http://api.invalid/api', fetchFn });
    } catch (error) {
      // The browser still renders the page itself.
      request.log.error({ err: error }, 'server render failed');
      return undefined;
    }
  }

  /** A public page, with its head, its structured data and (where it renders) its markup. */
  async function sendPublicPage(request: FastifyRequest, reply: FastifyReply, found: PublicPage) {
    if (found.kind === 'moved') return reply.redirect(found.location, 301);
    if (found.kind === 'missing') return sendPage(reply.code(404), pageFor(request));
    // A page the app does not route yet (a workshop's, before its page exists) keeps the app's own
    // render: the server would otherwise draw the not-found page under a workshop's title.
    const [path = '/'] = request.url.split('?', 1);
    const routed = routeAt(path).entry !== routes.notFound;
    const rendered = routed ? await render(request) : undefined;
    const html = withHead(pageFor(request, rendered !== undefined), found.head);
    return sendPage(
      reply.code(200),
      rendered
        ? html.replace(
            '<div id="root"></div>',
            () =>
              `<div id="root">${rendered.html}</div><script type="application/json" id="rendered-answers">${inScript(rendered.answers)}</script>`,
          )
        : html,
      rendered !== undefined && request.user !== null,
    );
  }
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

  app.setNotFoundHandler(async (request, reply) => {
    if (hasIndex && wantsPage(request)) {
      const [path = '/', query = ''] = request.url.split('?', 2);
      const found =
        publicPageAt && isPublicPage(path)
          ? await publicPageAt(path, new URLSearchParams(query), request.ip)
          : undefined;
      if (found) return sendPublicPage(request, reply, found);
      // The app shows its not-found page there; the status tells search engines and link checkers.
      return sendPage(reply.code(hasShopPage(path) ? 200 : 404), pageFor(request));
    }
    return sendError(reply, request, 404, {
      code: 'NOT_FOUND',
      message: `No route for ${request.method} ${request.url.split('?')[0] ?? ''}`,
    });
  });
});
