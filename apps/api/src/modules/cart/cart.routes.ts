// Cart API for signed-in users: add by product id, read with products embedded, change, remove.
import {
  cartAddSchema,
  cartItemSchema,
  cartSummaryQuerySchema,
  cartSummarySchema,
  cartUpdateSchema,
  idParamsSchema,
  isValidGstin,
  placeOfSupplyOf,
  type PlaceOfSupply,
} from '@kaushal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noStore } from '../../lib/no-store';
import { sendJson } from '../../lib/send-json';
import { requireUser } from '../../plugins/authentication';
import { listedState } from '../users/user.service';
import { cartService } from './cart.service';

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  // Lists and new lines are sent as the JSON the service built from the catalogue's ready product JSON,
  // so a read costs no serialisation; the schemas below still document the responses.
  const carts = cartService(app.db, app.catalogue, app.clock);
  const { promos } = app;
  // Before validation, so an anonymous caller hears 401 whatever body they sent.
  app.addHook('onRequest', async (request) => {
    requireUser(request);
  });
  app.addHook('onSend', noStore);

  app.get(
    '/cart',
    { schema: { response: { 200: z.array(cartItemSchema) } } },
    async (request, reply) => sendJson(reply, await carts.listJson(requireUser(request).id)),
  );

  app.get(
    '/cart/summary',
    { schema: { querystring: cartSummaryQuerySchema, response: { 200: cartSummarySchema } } },
    async (request) => {
      const { business } = app.config;
      const { state, gstin } = request.query;
      // A GSTIN the order would refuse names no place of supply here either: the address's state does.
      const registered = gstin && isValidGstin(gstin) ? gstin : undefined;
      const place: PlaceOfSupply = state
        ? (placeOfSupplyOf({ state: listedState(state).name, gstin: registered }) ?? {
            state: business.state,
            basis: 'supplier',
          })
        : { state: business.state, basis: 'supplier' };
      const { id } = requireUser(request);
      const { discount } = await promos.inBag(id);
      return carts.summary(id, place, business, discount);
    },
  );

  app.post(
    '/cart',
    { schema: { body: cartAddSchema, response: { 201: cartItemSchema } } },
    async (request, reply) => {
      const { id } = requireUser(request);
      const { product, batch, quantity } = request.body;
      const item = await carts.addJson(id, {
        productId: Number(product),
        batchId: batch === undefined ? undefined : Number(batch),
        quantity,
      });
      return sendJson(reply, item, 201);
    },
  );

  app.patch(
    '/cart/:id',
    {
      schema: { params: idParamsSchema, body: cartUpdateSchema, response: { 200: cartItemSchema } },
    },
    async (request, reply) =>
      sendJson(
        reply,
        await carts.changeQuantityJson(
          requireUser(request).id,
          Number(request.params.id),
          request.body.quantity,
        ),
      ),
  );

  app.delete(
    '/cart/:id',
    { schema: { params: idParamsSchema, response: { 200: z.object({ id: z.string() }) } } },
    (request) => carts.remove(requireUser(request).id, Number(request.params.id)),
  );
};
