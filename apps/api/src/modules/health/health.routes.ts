// Liveness: the process answers and says which database engine it runs on and whether it responds.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pingDatabase } from '../../db/client';

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ engine: z.enum(['pglite', 'postgres']), reachable: z.boolean() }),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { response: { 200: healthSchema, 503: healthSchema } } },
    async (_, reply) => {
      const reachable = await pingDatabase(app.db).then(
        () => true,
        () => false,
      );
      void reply.code(reachable ? 200 : 503).header('cache-control', 'no-store');
      return {
        status: reachable ? 'ok' : 'degraded',
        database: { engine: app.database.engine, reachable },
      } as const;
    },
  );
};
