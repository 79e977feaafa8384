// The audit trail over HTTP: admins read it. No route changes or removes an entry.
import { auditEntrySchema, auditListQuerySchema } from '@kaushal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noStore } from '../../lib/no-store';
import { requireAdmin } from '../../plugins/authentication';
import { contactsOf } from '../users/user.service';
import { auditService } from './audit.service';

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const audit = auditService(app.db);
  app.addHook('onSend', noStore);

  app.get(
    '/admin/audit',
    {
      // Checked on request, before the query is validated: a visitor gets 401 and a customer 403.
      onRequest: async (request) => {
        requireAdmin(request);
      },
      schema: { querystring: auditListQuerySchema, response: { 200: z.array(auditEntrySchema) } },
    },
    async (request, reply) => {
      const page = await audit.list(request.query);
      void reply.header('x-total-count', String(page.total));
      // Each entry names its admin as people know them, for the trail's sentences.
      const actors = await contactsOf(
        app.db,
        page.entries.map((entry) => Number(entry.actorId)),
      );
      return page.entries.map((entry) => ({
        ...entry,
        actorName: actors.get(Number(entry.actorId))?.name ?? null,
      }));
    },
  );
};
