// Catalogue API: the public reads (list, also as /products2, the original client's name; one product; filter options;
// a workshop's batches) and the admin's writes (create, edit, soft delete and restore; batches).
import {
  adminBatchSchema,
  catalogueFactsSchema,
  batchInputSchema,
  batchPatchSchema,
  batchSchema,
  filterOptionSchema,
  idParamsSchema,
  idSchema,
  editedProductBody,
  fieldsNamedBy,
  productBodySchema,
  productListQuerySchema,
  type ProductInput,
  productSchema,
} from '@kaushal/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error';
import { jsonArray } from '../../lib/json-text';
import { sendKeptJson } from '../../lib/precompressed';
import { requireAdmin } from '../../plugins/authentication';
import { editProduct } from '../workflows/product-withdrawal.workflow';
import { batchService } from './batch.service';
import { catalogueFacts } from './catalogue-facts';
import { productService } from './product.service';
import { encode, type CachedRead } from './public-catalogue.service';

const slugParamsSchema = z.strictObject({
  slug: z.string().max(200, 'slug must be at most 200 characters'),
});
const batchListSchema = z.array(batchSchema);
const batchParamsSchema = idParamsSchema.extend({ batchId: idSchema });
const filterOptionsSchema = z.array(filterOptionSchema);

function sendCached(request: FastifyRequest, reply: FastifyReply, read: CachedRead): FastifyReply {
  if (read.total !== undefined) void reply.header('x-total-count', String(read.total));
  // A cache hit costs no serialisation, and no compression once its encoding was made.
  return sendKeptJson(request, reply, read);
}

// Checked on request, before the body is read or validated: a visitor gets 401 and a customer 403,
// whatever they send.
const adminOnly = async (request: FastifyRequest) => {
  requireAdmin(request);
};

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const products = productService(app.db, app.clock);
  const isAdmin = (role: string | undefined) => role === 'admin';
  // Shoppers' reads are reused for a few seconds (docs/decisions/0004-catalogue-cache.md); admins
  // always read the database, and every product write of this instance empties the cache.
  const publicReads = app.catalogue;

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
        const key = `list ${JSON.stringify(request.query)}`;
        const read = await publicReads.read(key, async (readers) => {
          const page = await readers.products.find(request.query, false);
          const kept = await publicReads.productsJson(page.ids);
          return {
            json: jsonArray(page.ids.flatMap((id) => kept.get(id) ?? [])),
            total: page.total,
          };
        });
        return sendCached(request, reply, read);
      },
    );
  }

  app.get(
    '/products/:id',
    { schema: { params: idParamsSchema, response: { 200: productSchema } } },
    async (request, reply) => {
      const id = Number(request.params.id);
      if (isAdmin(request.user?.role)) return products.get(id, true);
      const read = await publicReads.product(id);
      if (read === undefined) throw notFound('Product', id);
      return sendCached(request, reply, read);
    },
  );

  // A workshop's public page asks by slug; an old slug (the workshop was renamed) moves permanently.
  app.get(
    '/products/slug/:slug',
    { schema: { params: slugParamsSchema, response: { 200: productSchema } } },
    async (request, reply) => {
      const { slug } = request.params;
      const read = await publicReads.read(`slug ${slug}`, async (readers) => {
        const product = await readers.products.getBySlug(slug);
        return product.slug === slug
          ? { json: encode(productSchema, product) }
          : { json: '', movedTo: `/api/products/slug/${encodeURIComponent(product.slug)}` };
      });
      if (read.movedTo !== undefined) return reply.redirect(read.movedTo, 301);
      return sendCached(request, reply, read);
    },
  );

  // Read by the FAQ, whose answers state these figures; a few minutes old is still true enough.
  app.get(
    '/catalogue/facts',
    { schema: { response: { 200: catalogueFactsSchema } } },
    async (_request, reply) => {
      void reply.header('cache-control', 'public, max-age=300');
      return catalogueFacts(app.reads, app.clock());
    },
  );

  app.get(
    '/products/months',
    { schema: { response: { 200: filterOptionsSchema } } },
    async (request, reply) =>
      sendCached(
        request,
        reply,
        await publicReads.read('months', async (readers) => ({
          json: encode(filterOptionsSchema, await readers.products.startMonths()),
        })),
      ),
  );

  app.get(
    '/brands',
    { schema: { response: { 200: filterOptionsSchema } } },
    async (request, reply) =>
      sendCached(
        request,
        reply,
        await publicReads.read('brands', async (readers) => ({
          json: encode(filterOptionsSchema, await readers.products.brands()),
        })),
      ),
  );
  app.get(
    '/categories',
    { schema: { response: { 200: filterOptionsSchema } } },
    async (request, reply) =>
      sendCached(
        request,
        reply,
        await publicReads.read('categories', async (readers) => ({
          json: encode(filterOptionsSchema, await readers.products.categories()),
        })),
      ),
  );

  // The original client posts to /products/; both spellings are served.
  for (const url of ['/products', '/products/']) {
    app.post(
      url,
      {
        onRequest: adminOnly,
        schema: { body: productBodySchema, response: { 201: productSchema } },
      },
      async (request, reply) => {
        const created = await products.create(requireAdmin(request), request.body);
        publicReads.clear();
        return reply.code(201).send(created);
      },
    );
  }

  // A PATCH changes what it names and keeps the rest: its body is completed with the product as it is
  // before validation, so the product as the edit would leave it meets the rules of a new one, and only
  // the named fields are written (two admins editing different fields keep both edits). The original
  // client sends the whole product; only the editable fields are taken from it.
  const namedFields = new WeakMap<FastifyRequest, (keyof ProductInput)[]>();
  app.patch(
    '/products/:id',
    {
      onRequest: adminOnly,
      preValidation: async (request) => {
        const { id } = request.params as { id?: unknown };
        const body = request.body;
        if (!idSchema.safeParse(id).success || !isPlainObject(body)) return;
        namedFields.set(request, fieldsNamedBy(body));
        const edited = editedProductBody(await products.get(Number(id), true), body);
        (request as { body: unknown }).body = edited;
      },
      schema: { params: idParamsSchema, body: productBodySchema, response: { 200: productSchema } },
    },
    async (request) => {
      const updated = await editProduct(
        app.db,
        requireAdmin(request),
        Number(request.params.id),
        request.body,
        app.clock(),
        namedFields.get(request) ?? [],
      );
      publicReads.clear();
      return updated;
    },
  );

  const batches = batchService(app.db, app.clock);

  // Shoppers see the open batches (seats left a few seconds old at most, like the products); an admin
  // asking with ?admin=true sees every batch, past and closed ones too, with its seats and status.
  app.get(
    '/products/:id/batches',
    {
      schema: {
        params: idParamsSchema,
        querystring: z.object({ admin: z.enum(['true', 'false']).optional() }),
        // Admins' batches first: a shopper's list lacks their fields, and so matches only the second.
        response: { 200: z.union([z.array(adminBatchSchema), batchListSchema]) },
      },
    },
    async (request, reply) => {
      const id = Number(request.params.id);
      if (isAdmin(request.user?.role) && request.query.admin === 'true') {
        return batches.listAll(id);
      }
      const read = await publicReads.read(`batches of ${id}`, async (readers) => ({
        json: encode(batchListSchema, await readers.batches.listOpen(id)),
      }));
      return sendCached(request, reply, read);
    },
  );

  app.post(
    '/products/:id/batches',
    {
      onRequest: adminOnly,
      schema: {
        params: idParamsSchema,
        body: batchInputSchema,
        response: { 201: adminBatchSchema },
      },
    },
    async (request, reply) => {
      const created = await batches.create(
        requireAdmin(request),
        Number(request.params.id),
        request.body,
      );
      publicReads.clear();
      return reply.code(201).send(created);
    },
  );

  app.patch(
    '/products/:id/batches/:batchId',
    {
      onRequest: adminOnly,
      schema: {
        params: batchParamsSchema,
        body: batchPatchSchema,
        response: { 200: adminBatchSchema },
      },
    },
    async (request) => {
      const { id, batchId } = request.params;
      const updated = await batches.update(
        requireAdmin(request),
        Number(id),
        Number(batchId),
        request.body,
      );
      publicReads.clear();
      return updated;
    },
  );
};
