// Enquiries over HTTP: the contact page's form, and the admin's inbox with each thread, the reply and
// the status.
import {
  contactMessageSchema,
  contactReceiptSchema,
  enquiryListQuerySchema,
  enquiryReplySchema,
  enquiryStatusUpdateSchema,
  enquirySummarySchema,
  enquiryThreadSchema,
  idParamsSchema,
} from '@kaushal/shared';
import { mailboxOf } from '@kaushal/shared/third-party-mail';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noStore } from '../../lib/no-store';
import { requireAdmin } from '../../plugins/authentication';
import { CONTACT_PER_EMAIL, CONTACT_PER_IP } from './enquiry.limits';
import { mailBrandOf } from '../../lib/mail-layout';
import { enquiryService } from './enquiry.service';

// Checked on request, before the query or body is validated: a visitor gets 401 and a customer 403
// whatever they send.
const adminOnly = async (request: FastifyRequest) => {
  requireAdmin(request);
};

export const enquiryRoutes: FastifyPluginAsyncZod = async (app) => {
  const enquiries = enquiryService({
    db: app.db,
    clock: app.clock,
    mailer: app.mailer,
    afterAnswer: app.afterAnswer,
    log: app.log,
    brand: mailBrandOf(app.config),
  });
  app.addHook('onSend', noStore);

  app.post(
    '/contact',
    { schema: { body: contactMessageSchema, response: { 201: contactReceiptSchema } } },
    async (request, reply) => {
      await app.rateLimits.consume(CONTACT_PER_IP, request.ip);
      await app.rateLimits.consume(CONTACT_PER_EMAIL, mailboxOf(request.body.email));
      return reply.code(201).send(await enquiries.receive(request.body));
    },
  );

  app.get(
    '/admin/enquiries',
    {
      onRequest: adminOnly,
      schema: {
        querystring: enquiryListQuerySchema,
        response: { 200: z.array(enquirySummarySchema) },
      },
    },
    async (request, reply) => {
      const page = await enquiries.list(request.query);
      void reply.header('x-total-count', String(page.total));
      return page.enquiries;
    },
  );

  app.get(
    '/admin/enquiries/:id',
    {
      onRequest: adminOnly,
      schema: { params: idParamsSchema, response: { 200: enquiryThreadSchema } },
    },
    (request) => enquiries.thread(Number(request.params.id)),
  );

  app.post(
    '/admin/enquiries/:id/reply',
    {
      onRequest: adminOnly,
      schema: {
        params: idParamsSchema,
        body: enquiryReplySchema,
        response: { 200: enquiryThreadSchema },
      },
    },
    (request) =>
      enquiries.reply(Number(request.params.id), requireAdmin(request).id, request.body.message),
  );

  app.patch(
    '/admin/enquiries/:id',
    {
      onRequest: adminOnly,
      schema: {
        params: idParamsSchema,
        body: enquiryStatusUpdateSchema,
        response: { 200: enquiryThreadSchema },
      },
    },
    (request) => enquiries.setStatus(Number(request.params.id), request.body.status),
  );
};
