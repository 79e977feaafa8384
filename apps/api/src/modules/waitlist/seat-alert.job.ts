// Background job: e-mails shoppers waiting for a workshop once it has seats again, every minute.
import type { FastifyInstance } from 'fastify';
import { startPeriodicJob } from '../../lib/periodic-job';
import { seatAlertService } from './seat-alert.service';

export const SEAT_ALERTS_EVERY_MS = 60_000;

const alertsOf = (app: FastifyInstance) =>
  seatAlertService({
    db: app.db,
    clock: app.clock,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
  });

/** One pass, whichever instance runs it; returns the number of mails sent. */
export function notifySeatAlerts(app: FastifyInstance): Promise<number> {
  return alertsOf(app).notifyOpenSeats();
}

/** Starts the periodic pass; the returned function stops it and waits for a pass in progress. */
export function startSeatAlerts(
  app: FastifyInstance,
  everyMs = SEAT_ALERTS_EVERY_MS,
): () => Promise<void> {
  const alerts = alertsOf(app);
  return startPeriodicJob(app.log, {
    everyMs,
    failure: 'mailing seat alerts failed',
    async pass() {
      const sent = await alerts.notifyOpenSeats();
      if (sent > 0) app.log.info({ mails: sent }, 'seat alerts mailed');
    },
  });
}
