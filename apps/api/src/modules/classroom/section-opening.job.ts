// Background job: mails learners the sections of their courses that have opened (drip), on every
// instance; each mail is claimed in the database by one of them and goes out through the outbox.
import type { FastifyInstance } from 'fastify';
import { startPeriodicJob } from '../../lib/periodic-job';

const SECTION_OPENINGS_EVERY_MS = 5 * 60_000;

/** Starts the periodic pass; the returned function stops it and waits for a pass in progress. */
export function startSectionOpeningMails(app: FastifyInstance): () => Promise<void> {
  return startPeriodicJob(app.log, {
    everyMs: SECTION_OPENINGS_EVERY_MS,
    failure: 'mailing opened sections failed',
    async pass() {
      const mailed = await app.classroom.mailOpenedSections();
      if (mailed > 0) app.log.info({ mails: mailed }, 'section openings mailed');
    },
  });
}
