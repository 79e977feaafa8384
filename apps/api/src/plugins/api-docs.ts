// The API's OpenAPI 3.1 document, built from the routes' Zod schemas, and a reference page at /api/docs.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from './authentication';

export const API_DOCS_PREFIX = '/api/docs';
export const OPENAPI_DOCUMENT_URL = `${API_DOCS_PREFIX}/openapi.json`;

export interface ApiDocsOptions {
  /** Only admins may read the documentation (production); otherwise anyone may. */
  adminsOnly: boolean;
}

/**
 * Registered before the routes, so that @fastify/swagger's onRoute hook sees every one of them. The
 * document itself is built on its first request, not at start-up.
 */
const openApiDocumentSchema = z.record(z.string(), z.unknown());

export const apiDocs = fp(async (app: FastifyInstance, options: ApiDocsOptions) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Kaushal API',
        version: '1',
        description:
          'The shop API. Requests that change something take JSON and come from the shop’s own ' +
          'origin; signing in (POST /api/auth/login) sets the session cookie the other calls read. ' +
          'Errors are `{ code, message, issues? }`.',
      },
    },
    transform: jsonSchemaTransform,
  });

  await app.register(async (docs) => {
    if (options.adminsOnly) {
      docs.addHook('onRequest', async (request) => {
        requireAdmin(request);
      });
    }
    // @fastify/swagger-ui redirects /static/index.html to its page, and loops when a query string is
    // added; no API route answers with a redirect (see test/security/information-leaks.test.ts).
    docs.addHook('onRoute', (route) => {
      if (route.url.endsWith('/static/index.html')) {
        route.handler = (_request, reply) => reply.callNotFound();
      }
      // The page's own copy of the document: the library's JSON, an object like ours below.
      if (route.url.endsWith('/json')) {
        route.schema = { ...route.schema, response: { 200: openApiDocumentSchema } };
      }
    });
    await docs.register(swaggerUi, {
      routePrefix: API_DOCS_PREFIX,
      theme: { title: 'Kaushal API' },
    });
    // The document is the library's, made from the routes: its contract is only that it is one object.
    docs.get(
      OPENAPI_DOCUMENT_URL,
      { schema: { hide: true, response: { 200: openApiDocumentSchema } } },
      () => docs.swagger(),
    );
  });
});
