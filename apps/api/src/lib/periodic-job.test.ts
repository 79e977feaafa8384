import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startPeriodicJob } from './periodic-job';

const MINUTE = 60_000;
const silent = { error: () => undefined } as unknown as FastifyBaseLogger;

/** Starts a job that records when each of its passes ran. */
function recordedJob() {
  const passes: number[] = [];
  const stop = startPeriodicJob(silent, {
    everyMs: MINUTE,
    failure: 'recorded job failed',
    pass: () => {
      passes.push(Date.now());
      return Promise.resolve();
    },
  });
  return { passes, stop };
}

/** How far apart two moments fall within an interval, going round it either way. */
const apartWithin = (a: number, b: number, everyMs: number) => {
  const gap = Math.abs(a - b) % everyMs;
  return Math.min(gap, everyMs - gap);
};

describe('periodic jobs', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('spreads jobs started together over their interval, each passing once an interval from the first', async () => {
    const jobs = [recordedJob(), recordedJob(), recordedJob(), recordedJob(), recordedJob()];
    await vi.advanceTimersByTimeAsync(3 * MINUTE);
    for (const { passes } of jobs) {
      expect(passes.length).toBeGreaterThanOrEqual(3);
      // The first pass within one interval of the start, as an unphased job's would be.
      expect(passes[0]).toBeGreaterThan(0);
      expect(passes[0]).toBeLessThanOrEqual(MINUTE);
      expect(passes.slice(1).map((at, index) => at - passes[index]!)).toEqual(
        passes.slice(1).map(() => MINUTE),
      );
    }
    // Five minute jobs as the shop starts them: no two pass within six seconds of each other.
    const firsts = jobs.map(({ passes }) => passes[0]!);
    for (const [index, a] of firsts.entries()) {
      for (const b of firsts.slice(index + 1)) {
        expect(apartWithin(a, b, MINUTE)).toBeGreaterThanOrEqual(MINUTE / 10);
      }
    }
    await Promise.all(jobs.map(({ stop }) => stop()));
  });

  it('runs no pass once stopped, and waits for the one in progress', async () => {
    let finish = () => undefined as void;
    let passes = 0;
    const stop = startPeriodicJob(silent, {
      everyMs: 1_000,
      failure: 'slow job failed',
      pass: () => {
        passes += 1;
        return new Promise<void>((resolve) => (finish = resolve));
      },
    });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(passes).toBe(1);
    let stopped = false;
    const stopping = stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(passes).toBe(1);
  });

  it('logs a failed pass and runs the next one as planned', async () => {
    const failures: string[] = [];
    const log = { error: (_: unknown, message: string) => failures.push(message) };
    let passes = 0;
    const stop = startPeriodicJob(log as unknown as FastifyBaseLogger, {
      everyMs: 1_000,
      failure: 'flaky job failed',
      pass: () => {
        passes += 1;
        return passes === 1 ? Promise.reject(new Error('relay down')) : Promise.resolve();
      },
    });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(failures).toEqual(['flaky job failed']);
    expect(passes).toBe(2);
    await stop();
  });
});
