// Enrolments API: a signed-in learner reads their own enrolments and takes one's sessions as a calendar.
import { enrolmentSchema, idParamsSchema } from '@kaushal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noStore } from '../../lib/no-store';
import { requireUser } from '../../plugins/authentication';
import { enrolmentCalendar } from './enrolment.calendar';
import { enrolmentService } from './enrolment.service';

export const enrolmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const enrolments = enrolmentService(app.db, app.clock);
  app.addHook('onRequest', async (request) => {
    requireUser(request);
  });
  app.addHook('onSend', noStore);

  app.get('/enrolments', { schema: { response: { 200: z.array(enrolmentSchema) } } }, (request) =>
    enrolments.listOwn(requireUser(request).id),
  );

  app.get(
    '/enrolments/:id',
    { schema: { params: idParamsSchema, response: { 200: enrolmentSchema } } },
    (request) => enrolments.getOwn(requireUser(request).id, Number(request.params.id)),
  );

  app.get(
    '/enrolments/:id/calendar.ics',
    { schema: { params: idParamsSchema, response: { 200: z.string() } } },
    async (request, reply) => {
      const enrolment = await enrolments.getOwn(requireUser(request).id, Number(request.params.id));
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${enrolment.workshop.slug}.ics"`)
        .send(enrolmentCalendar(enrolment, app.config.publicUrl, app.clock()));
    },
  );
};
