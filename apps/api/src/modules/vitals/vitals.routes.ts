// Receives Core Web Vitals measured in shoppers' browsers and writes them to the log, when enabled.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const vitalSchema = z.object({
  name: z.enum(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']),
  value: z.number().finite().min(0),
  rating: z.enum(['good', 'needs-improvement', 'poor']),
  id: z.string().max(100),
  navigationType: z.string().max(40).optional(),
  page: z.string().max(200).regex(/^\//, 'page must be a path'),
});

export const vitalsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/vitals', { schema: { body: vitalSchema } }, async (request, reply) => {
    request.log.info({ vital: request.body }, 'web vital');
    return reply.code(204).send();
  });
};
