// Public catalogue reads: product list (also as /products2, the spec's name), one product, filter options.
import {
  filterOptionSchema,
  idParamsSchema,
  productListQuerySchema,
  productSchema,
} from '@kaushal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { productService } from './product.service';

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
};
