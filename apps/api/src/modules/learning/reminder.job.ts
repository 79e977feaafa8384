// Background job: e-mails learners before each session of their batch, as often as configured.
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import { mailBrandOf } from '../../lib/mail-layout';
import { startPeriodicJob } from '../../lib/periodic-job';
import { reminderService } from './reminder.service';

const remindersOf = (app: FastifyInstance, leadMinutes: number[]) =>
  reminderService({
    db: app.db,
    clock: app.clock,
    mailer: app.mailer,
    brand: mailBrandOf(app.config),
    leadMinutes,
  });

/** One pass, whichever instance runs it; returns the number of mails sent. */
export function sendDueReminders(app: FastifyInstance): Promise<number> {
  return remindersOf(app, app.config.reminders.leadMinutes).sendDue();
}

/** Starts the periodic pass; the returned function stops it and waits for a pass in progress. */
export function startReminders(
  app: FastifyInstance,
  { everyMs, leadMinutes }: AppConfig['reminders'] = app.config.reminders,
): () => Promise<void> {
  const reminders = remindersOf(app, leadMinutes);
  return startPeriodicJob(app.log, {
    everyMs,
    // A reminder due while no instance ran goes out as soon as one starts.
    atStart: true,
    failure: 'mailing session reminders failed',
    async pass() {
      const sent = await reminders.sendDue();
      if (sent > 0) app.log.info({ mails: sent }, 'session reminders mailed');
    },
  });
}
