// Both counter stores keep the same fixed windows (Redis: the real one on this machine), and the gate
// refuses with RATE_LIMITED and Retry-After once a limit is passed.
import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { Redis } from 'ioredis';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { MINUTE } from '../../test/account-client.fixture';
import {
  advanceRedisKeys,
  manualClock,
  redisSkipNote,
  testRedisUrl,
  type ManualClock,
} from '../../test/test-app';
import { AppError } from './app-error';
import {
  memoryRateLimiter,
  rateLimitGate,
  redisRateLimiter,
  type RateLimiter,
} from './rate-limiter';

const log = pino({ level: 'silent' });

const runPrefix = `kaushal-test:${randomBytes(6).toString('hex')}:`;
const redis = testRedisUrl ? new Redis(testRedisUrl) : undefined;

interface Store {
  create(): RateLimiter;
  /** Moves the test's time, and with it the expiry of the counters the store keeps. */
  advance(clock: ManualClock, ms: number): Promise<void>;
}

const stores: [string, Store | undefined][] = [
  [
    'memory',
    {
      create: () => memoryRateLimiter(),
      advance: async (clock, ms) => clock.advance(ms),
    },
  ],
  [
    `redis${redisSkipNote}`,
    redis && {
      create: () => redisRateLimiter({ url: testRedisUrl!, prefix: runPrefix }),
      async advance(clock, ms) {
        clock.advance(ms);
        await advanceRedisKeys(redis, await redis.keys(`${runPrefix}*`), ms);
      },
    },
  ],
];

afterAll(async () => {
  if (!redis) return;
  const keys = await redis.keys(`${runPrefix}*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
});

describe.each(stores)('%s rate limiter', (_name, store) => {
  let clock: ManualClock;
  let limiter: RateLimiter;
  let key: string;
  const advance = (ms: number) => store!.advance(clock, ms);

  beforeEach((context) => {
    if (!store) return context.skip();
    clock = manualClock();
    limiter = store.create();
    key = `k-${randomBytes(4).toString('hex')}`;
    context.onTestFinished(async () => {
      await limiter.close();
      clock.stop();
    });
  });

  it('counts attempts within one window and reports when it ends', async () => {
    const start = clock.now().getTime();
    expect(await limiter.hit(key, 15 * MINUTE)).toEqual({ count: 1, resetAt: start + 15 * MINUTE });
    await advance(5 * MINUTE);
    expect(await limiter.hit(key, 15 * MINUTE)).toEqual({ count: 2, resetAt: start + 15 * MINUTE });
  });

  it('opens a new window once the old one has ended', async () => {
    await limiter.hit(key, 15 * MINUTE);
    await limiter.hit(key, 15 * MINUTE);
    await advance(15 * MINUTE);
    const now = clock.now().getTime();
    expect(await limiter.hit(key, 15 * MINUTE)).toEqual({ count: 1, resetAt: now + 15 * MINUTE });
  });

  it('keeps keys apart and forgets a key on reset', async () => {
    await limiter.hit(key, MINUTE);
    await limiter.hit(key, MINUTE);
    expect((await limiter.hit(`${key}-other`, MINUTE)).count).toBe(1);
    await limiter.reset(key);
    expect((await limiter.hit(key, MINUTE)).count).toBe(1);
  });

  it('through the gate: allows the limit, then refuses with 429 and Retry-After until the window ends', async () => {
    const gate = rateLimitGate(limiter, log);
    const rule = { name: 'test', limit: 3, windowMs: 15 * MINUTE };
    for (let i = 0; i < 3; i += 1) await gate.consume(rule, key);
    await advance(MINUTE);
    const refused = await gate.consume(rule, key).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({
      code: 'RATE_LIMITED',
      statusCode: 429,
      headers: { 'retry-after': String(14 * 60) },
      message: 'Too many attempts. Please try again in 14 minutes.',
    });
    await advance(14 * MINUTE);
    await expect(gate.consume(rule, key)).resolves.toBeUndefined();
  });
});

describe('redis rate limiter during an outage', () => {
  it('fails fast and the gate lets the attempt through instead of locking everyone out', async () => {
    const limiter = redisRateLimiter({ url: 'redis://127.0.0.1:1', prefix: runPrefix });
    try {
      await expect(limiter.hit('k', MINUTE)).rejects.toThrow();
      const gate = rateLimitGate(limiter, log);
      await expect(
        gate.consume({ name: 'test', limit: 0, windowMs: MINUTE }, 'k'),
      ).resolves.toBeUndefined();
    } finally {
      await limiter.close();
    }
  });
});
