// Promo codes over HTTP: the admin's codes, and the code a signed-in shopper applies to the bag.
import {
  applyPromoSchema,
  cartPromoSchema,
  idParamsSchema,
  promoCodeInputSchema,
  promoCodeSchema,
  promoCodeUpdateSchema,
} from '@kaushal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noStore } from '../../lib/no-store';
import { requireAdmin, requireUser } from '../../plugins/authentication';
import { PROMO_TRIES_PER_ACCOUNT, PROMO_TRIES_PER_NETWORK } from './promo.limits';

export const promoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { promos } = app;
  app.addHook('onSend', noStore);

  // Checked on request, before the body is read: a visitor gets 401 and a customer 403.
  const adminOnly = {
    onRequest: async (request: Parameters<typeof requireAdmin>[0]) => {
      requireAdmin(request);
    },
  };
  const signedIn = {
    onRequest: async (request: Parameters<typeof requireUser>[0]) => {
      requireUser(request);
    },
  };

  app.get(
    '/promo-codes',
    { ...adminOnly, schema: { response: { 200: z.array(promoCodeSchema) } } },
    () => promos.list(),
  );

  app.post(
    '/promo-codes',
    { ...adminOnly, schema: { body: promoCodeInputSchema, response: { 201: promoCodeSchema } } },
    async (request, reply) =>
      reply.code(201).send(await promos.create(requireAdmin(request), request.body)),
  );

  app.patch(
    '/promo-codes/:id',
    {
      ...adminOnly,
      schema: {
        params: idParamsSchema,
        body: promoCodeUpdateSchema,
        response: { 200: promoCodeSchema },
      },
    },
    (request) => promos.update(requireAdmin(request), Number(request.params.id), request.body),
  );

  app.get(
    '/cart/promo',
    { ...signedIn, schema: { response: { 200: cartPromoSchema } } },
    (request) => promos.inBag(requireUser(request).id),
  );

  app.post(
    '/cart/promo',
    { ...signedIn, schema: { body: applyPromoSchema, response: { 200: cartPromoSchema } } },
    async (request) => {
      const { id } = requireUser(request);
      // The account's tries first: an account past its own limit spends nothing of its network's.
      await app.rateLimits.consume(PROMO_TRIES_PER_ACCOUNT, String(id));
      await app.rateLimits.consume(PROMO_TRIES_PER_NETWORK, request.ip);
      return promos.apply(id, request.body.code);
    },
  );

  app.delete(
    '/cart/promo',
    { ...signedIn, schema: { response: { 200: cartPromoSchema } } },
    (request) => promos.remove(requireUser(request).id),
  );
};
