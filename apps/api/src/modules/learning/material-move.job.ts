// Background job: moves the batch materials uploaded while files were kept in their rows to the
// storage, at start-up and then hourly, so a shop upgraded in place ends with every file in one place
// (docs/decisions/0071).
import type { FastifyInstance } from 'fastify';
import { startPeriodicJob } from '../../lib/periodic-job';
import { materialService } from './material.service';

const MOVE_EVERY_MS = 60 * 60_000;

/** Starts the periodic pass; the returned function stops it and waits for a pass in progress. */
export function startMaterialMove(app: FastifyInstance): () => Promise<void> {
  const materials = materialService(app.db, app.storage);
  return startPeriodicJob(app.log, {
    everyMs: MOVE_EVERY_MS,
    atStart: true,
    failure: 'moving batch materials to the storage failed',
    async pass() {
      const moved = await materials.moveRowsToStorage();
      if (moved > 0) app.log.info({ materials: moved }, 'batch materials moved to the storage');
    },
  });
}
