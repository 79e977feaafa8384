// Security headers, and refusal of cross-site or non-JSON requests that would change state (CSRF).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { AppError } from '../lib/app-error';

export interface ContentSecurityExtras {
  scriptSrc?: string[];
  connectSrc?: string[];
  frameSrc?: string[];
  imgSrc?: string[];
}

export interface SecurityOptions {
  publicUrl: string;
  /** Origins a configured third party (the payment provider) needs on top of our own. */
  csp?: ContentSecurityExtras;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const TRUSTED_FETCH_SITES = new Set(['same-origin', 'none']);

/** True when the browser says another site started this request (Sec-Fetch-Site). */
export function isCrossSiteFetch(request: FastifyRequest): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  return typeof fetchSite === 'string' && !TRUSTED_FETCH_SITES.has(fetchSite);
}

export const security = fp(async (app: FastifyInstance, options: SecurityOptions) => {
  const extra = options.csp ?? {};
  // Helmet's middleware is made once here: @fastify/helmet makes it anew for every request, parsing the
  // policy each time, which cost a few per cent of a cheap request's time under load.
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'", ...(extra.scriptSrc ?? [])],
        styleSrc: ["'self'"],
        // Style attributes only (never <style> elements): a page rendered on the server draws values
        // such as a rating's partial star with one, as the browser's render does through the DOM.
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', ...(extra.imgSrc ?? [])],
        fontSrc: ["'self'"],
        // The lesson player (hls.js) hands the <video> its stream as a blob: address.
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'", ...(extra.connectSrc ?? [])],
        frameSrc: extra.frameSrc?.length ? extra.frameSrc : ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    // Helmet throws rather than passing errors on (since 8.1), so its callback never carries one.
    setSecurityHeaders(request.raw, reply.raw, () => done());
  });

  // Only JSON bodies are parsed (plus what a route registers itself, such as uploads): a plain HTML form
  // posted from another site cannot reach any handler.
  app.removeContentTypeParser(['text/plain']);

  const ownOrigin = new URL(options.publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (isCrossSiteFetch(request)) {
      throw new AppError('CROSS_SITE_REQUEST', 'Cross-site requests cannot change anything here');
    }
    const origin = request.headers.origin;
    // A page whose policy sends no referrer posts its plain HTML forms (the campus sign-up) with
    // `Origin: null`; the browser's own Sec-Fetch-Site then says whether it came from this site.
    const ownForm = origin === 'null' && request.headers['sec-fetch-site'] === 'same-origin';
    if (origin !== undefined && !ownForm) {
      const sameHost = origin === `${request.protocol}://${request.host}`;
      if (origin !== ownOrigin && !sameHost) {
        throw new AppError('CROSS_SITE_REQUEST', `Requests from ${origin} are not accepted`);
      }
    }
  });
});
