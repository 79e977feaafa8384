// Background job: e-mails shoppers waiting for a workshop once it has seats again, every minute.
import type { FastifyInstance } from 'fastify';
import { startPeriodicJob } from '../../lib/periodic-job';

export const SEAT_ALERTS_EVERY_MS = 60_000;

/** One pass, whichever instance runs it; returns the number of mails sent. */
export function notifySeatAlerts(app: FastifyInstance): Promise<number> {
  return app.seatAlerts.notifyOpenSeats();
}

/** Starts the periodic pass; the returned function stops it and waits for a pass in progress. */
export function startSeatAlerts(
  app: FastifyInstance,
  everyMs = SEAT_ALERTS_EVERY_MS,
): () => Promise<void> {
  return startPeriodicJob(app.log, {
    everyMs,
    failure: 'mailing seat alerts failed',
    async pass() {
      const sent = await app.seatAlerts.notifyOpenSeats();
      if (sent > 0) app.log.info({ mails: sent }, 'seat alerts mailed');
    },
  });
}
