// The OpenAPI document covers every API route with its schemas, is valid 3.1, and only admins read it in production.
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { Validator } from '@seriousme/openapi-schema-validator';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { createTestApp, signedInUser, testEngines, type TestApp } from '../../test/test-app';
import { appServingWebDist, type WebAppFixture } from '../../test/web-dist-fixture';
import { API_DOCS_PREFIX, OPENAPI_DOCUMENT_URL } from './api-docs';

interface Operation {
  requestBody?: { content?: Record<string, { schema?: object }> };
  responses?: Record<string, { content?: Record<string, { schema?: object }> }>;
}
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

interface RegisteredRoute {
  method: string;
  url: string;
  schema: FastifySchema | undefined;
}

/** Writing routes that take no JSON body: no body at all, a multipart upload, raw bytes to be checked. */
const WITHOUT_JSON_BODY = new Set([
  'POST /api/auth/logout',
  'POST /api/uploads',
  'POST /api/products/:id/batches/:batchId/materials',
  'POST /api/payments/webhook',
  // The campus page's plain HTML form: a form body, read by its own parser and schema.
  'POST /api/campus-sign-ups',
  // The resumable upload protocol's requests: headers, and the file's bytes.
  'POST /api/uploads/tus',
  'PATCH /api/uploads/tus/:uploadId',
]);
/**
 * Routes that answer 204 No Content, send the browser back to a page (303), or answer other than JSON,
 * so no response schema.
 */
const WITHOUT_RESPONSE_BODY = new Set([
  'POST /api/vitals',
  'POST /api/campus-sign-ups',
  // The upload protocol answers in headers; a playback with playlists, a key and video segments.
  'POST /api/uploads/tus',
  'PATCH /api/uploads/tus/:uploadId',
  'GET /api/playback/:token/:file',
  'GET /api/playback/:token/:rendition/:file',
]);

/** Fastify writes parameters as :id, OpenAPI as {id}. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/**
 * Every route the app registers, as Fastify announces it; the test subscribes to Fastify's documented
 * initialization channel to add its onRoute hook before buildApp registers anything.
 */
async function createAppRecordingRoutes(engine: Parameters<typeof createTestApp>[0]) {
  const routes: RegisteredRoute[] = [];
  const onInitialization = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance };
    fastify.addHook('onRoute', (route: RouteOptions) => {
      for (const method of [route.method].flat()) {
        routes.push({ method, url: route.url, schema: route.schema });
      }
    });
  };
  subscribe('fastify.initialization', onInitialization);
  try {
    const t = await createTestApp(engine, { WEB_VITALS: 'on' });
    return { t, routes };
  } finally {
    unsubscribe('fastify.initialization', onInitialization);
  }
}

/**
 * The routes the document must describe. Left out: HEAD (Fastify's automatic twin of every GET, which
 * the document does not repeat), the documentation's own routes under /api/docs, and everything outside
 * /api — the web app's files and the uploaded images, served by @fastify/static. The web app's page for
 * deep links is Fastify's not-found handler, not a route, so it never appears here.
 */
function documentedRoutes(routes: RegisteredRoute[]): RegisteredRoute[] {
  return routes.filter(
    (route) =>
      route.method !== 'HEAD' &&
      route.url.startsWith('/api/') &&
      route.url !== API_DOCS_PREFIX &&
      !route.url.startsWith(`${API_DOCS_PREFIX}/`),
  );
}

describe.each(testEngines)('API documentation (%s)', (engine) => {
  let t: TestApp;
  let routes: RegisteredRoute[];
  let document: OpenApiDocument;

  beforeAll(async () => {
    const recorded = await createAppRecordingRoutes(engine);
    t = recorded.t;
    routes = documentedRoutes(recorded.routes);
    const response = await t.app.inject({ url: OPENAPI_DOCUMENT_URL });
    expect(response.statusCode).toBe(200);
    document = response.json<OpenApiDocument>();
  });
  afterAll(() => t.close());

  const operationOf = (route: RegisteredRoute) =>
    document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];

  it('describes every API route with its method, and nothing else', () => {
    expect(routes.length).toBeGreaterThan(30);
    const missing = routes.filter((route) => !operationOf(route));
    expect(missing.map((route) => `${route.method} ${route.url}`)).toEqual([]);
    const described = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(described.sort()).toEqual(
      routes.map((route) => `${route.method} ${openApiPath(route.url)}`).sort(),
    );
  });

  it('carries the schema of every request body and every declared response', () => {
    for (const route of routes) {
      const name = `${route.method} ${route.url}`;
      const operation = operationOf(route);
      if (route.schema?.body) {
        expect(operation?.requestBody?.content?.['application/json']?.schema, name).toBeTypeOf(
          'object',
        );
      } else if (route.method !== 'GET' && route.method !== 'DELETE') {
        expect(WITHOUT_JSON_BODY, `${name} takes a JSON body without a schema`).toContain(name);
      }
      const declared = Object.keys(route.schema?.response ?? {});
      if (declared.length === 0) {
        expect(WITHOUT_RESPONSE_BODY, `${name} declares no response schema`).toContain(name);
      }
      for (const status of declared) {
        expect(
          operation?.responses?.[status]?.content?.['application/json']?.schema,
          `${name} ${status}`,
        ).toBeTypeOf('object');
      }
    }
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    const result = await new Validator().validate(document as unknown as Record<string, unknown>);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
  });

  it('serves the reference page as HTML, its script from the package', async () => {
    const page = await t.app.inject({ url: API_DOCS_PREFIX, headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('swagger-ui');
    const script = await t.app.inject({ url: `${API_DOCS_PREFIX}/static/swagger-ui-bundle.js` });
    expect(script.statusCode).toBe(200);
  });
});

describe('API documentation beside the web app', () => {
  let fixture: WebAppFixture;
  let app: App;

  beforeAll(async () => {
    fixture = await appServingWebDist();
    app = fixture.app;
  });
  afterAll(() => fixture.close());

  it('is not taken for one of the web app’s pages', async () => {
    const page = await app.inject({ url: API_DOCS_PREFIX, headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui');
    expect(page.body).not.toContain('<title>Kaushal</title>');
    const missing = await app.inject({
      url: `${API_DOCS_PREFIX}/nothing`,
      headers: { accept: 'text/html' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe.each(testEngines)('API documentation in production (%s)', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(engine, { NODE_ENV: 'production', PAYMENT_PROVIDER: 'test' });
  });
  afterAll(() => t.close());

  const urls = [API_DOCS_PREFIX, OPENAPI_DOCUMENT_URL, `${API_DOCS_PREFIX}/static/swagger-ui.css`];

  it('is refused to visitors and customers, in the API’s error format', async () => {
    const customer = await signedInUser(t);
    for (const url of urls) {
      const anonymous = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(anonymous.statusCode, url).toBe(401);
      expect(anonymous.json(), url).toMatchObject({ code: 'UNAUTHENTICATED' });
      const refused = await t.app.inject({ url, headers: { cookie: customer.cookie } });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json(), url).toMatchObject({ code: 'FORBIDDEN' });
    }
  });

  it('is served to an admin', async () => {
    const admin = await signedInUser(t, 'admin');
    for (const url of urls) {
      const response = await t.app.inject({ url, headers: { cookie: admin.cookie } });
      expect(response.statusCode, url).toBe(200);
    }
    const document = await t.app.inject({
      url: OPENAPI_DOCUMENT_URL,
      headers: { cookie: admin.cookie },
    });
    expect(document.json()).toMatchObject({ openapi: expect.stringMatching(/^3\.1\./) });
  });
});
