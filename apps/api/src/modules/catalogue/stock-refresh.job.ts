// Background job: once a batch's enrolment deadline passes, its seats leave the product's stock, so
// lists and "out of stock" say what can still be bought (docs/decisions/0021-batches-hold-the-seats.md).
import type { FastifyInstance } from 'fastify';
import { startPeriodicJob } from '../../lib/periodic-job';
import { refreshLapsedStock } from './seats.service';

/** Advisory lock key shared by every instance, so one pass runs at a time against one database. */
export const STOCK_REFRESH_LOCK = 727_004;
const EVERY_MS = 60_000;

/** One pass at the app's clock; the products whose stock changed. */
export async function refreshStock(app: FastifyInstance): Promise<number[]> {
  const changed = await app.database.exclusive(STOCK_REFRESH_LOCK, () =>
    refreshLapsedStock(app.db, app.clock()),
  );
  // This instance's shoppers see the change at once; others within their cache's few seconds.
  if (changed.length > 0) app.catalogue.clear();
  return changed;
}

/** Runs a pass now and then periodically; the returned function stops it and waits for a pass in progress. */
export function startStockRefresh(app: FastifyInstance, everyMs = EVERY_MS): () => Promise<void> {
  return startPeriodicJob(app.log, {
    everyMs,
    atStart: true,
    failure: 'refreshing stock after enrolment deadlines failed',
    async pass() {
      const changed = await refreshStock(app);
      if (changed.length > 0)
        app.log.info({ products: changed }, 'stock refreshed after deadlines');
    },
  });
}
