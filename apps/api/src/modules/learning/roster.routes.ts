// Batch roster API (admins): the learners with their attendance, marking attendance, the roster as CSV
// and issuing certificates.
import {
  attendanceInputSchema,
  batchRosterSchema,
  certificateIssueResultSchema,
  idParamsSchema,
  idSchema,
  rosterLearnerSchema,
} from '@kaushal/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { csvResponse, sendCsv } from '../../lib/csv';
import { noStore } from '../../lib/no-store';
import { requireAdmin } from '../../plugins/authentication';
import { mailBrandOf } from '../../lib/mail-layout';
import { certificateService } from './certificate.service';
import { rosterCsv } from './roster.csv';
import { rosterService } from './roster.service';

const batchParamsSchema = idParamsSchema.extend({ batchId: idSchema });

export const rosterRoutes: FastifyPluginAsyncZod = async (app) => {
  const roster = rosterService(app.db, app.clock);
  const certificates = certificateService(app.db, {
    clock: app.clock,
    outbox: app.outbox,
    afterAnswer: app.afterAnswer,
    log: app.requestLog,
    brand: mailBrandOf(app.config),
  });
  // Checked on request, before the body is read: a visitor gets 401 and a customer 403.
  app.addHook('onRequest', async (request: FastifyRequest) => {
    requireAdmin(request);
  });
  app.addHook('onSend', noStore);

  app.get(
    '/products/:id/batches/:batchId/roster',
    { schema: { params: batchParamsSchema, response: { 200: batchRosterSchema } } },
    (request) => roster.roster(Number(request.params.id), Number(request.params.batchId)),
  );

  app.get(
    '/products/:id/batches/:batchId/roster.csv',
    { schema: { params: batchParamsSchema, response: csvResponse } },
    async (request, reply) => {
      const { id, batchId } = request.params;
      const read = await roster.roster(Number(id), Number(batchId));
      return sendCsv(reply, `roster-batch-${batchId}`, rosterCsv(read, app.clock()));
    },
  );

  // The same file among the admin's exports, where the batch alone names it.
  app.get(
    '/admin/exports/batches/:id/roster.csv',
    { schema: { params: idParamsSchema, response: csvResponse } },
    async (request, reply) => {
      const { id } = request.params;
      return sendCsv(
        reply,
        `roster-batch-${id}`,
        rosterCsv(await roster.rosterOfBatch(Number(id)), app.clock()),
      );
    },
  );

  app.put(
    '/products/:id/batches/:batchId/attendance',
    {
      schema: {
        params: batchParamsSchema,
        body: attendanceInputSchema,
        response: { 200: rosterLearnerSchema },
      },
    },
    (request) =>
      roster.markAttendance(
        Number(request.params.id),
        Number(request.params.batchId),
        request.body,
        requireAdmin(request),
      ),
  );

  app.post(
    '/products/:id/batches/:batchId/certificates',
    {
      schema: {
        params: batchParamsSchema,
        // Everything is in the address; the body is an empty JSON object, as every write sends JSON.
        body: z.strictObject({}),
        response: { 200: certificateIssueResultSchema },
      },
    },
    (request) =>
      certificates.issueForBatch(
        requireAdmin(request),
        Number(request.params.id),
        Number(request.params.batchId),
      ),
  );
};
