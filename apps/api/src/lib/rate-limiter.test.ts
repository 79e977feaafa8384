// Both counter stores keep the same fixed windows (Redis: the real one on this machine), and the gate
// refuses with RATE_LIMITED and Retry-After once a limit is passed.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { Writable } from 'node:stream';
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
  clientNetwork,
  memoryRateLimiter,
  rateLimitGate,
  redisRateLimiter,
  type RateLimiter,
} from './rate-limiter';

const log = pino({ level: 'silent' });

const runPrefix = `kaushal-test:${randomBytes(6).toString('hex')}:`;
const redis = testRedisUrl ? new Redis(testRedisUrl) : undefined;

interface Store {
  create(): RateLimiter | Promise<RateLimiter>;
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
      create: () => redisRateLimiter({ url: testRedisUrl!, prefix: runPrefix, log }),
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

  beforeEach(async (context) => {
    if (!store) return context.skip();
    clock = manualClock();
    limiter = await store.create();
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

  it('tells the count of an open window without counting, and 0 once it has ended', async () => {
    expect(await limiter.peek(key)).toBe(0);
    await limiter.hit(key, 15 * MINUTE);
    await limiter.hit(key, 15 * MINUTE);
    expect(await limiter.peek(key)).toBe(2);
    expect(await limiter.peek(key)).toBe(2);
    await advance(15 * MINUTE);
    expect(await limiter.peek(key)).toBe(0);
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

describe('counting by client address', () => {
  it('names an IPv6 address by its /64, an IPv4 address (mapped into IPv6 or not) by itself', () => {
    expect(clientNetwork('203.0.113.9')).toBe('203.0.113.9');
    expect(clientNetwork('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientNetwork('::FFFF:cb00:7109')).toBe('203.0.113.9');
    expect(clientNetwork('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('2001:0DB8:0001:0002::1')).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientNetwork('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
    expect(clientNetwork('2001:db8:1:2::7:1.2.3.4')).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('not an address')).toBeUndefined();
  });

  it('through the gate: every address of one IPv6 /64 shares a counter, the next /64 has its own', async () => {
    const gate = rateLimitGate(memoryRateLimiter(), log);
    const rule = { name: 'per-ip', limit: 3, windowMs: MINUTE };
    const prefix = `2001:db8:${randomBytes(2).toString('hex')}:1`;
    for (let host = 1; host <= 3; host += 1) await gate.consume(rule, `${prefix}::${host}`);
    await expect(gate.consume(rule, `${prefix}:ffff:ffff:ffff:ffff`)).rejects.toMatchObject({
      code: 'RATE_LIMITED',
    });
    await expect(gate.consume(rule, `${prefix.slice(0, -1)}2::1`)).resolves.toBeUndefined();

    const v4 = `198.51.100.${randomBytes(1)[0]!}`;
    for (let attempt = 1; attempt <= 3; attempt += 1) await gate.consume(rule, `::ffff:${v4}`);
    await expect(gate.consume(rule, v4)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    // Keys that are not addresses (an e-mail, an account id) are counted as they are.
    for (let attempt = 1; attempt <= 3; attempt += 1) await gate.consume(rule, 'a@example.com');
    await expect(gate.consume(rule, '42')).resolves.toBeUndefined();
  });
});

/** A logger whose warnings and notes the test reads, and can wait for. */
function listeningLog() {
  const lines: string[] = [];
  const waiting: { pattern: RegExp; resolve: () => void }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      const line = chunk.toString();
      lines.push(line);
      for (const waiter of waiting.filter(({ pattern }) => pattern.test(line))) waiter.resolve();
      done();
    },
  });
  return {
    log: pino({ level: 'info' }, stream),
    count: (pattern: RegExp) => lines.filter((line) => pattern.test(line)).length,
    heard: (pattern: RegExp) =>
      lines.some((line) => pattern.test(line))
        ? Promise.resolve()
        : new Promise<void>((resolve) => waiting.push({ pattern, resolve })),
  };
}

const UNREACHABLE = /Redis is unreachable: rate limits are counted in this instance's memory/;
const BACK = /Redis answers again/;
const rule = { name: 'outage', limit: 2, windowMs: MINUTE };

async function refusals(gate: ReturnType<typeof rateLimitGate>, key: string, attempts: number) {
  let refused = 0;
  for (let i = 0; i < attempts; i += 1) {
    await gate.consume(rule, key).catch(() => (refused += 1));
  }
  return refused;
}

const REDIS_SERVER = '/usr/bin/redis-server';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A Redis of the test's own, resolved once it accepts connections. */
async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(REDIS_SERVER, ['--port', String(port), '--save', '', '--appendonly', 'no']);
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Ready to accept connections')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}`)));
  });
  return child;
}

async function stopRedis(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

describe('redis rate limiter during an outage', () => {
  it('counts in memory when Redis cannot be reached, so the limits still hold, and warns once', async () => {
    const heard = listeningLog();
    const limiter = await redisRateLimiter({
      url: 'redis://127.0.0.1:1',
      prefix: runPrefix,
      log: heard.log,
    });
    try {
      const gate = rateLimitGate(limiter, heard.log);
      expect(await refusals(gate, 'k', 5)).toBe(3);
      expect(heard.count(UNREACHABLE)).toBe(1);
    } finally {
      await limiter.close();
    }
  });

  it.skipIf(!existsSync(REDIS_SERVER))(
    'moves to memory when Redis goes away mid-run, and back to Redis when it returns',
    async () => {
      const port = await freePort();
      const url = `redis://127.0.0.1:${port}`;
      let server = await startRedis(port);
      const heard = listeningLog();
      const limiter = await redisRateLimiter({ url, prefix: runPrefix, log: heard.log });
      const direct = new Redis(url, { lazyConnect: true });
      try {
        const gate = rateLimitGate(limiter, heard.log);
        await gate.consume(rule, 'shared');
        await direct.connect();
        expect(await direct.get(`${runPrefix}outage:shared`)).toBe('1');
        direct.disconnect();

        await stopRedis(server);
        await heard.heard(UNREACHABLE);
        expect(await refusals(gate, 'during', 4)).toBe(2);

        server = await startRedis(port);
        await heard.heard(BACK);
        await gate.consume(rule, 'after');
        await direct.connect();
        expect(await direct.get(`${runPrefix}outage:after`)).toBe('1');
        expect(heard.count(UNREACHABLE)).toBe(1);
      } finally {
        direct.disconnect();
        await limiter.close();
        await stopRedis(server);
      }
    },
  );
});
