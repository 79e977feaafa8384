// Background job: folds the products' appended facet changes into the facet counts, at start-up and
// every minute, so the list's totals sum a few hundred cells at most and not a minute's every write
// (docs/decisions/0042).
import type { FastifyInstance } from 'fastify';
import { startPeriodicJob } from '../../lib/periodic-job';
import { facetRepository } from './facet.repository';

/** Advisory lock key shared by every instance, so one fold runs at a time against one database. */
export const FACET_FOLD_LOCK = 727_005;
const EVERY_MS = 60_000;

/** One fold; the number of changes folded. */
export function foldFacetChanges(app: FastifyInstance): Promise<number> {
  return app.database.exclusive(FACET_FOLD_LOCK, () => facetRepository(app.db).fold());
}

/** Runs a fold now and then periodically; the returned function stops it and waits for a fold in progress. */
export function startFacetFold(app: FastifyInstance, everyMs = EVERY_MS): () => Promise<void> {
  return startPeriodicJob(app.log, {
    everyMs,
    atStart: true,
    failure: 'folding the catalogue facet counts failed',
    async pass() {
      await foldFacetChanges(app);
    },
  });
}
