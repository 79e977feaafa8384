// Background job: cancels unpaid orders past their payment window, once per pass across all instances.
import type { FastifyInstance } from 'fastify';
import { startPeriodicJob } from '../../lib/periodic-job';

/** Advisory lock key shared by every instance, so one pass runs at a time against one database. */
export const ORDER_EXPIRY_LOCK = 727_002;
const EVERY_MS = 60_000;

/** Starts the periodic pass; the returned function stops it and waits for a pass in progress. */
export function startOrderExpiry(app: FastifyInstance, everyMs = EVERY_MS): () => Promise<void> {
  const { orders } = app;
  return startPeriodicJob(app.log, {
    everyMs,
    failure: 'expiring unpaid orders failed',
    async pass() {
      const cancelled = await app.database.exclusive(ORDER_EXPIRY_LOCK, () =>
        orders.cancelExpiredOrders(app.clock()),
      );
      if (cancelled.length > 0)
        app.log.info({ orders: cancelled }, 'expired unpaid orders cancelled');
    },
  });
}
