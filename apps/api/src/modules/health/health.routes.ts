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

/** A probe older than this is replaced by a new one; liveness checks arrive often and must stay cheap. */
const PROBE_EVERY_MS = 1_000;
/** How long a settled probe may answer for while a newer one waits behind the database's busy work. */
const PROBE_FRESH_FOR_MS = 5_000;
/** How long a check with no fresh probe waits for one before reporting the database unreachable. */
const PROBE_PATIENCE_MS = 2_000;

/**
 * Shares one probe among all checks and answers from the newest settled one, so a busy database (whose
 * probe queues behind its work) does not make the check slow, while an outage still shows within about
 * a second and a database that stops answering shows as unreachable instead of holding the check
 * (docs/decisions/0043).
 */
function sharedProbe(probe: () => Promise<void>): () => Promise<boolean> {
  let settled: { at: number; reachable: boolean } | undefined;
  let running: Promise<boolean> | undefined;
  const start = () => {
    const reachable = probe().then(
      () => true,
      () => false,
    );
    void reachable.then((answer) => {
      settled = { at: Date.now(), reachable: answer };
      running = undefined;
    });
    return reachable;
  };
  return async () => {
    const age = settled ? Date.now() - settled.at : Infinity;
    // One probe at a time: a database that hangs gets one waiting probe, not one a second.
    if (!running && age > PROBE_EVERY_MS) running = start();
    if (settled && age <= PROBE_FRESH_FOR_MS) return settled.reachable;
    return Promise.race([
      running!,
      new Promise<boolean>((resolve) => setTimeout(resolve, PROBE_PATIENCE_MS, false).unref()),
    ]);
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
