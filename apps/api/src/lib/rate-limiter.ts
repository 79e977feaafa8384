// Fixed-window attempt counters (in memory, or in Redis so that every instance shares them) and the
// check that turns an exceeded limit into a 429 with Retry-After.
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { AppError } from './app-error';
import { systemClock, type Clock } from './clock';

export interface RateLimitRule {
  /** Names the counter family; part of every key. */
  name: string;
  /** Attempts allowed per window; the next one is refused. */
  limit: number;
  windowMs: number;
}

export interface WindowCount {
  count: number;
  /** When the window ends (ms since the epoch, by the limiter's clock). */
  resetAt: number;
}

export interface RateLimiter {
  /** Counts one attempt for `key` in its current window (starting one if none is open). */
  hit(key: string, windowMs: number): Promise<WindowCount>;
  /** Forgets the key's attempts, e.g. once the right password proves the attempts were the owner's. */
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export function memoryRateLimiter(clock: Clock = systemClock): RateLimiter {
  const windows = new Map<string, WindowCount>();
  let nextSweep = 0;
  // Ended windows are dropped in passing, so counters for one-off keys (IPs, e-mails) do not pile up.
  const sweep = (now: number) => {
    if (now < nextSweep) return;
    nextSweep = now + 60_000;
    for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
  };
  return {
    async hit(key, windowMs) {
      const now = clock().getTime();
      sweep(now);
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        window = { count: 0, resetAt: now + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return { ...window };
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      windows.clear();
    },
  };
}

// One round trip, atomic across instances. The window end is kept in the hash and compared with the
// caller's clock, so an injected clock behaves as in memory; the key's TTL only clears it away.
const HIT_SCRIPT = `
local now = tonumber(ARGV[1])
local resetAt = tonumber(redis.call('HGET', KEYS[1], 'resetAt'))
if not resetAt or resetAt <= now then
  resetAt = now + tonumber(ARGV[2])
  redis.call('HSET', KEYS[1], 'count', 0, 'resetAt', resetAt)
end
local count = redis.call('HINCRBY', KEYS[1], 'count', 1)
redis.call('PEXPIRE', KEYS[1], math.max(resetAt - now, 1))
return {count, resetAt}
`;

type RedisWithHit = Redis & {
  rateLimitHit(key: string, now: number, windowMs: number): Promise<[number, number]>;
};

export interface RedisRateLimiterOptions {
  url: string;
  /** Prepended to every key, so several shops (or test runs) can share one Redis. */
  prefix?: string;
  clock?: Clock;
}

export function redisRateLimiter(options: RedisRateLimiterOptions): RateLimiter {
  const prefix = options.prefix ?? 'kaushal:rate:';
  const clock = options.clock ?? systemClock;
  // Bounded waits: a Redis outage must make a request fail fast, not hang it.
  const redis = new Redis(options.url, {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    commandTimeout: 2_000,
    connectTimeout: 2_000,
  }) as RedisWithHit;
  redis.on('error', () => undefined);
  redis.defineCommand('rateLimitHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
  return {
    async hit(key, windowMs) {
      const [count, resetAt] = await redis.rateLimitHit(prefix + key, clock().getTime(), windowMs);
      return { count: Number(count), resetAt: Number(resetAt) };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async close() {
      if (redis.status === 'end') return;
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

export interface RateLimitGate {
  /**
   * Counts an attempt against `rule` for `key` and throws RATE_LIMITED (429 with Retry-After) once the
   * limit is passed. If the counter store fails, the attempt is let through and the failure logged:
   * an outage of Redis must not lock every shopper out.
   */
  consume(rule: RateLimitRule, key: string): Promise<void>;
  reset(rule: RateLimitRule, key: string): Promise<void>;
}

export function rateLimitGate(
  limiter: RateLimiter,
  clock: Clock,
  log: FastifyBaseLogger,
): RateLimitGate {
  const keyOf = (rule: RateLimitRule, key: string) => `${rule.name}:${key}`;
  return {
    async consume(rule, key) {
      let window: WindowCount;
      try {
        window = await limiter.hit(keyOf(rule, key), rule.windowMs);
      } catch (error) {
        log.error({ err: error, rule: rule.name }, 'rate limiter unavailable; attempt allowed');
        return;
      }
      if (window.count <= rule.limit) return;
      const seconds = Math.max(1, Math.ceil((window.resetAt - clock().getTime()) / 1000));
      const minutes = Math.ceil(seconds / 60);
      throw new AppError(
        'RATE_LIMITED',
        `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        { 'retry-after': String(seconds) },
      );
    },
    async reset(rule, key) {
      await limiter.reset(keyOf(rule, key)).catch((error: unknown) => {
        log.error({ err: error, rule: rule.name }, 'rate limiter reset failed');
      });
    },
  };
}
