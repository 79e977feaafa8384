// Enquiries over HTTP: the contact page's form, and the admin's inbox with each thread, the reply and
// the status.
import {
  campusSignUpSchema,
  type CampusSignUpOutcome,
  contactMessageSchema,
  contactReceiptSchema,
  enquiryListQuerySchema,
  enquiryReplySchema,
  enquiryStatusUpdateSchema,
  enquirySummarySchema,
  enquiryThreadSchema,
  idParamsSchema,
} from '@kaushal/shared';
import { paths } from '@kaushal/shared/routes';
import { mailboxOf } from '@kaushal/shared/third-party-mail';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
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
    outbox: app.outbox,
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

  // The campus page's sign-up: a plain HTML form, so it is read as one here alone, and answered by
  // sending the browser back to the page, which says how it went (and keeps what was typed when it
  // needs correcting). It reaches the shop as an enquiry in the admin's inbox.
  await app.register(async (form) => {
    form.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    form.post('/campus-sign-ups', async (request, reply) => {
      const back = (signup: CampusSignUpOutcome, typed: Record<string, string> = {}) =>
        reply.redirect(
          `${paths.campus()}?${new URLSearchParams({ ...typed, signup }).toString()}#campus-sign-up`,
          303,
        );
      const sent = z.record(z.string(), z.unknown()).catch({}).parse(request.body);
      const parsed = campusSignUpSchema.safeParse(sent);
      if (!parsed.success) {
        const typed = Object.fromEntries(
          ['email', 'college'].map((name) => [
            name,
            typeof sent[name] === 'string' ? sent[name].slice(0, 254) : '',
          ]),
        );
        return back(parsed.error.issues[0]?.path[0] === 'college' ? 'college' : 'email', typed);
      }
      const { email, college } = parsed.data;
      try {
        await app.rateLimits.consume(CONTACT_PER_IP, request.ip);
        await app.rateLimits.consume(CONTACT_PER_EMAIL, mailboxOf(email));
      } catch (error) {
        if (error instanceof AppError && error.code === 'RATE_LIMITED') return back('busy');
        throw error;
      }
      await enquiries.receive(
        {
          name: 'Kaushal Campus sign-up',
          email,
          message: [
            'Please tell me when Kaushal Campus opens.',
            `College: ${college ?? 'not given'}`,
          ].join('\n'),
        },
        { confirm: false },
      );
      return back('done');
    });
  });

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
