// The pieces the catalogue index lists with (docs/decisions/0048): workshops kept in a sort order, and
// their selling prices kept in order by facet, so a list's page is read from one end of its order and
// its total counted by binary search, as the database reads them off its sort indexes and facet counts.

/**
 * -1, 0 or 1 as `a` comes before, with or after `b` in Unicode code point order: the order of
 * PostgreSQL's C and C.UTF-8 collations (UTF-8 bytes), where JavaScript's `<` compares UTF-16 code
 * units and so puts U+E000–U+FFFF after the characters written as surrogate pairs.
 */
export function compareCodePoints(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let at = 0; at < length; at += 1) {
    const x = a.charCodeAt(at);
    const y = b.charCodeAt(at);
    if (x === y) continue;
    // Surrogates (D800–DFFF) stand for code points above FFFF: they go after E000–FFFF.
    const shift = (unit: number) =>
      unit >= 0xe000 ? unit - 0x800 : unit >= 0xd800 ? unit + 0x2000 : unit;
    return shift(x) < shift(y) ? -1 : 1;
  }
  return Math.sign(a.length - b.length);
}

/** Slots (numbers naming workshops) kept in the order `compare` gives them, which ties on none. */
export function sortedSlots(compare: (a: number, b: number) => number) {
  let slots = new Int32Array(16);
  let length = 0;
  /** Where `slot` is, or goes. */
  const positionOf = (slot: number) => {
    let low = 0;
    let high = length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compare(slots[middle]!, slot) < 0) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  return {
    get length() {
      return length;
    },
    /** The slot at `position` from the start. */
    at: (position: number) => slots[position]!,
    /** Where the first slot that `follows` holds for is, for a test that holds from some place on. */
    firstWhere(follows: (slot: number) => boolean) {
      let low = 0;
      let high = length;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if (follows(slots[middle]!)) high = middle;
        else low = middle + 1;
      }
      return low;
    },
    /** Holds `all` and nothing else, sorted afresh: cheaper than inserting each of many. */
    reset(all: number[]) {
      slots = Int32Array.from(all).sort(compare);
      length = all.length;
      if (slots.length === 0) slots = new Int32Array(16);
    },
    /** Takes `slot` in where it goes; its sort key must not change until it is removed. */
    insert(slot: number) {
      if (length === slots.length) {
        const grown = new Int32Array(2 * slots.length);
        grown.set(slots);
        slots = grown;
      }
      const at = positionOf(slot);
      slots.copyWithin(at + 1, at, length);
      slots[at] = slot;
      length += 1;
    },
    /** Lets `slot` go, found by the sort key it was inserted with. */
    remove(slot: number) {
      const at = positionOf(slot);
      if (at === length || slots[at] !== slot) throw new Error(`slot ${slot} is not in the order`);
      slots.copyWithin(at, at + 1, length);
      length -= 1;
    },
  };
}
export type SortedSlots = ReturnType<typeof sortedSlots>;

/** The workshops of one facet (category, brand, open modes) by selling price, cheapest first. */
export function facetMembers() {
  const prices: number[] = [];
  const slots: number[] = [];
  /** Where the first price of at least `min` is. */
  const firstAtLeast = (min: number) => {
    let low = 0;
    let high = prices.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (prices[middle]! < min) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  /** Where the prices from `min` to `max` start and end, either end open when not given. */
  const range = (min?: number, max?: number) => ({
    from: min === undefined ? 0 : firstAtLeast(min),
    to: max === undefined ? prices.length : firstAtLeast(max + 1),
  });
  return {
    add(slot: number, price: number) {
      const at = firstAtLeast(price);
      prices.splice(at, 0, price);
      slots.splice(at, 0, slot);
    },
    remove(slot: number, price: number) {
      const { from, to } = range(price, price);
      const at = slots.indexOf(slot, from);
      if (at < 0 || at >= to) throw new Error(`slot ${slot} is not in the facet at ${price}`);
      prices.splice(at, 1);
      slots.splice(at, 1);
    },
    /** How many are priced from `min` to `max`. */
    countBetween(min?: number, max?: number) {
      const { from, to } = range(min, max);
      return Math.max(to - from, 0);
    },
    /** Each slot priced from `min` to `max`. */
    between(min: number | undefined, max: number | undefined, visit: (slot: number) => void) {
      const { from, to } = range(min, max);
      for (let at = from; at < to; at += 1) visit(slots[at]!);
    },
  };
}
export type FacetMembers = ReturnType<typeof facetMembers>;

/**
 * The first `depth` of the slots offered, in the order `compare` gives: a heap whose top is the last
 * of those kept, so a slot that comes after it is passed over at once.
 */
export function leadingSlots(depth: number, compare: (a: number, b: number) => number) {
  const heap: number[] = [];
  const later = (i: number, j: number) => compare(heap[i]!, heap[j]!) > 0;
  const swap = (i: number, j: number) => ([heap[i], heap[j]] = [heap[j]!, heap[i]!]);
  return {
    offer(slot: number) {
      if (heap.length < depth) {
        heap.push(slot);
        for (let at = heap.length - 1; at > 0 && later(at, (at - 1) >> 1); at = (at - 1) >> 1) {
          swap(at, (at - 1) >> 1);
        }
      } else if (depth > 0 && compare(slot, heap[0]!) < 0) {
        heap[0] = slot;
        for (let at = 0; ;) {
          let latest = at;
          for (const child of [2 * at + 1, 2 * at + 2]) {
            if (child < heap.length && later(child, latest)) latest = child;
          }
          if (latest === at) break;
          swap(at, latest);
          at = latest;
        }
      }
    },
    /** How many are kept, and the one that comes last of them. */
    size: () => heap.length,
    last: () => heap[0],
    inOrder: () => heap.sort(compare),
  };
}
