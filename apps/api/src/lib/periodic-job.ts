// Runs a job's pass every so often in this instance, one pass at a time; a failed pass is logged and
// the next one runs as planned. Passes claim their work in the database, so instances may all run them.
import type { FastifyBaseLogger } from 'fastify';

export interface PeriodicJob {
  everyMs: number;
  /** Also run a pass at once, not only after the first interval. */
  atStart?: boolean;
  /** What a failed pass is logged as. */
  failure: string;
  pass(): Promise<void>;
}

/** The golden ratio's fractional part: its multiples fall evenly around an interval, however many. */
const GOLDEN_STEP = (Math.sqrt(5) - 1) / 2;
let jobsStarted = 0;

/**
 * How far into its interval the next job started in this process makes its passes, as a share of
 * the interval. The minute jobs start together; with one phase they would all run at the same moment
 * and, on the embedded database, which runs one statement at a time, queue behind one another while
 * every request waited for the lot.
 */
const nextPhase = () => (jobsStarted++ * GOLDEN_STEP) % 1;

/** Starts the job; the returned function stops it and waits for a pass in progress. */
export function startPeriodicJob(log: FastifyBaseLogger, job: PeriodicJob): () => Promise<void> {
  const pass = () => job.pass().catch((error: unknown) => log.error({ err: error }, job.failure));
  let running = job.atStart ? pass() : Promise.resolve();
  const runPass = () => {
    running = running.then(pass);
  };
  let timer: NodeJS.Timeout | undefined;
  // The first pass comes within one interval, as it would unphased: at its end for the first job.
  const first = setTimeout(
    () => {
      runPass();
      timer = setInterval(runPass, job.everyMs);
      timer.unref();
    },
    job.everyMs * (1 - nextPhase()),
  );
  first.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(timer);
    await running;
  };
}
