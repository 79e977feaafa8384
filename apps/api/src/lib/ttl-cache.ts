// A small in-process cache whose entries live a fixed time; concurrent misses for a key share one load.
import { LRUCache } from 'lru-cache';

export interface TtlCache<T> {
  /** The cached value for `key`, or the result of `load` (kept for the TTL unless it fails). */
  get(key: string, load: () => Promise<T>): Promise<T>;
  /** The cached value for `key` if there is a live one; nothing is loaded. */
  peek(key: string): Promise<T> | undefined;
  clear(): void;
}

export function ttlCache<T>(
  ttlMs: number,
  maxEntries: number,
  now: () => number = Date.now,
): TtlCache<T> {
  // Keys come from query strings, so the least recently used entry makes room rather than memory
  // growing. The entry's end is kept beside it rather than in lru-cache's own TTL, which counts an
  // entry fresh until its age exceeds the TTL and takes a start time of 0 for none; ends here are
  // exact to the millisecond of an injected clock.
  const entries = new LRUCache<string, { expiresAt: number; value: Promise<T> }>({
    max: maxEntries,
  });
  return {
    get(key, load) {
      if (ttlMs <= 0) return load();
      const at = now();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > at) return hit.value;
      const value = load();
      const entry = { expiresAt: at + ttlMs, value };
      entries.set(key, entry);
      // A failed load is not remembered; the next request tries again.
      value.catch(() => {
        if (entries.peek(key) === entry) entries.delete(key);
      });
      return value;
    },
    peek(key) {
      const hit = entries.get(key);
      return hit && hit.expiresAt > now() ? hit.value : undefined;
    },
    clear() {
      entries.clear();
    },
  };
}
