// Background job: once a batch's enrolment deadline passes, its seats leave the product's stock, so
// lists and "out of stock" say what can still be bought (docs/decisions/0021-batches-hold-the-seats.md).
import type { FastifyInstance } from 'fastify';
import { startPeriodicJob } from '../../lib/periodic-job';
import { refreshLapsedStock } from './seats.service';

/** Advisory lock key shared by every instance, so one pass runs at a time against one database. */
export const STOCK_REFRESH_LOCK = 727_004;
const EVERY_MS = 60_000;

/**
 * One pass at `now` (the app's clock) over the deadlines passed by then, after `since` when given; the
 * products whose stock changed.
 */
export async function refreshStock(
  app: FastifyInstance,
  now = app.clock(),
  since?: Date,
): Promise<number[]> {
  const changed = await app.database.exclusive(STOCK_REFRESH_LOCK, () =>
    refreshLapsedStock(app.db, now, since),
  );
  // This instance's shoppers see the change at once; others within their cache's few seconds.
  if (changed.length > 0) app.catalogue.clear();
  return changed;
}

/** Runs a pass now and then periodically; the returned function stops it and waits for a pass in progress. */
export function startStockRefresh(app: FastifyInstance, everyMs = EVERY_MS): () => Promise<void> {
  // The first pass looks at every deadline passed; each later one at those passed since the last.
  let lastPass: Date | undefined;
  return startPeriodicJob(app.log, {
    everyMs,
    atStart: true,
    failure: 'refreshing stock after enrolment deadlines failed',
    async pass() {
      const now = app.clock();
      const changed = await refreshStock(app, now, lastPass);
      lastPass = now;
      if (changed.length > 0)
        app.log.info({ products: changed }, 'stock refreshed after deadlines');
    },
  });
}
