// Certificate API: a learner's (or an admin's) PDF of an enrolment's certificate, and the public check
// of a certificate's code.
import { idParamsSchema, publicCertificateSchema } from '@kaushal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noStore } from '../../lib/no-store';
import { requireUser } from '../../plugins/authentication';
import { CERTIFICATE_LOOKUP_PER_IP } from './certificate.limits';
import { mailBrandOf } from '../../lib/mail-layout';
import { certificateService } from './certificate.service';

export const certificateRoutes: FastifyPluginAsyncZod = async (app) => {
  const certificates = certificateService(app.db, {
    clock: app.clock,
    outbox: app.outbox,
    afterAnswer: app.afterAnswer,
    log: app.requestLog,
    brand: mailBrandOf(app.config),
  });

  app.get(
    '/enrolments/:id/certificate',
    {
      onSend: noStore,
      schema: { params: idParamsSchema, response: { 200: z.instanceof(Buffer) } },
    },
    async (request, reply) => {
      const { code, pdf } = await certificates.pdfForEnrolment(
        requireUser(request),
        Number(request.params.id),
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="certificate-${code}.pdf"`)
        .send(pdf);
    },
  );

  app.get(
    '/certificates/:code',
    {
      schema: {
        params: z.strictObject({ code: z.string().max(40, 'code must be at most 40 characters') }),
        response: { 200: publicCertificateSchema },
      },
    },
    async (request) => {
      await app.rateLimits.consume(CERTIFICATE_LOOKUP_PER_IP, request.ip);
      return certificates.verify(request.params.code);
    },
  );
};
