// Catalogue API: the public reads (list, also as /products2, the spec's name; one product; filter options)
// and the admin's writes (create, edit, soft delete and restore).
import {
  filterOptionSchema,
  idParamsSchema,
  productBodySchema,
  productListQuerySchema,
  productSchema,
} from '@kaushal/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ttlCache } from '../../lib/ttl-cache';
import { requireAdmin } from '../../plugins/authentication';
import { productService } from './product.service';

const productListSchema = z.array(productSchema);
const filterOptionsSchema = z.array(filterOptionSchema);
/** Distinct list queries kept at once; the oldest makes room for a new one. */
const CACHED_READS = 500;

/** A public read as it goes out: JSON checked against the response schema once, when it was cached. */
interface CachedRead {
  json: string;
  total?: number;
}

const encode = <T>(schema: z.ZodType<T>, value: T): string => JSON.stringify(schema.parse(value));

function sendCached(reply: FastifyReply, read: CachedRead): FastifyReply {
  if (read.total !== undefined) void reply.header('x-total-count', String(read.total));
  // A string with a JSON type is sent as it is, so a cache hit costs no serialisation either.
  return reply.type('application/json; charset=utf-8').send(read.json);
}

// Checked on request, before the body is read or validated: a visitor gets 401 and a customer 403,
// whatever they send.
const adminOnly = async (request: FastifyRequest) => {
  requireAdmin(request);
};

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const products = productService(app.db);
  const isAdmin = (role: string | undefined) => role === 'admin';
  // Shoppers' reads are reused for a few seconds (docs/decisions/0004-catalogue-cache.md); admins
  // always read the database, and every product write of this instance empties the cache.
  const publicReads = ttlCache<CachedRead>(app.config.catalogueCacheMs, CACHED_READS);

  for (const url of ['/products', '/products2']) {
    app.get(
      url,
      {
        schema: {
          querystring: productListQuerySchema,
          response: { 200: z.array(productSchema) },
        },
      },
      async (request, reply) => {
        if (isAdmin(request.user?.role)) {
          const page = await products.list(request.query, true);
          void reply.header('x-total-count', String(page.total));
          return page.products;
        }
        const read = await publicReads.get(`list ${JSON.stringify(request.query)}`, async () => {
          const page = await products.list(request.query, false);
          return { json: encode(productListSchema, page.products), total: page.total };
        });
        return sendCached(reply, read);
      },
    );
  }

  app.get(
    '/products/:id',
    { schema: { params: idParamsSchema, response: { 200: productSchema } } },
    async (request, reply) => {
      const id = Number(request.params.id);
      if (isAdmin(request.user?.role)) return products.get(id, true);
      const read = await publicReads.get(`product ${id}`, async () => ({
        json: encode(productSchema, await products.get(id, false)),
      }));
      return sendCached(reply, read);
    },
  );

  app.get(
    '/brands',
    { schema: { response: { 200: filterOptionsSchema } } },
    async (_request, reply) =>
      sendCached(
        reply,
        await publicReads.get('brands', async () => ({
          json: encode(filterOptionsSchema, await products.brands()),
        })),
      ),
  );
  app.get(
    '/categories',
    { schema: { response: { 200: filterOptionsSchema } } },
    async (_request, reply) =>
      sendCached(
        reply,
        await publicReads.get('categories', async () => ({
          json: encode(filterOptionsSchema, await products.categories()),
        })),
      ),
  );

  // The spec's client posts to /products/; both spellings are served.
  for (const url of ['/products', '/products/']) {
    app.post(
      url,
      {
        onRequest: adminOnly,
        schema: { body: productBodySchema, response: { 201: productSchema } },
      },
      async (request, reply) => {
        const created = await products.create(request.body);
        publicReads.clear();
        return reply.code(201).send(created);
      },
    );
  }

  // The spec's client sends the whole product; only the editable fields are taken from it.
  app.patch(
    '/products/:id',
    {
      onRequest: adminOnly,
      schema: { params: idParamsSchema, body: productBodySchema, response: { 200: productSchema } },
    },
    async (request) => {
      const updated = await products.update(Number(request.params.id), request.body);
      publicReads.clear();
      return updated;
    },
  );
};
