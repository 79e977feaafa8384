// Background job: lets go of the workshops' JSON changes every instance's catalogue index has read past
// (docs/decisions/0049). Each pass notes where a read of the changes started now would start; a change
// older than the note taken ten minutes ago is older than any instance's last look that can still be
// trusted (JSON_CHANGES_TRUSTED_MS, five minutes), so no one needs it.
import type { FastifyInstance } from 'fastify';
import { startPeriodicJob } from '../../lib/periodic-job';
import { productRepository } from './product.repository';
import { JSON_CHANGES_TRUSTED_MS } from './catalogue-index.service';

const EVERY_MS = 60_000;
/** How long a change is kept past the note that covers it: twice the time a look is trusted for. */
export const JSON_CHANGES_KEPT_MS = 2 * JSON_CHANGES_TRUSTED_MS;

/**
 * A pruner of its own notes: each pass notes the horizon now and prunes below the newest note at least
 * `keptMs` old (by this process's monotonic clock, so no other machine's time enters into it).
 */
export function jsonChangesPruner(app: FastifyInstance, keptMs = JSON_CHANGES_KEPT_MS) {
  const repository = productRepository(app.db);
  const notes: { at: number; horizon: string }[] = [];
  /** One pass; how many changes it let go. */
  return async function prune(): Promise<number> {
    notes.push({ at: performance.now(), horizon: await repository.changesHorizon() });
    const now = performance.now();
    let covering: string | undefined;
    while (notes.length > 0 && now - notes[0]!.at >= keptMs) covering = notes.shift()!.horizon;
    return covering === undefined ? 0 : repository.pruneJsonChanges(covering);
  };
}

/** Runs a pass every minute; the returned function stops it and waits for a pass in progress. */
export function startJsonChangesPrune(
  app: FastifyInstance,
  everyMs = EVERY_MS,
): () => Promise<void> {
  const prune = jsonChangesPruner(app);
  return startPeriodicJob(app.log, {
    everyMs,
    failure: 'letting go of the workshops’ JSON changes failed',
    async pass() {
      await prune();
    },
  });
}
