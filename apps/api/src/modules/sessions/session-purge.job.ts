// Background job: deletes sessions past their idle or absolute expiry, at start-up and every hour.
import type { FastifyInstance } from 'fastify';
import { startPeriodicJob } from '../../lib/periodic-job';

/** Advisory lock key shared by every instance, so one pass runs at a time against one database. */
export const SESSION_PURGE_LOCK = 727_003;
const EVERY_MS = 60 * 60_000;

/**
 * One pass: deletes every expired session, whichever instance runs it; a pass after another finds
 * nothing left. The lock keeps two instances' passes from deleting the same rows side by side, where
 * each could wait on the rows the other holds.
 */
export async function purgeExpiredSessions(app: FastifyInstance): Promise<number> {
  return app.database.exclusive(SESSION_PURGE_LOCK, () => app.sessions.purgeExpired());
}

/** Runs a pass now and then periodically; the returned function stops it and waits for a pass in progress. */
export function startSessionPurge(app: FastifyInstance, everyMs = EVERY_MS): () => Promise<void> {
  return startPeriodicJob(app.log, {
    everyMs,
    atStart: true,
    failure: 'deleting expired sessions failed',
    async pass() {
      const purged = await purgeExpiredSessions(app);
      if (purged > 0) app.log.info({ sessions: purged }, 'expired sessions deleted');
    },
  });
}
