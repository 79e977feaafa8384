// Fixed-window attempt counters (rate-limiter-flexible, in memory or in Redis so that every instance
// shares them) and the check that turns an exceeded limit into a 429 with Retry-After.
import { isIP } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  type RateLimiterAbstract,
  type RateLimiterRes,
} from 'rate-limiter-flexible';
import { AppError } from './app-error';

export interface RateLimitRule {
  /** Names the counter family; part of every key. */
  name: string;
  /** Attempts allowed per window; the next one is refused. */
  limit: number;
  windowMs: number;
}

export interface WindowCount {
  count: number;
  /** When the window ends (ms since the epoch, by Date.now, the clock the counters keep). */
  resetAt: number;
}

export interface RateLimiter {
  /** Counts one attempt for `key` in its current window (starting one if none is open). */
  hit(key: string, windowMs: number): Promise<WindowCount>;
  /** The attempts counted for `key` in its open window (0 when none is open), counting none. */
  peek(key: string): Promise<number>;
  /** Forgets the key's attempts, e.g. once the right password proves the attempts were the owner's. */
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

const SECOND = 1000;

// One counter store serves every rule: each attempt brings its rule's window, and the gate, not the
// store, compares the count with the rule's limit, so `penalty` (count without refusing) is the call
// and the store's own limit and window are never used.
const storeOptions = { points: Number.MAX_SAFE_INTEGER, duration: 0, keyPrefix: '' };

function countingLimiter(
  store: RateLimiterAbstract,
  prefix: string,
  close: () => Promise<void>,
): RateLimiter {
  return {
    async hit(key, windowMs) {
      const counted: RateLimiterRes = await store.penalty(prefix + key, 1, {
        customDuration: Math.max(1, Math.ceil(windowMs / SECOND)),
      });
      // Windows are whole seconds (Redis expires keys by its own clock); rounding the time left up to
      // its second keeps the window's end steady while a round trip's milliseconds pass.
      const msLeft = Math.ceil(counted.msBeforeNext / SECOND) * SECOND;
      return { count: counted.consumedPoints, resetAt: Date.now() + msLeft };
    },
    async peek(key) {
      const counted = await store.get(prefix + key);
      // The memory store keeps an ended window until its timer drops it.
      return counted && counted.msBeforeNext > 0 ? counted.consumedPoints : 0;
    },
    async reset(key) {
      await store.delete(prefix + key);
    },
    close,
  };
}

export function memoryRateLimiter(): RateLimiter {
  // Ended windows are dropped by the store's own timers, so one-off keys (IPs, e-mails) do not pile up.
  return countingLimiter(new RateLimiterMemory(storeOptions), '', async () => undefined);
}

export interface RedisRateLimiterOptions {
  url: string;
  /** Prepended to every key, so several shops (or test runs) can share one Redis. */
  prefix?: string;
  /** Hears when Redis goes away (a warning) and when it answers again. */
  log: FastifyBaseLogger;
}

/** How long a command or a connection attempt may take before this instance counts on its own. */
const REDIS_WAIT_MS = 2_000;

/**
 * Counters in Redis, shared by every instance. While Redis cannot be reached they are kept in this
 * instance's memory instead (the limits then hold per instance rather than not at all), and Redis
 * takes over again once it answers. Commands are never queued for a connection that is down, so an
 * outage costs a request nothing. Resolves once the first connection has succeeded or failed.
 */
export async function redisRateLimiter(options: RedisRateLimiterOptions): Promise<RateLimiter> {
  const { log } = options;
  const redis = new Redis(options.url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: REDIS_WAIT_MS,
    connectTimeout: REDIS_WAIT_MS,
  });
  let reachable: boolean | undefined;
  let closing = false;
  const lost = (error?: Error) => {
    if (closing || reachable === false) return;
    reachable = false;
    log.warn(
      { err: error },
      "Redis is unreachable: rate limits are counted in this instance's memory until it answers",
    );
  };
  redis.on('error', lost);
  redis.on('close', () => lost());
  redis.on('ready', () => {
    if (reachable === false)
      log.info('Redis answers again: rate limits are shared by every instance');
    reachable = true;
  });
  await new Promise((settled) => {
    redis.once('ready', settled);
    redis.once('error', settled);
  });
  const store = new RateLimiterRedis({
    ...storeOptions,
    storeClient: redis,
    insuranceLimiter: new RateLimiterMemory(storeOptions),
  });
  return countingLimiter(store, options.prefix ?? 'kaushal:rate:', async () => {
    closing = true;
    if (redis.status === 'end') return;
    await redis.quit().catch(() => redis.disconnect());
  });
}

/** The eight 16-bit groups of a valid IPv6 address (zone dropped, an IPv4 tail turned into two groups). */
function ipv6Groups(address: string): number[] {
  let text = address.split('%')[0]!.toLowerCase();
  const dotted = /^(.*:)(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(2).map(Number) as [number, number, number, number];
    text = `${dotted[1]}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const groups = (part: string) => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)));
  const front = groups(head);
  const back = tail === undefined ? [] : groups(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/**
 * What a client address is counted as: an IPv4 address by itself (also when it comes mapped into
 * IPv6, `::ffff:203.0.113.9`), an IPv6 address by its /64 (`2001:db8:1:2::/64`), since one subscriber
 * is handed a whole /64 and can change the rest at will. Undefined for a text that is no address.
 */
export function clientNetwork(address: string): string | undefined {
  const version = isIP(address);
  if (version === 4) return address;
  if (version !== 6) return undefined;
  const groups = ipv6Groups(address);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** A counter key as the gate keeps it: a client address by its network, anything else as it is. */
const counterKey = (key: string) => clientNetwork(key) ?? key;

export interface RateLimitGate {
  /**
   * Counts an attempt against `rule` for `key` and throws RATE_LIMITED (429 with Retry-After) once the
   * limit is passed. If the counter store fails outright (it has a fallback for Redis outages), the
   * attempt is let through and the failure logged: a broken counter must not lock every shopper out.
   * A key that is a client address counts for its whole network (`clientNetwork`); a key that merely
   * contains one (`email|address`) must be built from `clientNetwork` by its caller.
   */
  consume(rule: RateLimitRule, key: string): Promise<void>;
  /**
   * Counts an attempt against `rule` for `key` without refusing it, and answers how many its window
   * now holds: for counts whose limit changes the answer rather than refusing (failed passwords).
   * 0 when the store fails, as though nothing had been counted.
   */
  count(rule: RateLimitRule, key: string): Promise<number>;
  /** How many attempts `rule` holds for `key` in its open window, counting none (0 on failure). */
  peek(rule: RateLimitRule, key: string): Promise<number>;
  reset(rule: RateLimitRule, key: string): Promise<void>;
}

export function rateLimitGate(limiter: RateLimiter, log: FastifyBaseLogger): RateLimitGate {
  const keyOf = (rule: RateLimitRule, key: string) => `${rule.name}:${counterKey(key)}`;
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
      const seconds = Math.max(1, Math.ceil((window.resetAt - Date.now()) / SECOND));
      const minutes = Math.ceil(seconds / 60);
      throw new AppError(
        'RATE_LIMITED',
        `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        { 'retry-after': String(seconds) },
      );
    },
    async count(rule, key) {
      try {
        return (await limiter.hit(keyOf(rule, key), rule.windowMs)).count;
      } catch (error) {
        log.error({ err: error, rule: rule.name }, 'rate limiter unavailable; attempt not counted');
        return 0;
      }
    },
    async peek(rule, key) {
      try {
        return await limiter.peek(keyOf(rule, key));
      } catch (error) {
        log.error({ err: error, rule: rule.name }, 'rate limiter unavailable; count taken as 0');
        return 0;
      }
    },
    async reset(rule, key) {
      await limiter.reset(keyOf(rule, key)).catch((error: unknown) => {
        log.error({ err: error, rule: rule.name }, 'rate limiter reset failed');
      });
    },
  };
}
