// Reads that may be a few seconds old (the public catalogue, course pages, the sitemap, reports) go to a
// PostgreSQL streaming replica when one is configured, and to the primary whenever the replica cannot
// answer or lags too far behind (docs/decisions/0053).
import pg from 'pg';

/** How often the replica's replay is compared with the primary's position. */
const LAG_CHECK_EVERY_MS = 1_000;

/** What the pool-like object drizzle is given needs: one statement at a time, on either pool. */
export interface StatementRouter {
  query: pg.Pool['query'];
  close(): Promise<void>;
}

export interface ReplicaLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

/** A WAL position as PostgreSQL writes it ('16/B374D848'), as one number. */
const lsnOf = (text: string): bigint => {
  const [high = '0', low = '0'] = text.split('/');
  return (BigInt(`0x${high}`) << 32n) | BigInt(`0x${low}`);
};

/**
 * SQLSTATE classes that say the statement itself was wrong (bad data, a constraint, a name): the
 * primary would refuse it too, so it is not tried again there. Anything else (the connection, the
 * server shutting down or recovering, a conflict with replay, a database not yet replayed) is the
 * replica's own trouble.
 */
const STATEMENT_ERRORS = new Set(['21', '22', '23', '25', '2B', '42', 'P0']);
const isReplicaTrouble = (error: unknown) => {
  const code = (error as { code?: unknown }).code;
  return !(typeof code === 'string' && code.length === 5 && STATEMENT_ERRORS.has(code.slice(0, 2)));
};

/**
 * Routes each statement to the replica while it answers and has replayed everything the primary had
 * written `maxLagMs` ago, else to the primary; a statement the replica fails for its own reasons is
 * answered by the primary, so no request is lost when the replica stops. One warning when reads move
 * to the primary, one note when they move back.
 */
export function replicaRouter(
  primary: pg.Pool,
  replicaUrl: string,
  { maxLagMs, log, poolSize }: { maxLagMs: number; log: ReplicaLog; poolSize: number },
): StatementRouter {
  const replica = new pg.Pool({
    connectionString: replicaUrl,
    max: poolSize,
    connectionTimeoutMillis: 2_000,
  });
  replica.on('error', () => undefined);
  // Where reads go: nowhere decided until the first check, then the replica or the primary.
  let route: 'unchecked' | 'replica' | 'primary' = 'unchecked';
  // The primary's positions not yet replayed, oldest first, each with when it was seen: the lag is
  // the age of the oldest.
  const pending: { at: number; lsn: bigint }[] = [];

  const routeTo = (to: 'replica' | 'primary', why = '') => {
    if (to === route) return;
    const from = route;
    route = to;
    if (to === 'primary') log.warn({ reason: why }, `reads go to the primary database: ${why}`);
    else if (from === 'primary') log.info({}, 'reads go to the database replica again');
  };

  const check = async () => {
    try {
      const [{ rows: at }, { rows: replayed }] = await Promise.all([
        primary.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn'),
        replica.query<{ lsn: string | null }>('select pg_last_wal_replay_lsn()::text as lsn'),
      ]);
      const now = Date.now();
      const replayedTo = replayed[0]?.lsn;
      if (!replayedTo) return routeTo('primary', 'the replica is not a standby');
      pending.push({ at: now, lsn: lsnOf(at[0]!.lsn) });
      const done = lsnOf(replayedTo);
      while (pending[0] && pending[0].lsn <= done) pending.shift();
      const lag = pending[0] ? now - pending[0].at : 0;
      if (lag <= maxLagMs) routeTo('replica');
      else
        routeTo(
          'primary',
          `the replica is ${Math.round(lag / 1000)} s behind (more than ${maxLagMs / 1000} s)`,
        );
    } catch (error) {
      pending.length = 0;
      routeTo('primary', `the replica cannot be reached (${(error as Error).message})`);
    }
  };
  let checking = check();
  const timer = setInterval(() => {
    checking = checking.then(check);
  }, LAG_CHECK_EVERY_MS);
  timer.unref();

  const query = (async (...args: Parameters<pg.Pool['query']>) => {
    if (route === 'replica') {
      try {
        return await (replica.query as (...a: unknown[]) => Promise<unknown>)(...args);
      } catch (error) {
        if (!isReplicaTrouble(error)) throw error;
        routeTo('primary', `the replica failed a read (${(error as Error).message})`);
      }
    }
    return (primary.query as (...a: unknown[]) => Promise<unknown>)(...args);
  }) as pg.Pool['query'];

  return {
    query,
    async close() {
      clearInterval(timer);
      await checking;
      await replica.end();
    },
  };
}
