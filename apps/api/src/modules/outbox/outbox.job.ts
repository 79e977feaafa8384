// Background job: sends the outbox's due mails, such as those a relay outage kept, on every instance.
import type { FastifyInstance } from 'fastify';
import { startPeriodicJob } from '../../lib/periodic-job';

const OUTBOX_EVERY_MS = 30_000;

/** Starts the periodic pass; the returned function stops it and waits for a pass in progress. */
export function startOutboxDelivery(app: FastifyInstance): () => Promise<void> {
  return startPeriodicJob(app.log, {
    everyMs: OUTBOX_EVERY_MS,
    // Mails written while no instance could send them go out as soon as one starts.
    atStart: true,
    failure: 'sending the outbox failed',
    async pass() {
      const sent = await app.outbox.deliverDue();
      if (sent > 0) app.log.info({ mails: sent }, 'outbox mails sent');
    },
  });
}
