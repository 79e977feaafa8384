// The TTL cache serves a value until it expires, shares a load among concurrent callers, forgets failures
// and stays within its size.
import { describe, expect, it } from 'vitest';
import { ttlCache } from './ttl-cache';

function counter() {
  let calls = 0;
  return {
    load: () => Promise.resolve(++calls),
    get calls() {
      return calls;
    },
  };
}

describe('ttlCache', () => {
  it('serves the cached value until the TTL has passed, then loads again', async () => {
    let now = 0;
    const cache = ttlCache<number>(1_000, 10, () => now);
    const source = counter();
    expect(await cache.get('a', source.load)).toBe(1);
    now = 999;
    expect(await cache.get('a', source.load)).toBe(1);
    now = 1_000;
    expect(await cache.get('a', source.load)).toBe(2);
  });

  it('shares one load among concurrent callers', async () => {
    const cache = ttlCache<number>(1_000, 10);
    const source = counter();
    const values = await Promise.all([1, 2, 3].map(() => cache.get('a', source.load)));
    expect(values).toEqual([1, 1, 1]);
    expect(source.calls).toBe(1);
  });

  it('does not remember a failed load', async () => {
    const cache = ttlCache<number>(1_000, 10);
    await expect(cache.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('a', () => Promise.resolve(7))).toBe(7);
  });

  it('loads every time when the TTL is zero, and after clear()', async () => {
    const source = counter();
    const off = ttlCache<number>(0, 10);
    await off.get('a', source.load);
    await off.get('a', source.load);
    expect(source.calls).toBe(2);
    const on = ttlCache<number>(1_000, 10);
    await on.get('a', source.load);
    on.clear();
    expect(await on.get('a', source.load)).toBe(4);
  });

  it('drops the oldest entry when full', async () => {
    const cache = ttlCache<number>(1_000, 2);
    const source = counter();
    await cache.get('a', source.load);
    await cache.get('b', source.load);
    await cache.get('c', source.load);
    expect(await cache.get('b', source.load)).toBe(2);
    expect(await cache.get('a', source.load)).toBe(4);
  });
});
