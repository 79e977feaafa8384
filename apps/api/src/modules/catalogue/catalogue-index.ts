// The offered workshops held in memory: their search documents by word, so a search's matches are
// found, ranked and counted here without a statement, in the order the database would give them
// (docs/decisions/0046); and in each order a list sorts by, so a list's page and total are too
// (docs/decisions/0048). The rank is PostgreSQL's `ts_rank` with its default weights, worked the way
// its C code works it, in single-precision steps, so ties and near-ties fall as they do there.
import type { BatchMode, ProductListQuery } from '@kaushal/shared';
import {
  compareCodePoints,
  facetMembers,
  leadingSlots,
  sortedSlots,
  type FacetMembers,
  type SortedSlots,
} from './list-order';

/**
 * A workshop as the index holds it: its search document as text, what a list or search filters on,
 * and what a list sorts by.
 */
export interface IndexedProduct extends Listed {
  id: number;
  offered: boolean;
  /** The `tsvector` as PostgreSQL writes it out: `'excel':1A,5 'data':3B`. */
  document: string;
}

/** What the index keeps of an offered workshop besides its words. */
interface Listed {
  category: string;
  brand: string;
  /** The selling price in rupees. */
  price: number;
  modes: BatchMode[];
  /** The price before discount, in rupees. */
  listPrice: number;
  rating: number;
  title: string;
  /** Microseconds since 1970, as the database keeps its times. */
  createdAt: number;
  /** When its soonest open batch with a seat left starts, in microseconds; null when undated. */
  nextStartAt: number | null;
}

/** The orders a list can ask for; without `_sort`, a list goes by id. */
export type ListSort = NonNullable<ProductListQuery['_sort']> | 'id';

/** A search as the index takes it: every word must match, each as any of its lexemes. */
export type IndexedWords = string[][];

export interface IndexedFilter {
  categories?: string[] | undefined;
  brands?: string[] | undefined;
  priceMin?: number | undefined;
  priceMax?: number | undefined;
  modes?: BatchMode[] | undefined;
}

/** `ts_rank`'s default weights of D, C, B and A positions, as the C code holds them (float). */
const WEIGHTS = [0.1, 0.2, 0.4, 1].map(Math.fround);
const WEIGHT_LETTERS = 'DCBA';
const A_WEIGHT = 3;
/** The sum of 1/i² over every i, by which `ts_rank` divides a lexeme's positions' score. */
const PI_SQUARED_OVER_SIX = 1.64493406685;

const f32 = Math.fround;

/**
 * What one lexeme of a document adds to `ts_rank` of a query that ORs lexemes (`calc_rank_or`): its
 * positions' weights, each divided by the square of its place, the heaviest counted whole. Worked in
 * single precision as in C, then divided in double; the caller adds it in single precision.
 */
function lexemeScore(weights: number[]): number {
  let sum = 0;
  let heaviest = -1;
  let heaviestAt = 0;
  weights.forEach((weight, place) => {
    const value = WEIGHTS[weight]!;
    sum = f32(sum + f32(value / ((place + 1) * (place + 1))));
    if (value > heaviest) {
      heaviest = value;
      heaviestAt = place;
    }
  });
  const atHeaviest = f32(heaviest / ((heaviestAt + 1) * (heaviestAt + 1)));
  return f32(f32(heaviest + sum) - atHeaviest) / PI_SQUARED_OVER_SIX;
}

interface Term {
  lexeme: string;
  score: number;
  inTitle: boolean;
}

/** The lexemes of a `tsvector`'s text, each with its score and whether the title holds it. */
export function documentTerms(document: string): Term[] {
  const terms: Term[] = [];
  let at = 0;
  while (at < document.length) {
    if (document[at] === ' ') {
      at += 1;
      continue;
    }
    // A quoted lexeme: '' is a quote, a backslash escapes the next character.
    let lexeme = '';
    for (at += 1; ; at += 1) {
      const char = document[at];
      if (char === undefined) throw new Error(`unterminated lexeme in ${document}`);
      if (char === "'" && document[at + 1] === "'") at += 1;
      else if (char === '\\') at += 1;
      else if (char === "'") break;
      lexeme += document[at];
    }
    at += 1;
    // Positions, each with its weight letter (none for D): a lexeme without them counts as one D.
    const weights: number[] = [];
    if (document[at] === ':') {
      do {
        at += 1;
        while (document[at]! >= '0' && document[at]! <= '9') at += 1;
        const letter = WEIGHT_LETTERS.indexOf(document[at] ?? ' ');
        if (letter > 0) at += 1;
        weights.push(Math.max(letter, 0));
      } while (document[at] === ',');
    }
    if (weights.length === 0) weights.push(0);
    terms.push({ lexeme, score: lexemeScore(weights), inTitle: weights.includes(A_WEIGHT) });
  }
  return terms;
}

/** PostgreSQL's order of a query's lexemes (by bytes, then length), in which `ts_rank` adds them. */
const byBytes = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));

/**
 * The workshops holding one lexeme, packed for a search to run through: a slot, its score and 1 when
 * the title holds the lexeme (else 0), by turns. One array, since most lexemes (a workshop's number in
 * its title, say) have a posting of one; a typed one, since V8 keeps a plain array made at a length
 * past 100,000 as a dictionary, which a search walks ten times slower.
 */
type Posting = Float64Array;
const STRIDE = 3;

/** What a round of changes does to one lexeme's posting: the workshops it leaves and those it gains. */
interface PostingChange {
  leaving: number[];
  joining: { slot: number; score: number; inTitle: boolean }[];
}

/** The posting with `change` made: the workshops leaving go (any joining again come back changed). */
function changed(posting: Posting | undefined, change: PostingChange): Posting | undefined {
  const leaving = new Set([...change.leaving, ...change.joining.map((term) => term.slot)]);
  const staying: number[] = [];
  for (let at = 0; at < (posting?.length ?? 0); at += STRIDE) {
    if (!leaving.has(posting![at]!)) staying.push(at);
  }
  if (staying.length + change.joining.length === 0) return undefined;
  // Made at its size: a posting grown by pushes would keep up to half as much again unused.
  const next: Posting = new Float64Array((staying.length + change.joining.length) * STRIDE);
  let to = 0;
  for (const from of staying) {
    next[to++] = posting![from]!;
    next[to++] = posting![from + 1]!;
    next[to++] = posting![from + 2]!;
  }
  for (const { slot, score, inTitle } of change.joining) {
    next[to++] = slot;
    next[to++] = score;
    next[to++] = inTitle ? 1 : 0;
  }
  return next;
}

/**
 * A search looks a word up in the table of a lexeme held by at least this share of the workshops, and
 * this many times as many as hold its rarest word, instead of walking that lexeme's posting.
 */
const LOOKED_UP_SHARE = 1 / 8;
const LOOKED_UP_OVER_RAREST = 4;
/** Tables of such lexemes kept at once (one number per workshop each); past that, all are let go. */
const SCORE_TABLES_KEPT = 32;
/**
 * A search of several lexemes and no filter meets its workshops most relevant first, and stops once
 * no other can enter its page, when each of its lexemes is held by at least this share of the
 * workshops and it asks for at most this share of its rarest word's holders: below those, walking
 * every holder costs less than the tables the threshold needs.
 */
const THRESHOLD_HELD_SHARE = 1 / 64;
const THRESHOLD_DEPTH_SHARE = 1 / 4;
/** How many workshops the threshold search takes from each lexeme in turn before it looks again. */
const THRESHOLD_STEP = 16;

/** The number of bits set in a 32-bit word. */
function bitCount(word: number): number {
  let bits = word - ((word >>> 1) & 0x55555555);
  bits = (bits & 0x33333333) + ((bits >>> 2) & 0x33333333);
  return (((bits + (bits >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/**
 * For each word, one bit per workshop that holds any of its lexemes, from each lexeme's bits. A table
 * made before newer workshops ends before their bits, which are clear.
 */
function heldByWord(tablesByWord: Int32Array[][]): Int32Array[] {
  return tablesByWord.map((tables) => {
    if (tables.length === 1) return tables[0]!;
    const either = new Int32Array(Math.max(0, ...tables.map((table) => table.length)));
    for (const table of tables) {
      for (let block = 0; block < table.length; block += 1) either[block]! |= table[block]!;
    }
    return either;
  });
}

/** How many workshops hold every word (by `heldByWord`), `visit`ing each one's slot when given. */
function holdingEvery(words: Int32Array[], visit?: (slot: number) => void): number {
  const blocks = Math.min(...words.map((table) => table.length));
  let total = 0;
  for (let block = 0; block < blocks; block += 1) {
    let all = -1;
    for (let word = 0; word < words.length; word += 1) all &= words[word]![block]!;
    total += bitCount(all);
    for (; visit && all !== 0; all &= all - 1) visit((block << 5) | (31 - Math.clz32(all & -all)));
  }
  return total;
}

/** Whether no workshop has its bit set in two of `tables` (one bit per workshop each). */
function heldApart(tables: Int32Array[]): boolean {
  const seen = new Int32Array(Math.max(0, ...tables.map((table) => table.length)));
  for (const table of tables) {
    for (let block = 0; block < table.length; block += 1) {
      if (seen[block]! & table[block]!) return false;
      seen[block]! |= table[block]!;
    }
  }
  return true;
}

/**
 * A lexeme's workshops most relevant first, as a search of that lexeme alone ranks them, in runs of
 * equal relevance: where each run starts, and from each run on, the highest score and whether any
 * title holds the lexeme (what a workshop not yet met there can at most bring to a search).
 */
interface RankedPosting {
  slots: Int32Array;
  runStarts: number[];
  scoreFrom: number[];
  titleFrom: boolean[];
}

/** A lexeme most workshops hold, by slot: its score, negated when the title holds it, or 0; and a bit. */
interface Lookup {
  scores: Float64Array;
  held: Int32Array;
}

/** How many changes at once are sorted into the orders afresh rather than placed one by one. */
const RESORT_FROM = 1_000;
/** How many workshops a list's walk may pass per match before it gathers the matches instead. */
const WALK_PER_MATCH = 1;

/** Whether `filter` leaves any offered workshop out. */
const isFiltering = (filter: IndexedFilter) =>
  Boolean(filter.categories?.length || filter.brands?.length || filter.modes?.length) ||
  filter.priceMin !== undefined ||
  filter.priceMax !== undefined;

/** Whether `product` is of a category, brand and open mode `filter` takes. */
const inFacets = (product: Listed, filter: IndexedFilter) =>
  (!filter.categories?.length || filter.categories.includes(product.category)) &&
  (!filter.brands?.length || filter.brands.includes(product.brand)) &&
  (!filter.modes?.length || filter.modes.some((mode) => product.modes.includes(mode)));

export function createCatalogueIndex() {
  // Each workshop ever seen has a slot; arrays by slot hold what searches read of it.
  const slotOf = new Map<number, number>();
  const ids: number[] = [];
  // Lexemes by number, so a workshop's list of them is a small array of numbers, not of strings.
  const lexemeNumbers = new Map<string, number>();
  const lexemesOf: (number[] | undefined)[] = [];
  // What the index keeps of each offered workshop besides its words; undefined once it is not offered.
  const listed: (Listed | undefined)[] = [];
  const postings: (Posting | undefined)[] = [];
  // A lexeme's workshops most relevant first, as a search of that lexeme alone ranks them: made by the
  // first such search, and let go when the posting changes.
  const rankedPostings: (RankedPosting | undefined)[] = [];
  // The few categories, brands and sets of modes, held once each rather than once per workshop.
  const values = new Map<string, unknown>();
  const interned = <T>(value: T): T => {
    const key = JSON.stringify(value);
    if (!values.has(key)) values.set(key, value);
    return values.get(key) as T;
  };
  const numberOf = (lexeme: string) => {
    let number = lexemeNumbers.get(lexeme);
    if (number === undefined) lexemeNumbers.set(lexeme, (number = lexemeNumbers.size));
    return number;
  };
  // A search's working space, by slot, left cleared after each search.
  let words = new Uint16Array(0);
  let titleWords = new Uint16Array(0);
  let ranks = new Float64Array(0);
  // A match's relevance: a title holding every word adds 1 to the rank, as in SQL.
  let relevances = new Float64Array(0);
  let reached = new Int32Array(0);
  // More relevant first, then the lower id, as the list orders them.
  const byRelevance = (a: number, b: number) =>
    relevances[b]! - relevances[a]! || ids[a]! - ids[b]!;

  const slotFor = (id: number) => {
    let slot = slotOf.get(id);
    if (slot === undefined) {
      slot = ids.push(id) - 1;
      slotOf.set(id, slot);
    }
    return slot;
  };

  /**
   * A one-lexeme search's relevance of a posting's entry at `at`, as the general search works it:
   * 1 when the title holds it, plus its score summed in single precision (divided by one lexeme).
   */
  const oneLexemeRelevance = (posting: Posting, at: number) =>
    posting[at + 2]! + f32(posting[at + 1]!);
  const postingOf = (lexeme: string) => {
    const number = lexemeNumbers.get(lexeme);
    return number === undefined ? undefined : postings[number];
  };
  // Made by the first search that looks the lexeme up, and kept current through its posting's
  // changes. A workshop new since a table was made is past its end, and holds none of it there.
  const lookups = new Map<number, Lookup>();
  const lookupOf = (lexeme: number, posting: Posting): Lookup => {
    let lookup = lookups.get(lexeme);
    if (!lookup) {
      if (lookups.size >= SCORE_TABLES_KEPT) lookups.clear();
      lookup = {
        scores: new Float64Array(ids.length),
        held: new Int32Array((ids.length + 31) >> 5),
      };
      for (let at = 0; at < posting.length; at += STRIDE) {
        const slot = posting[at]!;
        lookup.scores[slot] = posting[at + 2] === 1 ? -posting[at + 1]! : posting[at + 1]!;
        lookup.held[slot >> 5]! |= 1 << (slot & 31);
      }
      lookups.set(lexeme, lookup);
    }
    return lookup;
  };
  const rankedOf = (lexeme: number, posting: Posting): RankedPosting => {
    const kept = rankedPostings[lexeme];
    if (kept) return kept;
    const slots = new Int32Array(posting.length / STRIDE);
    for (let at = 0; at < posting.length; at += STRIDE) {
      const slot = posting[at]!;
      slots[at / STRIDE] = slot;
      relevances[slot] = oneLexemeRelevance(posting, at);
      ranks[slot] = posting[at + 1]!;
    }
    slots.sort(byRelevance);
    const ranked: RankedPosting = { slots, runStarts: [], scoreFrom: [], titleFrom: [] };
    slots.forEach((slot, at) => {
      if (at === 0 || relevances[slot] !== relevances[slots[at - 1]!]) {
        ranked.runStarts.push(at);
        ranked.scoreFrom.push(0);
        ranked.titleFrom.push(false);
      }
      const run = ranked.runStarts.length - 1;
      ranked.scoreFrom[run] = Math.max(ranked.scoreFrom[run]!, ranks[slot]!);
      ranked.titleFrom[run] ||= relevances[slot]! >= 1;
      ranks[slot] = 0;
    });
    // From each run on: a later run of lower relevance may still score higher, without the title.
    for (let run = ranked.runStarts.length - 2; run >= 0; run -= 1) {
      ranked.scoreFrom[run] = Math.max(ranked.scoreFrom[run]!, ranked.scoreFrom[run + 1]!);
      ranked.titleFrom[run] ||= ranked.titleFrom[run + 1]!;
    }
    return (rankedPostings[lexeme] = ranked);
  };

  /** The bits of the search's words that `lexeme` is one of the alternatives of. */
  const wordBitsOf = (searchWords: IndexedWords, lexeme: string) =>
    searchWords.reduce((bits, alternatives, word) => {
      return alternatives.includes(lexeme) ? bits | (1 << word) : bits;
    }, 0);

  /**
   * A search of several lexemes and no filter, ranked without meeting every match (Fagin's threshold
   * algorithm): each lexeme's workshops are taken most relevant first, all lexemes by turns, and each
   * workshop met is ranked whole from the lexemes' tables. It stops once the most a workshop not yet
   * met could score, from where each lexeme's walk has got to, is below the last of the first `depth`
   * met; or equal to it, while that workshop could only score less once the walks that have passed
   * the last's id are taken from their next run. The total is counted from the lexemes' bits.
   */
  const thresholdRanked = (searchWords: IndexedWords, lexemes: string[], depth: number) => {
    const every = (1 << searchWords.length) - 1;
    const walks = lexemes.flatMap((lexeme) => {
      const number = lexemeNumbers.get(lexeme);
      const posting = number === undefined ? undefined : postings[number];
      if (number === undefined || !posting) return [];
      const ranked = rankedOf(number, posting);
      return [{ ranked, lookup: lookupOf(number, posting), bits: wordBitsOf(searchWords, lexeme) }];
    });
    const at = walks.map(() => 0);
    const run = walks.map(() => 0);
    // One word's corrections ("finanse": finance or financial) that no workshop holds two of: a
    // workshop scores by one of them alone, so at most the highest of them, not their sum. (With more
    // words, where that one stands in the sum would change how single precision rounds it.)
    const oneHeldEach =
      searchWords.length === 1 && heldApart(walks.map(({ lookup }) => lookup.held));
    /** The most a workshop not yet met could score, the `lowered` walks' lexemes from their next run. */
    const bound = (lowered: readonly boolean[] = []) => {
      let held = 0;
      let inTitle = 0;
      let rank = 0;
      walks.forEach(({ ranked, bits }, walk) => {
        const from = lowered[walk] ? run[walk]! + 1 : run[walk]!;
        if (at[walk]! >= ranked.slots.length || from >= ranked.runStarts.length) return;
        held |= bits;
        if (ranked.titleFrom[from]) inTitle |= bits;
        const score = ranked.scoreFrom[from]!;
        rank = oneHeldEach ? Math.max(rank, score) : f32(rank + score);
      });
      return held === every ? (inTitle === every ? 1 : 0) + f32(rank / lexemes.length) : -Infinity;
    };
    const matches = leadingSlots(depth, byRelevance);
    let metCount = 0;
    let matched = 0;
    const meet = (slot: number) => {
      words[slot] = 1;
      reached[metCount++] = slot;
      let held = 0;
      let inTitle = 0;
      let rank = 0;
      for (const { lookup, bits } of walks) {
        const score = lookup.scores[slot];
        if (!score) continue;
        held |= bits;
        if (score < 0) inTitle |= bits;
        rank = f32(rank + Math.abs(score));
      }
      if (held !== every) return;
      matched += 1;
      relevances[slot] = (inTitle === every ? 1 : 0) + f32(rank / lexemes.length);
      matches.offer(slot);
    };
    // Workshops holding every word, counted from the lexemes' bits (or, for corrections no workshop
    // holds two of, their postings' lengths): when the page takes them all, each is met from its
    // bit, where the walks would have to meet every one of them anyway.
    let holders: Int32Array[] | undefined;
    const allHolders = () =>
      (holders ??= heldByWord(
        searchWords.map((_, word) =>
          walks.filter(({ bits }) => bits & (1 << word)).map(({ lookup }) => lookup.held),
        ),
      ));
    const total = oneHeldEach
      ? walks.reduce((sum, { ranked }) => sum + ranked.slots.length, 0)
      : holdingEvery(allHolders());
    const done = () => {
      if (matched === total) return true;
      const most = bound();
      if (most === -Infinity) return true;
      const last = matches.last();
      if (last === undefined || matches.size() < depth) return false;
      if (relevances[last]! !== most) return relevances[last]! > most;
      // A workshop not yet met that a walk's current run holds comes after that walk's next one, so
      // where that one's id is above the last's, it loses the tie; to tie, it must lie further down.
      const passed = walks.map(({ ranked }, walk) => {
        const next = ranked.slots[at[walk]!];
        return next !== undefined && ids[next]! > ids[last]!;
      });
      return bound(passed) < relevances[last];
    };
    /** Takes the next few workshops of each lexeme's walk. */
    const step = () =>
      walks.forEach(({ ranked }, walk) => {
        const end = Math.min(at[walk]! + THRESHOLD_STEP, ranked.slots.length);
        for (; at[walk]! < end; at[walk]! += 1) {
          const slot = ranked.slots[at[walk]!]!;
          if (words[slot] === 0) meet(slot);
        }
        while ((ranked.runStarts[run[walk]! + 1] ?? Infinity) <= at[walk]!) run[walk]! += 1;
      });
    if (depth >= total) holdingEvery(allHolders(), meet);
    else while (!done()) step();
    for (let index = 0; index < metCount; index += 1) words[reached[index]!] = 0;
    return { ids: matches.inOrder().map((slot) => ids[slot]!), total };
  };

  const passes = (slot: number, filter: IndexedFilter) => {
    const product = listed[slot]!;
    return (
      inFacets(product, filter) &&
      (filter.priceMin === undefined || product.price >= filter.priceMin) &&
      (filter.priceMax === undefined || product.price <= filter.priceMax)
    );
  };

  // Each order as the list's statement gives it, upwards: by the sort's value, ties by id; by start,
  // undated workshops last (`nulls last`).
  const byId = (a: number, b: number) => ids[a]! - ids[b]!;
  const by =
    <T>(value: (product: Listed) => T, compare: (a: T, b: T) => number) =>
    (a: number, b: number) =>
      compare(value(listed[a]!), value(listed[b]!)) || byId(a, b);
  const numeric = (a: number, b: number) => a - b;
  const undatedLast = (a: number, b: number) =>
    Number(listed[a]!.nextStartAt === null) - Number(listed[b]!.nextStartAt === null);
  const upwards: Record<ListSort, (a: number, b: number) => number> = {
    id: byId,
    price: by((product) => product.listPrice, numeric),
    discountPrice: by((product) => product.price, numeric),
    rating: by((product) => product.rating, numeric),
    title: by((product) => product.title, compareCodePoints),
    createdAt: by((product) => product.createdAt, numeric),
    startsAt: (a, b) =>
      undatedLast(a, b) || by((product) => product.nextStartAt ?? 0, numeric)(a, b),
  };
  /** The order a list runs in; downwards by start, undated workshops still come last. */
  const inDirection = (sort: ListSort, descending: boolean) =>
    !descending
      ? upwards[sort]
      : sort === 'startsAt'
        ? (a: number, b: number) => undatedLast(a, b) || upwards.startsAt(b, a)
        : (a: number, b: number) => upwards[sort](b, a);
  const ordersOf = () =>
    Object.fromEntries(
      Object.entries(upwards).map(([sort, compare]) => [sort, sortedSlots(compare)]),
    ) as Record<ListSort, SortedSlots>;
  // Every order over all the workshops, and again within each category, as shoppers mostly browse
  // one: its page is then its own workshops, not the other categories' ones passed on the way (the
  // database keeps its sort indexes within a category for the same reason, docs/decisions/0040).
  const orders = ordersOf();
  const categoryOrders = new Map<string, Record<ListSort, SortedSlots>>();
  const categoryOrdersOf = (category: string) => {
    let kept = categoryOrders.get(category);
    if (!kept) categoryOrders.set(category, (kept = ordersOf()));
    return kept;
  };
  /** The orders that hold `product`'s slot. */
  const everyOrderOf = (product: Listed) => [
    ...Object.values(orders),
    ...Object.values(categoryOrdersOf(product.category)),
  ];
  // The offered workshops by category, brand and open modes, each by selling price: a filter's total
  // is summed from the few facets it takes, as the database sums its facet counts
  // (docs/decisions/0042), and a filter that few workshops pass gathers them from here.
  const facets = new Map<string, { product: Listed; members: FacetMembers }>();
  const facetOf = (product: Listed) => {
    const key = JSON.stringify([product.category, product.brand, product.modes]);
    let facet = facets.get(key);
    if (!facet) facets.set(key, (facet = { product, members: facetMembers() }));
    return facet.members;
  };

  /** Every order and facet made again from the workshops listed. */
  const resort = () => {
    const offered = listed.flatMap((product, slot) => (product ? [slot] : []));
    for (const order of Object.values(orders)) order.reset(offered);
    categoryOrders.clear();
    const byCategory = new Map<string, number[]>();
    for (const slot of offered) {
      const { category } = listed[slot]!;
      const slots = byCategory.get(category);
      if (slots) slots.push(slot);
      else byCategory.set(category, [slot]);
    }
    for (const [category, slots] of byCategory) {
      for (const order of Object.values(categoryOrdersOf(category))) order.reset(slots);
    }
    facets.clear();
    const byPrice = offered.sort((a, b) => listed[a]!.price - listed[b]!.price);
    for (const slot of byPrice) facetOf(listed[slot]!).add(slot, listed[slot]!.price);
  };

  /** The first `depth` of a filter's matches in the list's order, gathered from the facets it takes. */
  const gathered = (
    taken: { members: FacetMembers }[],
    filter: IndexedFilter,
    sort: ListSort,
    descending: boolean,
    depth: number,
  ) => {
    const leading = leadingSlots(depth, inDirection(sort, descending));
    for (const { members } of taken)
      members.between(filter.priceMin, filter.priceMax, (slot) => leading.offer(slot));
    return leading.inOrder().map((slot) => ids[slot]!);
  };

  /**
   * The stretches of the order by `sort` a list walks, in turn, each as [from, to) and a direction:
   * by selling price, only the prices the filter takes; downwards by start, the dated workshops
   * downwards, then the undated ones.
   */
  const stretches = (
    order: SortedSlots,
    sort: ListSort,
    descending: boolean,
    filter: IndexedFilter,
  ) => {
    let [from, to] = [0, order.length];
    if (sort === 'discountPrice') {
      const { priceMin: min, priceMax: max } = filter;
      if (min !== undefined) from = order.firstWhere((slot) => listed[slot]!.price >= min);
      if (max !== undefined) to = order.firstWhere((slot) => listed[slot]!.price > max);
    }
    if (sort === 'startsAt' && descending) {
      const undatedFrom = order.firstWhere((slot) => listed[slot]!.nextStartAt === null);
      return [
        { from, to: undatedFrom, descending },
        { from: undatedFrom, to, descending },
      ];
    }
    return [{ from, to, descending }];
  };

  return {
    /**
     * Takes in the workshops as they now are, or that they are gone; each posting they touch is
     * packed again once.
     */
    apply(products: (IndexedProduct | { id: number; offered: false })[]) {
      // Many changes at once (the first build above all) are sorted afresh rather than each placed.
      const resorting = products.length > RESORT_FROM;
      const changes = new Map<number, PostingChange>();
      const changeOf = (lexeme: number) => {
        let change = changes.get(lexeme);
        if (!change) changes.set(lexeme, (change = { leaving: [], joining: [] }));
        return change;
      };
      for (const product of products) {
        const slot = slotFor(product.id);
        for (const lexeme of lexemesOf[slot] ?? []) changeOf(lexeme).leaving.push(slot);
        lexemesOf[slot] = undefined;
        const was = listed[slot];
        if (was && !resorting) {
          for (const order of everyOrderOf(was)) order.remove(slot);
          facetOf(was).remove(slot, was.price);
        }
        listed[slot] = undefined;
        if (!product.offered) continue;
        const terms = documentTerms(product.document);
        lexemesOf[slot] = terms.map(({ lexeme, score, inTitle }) => {
          const number = numberOf(lexeme);
          changeOf(number).joining.push({ slot, score, inTitle });
          return number;
        });
        const now: Listed = {
          category: interned(product.category),
          brand: interned(product.brand),
          price: product.price,
          modes: interned(product.modes),
          listPrice: product.listPrice,
          rating: product.rating,
          title: product.title,
          createdAt: product.createdAt,
          nextStartAt: product.nextStartAt,
        };
        listed[slot] = now;
        if (!resorting) {
          for (const order of everyOrderOf(now)) order.insert(slot);
          facetOf(now).add(slot, now.price);
        }
      }
      for (const [lexeme, change] of changes) {
        postings[lexeme] = changed(postings[lexeme], change);
        rankedPostings[lexeme] = undefined;
        const lookup = lookups.get(lexeme);
        if (!lookup) continue;
        for (const slot of change.leaving) {
          lookup.scores[slot] = 0;
          lookup.held[slot >> 5]! &= ~(1 << (slot & 31));
        }
        for (const { slot, score, inTitle } of change.joining) {
          // A workshop new since the table was made has no place in it: it is made again.
          if (slot >= lookup.scores.length) {
            lookups.delete(lexeme);
            break;
          }
          lookup.scores[slot] = inTitle ? -score : score;
          lookup.held[slot >> 5]! |= 1 << (slot & 31);
        }
      }
      if (resorting) resort();
      if (ranks.length < ids.length) {
        const size = Math.max(ids.length, 2 * ranks.length);
        words = new Uint16Array(size);
        titleWords = new Uint16Array(size);
        ranks = new Float64Array(size);
        relevances = new Float64Array(size);
        reached = new Int32Array(size);
      }
    },

    /**
     * The ids of the first `depth` offered workshops that pass `filter` in the list's order by
     * `sort`, and how many pass in all: the list's statement and count, answered from memory.
     */
    list(filter: IndexedFilter, sort: ListSort, descending: boolean, depth: number) {
      const taken = [...facets.values()].filter(({ product }) => inFacets(product, filter));
      let total = 0;
      for (const { members } of taken)
        total += members.countBetween(filter.priceMin, filter.priceMax);
      const wanted = Math.min(depth, total);
      // Walked in order while that costs little more than the matches themselves; a filter few pass
      // (or that passes few early in the order) gathers its matches from the facets instead.
      let steps = WALK_PER_MATCH * total + depth;
      const found: number[] = [];
      if (wanted === 0) return { ids: found, total };
      // A single category's list walks that category's order, which holds every match.
      const [category, ...others] = filter.categories ?? [];
      const single = category !== undefined && others.length === 0;
      const order = (single ? categoryOrders.get(category) : orders)![sort];
      for (const stretch of stretches(order, sort, descending, filter)) {
        for (let step = 0; step < stretch.to - stretch.from && found.length < wanted; step += 1) {
          if (--steps < 0) return { ids: gathered(taken, filter, sort, descending, depth), total };
          const slot = order.at(stretch.descending ? stretch.to - 1 - step : stretch.from + step);
          if (passes(slot, filter)) found.push(ids[slot]!);
        }
      }
      return { ids: found, total };
    },

    /** Whether an offered workshop holds `lexeme`. */
    holds(lexeme: string): boolean {
      const number = lexemeNumbers.get(lexeme);
      return number !== undefined && postings[number] !== undefined;
    },

    /**
     * The ids of the first `depth` offered workshops that hold every word and pass `filter`, most
     * relevant first (then by id), and how many there are in all. Relevance is the list's (SQL's):
     * 1 when the title holds every word, plus `ts_rank` over a query that ORs every lexeme.
     */
    search(
      searchWords: IndexedWords,
      filter: IndexedFilter,
      depth: number,
    ): { ids: number[]; total: number } {
      const lexemes = [...new Set(searchWords.flat())].sort(byBytes);
      const filtering = isFiltering(filter);
      // Every word one and the same lexeme: its matches are its posting, already in relevance order.
      if (lexemes.length === 1) {
        const posting = postingOf(lexemes[0]!);
        if (!posting) return { ids: [], total: 0 };
        const ranked = rankedOf(lexemeNumbers.get(lexemes[0]!)!, posting).slots;
        if (!filtering) {
          return {
            ids: Array.from(ranked.subarray(0, depth), (slot) => ids[slot]!),
            total: ranked.length,
          };
        }
        const found: number[] = [];
        let total = 0;
        for (const slot of ranked) {
          if (!passes(slot, filter)) continue;
          total += 1;
          if (found.length < depth) found.push(ids[slot]!);
        }
        return { ids: found, total };
      }
      const every = (1 << searchWords.length) - 1;
      const held = (lexeme: string) => (postingOf(lexeme)?.length ?? 0) / STRIDE;
      // Only workshops holding the rarest word can match. A lexeme that many more hold is looked up
      // for each of them in its table, where walking its posting would pass mostly others.
      const holding = searchWords.map((alternatives) =>
        alternatives.reduce((sum, lexeme) => sum + held(lexeme), 0),
      );
      const rarest = holding.indexOf(Math.min(...holding));
      const widelyHeld = lexemes.every(
        (lexeme) => held(lexeme) === 0 || held(lexeme) >= THRESHOLD_HELD_SHARE * ids.length,
      );
      const shallow = depth > 0 && depth <= THRESHOLD_DEPTH_SHARE * holding[rarest]!;
      if (!filtering && widelyHeld && shallow) {
        return thresholdRanked(searchWords, lexemes, depth);
      }
      const rarestBit = 1 << rarest;
      const lookedUp = new Set(
        lexemes.filter(
          (lexeme) =>
            !searchWords[rarest]!.includes(lexeme) &&
            held(lexeme) >= LOOKED_UP_SHARE * ids.length &&
            held(lexeme) > LOOKED_UP_OVER_RAREST * holding[rarest]!,
        ),
      );
      let reachedCount = 0;
      // With lexemes looked up, the rarest word's workshops are found first, as the only candidates.
      if (lookedUp.size > 0) {
        for (const lexeme of searchWords[rarest]!) {
          const posting = postingOf(lexeme) ?? new Float64Array(0);
          for (let at = 0; at < posting.length; at += STRIDE) {
            const slot = posting[at]!;
            if (words[slot] === 0) reached[reachedCount++] = slot;
            words[slot] = rarestBit;
          }
        }
      }
      // Without lookups, every workshop a lexeme's posting holds is a candidate.
      const candidateBit = lookedUp.size === 0 ? 0 : rarestBit;
      // Lexeme by lexeme in the query's order, so each workshop's rank is summed as ts_rank sums it.
      for (const lexeme of lexemes) {
        const posting = postingOf(lexeme);
        if (!posting) continue;
        const bits = wordBitsOf(searchWords, lexeme);
        if (lookedUp.has(lexeme)) {
          const table = lookupOf(lexemeNumbers.get(lexeme)!, posting).scores;
          for (let index = 0; index < reachedCount; index += 1) {
            const slot = reached[index]!;
            // A workshop newer than the table is past its end, and does not hold the lexeme.
            const score = table[slot];
            if (!score) continue;
            words[slot]! |= bits;
            if (score < 0) titleWords[slot]! |= bits;
            ranks[slot] = f32(ranks[slot]! + Math.abs(score));
          }
          continue;
        }
        for (let at = 0; at < posting.length; at += STRIDE) {
          const slot = posting[at]!;
          if ((words[slot]! & candidateBit) !== candidateBit) continue;
          if (words[slot] === 0) reached[reachedCount++] = slot;
          words[slot]! |= bits;
          if (posting[at + 2] === 1) titleWords[slot]! |= bits;
          ranks[slot] = f32(ranks[slot]! + posting[at + 1]!);
        }
      }
      const matches = leadingSlots(depth, byRelevance);
      let total = 0;
      for (let index = 0; index < reachedCount; index += 1) {
        const slot = reached[index]!;
        if (words[slot] === every && (!filtering || passes(slot, filter))) {
          total += 1;
          const rank = f32(ranks[slot]! / lexemes.length);
          relevances[slot] = (titleWords[slot] === every ? 1 : 0) + rank;
          matches.offer(slot);
        }
        words[slot] = 0;
        titleWords[slot] = 0;
        ranks[slot] = 0;
      }
      return { ids: matches.inOrder().map((slot) => ids[slot]!), total };
    },
  };
}
