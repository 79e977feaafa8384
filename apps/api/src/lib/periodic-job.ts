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

/** Starts the job; the returned function stops it and waits for a pass in progress. */
export function startPeriodicJob(log: FastifyBaseLogger, job: PeriodicJob): () => Promise<void> {
  const pass = () => job.pass().catch((error: unknown) => log.error({ err: error }, job.failure));
  let running = job.atStart ? pass() : Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(pass);
  }, job.everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
