// Catalogue API: the public reads (list, also as /products2, the spec's name; one product; filter options)
// and the admin's writes (create, edit, soft delete and restore).
import {
  filterOptionSchema,
  idParamsSchema,
  productBodySchema,
  productListQuerySchema,
  productSchema,
} from '@kaushal/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../../plugins/authentication';
import { productService } from './product.service';

// Checked on request, before the body is read or validated: a visitor gets 401 and a customer 403,
// whatever they send.
const adminOnly = async (request: FastifyRequest) => {
  requireAdmin(request);
};

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const products = productService(app.db);
  const isAdmin = (role: string | undefined) => role === 'admin';

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
        const page = await products.list(request.query, isAdmin(request.user?.role));
        void reply.header('x-total-count', String(page.total));
        return page.products;
      },
    );
  }

  app.get(
    '/products/:id',
    { schema: { params: idParamsSchema, response: { 200: productSchema } } },
    (request) => products.get(Number(request.params.id), isAdmin(request.user?.role)),
  );

  app.get('/brands', { schema: { response: { 200: z.array(filterOptionSchema) } } }, () =>
    products.brands(),
  );
  app.get('/categories', { schema: { response: { 200: z.array(filterOptionSchema) } } }, () =>
    products.categories(),
  );

  // The spec's client posts to /products/; both spellings are served.
  for (const url of ['/products', '/products/']) {
    app.post(
      url,
      {
        onRequest: adminOnly,
        schema: { body: productBodySchema, response: { 201: productSchema } },
      },
      async (request, reply) => reply.code(201).send(await products.create(request.body)),
    );
  }

  // The spec's client sends the whole product; only the editable fields are taken from it.
  app.patch(
    '/products/:id',
    {
      onRequest: adminOnly,
      schema: { params: idParamsSchema, body: productBodySchema, response: { 200: productSchema } },
    },
    (request) => products.update(Number(request.params.id), request.body),
  );
};
