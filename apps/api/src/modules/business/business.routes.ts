// GET /business: the merchant as configured, for the footer, the legal pages and the contact page.
import { businessSchema, type Business } from '@kaushal/shared/business';
import { paymentMethods } from '@kaushal/shared/constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * It changes only with a restart: browsers and shared caches may keep it for an hour, and the pages
 * rendered on the server carry it, so most visits never ask.
 */
const CACHE_CONTROL = 'public, max-age=3600';

export const businessRoutes: FastifyPluginAsyncZod = async (app) => {
  const { business, orderPaymentTimeoutMinutes } = app.config;
  const answer: Business = {
    legalName: business.legalName,
    address: business.address,
    state: { code: business.state.code, name: business.state.name },
    gstin: business.gstin,
    sac: business.sac,
    gstRatePercent: business.gstRatePercent,
    grievanceOfficer: business.grievanceOfficer,
    orderPaymentWindowMinutes: orderPaymentTimeoutMinutes,
    // Both providers take every method checkout offers.
    paymentMethods: [...paymentMethods],
  };
  app.get('/business', { schema: { response: { 200: businessSchema } } }, (_, reply) => {
    void reply.header('cache-control', CACHE_CONTROL);
    return answer;
  });
};
