// Liveness (/health: the process answers, and whether its database does) and readiness (/ready: the
// database answers and every migration is applied, so a load balancer may send traffic).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../plugins/error-handler';
import { migrationsDir } from '../../paths';
import { healthRepository } from './health.repository';

const engineSchema = z.enum(['pglite', 'postgres']);
const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ engine: engineSchema, reachable: z.boolean() }),
});
const readySchema = z.object({
  ready: z.boolean(),
  database: z.object({
    engine: engineSchema,
    reachable: z.boolean(),
    migrations: z.object({ applied: z.number(), expected: z.number() }),
  }),
});

const expectedMigrations = (
  JSON.parse(readFileSync(join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  }
).entries.length;

/** How long one database probe answers for: liveness checks arrive often and must stay cheap. */
const PROBE_TTL_MS = 1_000;

/** Shares one probe among all requests within the TTL, so a burst of checks costs one query. */
function sharedProbe(probe: () => Promise<void>): () => Promise<boolean> {
  let last: { at: number; reachable: Promise<boolean> } | undefined;
  return () => {
    const now = Date.now();
    if (!last || now - last.at > PROBE_TTL_MS) {
      last = {
        at: now,
        reachable: probe().then(
          () => true,
          () => false,
        ),
      };
    }
    return last.reachable;
  };
}

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const probes = healthRepository(app.db);
  const databaseReachable = sharedProbe(() => probes.ping());
  const engine = app.database.engine;

  app.get(
    '/health',
    { schema: { response: { 200: healthSchema, 503: healthSchema } } },
    async (_, reply) => {
      const reachable = await databaseReachable();
      void reply.header('cache-control', 'no-store');
      if (!reachable)
        void reply.code(503).header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return { status: reachable ? 'ok' : 'degraded', database: { engine, reachable } } as const;
    },
  );

  app.get(
    '/ready',
    { schema: { response: { 200: readySchema, 503: readySchema } } },
    async (_, reply) => {
      const applied = await probes.appliedMigrations().catch(() => null);
      const ready = applied !== null && applied >= expectedMigrations;
      void reply.header('cache-control', 'no-store');
      if (!ready) void reply.code(503).header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return {
        ready,
        database: {
          engine,
          reachable: applied !== null,
          migrations: { applied: applied ?? 0, expected: expectedMigrations },
        },
      };
    },
  );
};
